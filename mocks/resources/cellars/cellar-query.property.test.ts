import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { CELLAR_FILL_BANDS, CELLAR_LIST, CELLAR_STATUSES, CELLAR_VISIBILITIES, createCellarsApi } from '@/api/cellars';
import type { Cellar, CellarFillBand, CellarListQuery, CellarSortField } from '@/api/cellars';
import { db } from '../../core/db';
import { createMockServer } from '../../runtimes/node';
import { resetMockBackend } from '../../app/reset-mock-backend';
import {
  corruptedQueryArb,
  expectPageOf,
  invalidCountryArb,
  invalidListParams,
  notIn,
  opt,
  oracleList,
  pageAt,
  positionArb,
  searchTermArb,
  sortParamArb,
} from '@tests/support/list-query-properties';
import { COUNTRIES } from '../reference/reference-data';
import { createTestClient, failureOf } from '@tests/support/mock-backend';
import type { TestClient } from '@tests/support/mock-backend';

// Every test reseeds the whole demo; a loaded shared machine needs more than the 5 s default.
vi.setConfig({ testTimeout: 60_000, hookTimeout: 60_000 });

const server = createMockServer();
let client: TestClient;
let all: Cellar[];
let fragments: string[];

beforeAll(async () => {
  server.listen({ onUnhandledFrame: 'error' });
  await resetMockBackend({ adminCount: 10 });
  client = createTestClient();
  await client.signIn('admin@vinotheca.test');
  // Every cellar, read once through the API: the oracle filters and orders these itself.
  const api = createCellarsApi(client.http);
  const first = await api.list({ size: 100 });
  const rest = await Promise.all(
    Array.from({ length: first.totalPages - 1 }, (_, i) => api.list({ size: 100, page: i + 1 })),
  );
  all = [first, ...rest].flatMap((p) => p.content);
  fragments = db.members
    .all()
    .flatMap((m) => [m.fullName.split(' ')[0] ?? m.fullName, m.email.slice(0, 5)])
    .concat(['cellar', 'fridge', 'VAULT', 'Lyon', 'bordeaux', 'Napa']);
});
afterAll(() => server.close());

type Filters = Omit<CellarListQuery, 'page' | 'size' | 'sort'>;

// An oracle written apart from the handler: the band from the ratio itself.
function band(c: Cellar): CellarFillBand {
  const ratio = c.bottles / c.capacity;
  return c.bottles === 0 ? 'EMPTY' : ratio >= 1 ? 'FULL' : ratio >= 0.75 ? 'HIGH' : ratio >= 0.25 ? 'MEDIUM' : 'LOW';
}

function matches(c: Cellar, f: Filters): boolean {
  const term = (f.search ?? '').trim().toLowerCase();
  return (
    (f.visibility === undefined || c.visibility === f.visibility) &&
    (f.status === undefined || c.status === f.status) &&
    (f.country === undefined || c.country === f.country.toUpperCase()) &&
    (f.fill === undefined || band(c) === f.fill) &&
    (term === '' ||
      [c.name, c.location, c.owner.fullName, c.owner.email].some((text) => text.toLowerCase().includes(term)))
  );
}

function keyOf(c: Cellar, field: CellarSortField): string | number {
  if (field === 'owner') return c.owner.fullName.toLowerCase();
  if (field === 'value') return c.estimatedValue.amount;
  const value = c[field];
  return typeof value === 'string' && (field === 'name' || field === 'location') ? value.toLowerCase() : value;
}

const sortArb = sortParamArb(CELLAR_LIST.sortFields);
const filtersArb = (): fc.Arbitrary<Filters> =>
  fc.record({
    search: opt(searchTermArb(fragments, fc.string({ maxLength: 2 }))),
    visibility: opt(fc.constantFrom(...CELLAR_VISIBILITIES)),
    status: opt(fc.constantFrom(...CELLAR_STATUSES)),
    country: opt(fc.constantFrom(...COUNTRIES.map((c) => c.code), 'fr', 'GB')),
    fill: opt(fc.constantFrom(...CELLAR_FILL_BANDS)),
  });

describe('GET /cellars, for any valid query', () => {
  it('answers the matching cellars, filtered, ordered and counted like the oracle (100 runs)', async () => {
    await fc.assert(
      fc.asyncProperty(
        filtersArb(),
        sortArb,
        positionArb,
        fc.integer({ min: 1, max: 100 }),
        async (filters, sort, position, size) => {
          const expected = oracleList(all, (c) => matches(c, filters), keyOf, sort);
          const page = pageAt(position, expected.length, size);
          const result = await createCellarsApi(client.http).list({ ...filters, sort, page, size });
          expectPageOf(result, expected, page, size);
        },
      ),
      { numRuns: 100 },
    );
  });
});

const INVALID = {
  ...invalidListParams(CELLAR_LIST),
  visibility: notIn(CELLAR_VISIBILITIES),
  status: notIn(CELLAR_STATUSES),
  fill: notIn(CELLAR_FILL_BANDS),
  country: invalidCountryArb,
};
const VALID: Record<keyof typeof INVALID, string> = {
  page: '0',
  size: '20',
  sort: 'fillRate,desc',
  search: 'cellar',
  visibility: 'SHARED',
  status: 'ACTIVE',
  fill: 'HIGH',
  country: 'FR',
};

describe('GET /cellars, for any invalid query', () => {
  it('answers 400 naming exactly the bad parameters (120 runs)', async () => {
    await fc.assert(
      fc.asyncProperty(corruptedQueryArb(fc.constant(VALID), INVALID), async ({ bad, query }) => {
        const failure = await failureOf(client.http.get(`/cellars?${query}`));
        expect(failure.status).toBe(400);
        expect(new Set(failure.body.errors?.map((e) => e.field))).toEqual(new Set(bad));
      }),
      { numRuns: 120 },
    );
  });
});
