import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SortDirection } from '@/api/users';
import { WINE_SORT_FIELDS, WINE_STATUSES, WINE_TYPES } from '@/api/wines';
import type { Wine, WineListQuery, WineSortField } from '@/api/wines';
import { db } from './db';
import { createMockServer, resetMockBackend } from './node';
import { COUNTRIES } from './reference-data';
import { createTestClient, failureOf } from './test-support';
import type { TestClient } from './test-support';

const server = createMockServer();
let client: TestClient;
let fragments: string[];
let categoryIds: string[];
let all: Wine[];

beforeAll(async () => {
  server.listen({ onUnhandledFrame: 'error' });
  await resetMockBackend({ adminCount: 10 });
  client = createTestClient();
  await client.signIn('admin@vinotheca.test');
  fragments = db.wines.all().flatMap((w) => [w.name.slice(0, 4), w.producer.split(' ').at(-1) ?? w.producer]);
  categoryIds = db.categories.all().map((c) => c.id);
  const names = new Map(db.categories.all().map((c) => [c.id, c.name]));
  all = db.wines.all().map((w) => ({ ...w, categoryName: names.get(w.categoryId) ?? '' }));
});
afterAll(() => server.close());

// An oracle written apart from the handler.
type Filters = Omit<WineListQuery, 'page' | 'size' | 'sort'>;

function matches(wine: Wine, f: Filters): boolean {
  const term = (f.search ?? '').trim().toLowerCase();
  return (
    (f.type === undefined || wine.type === f.type) &&
    (f.status === undefined || wine.status === f.status) &&
    (f.country === undefined || wine.country === f.country.toUpperCase()) &&
    (f.region === undefined || wine.region.toLowerCase() === f.region.trim().toLowerCase()) &&
    (f.categoryId === undefined || wine.categoryId === f.categoryId) &&
    (f.vintage === undefined || wine.vintage === f.vintage) &&
    (f.vintageFrom === undefined || (wine.vintage !== null && wine.vintage >= f.vintageFrom)) &&
    (f.vintageTo === undefined || (wine.vintage !== null && wine.vintage <= f.vintageTo)) &&
    (term === '' || wine.name.toLowerCase().includes(term) || wine.producer.toLowerCase().includes(term))
  );
}

function keyOf(wine: Wine, field: WineSortField): string | number | null {
  switch (field) {
    case 'name':
    case 'producer':
    case 'region':
      return wine[field].toLowerCase();
    case 'type':
      return WINE_TYPES.indexOf(wine.type);
    case 'status':
      return WINE_STATUSES.indexOf(wine.status);
    case 'price':
      return wine.price.amount;
    default:
      return wine[field];
  }
}

function compare(field: WineSortField, direction: SortDirection): (a: Wine, b: Wine) => number {
  const flip = direction === 'asc' ? 1 : -1;
  return (a, b) => {
    const [x, y] = [keyOf(a, field), keyOf(b, field)];
    let primary = 0;
    if (x !== y) {
      if (x === null) primary = 1;
      else if (y === null) primary = -1;
      else primary = flip * (x < y ? -1 : 1);
    }
    return primary || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
  };
}

const sortArb = fc
  .tuple(fc.constantFrom(...WINE_SORT_FIELDS), fc.constantFrom<SortDirection>('asc', 'desc'))
  .map(([field, direction]) => `${field},${direction}` as const);

const opt = <T>(arb: fc.Arbitrary<T>) => fc.option(arb, { nil: undefined, freq: 2 });

const filtersArb = (): fc.Arbitrary<Filters> =>
  fc.record({
    search: opt(fc.oneof(fc.constantFrom(...fragments), fc.constantFrom(...fragments).map((f) => ` ${f.toUpperCase()} `), fc.string({ maxLength: 3 }))),
    type: opt(fc.constantFrom(...WINE_TYPES)),
    status: opt(fc.constantFrom(...WINE_STATUSES)),
    country: opt(fc.constantFrom(...COUNTRIES.map((c) => c.code), 'fr', 'IS')),
    region: opt(fc.constantFrom('Bordeaux', 'burgundy', 'Douro', 'Mosel', 'Napa Valley', 'Nowhere')),
    categoryId: opt(fc.constantFrom(...categoryIds)),
    vintage: opt(fc.integer({ min: 1980, max: 2025 })),
    vintageFrom: opt(fc.integer({ min: 1980, max: 2010 })),
    vintageTo: opt(fc.integer({ min: 2010, max: 2025 })),
  });

const MATCH_RUNS = 120;
const PAGING_RUNS = 30;
const INVALID_RUNS = 150;

describe('GET /wines, for any valid query', () => {
  it(`answers the matching wines, filtered, ordered and counted like the oracle (${MATCH_RUNS} runs)`, async () => {
    await fc.assert(
      fc.asyncProperty(filtersArb(), sortArb, fc.double({ min: 0, max: 1.25, noNaN: true }), fc.integer({ min: 1, max: 100 }), async (filters, sort, position, size) => {
        const [field, direction] = sort.split(',') as [WineSortField, SortDirection];
        const expected = all.filter((w) => matches(w, filters)).sort(compare(field, direction));
        const page = Math.floor(position * Math.ceil(expected.length / size));
        const result = await client.wines.list({ ...filters, sort, page, size });
        expect(result).toMatchObject({ page, size, totalElements: expected.length, totalPages: Math.ceil(expected.length / size) });
        expect(result.content.map((w) => w.id)).toEqual(expected.slice(page * size, page * size + size).map((w) => w.id));
        expect(result.content.every((w) => matches(w, filters))).toBe(true);
      }),
      { numRuns: MATCH_RUNS },
    );
  });

  it(`pages through every matching wine exactly once (${PAGING_RUNS} runs)`, async () => {
    await fc.assert(
      fc.asyncProperty(filtersArb(), sortArb, fc.integer({ min: 50, max: 100 }), async (filters, sort, size) => {
        const [field, direction] = sort.split(',') as [WineSortField, SortDirection];
        const expected = all.filter((w) => matches(w, filters)).sort(compare(field, direction));
        const seen: string[] = [];
        let totalPages = 1;
        for (let page = 0; page < totalPages; page++) {
          const result = await client.wines.list({ ...filters, sort, page, size });
          totalPages = result.totalPages;
          seen.push(...result.content.map((w) => w.id));
        }
        expect(seen).toEqual(expected.map((w) => w.id));
      }),
      { numRuns: PAGING_RUNS },
    );
  });
});

const isWhole = (raw: string, min: number, max: number) => /^\d+$/.test(raw) && Number(raw) >= min && Number(raw) <= max;
const notIn = (values: readonly string[]) => fc.string({ maxLength: 12 }).filter((s) => !values.includes(s));

const INVALID: Record<string, fc.Arbitrary<string>> = {
  page: fc.oneof(fc.constantFrom('-1', '1.5', '', 'x'), fc.string().filter((s) => !isWhole(s, 0, 1_000_000))),
  size: fc.oneof(fc.constantFrom('0', '101', ''), fc.string().filter((s) => !isWhole(s, 1, 100))),
  sort: fc.oneof(fc.tuple(notIn(WINE_SORT_FIELDS), fc.constantFrom('asc', 'desc')).map(([f, d]) => `${f},${d}`), fc.constantFrom('name', 'name,up', '')),
  search: fc.string({ minLength: 201, maxLength: 230 }).filter((s) => [...s.trim()].length > 200),
  type: notIn(WINE_TYPES),
  status: notIn(WINE_STATUSES),
  country: fc.string({ maxLength: 5 }).filter((s) => !/^[A-Za-z]{2}$/.test(s)),
  region: fc.constantFrom('', '   ', 'r'.repeat(201)),
  vintage: fc.string({ maxLength: 5 }).filter((s) => !isWhole(s, 1800, 2999)),
  vintageFrom: fc.constantFrom('1799', 'abc', '', '3000'),
};
const PARAMS = Object.keys(INVALID);
const VALID: Record<string, string> = {
  page: '0',
  size: '20',
  sort: 'vintage,desc',
  search: 'domaine',
  type: 'RED',
  status: 'PUBLISHED',
  country: 'FR',
  region: 'Bordeaux',
  vintage: '2015',
  vintageFrom: '2000',
};

describe('GET /wines, for any invalid query', () => {
  it(`answers 400 naming exactly the bad parameters (${INVALID_RUNS} runs)`, async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.uniqueArray(fc.constantFrom(...PARAMS), { minLength: 1, maxLength: PARAMS.length }).chain((names) =>
          fc.tuple(fc.constant(names), fc.tuple(...names.map((name) => fc.oneof(INVALID[name] ?? fc.constant(''), fc.constant(null))))),
        ),
        async ([names, values]) => {
          const params = new URLSearchParams();
          for (const [name, value] of Object.entries(VALID)) {
            const index = names.indexOf(name);
            if (index === -1) params.append(name, value);
            else if (values[index] === null) {
              params.append(name, value);
              params.append(name, value);
            } else params.append(name, values[index] ?? value);
          }
          const failure = await failureOf(client.http.get(`/wines?${params.toString()}`));
          expect(failure.status).toBe(400);
          expect(new Set(failure.body.errors?.map((e) => e.field))).toEqual(new Set(names));
        },
      ),
      { numRuns: INVALID_RUNS },
    );
  });

  it('answers 400 naming vintageTo for a range that ends before it starts', async () => {
    const failure = await failureOf(client.wines.list({ vintageFrom: 2015, vintageTo: 2010 }));
    expect(failure).toMatchObject({ status: 400, body: { errors: [{ field: 'vintageTo' }] } });
  });
});
