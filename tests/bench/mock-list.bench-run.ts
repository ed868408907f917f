import { afterAll, beforeAll, test } from 'vitest';
import type { UserListQuery } from '@/api/users';
import { db } from '../../mocks/core/db';
import { createMockServer } from '../../mocks/runtimes/node';
import { resetMockBackend } from '../../mocks/app/reset-mock-backend';
import { createTestClient } from '@tests/support/mock-backend';
import { listAdmins, parseUserListQuery } from '../../mocks/resources/users/user-query';
import { percentiles } from './bench-stats';

// Figures only, never asserted (shared machines are noisy).
// Through msw/node's interceptor with the real users API over axios: the path a Node test (and,
// minus the service worker hop, the browser demo) takes. The bare query is timed as well.
const WARM_UP = 30;
const ITERATIONS = 200;
const SEARCHES = ['an', 'son', 'mar', 'LEE', 'vinotheca', 'ch', 'o', 'zz', 'ella', 'ro'];
const SORTS = ['fullName,asc', 'lastLoginAt,desc', 'createdAt,desc', 'role,asc'] as const;

const server = createMockServer();
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterAll(() => server.close());

function query(i: number): UserListQuery {
  return {
    search: SEARCHES[i % SEARCHES.length],
    active: true,
    role: i % 3 === 0 ? 'EDITOR' : 'VIEWER',
    sort: SORTS[i % SORTS.length],
    page: i % 3,
    size: 20,
  };
}

test('GET /users with 10,000 admins (budget p95 ≤ 15 ms)', async () => {
  await resetMockBackend({ adminCount: 10_000 });
  const client = createTestClient();
  await client.signIn('admin@vinotheca.test');

  for (let i = 0; i < WARM_UP; i++) await client.users.list(query(i));
  const http: number[] = [];
  const cpu: number[] = [];
  for (let i = 0; i < ITERATIONS; i++) {
    const cpuStarted = process.cpuUsage();
    const started = performance.now();
    await client.users.list(query(i));
    http.push(performance.now() - started);
    const used = process.cpuUsage(cpuStarted);
    cpu.push((used.user + used.system) / 1000);
  }

  const bare: number[] = [];
  for (let i = 0; i < ITERATIONS; i++) {
    const params = new URLSearchParams(Object.entries(query(i)).map(([k, v]) => [k, String(v)]));
    const started = performance.now();
    const parsed = parseUserListQuery(params);
    if (parsed.ok) listAdmins(db.admins.all(), parsed.criteria);
    bare.push(performance.now() - started);
  }

  console.log(`GET /users via setupServer + axios, ${ITERATIONS} runs: ${percentiles(http)}`);
  // CPU time barely moves when other processes compete for the cores; wall time does.
  console.log(`  CPU time per request:                  ${percentiles(cpu)}`);
  console.log(`query alone (parse, filter, sort, page):  ${percentiles(bare)}`);
});
