import fc from 'fast-check';
import { expect } from 'vitest';
import type { Page } from '@/api/types';
import type { SortDirection } from '@/api/types';

/**
 * Shared parts of the list-query property tests (`*-query.property.test.ts`): generators for
 * valid and invalid `page`, `size`, `sort` and `search` values, which every list reads alike through
 * its list spec (`parseQuery` of src/api/list-spec.ts), and an oracle for ordering and paging. The oracle is
 * written apart from the handlers' `sortedPage`, so a test can catch them disagreeing.
 */

export type SortParam<F extends string> = `${F},${SortDirection}`;

// ---- valid queries ----

/** A valid `sort` value: one of the fields, either direction. */
export const sortParamArb = <F extends string>(fields: readonly F[]): fc.Arbitrary<SortParam<F>> =>
  fc
    .tuple(fc.constantFrom(...fields), fc.constantFrom<SortDirection>('asc', 'desc'))
    .map(([field, direction]) => `${field},${direction}` as const);

/** An optional filter, left out half the time. */
export const opt = <T>(arb: fc.Arbitrary<T>) => fc.option(arb, { nil: undefined, freq: 2 });

/**
 * A search term from the seed's own text (a fragment as it is, or upper-cased with spaces around
 * it, which the API must trim and fold) or any of `noise`.
 */
export const searchTermArb = (fragments: readonly string[], ...noise: fc.Arbitrary<string>[]): fc.Arbitrary<string> =>
  fc.oneof(
    fc.constantFrom(...fragments),
    fc
      .tuple(fc.constantFrom(...fragments), fc.constantFrom(' ', '  '))
      .map(([fragment, pad]) => `${pad}${fragment.toUpperCase()} `),
    ...noise,
  );

/** Where a page falls: anywhere from the first page to a little beyond the last (an empty page). */
export const positionArb = fc.double({ min: 0, max: 1.25, noNaN: true });

/** The page at `position` (from `positionArb`) of `total` rows in pages of `size`. */
export const pageAt = (position: number, total: number, size: number) => Math.floor(position * Math.ceil(total / size));

// ---- the oracle ----

export type OracleKey = string | number | null;

/** Orders by the key, a null key last in either direction, then by id ascending. */
export function compareBy<T extends { id: string }>(
  keyOf: (row: T) => OracleKey,
  direction: SortDirection,
): (a: T, b: T) => number {
  const flip = direction === 'asc' ? 1 : -1;
  return (a, b) => {
    const [x, y] = [keyOf(a), keyOf(b)];
    let primary = 0;
    if (x !== y) {
      if (x === null) primary = 1;
      else if (y === null) primary = -1;
      else primary = flip * (x < y ? -1 : 1);
    }
    return primary || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
  };
}

/** The rows that `keep` keeps, ordered as `sort` asks (`keyOf` gives a row's key for a field). */
export function oracleList<T extends { id: string }, F extends string>(
  rows: readonly T[],
  keep: (row: T) => boolean,
  keyOf: (row: T, field: F) => OracleKey,
  sort: SortParam<NoInfer<F>>,
): T[] {
  const [field, direction] = sort.split(',') as [F, SortDirection];
  return rows.filter(keep).sort(compareBy((row) => keyOf(row, field), direction));
}

/** Expects `result` to be page `page` (of `size`) of the oracle's `expected` rows, counts included. */
export function expectPageOf(
  result: Page<{ id: string }>,
  expected: readonly { id: string }[],
  page: number,
  size: number,
): void {
  expect(result).toMatchObject({
    page,
    size,
    totalElements: expected.length,
    totalPages: Math.ceil(expected.length / size),
  });
  expect(result.content.map((row) => row.id)).toEqual(
    expected.slice(page * size, page * size + size).map((row) => row.id),
  );
}

/** Reads page after page from 0 until the last that the answers name; the ids in order. */
export async function readEveryPage(read: (page: number) => Promise<Page<{ id: string }>>): Promise<string[]> {
  const seen: string[] = [];
  let totalPages = 1;
  for (let page = 0; page < totalPages; page++) {
    const result = await read(page);
    totalPages = result.totalPages;
    seen.push(...result.content.map((row) => row.id));
  }
  return seen;
}

// ---- invalid queries ----

export const isWhole = (raw: string, min: number, max: number) =>
  /^\d+$/.test(raw) && Number(raw) >= min && Number(raw) <= max;
export const notIn = (values: readonly string[]) => fc.string({ maxLength: 12 }).filter((s) => !values.includes(s));

/** A country that is not two letters. */
export const invalidCountryArb = fc.string({ maxLength: 5 }).filter((s) => !/^[A-Za-z]{2}$/.test(s));

/**
 * Values a list must refuse for its paging, sort and search parameters (page 0 to 1,000,000,
 * size 1 to its spec's maximum, `field,asc|desc` with a known field, search at most its spec's
 * length after trimming).
 */
export function invalidListParams({
  sortFields,
  maxSize,
  searchMaxLength = 0,
}: {
  sortFields: readonly string[];
  maxSize: number;
  searchMaxLength?: number | undefined;
}) {
  return {
    page: fc.oneof(
      fc.integer({ max: -1 }).map(String),
      fc.constantFrom('-1', '1.5', '', 'x', '1e3', ' 1', '0x1', '1000001'),
      fc.string().filter((s) => !isWhole(s, 0, 1_000_000)),
    ),
    size: fc.oneof(
      fc.constantFrom('0', String(maxSize + 1), '500', '-5', '', '2.0'),
      fc.integer({ min: maxSize + 1 }).map(String),
      fc.string().filter((s) => !isWhole(s, 1, maxSize)),
    ),
    sort: fc.oneof(
      fc.tuple(notIn(sortFields), fc.constantFrom('asc', 'desc')).map(([f, d]) => `${f},${d}`),
      fc
        .tuple(
          fc.constantFrom(...sortFields),
          fc.string().filter((d) => !['asc', 'desc'].includes(d.toLowerCase())),
        )
        .map(([f, d]) => `${f},${d}`),
      fc.constantFrom(...sortFields),
      fc.constantFrom('', ',', 'name', 'name,up', 'createdAt,asc,id'),
    ),
    search: fc
      .oneof(
        fc.string({ minLength: searchMaxLength + 1, maxLength: searchMaxLength + 30 }),
        fc.string({ unit: 'grapheme', minLength: searchMaxLength + 1, maxLength: searchMaxLength + 60 }),
      )
      .filter((s) => [...s.trim()].length > searchMaxLength),
  };
}

/**
 * A query that is valid but for one or more parameters, each given a value from `invalid` or given
 * twice: `bad` names them, `query` is the whole query string (parameters in the order of `valid`).
 */
export function corruptedQueryArb<K extends string>(
  valid: fc.Arbitrary<Record<K, string>>,
  invalid: Record<K, fc.Arbitrary<string>>,
): fc.Arbitrary<{ bad: K[]; query: string }> {
  const names = Object.keys(invalid) as K[];
  const REPEAT = Symbol('repeat');
  const invalidOrRepeated = (arb: fc.Arbitrary<string>) => fc.oneof(arb, fc.constant(REPEAT));
  const corruption = fc
    .uniqueArray(fc.constantFrom(...names), { minLength: 1, maxLength: names.length })
    .chain((bad) => fc.tuple(fc.constant(bad), fc.tuple(...bad.map((name) => invalidOrRepeated(invalid[name])))));
  return fc.tuple(valid, corruption).map(([values, [bad, replacements]]) => {
    const params = new URLSearchParams();
    for (const [name, value] of Object.entries<string>(values)) {
      const index = bad.indexOf(name as K);
      const replacement = index === -1 ? value : replacements[index];
      if (replacement === REPEAT) {
        params.append(name, value);
        params.append(name, value);
      } else {
        params.append(name, replacement ?? value);
      }
    }
    return { bad, query: params.toString() };
  });
}
