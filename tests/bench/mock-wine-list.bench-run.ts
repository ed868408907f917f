import { afterAll, beforeAll, test } from 'vitest';
import type { WineListQuery } from '@/api/wines';
import { db } from '../../mocks/core/db';
import { createMockServer } from '../../mocks/runtimes/node';
import { resetMockBackend } from '../../mocks/app/reset-mock-backend';
import { createTestClient } from '@tests/support/mock-backend';
import { toWine } from '../../mocks/resources/wines/wine-view';
import { listWines, parseWineListQuery } from '../../mocks/resources/wines/wine-query';
import { percentiles } from './bench-stats';

// Figures only, never asserted (shared machines are noisy). As mock-list.bench-run.ts, for wines.
const WARM_UP = 30;
const ITERATIONS = 200;
const SEARCHES = ['', 'domaine', 'ch', 'reserva', 'o', 'zz'];
const SORTS = ['name,asc', 'vintage,desc', 'price,desc', 'producer,asc'] as const;
const TYPES = ['RED', 'WHITE', undefined] as const;

const server = createMockServer();
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterAll(() => server.close());

function query(i: number): WineListQuery {
  return {
    search: SEARCHES[i % SEARCHES.length] || undefined,
    type: TYPES[i % TYPES.length],
    status: 'PUBLISHED',
    sort: SORTS[i % SORTS.length],
    page: i % 3,
    size: 20,
  };
}

test('GET /wines with 2,000 wines (budget p95 ≤ 15 ms)', async () => {
  const seedStarted = performance.now();
  await resetMockBackend();
  console.log(
    `default seed (150 admins, ${db.wines.count()} wines): ${(performance.now() - seedStarted).toFixed(0)} ms`,
  );
  const client = createTestClient();
  await client.signIn('admin@vinotheca.test');

  for (let i = 0; i < WARM_UP; i++) await client.wines.list(query(i));
  const http: number[] = [];
  for (let i = 0; i < ITERATIONS; i++) {
    const started = performance.now();
    await client.wines.list(query(i));
    http.push(performance.now() - started);
  }
  const bare: number[] = [];
  for (let i = 0; i < ITERATIONS; i++) {
    const params = new URLSearchParams(
      Object.entries(query(i)).flatMap(([k, v]) => (v === undefined ? [] : [[k, String(v)]])),
    );
    const started = performance.now();
    const parsed = parseWineListQuery(params);
    if (parsed.ok) listWines(db.wines.all(), parsed.criteria, (record) => toWine(record));
    bare.push(performance.now() - started);
  }
  console.log(`GET /wines via setupServer + axios, ${ITERATIONS} runs: ${percentiles(http)}`);
  console.log(`query alone (parse, filter, sort, page):  ${percentiles(bare)}`);
});
