import { afterAll, beforeAll, test } from 'vitest';
import { ANALYTICS_PERIODS, createAnalyticsApi } from '@/api/analytics';
import { computeAnalytics, computeSummary } from '../../mocks/resources/analytics/analytics-aggregates';
import { db, resetDb } from '../../mocks/core/db';
import { now } from '../../mocks/core/mock-config';
import { createMockServer } from '../../mocks/runtimes/node';
import { seedDb } from '../../mocks/app/seed';
import { createTestClient } from '@tests/support/mock-backend';
import { percentiles } from './bench-stats';

// Figures only, never asserted (shared machines are noisy): the analytics aggregates at the
// default seed (2,000 wines and the seeded cellars), bare and through GET /analytics.
const ITERATIONS = 50;

const server = createMockServer();
beforeAll(async () => {
  server.listen({ onUnhandledFrame: 'error' });
  resetDb();
  await seedDb();
});
afterAll(() => server.close());

const input = () => ({
  wines: db.wines.all(),
  cellars: db.cellars.all(),
  inventory: db.inventory.all(),
  auditEvents: db.auditEvents.all(),
  admins: db.admins.all(),
});

test('analytics aggregates, bare, at the default seed', () => {
  console.log(
    `data: ${db.wines.count()} wines, ${db.cellars.count()} cellars, ${db.inventory.count()} inventory lines, ${db.auditEvents.count()} audit events`,
  );
  for (const period of ANALYTICS_PERIODS) {
    const times: number[] = [];
    for (let i = 0; i < ITERATIONS; i++) {
      const started = performance.now();
      computeAnalytics(input(), period, now());
      times.push(performance.now() - started);
    }
    console.log(`computeAnalytics(${period}) incl. reading the collections, ${ITERATIONS} runs: ${percentiles(times)}`);
  }
  const reading: number[] = [];
  const computing: number[] = [];
  for (let i = 0; i < ITERATIONS; i++) {
    const started = performance.now();
    const data = input();
    const read = performance.now();
    computeAnalytics(data, '12m', now());
    reading.push(read - started);
    computing.push(performance.now() - read);
  }
  console.log(
    `of which reading the collections: ${percentiles(reading)}; aggregating alone: ${percentiles(computing)}`,
  );
  const summary: number[] = [];
  for (let i = 0; i < ITERATIONS; i++) {
    const started = performance.now();
    computeSummary(input());
    summary.push(performance.now() - started);
  }
  console.log(`computeSummary, ${ITERATIONS} runs: ${percentiles(summary)}`);
});

test('GET /analytics and /analytics/summary through msw + axios', async () => {
  const client = createTestClient();
  await client.signIn('admin@vinotheca.test');
  const analytics = createAnalyticsApi(client.http);
  for (let i = 0; i < 5; i++) await analytics.get('12m');
  const times: number[] = [];
  for (let i = 0; i < ITERATIONS; i++) {
    const started = performance.now();
    await analytics.get(ANALYTICS_PERIODS[i % ANALYTICS_PERIODS.length]);
    times.push(performance.now() - started);
  }
  const summary: number[] = [];
  for (let i = 0; i < ITERATIONS; i++) {
    const started = performance.now();
    await analytics.summary();
    summary.push(performance.now() - started);
  }
  console.log(`GET /analytics (all periods in turn), ${ITERATIONS} runs: ${percentiles(times)}`);
  console.log(`GET /analytics/summary, ${ITERATIONS} runs: ${percentiles(summary)}`);
});
