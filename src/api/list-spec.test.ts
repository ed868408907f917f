import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { AUDIT_LIST } from './audit';
import { CELLAR_LIST, INVENTORY_LIST } from './cellars';
import { flag, oneOf, text, wholeNumber } from './list-spec';
import { USER_LIST } from './users';
import { WINE_LIST } from './wines';

/** Every paged list of the product, by name. */
const LISTS = {
  users: USER_LIST,
  wines: WINE_LIST,
  cellars: CELLAR_LIST,
  inventory: INVENTORY_LIST,
  audit: AUDIT_LIST,
} as const;

interface AnyList {
  sortFields: readonly string[];
  pageSizes: readonly number[];
  maxSize: number;
  searchMaxLength: number | undefined;
  filters: Record<string, { url: string; values?: readonly unknown[] }>;
  parseUrl(params: URLSearchParams): { page: number; size: number; search: string } & Record<string, unknown>;
  toSearchParams(state: never): URLSearchParams;
  toQuery(state: never): Record<string, unknown>;
  parseQuery(
    params: URLSearchParams,
  ): { ok: true; criteria: Record<string, unknown> } | { ok: false; errors: { field: string; message: string }[] };
}

/** The query string axios sends for a query object (values as text, undefined left out). */
function onTheWire(query: Record<string, unknown>): URLSearchParams {
  return new URLSearchParams(
    Object.entries(query).flatMap(([key, value]) => (value === undefined ? [] : [[key, String(value)]])),
  );
}

/** A URL query a person might type or paste: known names with plausible, odd or hostile values. */
function urlQueryArb(list: AnyList): fc.Arbitrary<URLSearchParams> {
  const names = ['page', 'size', 'sort', 'search', ...Object.values(list.filters).map((f) => f.url)];
  const plausible = fc.oneof(
    fc.constantFrom(...list.sortFields.flatMap((f) => [`${f},asc`, `${f},DESC`, f])),
    fc.constantFrom(...list.pageSizes.map(String), '0', '-1', '7', '1000001', '999999'),
    fc.constantFrom(
      'RED',
      'red',
      'FR',
      'fr',
      'France',
      'ADMIN',
      'active',
      'locked',
      'pending',
      'SHARED',
      'HIGH',
      'auth.login',
      'WINE',
      '2015',
      '1799',
      '3000',
      'true',
    ),
    fc.string({ maxLength: 12 }),
    fc.string({ unit: 'grapheme', minLength: 90, maxLength: 260 }),
  );
  return fc
    .array(fc.tuple(fc.constantFrom(...names), plausible), { maxLength: 8 })
    .map((pairs) => new URLSearchParams(pairs));
}

describe.each(Object.entries(LISTS))('the %s list spec', (_name, spec) => {
  const list = spec as unknown as AnyList;

  it('never makes a query the server refuses, from any URL', () => {
    fc.assert(
      fc.property(urlQueryArb(list), (params) => {
        const state = list.parseUrl(params);
        const parsed = list.parseQuery(onTheWire(list.toQuery(state as never)));
        expect(parsed).toMatchObject({ ok: true });
      }),
      { numRuns: 300 },
    );
  });

  it('reads back exactly the view it wrote to the URL', () => {
    fc.assert(
      fc.property(urlQueryArb(list), (params) => {
        const state = list.parseUrl(params);
        expect(list.parseUrl(list.toSearchParams(state as never))).toEqual(state);
      }),
      { numRuns: 300 },
    );
  });

  it('offers only page sizes the server accepts, and keeps no longer search than it accepts', () => {
    expect(Math.max(...list.pageSizes)).toBeLessThanOrEqual(list.maxSize);
    for (const size of list.pageSizes)
      expect(list.parseQuery(new URLSearchParams({ size: String(size) })).ok).toBe(true);
    if (list.searchMaxLength === undefined) return;
    const longest = list.parseUrl(new URLSearchParams({ search: 'é'.repeat(list.searchMaxLength + 50) })).search;
    expect([...longest]).toHaveLength(list.searchMaxLength);
    expect(list.parseQuery(new URLSearchParams({ search: longest })).ok).toBe(true);
    expect(list.parseQuery(new URLSearchParams({ search: `${longest}é` })).ok).toBe(false);
  });
});

describe('the server side of a list spec', () => {
  it('names every problem once, in the messages the contract pins', () => {
    const parsed = USER_LIST.parseQuery(
      new URLSearchParams('page=-1&size=0&sort=x,asc&active=maybe&role=OWNER&role=ADMIN'),
    );
    expect(parsed).toEqual({
      ok: false,
      errors: [
        { field: 'page', message: 'Page must be a whole number from 0 to 1000000' },
        { field: 'size', message: 'Size must be a whole number from 1 to 100' },
        {
          field: 'sort',
          message: 'Sort field must be one of fullName, email, role, active, lastLoginAt, createdAt, updatedAt',
        },
        { field: 'active', message: 'Active must be true or false' },
        { field: 'role', message: 'Role may be given only once' },
      ],
    });
  });

  it('checks rules across parameters (a vintage range in order, a time window in order)', () => {
    expect(WINE_LIST.parseQuery(new URLSearchParams('vintageFrom=2020&vintageTo=2010'))).toEqual({
      ok: false,
      errors: [{ field: 'vintageTo', message: 'Vintage to must not be before vintage from' }],
    });
    expect(AUDIT_LIST.parseQuery(new URLSearchParams('from=2026-11-02T00:00:00Z&to=2026-11-01T00:00:00Z'))).toEqual({
      ok: false,
      errors: [{ field: 'to', message: 'To must not be before from' }],
    });
  });
});

describe('links to a list', () => {
  it('write the view a patch makes of the default one, defaults left out', () => {
    expect(USER_LIST.linkTo('/users', {})).toBe('/users');
    expect(USER_LIST.linkTo('/users', { status: 'locked' })).toBe('/users?status=locked');
    expect(WINE_LIST.linkTo('/wines', { categoryId: 'cat 1', status: 'PUBLISHED' })).toBe(
      '/wines?status=PUBLISHED&category=cat+1',
    );
  });
});

describe('parameter kinds', () => {
  it.each([
    [oneOf('Type', ['RED', 'WHITE']), 'red', { ok: false, message: 'Type must be one of RED, WHITE' }, 'RED'],
    [flag('Active'), 'TRUE', { ok: false, message: 'Active must be true or false' }, true],
    [text('Region', 5), '      ', { ok: false, message: 'Region must be 1 to 5 characters' }, undefined],
    [
      wholeNumber('Vintage', 1800, 2999),
      '1799',
      { ok: false, message: 'Vintage must be a whole number from 1800 to 2999' },
      undefined,
    ],
  ] as const)('%o is strict on the wire and lenient in a URL', (kind, raw, strict, lenient) => {
    expect(kind.parse(raw)).toEqual(strict);
    expect(kind.read(raw)).toEqual(lenient);
  });
});
