import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_ROLES } from '@/api/types';
import type { AdminRole, AdminUser } from '@/api/types';
import { USER_SORT_FIELDS } from '@/api/users';
import type { SortDirection, UserListQuery, UserSortField } from '@/api/users';
import { db } from './db';
import { createMockServer, resetMockBackend } from './node';
import { createTestClient, failureOf } from './test-support';
import type { TestClient } from './test-support';

const ADMIN_COUNT = 300;
const server = createMockServer();
let client: TestClient;
let fragments: string[];

beforeAll(async () => {
  server.listen({ onUnhandledFrame: 'error' });
  await resetMockBackend({ adminCount: ADMIN_COUNT });
  client = createTestClient();
  await client.signIn('admin@vinotheca.test');
  fragments = db.admins.all().flatMap((admin) => [
    admin.fullName.slice(0, 3),
    admin.fullName.split(' ')[1] ?? admin.fullName,
    admin.email.slice(2, 7),
    admin.email.split('@')[0] ?? admin.email,
  ]);
});
afterAll(() => server.close());

// An oracle written apart from the handler: the list answer must agree with it.
type Filters = Pick<UserListQuery, 'search' | 'active' | 'role' | 'locked' | 'twoFactorEnabled'>;

function matches(admin: AdminUser, filters: Filters): boolean {
  const term = (filters.search ?? '').trim().toLowerCase();
  return (
    (filters.active === undefined || admin.active === filters.active) &&
    (filters.role === undefined || admin.role === filters.role) &&
    (filters.locked === undefined || admin.locked === filters.locked) &&
    (filters.twoFactorEnabled === undefined || admin.twoFactorEnabled === filters.twoFactorEnabled) &&
    (term === '' || admin.fullName.toLowerCase().includes(term) || admin.email.toLowerCase().includes(term))
  );
}

function compare(field: UserSortField, direction: SortDirection): (a: AdminUser, b: AdminUser) => number {
  const flip = direction === 'asc' ? 1 : -1;
  const byId = (a: AdminUser, b: AdminUser) => (a.id === b.id ? 0 : a.id < b.id ? -1 : 1);
  const order = (x: string | number, y: string | number) => (x === y ? 0 : x < y ? -1 : 1);
  return (a, b) => {
    let primary: number;
    if (field === 'lastLoginAt') {
      if (a.lastLoginAt === null || b.lastLoginAt === null) {
        primary = a.lastLoginAt === b.lastLoginAt ? 0 : a.lastLoginAt === null ? 1 : -1;
        return primary || byId(a, b);
      }
      primary = flip * order(a.lastLoginAt, b.lastLoginAt);
    } else if (field === 'role') {
      primary = flip * order(ADMIN_ROLES.indexOf(a.role), ADMIN_ROLES.indexOf(b.role));
    } else if (field === 'active') {
      primary = flip * order(Number(a.active), Number(b.active));
    } else if (field === 'fullName' || field === 'email') {
      primary = flip * order(a[field].toLowerCase(), b[field].toLowerCase());
    } else {
      primary = flip * order(a[field], b[field]);
    }
    return primary || byId(a, b);
  };
}

function expectedList(query: UserListQuery & { sort: `${UserSortField},${SortDirection}` }): AdminUser[] {
  const [field, direction] = query.sort.split(',') as [UserSortField, SortDirection];
  const everyone: AdminUser[] = db.admins.all().map((record) => ({ ...record }));
  return everyone.filter((admin) => matches(admin, query)).sort(compare(field, direction));
}

const searchArb = () =>
  fc.option(
    fc.oneof(
      fc.constantFrom(...fragments),
      fc.constantFrom(...fragments).map((f) => `  ${f.toUpperCase()} `),
      fc.string({ unit: 'grapheme', maxLength: 6 }),
      fc.constantFrom('', '   ', '@vinotheca.test', '.', '-'),
    ),
    { nil: undefined },
  );

const filtersArb = () =>
  fc.record({
    search: searchArb(),
    active: fc.option(fc.boolean(), { nil: undefined }),
    role: fc.option(fc.constantFrom(...ADMIN_ROLES), { nil: undefined }),
    locked: fc.option(fc.boolean(), { nil: undefined }),
    twoFactorEnabled: fc.option(fc.boolean(), { nil: undefined }),
  });

const sortArb = fc
  .tuple(fc.constantFrom(...USER_SORT_FIELDS), fc.constantFrom<SortDirection>('asc', 'desc'))
  .map(([field, direction]) => `${field},${direction}` as const);

const MATCH_RUNS = 150;
const PAGING_RUNS = 60;
const INVALID_RUNS = 200;

describe('GET /users, for any valid query', () => {
  it(`answers the matching admins, filtered, ordered and counted like the oracle (${MATCH_RUNS} runs)`, async () => {
    await fc.assert(
      fc.asyncProperty(filtersArb(), sortArb, fc.double({ min: 0, max: 1.25, noNaN: true }), fc.integer({ min: 1, max: 100 }), async (filters, sort, position, size) => {
        const expected = expectedList({ ...filters, sort });
        // Anywhere from the first page to a little beyond the last, so the tail (nulls) is reached too.
        const page = Math.floor(position * Math.ceil(expected.length / size));
        const query = { ...filters, sort, page, size };
        const result = await client.users.list(query);
        expect(result.totalElements).toBe(expected.length);
        expect(result.totalPages).toBe(Math.ceil(expected.length / size));
        expect(result).toMatchObject({ page, size });
        expect(result.content.every((admin) => matches(admin, query))).toBe(true);
        expect(result.content.map((admin) => admin.id)).toEqual(expected.slice(page * size, page * size + size).map((admin) => admin.id));
        const ordering = compare(...(sort.split(',') as [UserSortField, SortDirection]));
        for (let i = 1; i < result.content.length; i++) {
          const [a, b] = [result.content[i - 1], result.content[i]];
          if (a && b) expect(ordering(a, b)).toBeLessThan(0);
        }
      }),
      { numRuns: MATCH_RUNS },
    );
  });

  it(`pages through every matching admin exactly once (${PAGING_RUNS} runs)`, async () => {
    await fc.assert(
      fc.asyncProperty(filtersArb(), sortArb, fc.integer({ min: 10, max: 100 }), async (filters, sort, size) => {
        const expected = expectedList({ ...filters, sort });
        const seen: string[] = [];
        let totalPages = 1;
        for (let page = 0; page < totalPages; page++) {
          const result = await client.users.list({ ...filters, sort, page, size });
          expect(result.totalElements).toBe(expected.length);
          totalPages = result.totalPages;
          seen.push(...result.content.map((admin) => admin.id));
        }
        expect(seen).toEqual(expected.map((admin) => admin.id));
        expect(new Set(seen).size).toBe(seen.length);
      }),
      { numRuns: PAGING_RUNS },
    );
  });
});

const isWhole = (raw: string, min: number, max: number) => /^\d+$/.test(raw) && Number(raw) >= min && Number(raw) <= max;
const notIn = (values: readonly string[]) => fc.string({ maxLength: 12 }).filter((s) => !values.includes(s));

/** For each parameter, values the API must refuse. */
const INVALID: Record<string, fc.Arbitrary<string>> = {
  page: fc.oneof(fc.integer({ max: -1 }).map(String), fc.constantFrom('1.5', '1e3', ' 1', '0x1', '', '1000001'), fc.string().filter((s) => !isWhole(s, 0, 1_000_000))),
  size: fc.oneof(fc.constantFrom('0', '500', '101', '-5', '', '2.0'), fc.integer({ min: 101 }).map(String), fc.string().filter((s) => !isWhole(s, 1, 100))),
  sort: fc.oneof(
    fc.tuple(notIn(USER_SORT_FIELDS), fc.constantFrom('asc', 'desc')).map(([f, d]) => `${f},${d}`),
    fc.tuple(fc.constantFrom(...USER_SORT_FIELDS), fc.string().filter((d) => !['asc', 'desc'].includes(d.toLowerCase()))).map(([f, d]) => `${f},${d}`),
    fc.constantFrom(...USER_SORT_FIELDS),
    fc.constantFrom('', ',', 'createdAt,asc,id'),
  ),
  search: fc.string({ unit: 'grapheme', minLength: 201, maxLength: 260 }).filter((s) => [...s.trim()].length > 200),
  active: notIn(['true', 'false']),
  locked: notIn(['true', 'false']),
  twoFactorEnabled: notIn(['true', 'false']),
  role: notIn(ADMIN_ROLES),
};
const PARAMS = Object.keys(INVALID);

const validParamsArb = fc.record({
  page: fc.nat({ max: 5 }).map(String),
  size: fc.integer({ min: 1, max: 100 }).map(String),
  sort: sortArb,
  search: fc.constantFrom('an', 'vinotheca', ''),
  active: fc.constantFrom('true', 'false'),
  locked: fc.constantFrom('true', 'false'),
  twoFactorEnabled: fc.constantFrom('true', 'false'),
  role: fc.constantFrom<AdminRole>(...ADMIN_ROLES),
});

const REPEAT = Symbol('repeat');
const corruptionArb = fc
  .uniqueArray(fc.constantFrom(...PARAMS), { minLength: 1, maxLength: PARAMS.length })
  .chain((names) =>
    fc.tuple(
      fc.constant(names),
      fc.tuple(...names.map((name) => fc.oneof(INVALID[name] ?? fc.constant(''), fc.constant(REPEAT)))),
    ),
  );

describe('GET /users, for any invalid query', () => {
  it(`answers 400 naming exactly the bad parameters, never 500 (${INVALID_RUNS} runs)`, async () => {
    await fc.assert(
      fc.asyncProperty(validParamsArb, corruptionArb, fc.boolean(), async (valid, [names, values], withExtra) => {
        const params = new URLSearchParams();
        for (const [name, value] of Object.entries(valid)) {
          const index = names.indexOf(name);
          const replacement = index === -1 ? value : values[index];
          if (replacement === REPEAT) {
            params.append(name, value);
            params.append(name, value);
          } else {
            params.append(name, replacement ?? value);
          }
        }
        if (withExtra) params.append('unknownFilter', 'whatever');
        const failure = await failureOf(client.http.get(`/users?${params.toString()}`));
        expect(failure.status).toBe(400);
        expect(failure.body).toMatchObject({ status: 400, error: 'Bad Request' });
        expect(failure.body.message).toEqual(expect.any(String));
        expect(new Set(failure.body.errors?.map((e) => e.field))).toEqual(new Set(names));
        expect(failure.body.errors?.every((e) => e.message.length > 0)).toBe(true);
      }),
      { numRuns: INVALID_RUNS },
    );
  });
});
