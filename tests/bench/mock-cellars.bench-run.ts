import { afterAll, beforeAll, test } from 'vitest';
import type { CellarListQuery } from '@/api/cellars';
import { allCellarViews } from '../../mocks/resources/cellars/cellar-view';
import { listCellars, parseCellarListQuery } from '../../mocks/resources/cellars/cellar-query';
import { db, resetDb } from '../../mocks/core/db';
import { createMockServer } from '../../mocks/runtimes/node';
import { seedDb } from '../../mocks/app/seed';
import { createTestClient } from '@tests/support/mock-backend';
import { percentiles } from './bench-stats';

// Figures only, never asserted (shared machines are noisy): the cellar part of the seed, and GET /cellars.
const RUNS = 7;
const ITERATIONS = 100;
const SORTS = ['name,asc', 'fillRate,desc', 'value,desc', 'lastActivityAt,desc'] as const;
const FILLS = ['LOW', 'HIGH', undefined] as const;

const server = createMockServer();
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterAll(() => server.close());

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;

async function timeSeed(memberCount: number): Promise<{ wall: number; cpu: number }> {
  resetDb();
  const cpuStarted = process.cpuUsage();
  const started = performance.now();
  await seedDb({ memberCount });
  const used = process.cpuUsage(cpuStarted);
  return { wall: performance.now() - started, cpu: (used.user + used.system) / 1000 };
}

test('default seed with members, cellars and inventory (budget: all domain data ≤ 800 ms)', async () => {
  const without: { wall: number; cpu: number }[] = [];
  const withCellars: { wall: number; cpu: number }[] = [];
  for (let i = 0; i < RUNS; i++) {
    without.push(await timeSeed(0));
    withCellars.push(await timeSeed(300));
  }
  const figure = (runs: { wall: number; cpu: number }[]) =>
    `median ${median(runs.map((r) => r.wall)).toFixed(0)} ms (CPU ${median(runs.map((r) => r.cpu)).toFixed(0)} ms)`;
  console.log(`default seed without cellars: ${figure(without)}`);
  console.log(
    `default seed with ${db.members.count()} members, ${db.cellars.count()} cellars, ${db.inventory.count()} inventory lines: ${figure(withCellars)}`,
  );
});

test('GET /cellars with the default seed', async () => {
  const client = createTestClient();
  await client.signIn('admin@vinotheca.test');
  const { createCellarsApi } = await import('@/api/cellars');
  const cellars = createCellarsApi(client.http);
  const query = (i: number): CellarListQuery => ({
    sort: SORTS[i % SORTS.length],
    fill: FILLS[i % FILLS.length],
    page: i % 3,
    size: 20,
  });
  for (let i = 0; i < 20; i++) await cellars.list(query(i));
  const http: number[] = [];
  for (let i = 0; i < ITERATIONS; i++) {
    const started = performance.now();
    await cellars.list(query(i));
    http.push(performance.now() - started);
  }
  const bare: number[] = [];
  for (let i = 0; i < ITERATIONS; i++) {
    const params = new URLSearchParams(
      Object.entries(query(i)).flatMap(([k, v]) => (v === undefined ? [] : [[k, String(v)]])),
    );
    const started = performance.now();
    const parsed = parseCellarListQuery(params);
    if (parsed.ok) listCellars(allCellarViews(), parsed.criteria);
    bare.push(performance.now() - started);
  }
  console.log(`GET /cellars via setupServer + axios, ${ITERATIONS} runs: ${percentiles(http)}`);
  console.log(`figures for every cellar + query alone: ${percentiles(bare)}`);
});
