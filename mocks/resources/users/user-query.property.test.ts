import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_ROLES } from '@/api/types';
import type { AdminRole, AdminUser } from '@/api/types';
import { USER_LIST } from '@/api/users';
import type { SortDirection } from '@/api/types';
import type { UserListQuery, UserSortField } from '@/api/users';
import { db } from '../../core/db';
import { createMockServer } from '../../runtimes/node';
import { resetMockBackend } from '../../app/reset-mock-backend';
import {
  compareBy,
  corruptedQueryArb,
  expectPageOf,
  invalidListParams,
  notIn,
  oracleList,
  pageAt,
  positionArb,
  readEveryPage,
  searchTermArb,
  sortParamArb,
  type OracleKey,
  type SortParam,
} from '@tests/support/list-query-properties';
import { createTestClient, failureOf } from '@tests/support/mock-backend';
import type { TestClient } from '@tests/support/mock-backend';

const ADMIN_COUNT = 300;
const server = createMockServer();
let client: TestClient;
let fragments: string[];

beforeAll(async () => {
  server.listen({ onUnhandledFrame: 'error' });
  await resetMockBackend({ adminCount: ADMIN_COUNT });
  client = createTestClient();
  await client.signIn('admin@vinotheca.test');
  fragments = db.admins
    .all()
    .flatMap((admin) => [
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

function keyOf(admin: AdminUser, field: UserSortField): OracleKey {
  switch (field) {
    case 'role':
      return ADMIN_ROLES.indexOf(admin.role);
    case 'active':
      return Number(admin.active);
    case 'fullName':
    case 'email':
      return admin[field].toLowerCase();
    default:
      // lastLoginAt may be null: it sorts last both ways.
      return admin[field];
  }
}

function compare(field: UserSortField, direction: SortDirection): (a: AdminUser, b: AdminUser) => number {
  return compareBy((admin) => keyOf(admin, field), direction);
}

function expectedList(query: UserListQuery & { sort: SortParam<UserSortField> }): AdminUser[] {
  const everyone: AdminUser[] = db.admins.all().map((record) => ({ ...record }));
  return oracleList(everyone, (admin) => matches(admin, query), keyOf, query.sort);
}

const searchArb = () =>
  fc.option(
    searchTermArb(
      fragments,
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

const sortArb = sortParamArb(USER_LIST.sortFields);

const MATCH_RUNS = 150;
const PAGING_RUNS = 60;
const INVALID_RUNS = 200;

describe('GET /users, for any valid query', () => {
  it(`answers the matching admins, filtered, ordered and counted like the oracle (${MATCH_RUNS} runs)`, async () => {
    await fc.assert(
      fc.asyncProperty(
        filtersArb(),
        sortArb,
        positionArb,
        fc.integer({ min: 1, max: 100 }),
        async (filters, sort, position, size) => {
          const expected = expectedList({ ...filters, sort });
          // Anywhere from the first page to a little beyond the last, so the tail (nulls) is reached too.
          const page = pageAt(position, expected.length, size);
          const query = { ...filters, sort, page, size };
          const result = await client.users.list(query);
          expectPageOf(result, expected, page, size);
          expect(result.content.every((admin) => matches(admin, query))).toBe(true);
          const ordering = compare(...(sort.split(',') as [UserSortField, SortDirection]));
          for (let i = 1; i < result.content.length; i++) {
            const [a, b] = [result.content[i - 1], result.content[i]];
            if (a && b) expect(ordering(a, b)).toBeLessThan(0);
          }
        },
      ),
      { numRuns: MATCH_RUNS },
    );
  });

  it(`pages through every matching admin exactly once (${PAGING_RUNS} runs)`, async () => {
    await fc.assert(
      fc.asyncProperty(filtersArb(), sortArb, fc.integer({ min: 10, max: 100 }), async (filters, sort, size) => {
        const expected = expectedList({ ...filters, sort });
        const seen = await readEveryPage(async (page) => {
          const result = await client.users.list({ ...filters, sort, page, size });
          expect(result.totalElements).toBe(expected.length);
          return result;
        });
        expect(seen).toEqual(expected.map((admin) => admin.id));
        expect(new Set(seen).size).toBe(seen.length);
      }),
      { numRuns: PAGING_RUNS },
    );
  });
});

/** For each parameter, values the API must refuse. */
const INVALID = {
  ...invalidListParams(USER_LIST),
  active: notIn(['true', 'false']),
  locked: notIn(['true', 'false']),
  twoFactorEnabled: notIn(['true', 'false']),
  role: notIn(ADMIN_ROLES),
};

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

describe('GET /users, for any invalid query', () => {
  it(`answers 400 naming exactly the bad parameters, never 500 (${INVALID_RUNS} runs)`, async () => {
    await fc.assert(
      fc.asyncProperty(corruptedQueryArb(validParamsArb, INVALID), fc.boolean(), async ({ bad, query }, withExtra) => {
        const params = new URLSearchParams(query);
        if (withExtra) params.append('unknownFilter', 'whatever');
        const failure = await failureOf(client.http.get(`/users?${params.toString()}`));
        expect(failure.status).toBe(400);
        expect(failure.body).toMatchObject({ status: 400, error: 'Bad Request' });
        expect(failure.body.message).toEqual(expect.any(String));
        expect(new Set(failure.body.errors?.map((e) => e.field))).toEqual(new Set(bad));
        expect(failure.body.errors?.every((e) => e.message.length > 0)).toBe(true);
      }),
      { numRuns: INVALID_RUNS },
    );
  });
});
