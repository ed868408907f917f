import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { CELLAR_FILL_BANDS, CELLAR_SORT_FIELDS, CELLAR_STATUSES, CELLAR_VISIBILITIES, createCellarsApi } from '@/api/cellars';
import type { Cellar, CellarFillBand, CellarListQuery, CellarSortField } from '@/api/cellars';
import type { SortDirection } from '@/api/users';
import { db } from './db';
import { createMockServer, resetMockBackend } from './node';
import { COUNTRIES } from './reference-data';
import { createTestClient, failureOf } from './test-support';
import type { TestClient } from './test-support';

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
  const rest = await Promise.all(Array.from({ length: first.totalPages - 1 }, (_, i) => api.list({ size: 100, page: i + 1 })));
  all = [first, ...rest].flatMap((p) => p.content);
  fragments = db.members.all().flatMap((m) => [m.fullName.split(' ')[0] ?? m.fullName, m.email.slice(0, 5)]).concat(['cellar', 'fridge', 'VAULT']);
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
    (term === '' || `${c.name}\n${c.owner.fullName}\n${c.owner.email}`.toLowerCase().includes(term))
  );
}

function keyOf(c: Cellar, field: CellarSortField): string | number {
  if (field === 'owner') return c.owner.fullName.toLowerCase();
  if (field === 'value') return c.estimatedValue.amount;
  const value = c[field];
  return typeof value === 'string' && (field === 'name' || field === 'location') ? value.toLowerCase() : value;
}

function compare(field: CellarSortField, direction: SortDirection): (a: Cellar, b: Cellar) => number {
  const flip = direction === 'asc' ? 1 : -1;
  return (a, b) => {
    const [x, y] = [keyOf(a, field), keyOf(b, field)];
    return (x === y ? 0 : flip * (x < y ? -1 : 1)) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
  };
}

const sortArb = fc
  .tuple(fc.constantFrom(...CELLAR_SORT_FIELDS), fc.constantFrom<SortDirection>('asc', 'desc'))
  .map(([field, direction]) => `${field},${direction}` as const);
const opt = <T>(arb: fc.Arbitrary<T>) => fc.option(arb, { nil: undefined, freq: 2 });
const filtersArb = (): fc.Arbitrary<Filters> =>
  fc.record({
    search: opt(fc.oneof(fc.constantFrom(...fragments), fc.constantFrom(...fragments).map((f) => ` ${f.toUpperCase()} `), fc.string({ maxLength: 2 }))),
    visibility: opt(fc.constantFrom(...CELLAR_VISIBILITIES)),
    status: opt(fc.constantFrom(...CELLAR_STATUSES)),
    country: opt(fc.constantFrom(...COUNTRIES.map((c) => c.code), 'fr', 'GB')),
    fill: opt(fc.constantFrom(...CELLAR_FILL_BANDS)),
  });

describe('GET /cellars, for any valid query', () => {
  it('answers the matching cellars, filtered, ordered and counted like the oracle (100 runs)', async () => {
    await fc.assert(
      fc.asyncProperty(filtersArb(), sortArb, fc.double({ min: 0, max: 1.25, noNaN: true }), fc.integer({ min: 1, max: 100 }), async (filters, sort, position, size) => {
        const [field, direction] = sort.split(',') as [CellarSortField, SortDirection];
        const expected = all.filter((c) => matches(c, filters)).sort(compare(field, direction));
        const page = Math.floor(position * Math.ceil(expected.length / size));
        const result = await createCellarsApi(client.http).list({ ...filters, sort, page, size });
        expect(result).toMatchObject({ page, size, totalElements: expected.length, totalPages: Math.ceil(expected.length / size) });
        expect(result.content.map((c) => c.id)).toEqual(expected.slice(page * size, page * size + size).map((c) => c.id));
      }),
      { numRuns: 100 },
    );
  });
});

const isWhole = (raw: string, min: number, max: number) => /^\d+$/.test(raw) && Number(raw) >= min && Number(raw) <= max;
const notIn = (values: readonly string[]) => fc.string({ maxLength: 12 }).filter((s) => !values.includes(s));
const INVALID: Record<string, fc.Arbitrary<string>> = {
  page: fc.oneof(fc.constantFrom('-1', '1.5', '', 'x'), fc.string().filter((s) => !isWhole(s, 0, 1_000_000))),
  size: fc.oneof(fc.constantFrom('0', '101', ''), fc.string().filter((s) => !isWhole(s, 1, 100))),
  sort: fc.oneof(fc.tuple(notIn(CELLAR_SORT_FIELDS), fc.constantFrom('asc', 'desc')).map(([f, d]) => `${f},${d}`), fc.constantFrom('name', 'name,up', '')),
  search: fc.string({ minLength: 201, maxLength: 230 }).filter((s) => [...s.trim()].length > 200),
  visibility: notIn(CELLAR_VISIBILITIES),
  status: notIn(CELLAR_STATUSES),
  fill: notIn(CELLAR_FILL_BANDS),
  country: fc.string({ maxLength: 5 }).filter((s) => !/^[A-Za-z]{2}$/.test(s)),
};
const PARAMS = Object.keys(INVALID);
const VALID: Record<string, string> = { page: '0', size: '20', sort: 'fillRate,desc', search: 'cellar', visibility: 'SHARED', status: 'ACTIVE', fill: 'HIGH', country: 'FR' };

describe('GET /cellars, for any invalid query', () => {
  it('answers 400 naming exactly the bad parameters (120 runs)', async () => {
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
          const failure = await failureOf(client.http.get(`/cellars?${params.toString()}`));
          expect(failure.status).toBe(400);
          expect(new Set(failure.body.errors?.map((e) => e.field))).toEqual(new Set(names));
        },
      ),
      { numRuns: 120 },
    );
  });
});
