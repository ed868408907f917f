import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WINE_LIST, WINE_STATUSES, WINE_TYPES } from '@/api/wines';
import type { Wine, WineListQuery, WineSortField } from '@/api/wines';
import { EUR_RATES } from '@/lib/exchange-rates';
import { db } from '../../core/db';
import { createMockServer } from '../../runtimes/node';
import { resetMockBackend } from '../../app/reset-mock-backend';
import {
  corruptedQueryArb,
  expectPageOf,
  invalidCountryArb,
  invalidListParams,
  isWhole,
  notIn,
  opt,
  oracleList,
  pageAt,
  positionArb,
  readEveryPage,
  searchTermArb,
  sortParamArb,
  type OracleKey,
} from '@tests/support/list-query-properties';
import { COUNTRIES } from '../reference/reference-data';
import { createTestClient, failureOf } from '@tests/support/mock-backend';
import type { TestClient } from '@tests/support/mock-backend';

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

function keyOf(wine: Wine, field: WineSortField): OracleKey {
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
      return Math.round(wine.price.amount * (EUR_RATES[wine.price.currency] ?? 0) * 100);
    default:
      return wine[field];
  }
}

const sortArb = sortParamArb(WINE_LIST.sortFields);

const filtersArb = (): fc.Arbitrary<Filters> =>
  fc.record({
    search: opt(searchTermArb(fragments, fc.string({ maxLength: 3 }))),
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
      fc.asyncProperty(
        filtersArb(),
        sortArb,
        positionArb,
        fc.integer({ min: 1, max: 100 }),
        async (filters, sort, position, size) => {
          const expected = oracleList(all, (w) => matches(w, filters), keyOf, sort);
          const page = pageAt(position, expected.length, size);
          const result = await client.wines.list({ ...filters, sort, page, size });
          expectPageOf(result, expected, page, size);
          expect(result.content.every((w) => matches(w, filters))).toBe(true);
        },
      ),
      { numRuns: MATCH_RUNS },
    );
  });

  it(`pages through every matching wine exactly once (${PAGING_RUNS} runs)`, async () => {
    await fc.assert(
      fc.asyncProperty(filtersArb(), sortArb, fc.integer({ min: 50, max: 100 }), async (filters, sort, size) => {
        const expected = oracleList(all, (w) => matches(w, filters), keyOf, sort);
        const seen = await readEveryPage((page) => client.wines.list({ ...filters, sort, page, size }));
        expect(seen).toEqual(expected.map((w) => w.id));
      }),
      { numRuns: PAGING_RUNS },
    );
  });
});

const INVALID = {
  ...invalidListParams(WINE_LIST),
  type: notIn(WINE_TYPES),
  status: notIn(WINE_STATUSES),
  country: invalidCountryArb,
  region: fc.constantFrom('', '   ', 'r'.repeat(201)),
  vintage: fc.string({ maxLength: 5 }).filter((s) => !isWhole(s, 1800, 2999)),
  vintageFrom: fc.constantFrom('1799', 'abc', '', '3000'),
};
const VALID: Record<keyof typeof INVALID, string> = {
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
      fc.asyncProperty(corruptedQueryArb(fc.constant(VALID), INVALID), async ({ bad, query }) => {
        const failure = await failureOf(client.http.get(`/wines?${query}`));
        expect(failure.status).toBe(400);
        expect(new Set(failure.body.errors?.map((e) => e.field))).toEqual(new Set(bad));
      }),
      { numRuns: INVALID_RUNS },
    );
  });

  it('answers 400 naming vintageTo for a range that ends before it starts', async () => {
    const failure = await failureOf(client.wines.list({ vintageFrom: 2015, vintageTo: 2010 }));
    expect(failure).toMatchObject({ status: 400, body: { errors: [{ field: 'vintageTo' }] } });
  });
});
