import { test } from 'vitest';
import { listAuditEvents, parseAuditQuery } from '../../mocks/resources/audit/audit-query';
import { db, insertMany, resetDb } from '../../mocks/core/db';
import { seedDb } from '../../mocks/app/seed';
import { SEED_REFERENCE_DATE } from '../../mocks/core/demo-clock';
import { SEED } from '../../mocks/app/seed-rows';
import { seedAuditEvents } from '../../mocks/resources/audit/audit-seed';
import { createSeedRandom } from '../../mocks/core/seed-random';

const RUNS = 5;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;
const p95 = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length * 0.95)] ?? NaN;

// Figures only, never asserted (shared machines are noisy): the audit history's share of the seed,
// and a filtered page of the log.
test('audit history: seeding and a filtered page', async () => {
  resetDb();
  await seedDb();
  const input = {
    admins: db.admins.all(),
    wines: db.wines.all(),
    categories: db.categories.all(),
    cellars: db.cellars.all(),
    to: Date.parse(SEED_REFERENCE_DATE),
  };
  const times: number[] = [];
  let count = 0;
  for (let i = 0; i < RUNS; i++) {
    const started = performance.now();
    const events = seedAuditEvents(createSeedRandom(SEED + 3), input);
    times.push(performance.now() - started);
    count = events.length;
  }
  resetDb();
  await seedDb();
  const started = performance.now();
  await insertMany(db.auditEvents, seedAuditEvents(createSeedRandom(SEED + 3), input));
  const insertMs = performance.now() - started;
  const query = parseAuditQuery(new URLSearchParams('action=auth.login&size=20&page=3'));
  if (!query.ok) throw new Error('bad query');
  const pageTimes: number[] = [];
  for (let i = 0; i < 200; i++) {
    const t = performance.now();
    listAuditEvents(db.auditEvents.all(), query.criteria);
    pageTimes.push(performance.now() - t);
  }
  console.log(
    `audit history: ${count} events, generated in median ${median(times).toFixed(1)} ms, generated and inserted in ${insertMs.toFixed(0)} ms`,
  );
  console.log(
    `GET /audit-events filtered page (bare): median ${median(pageTimes).toFixed(2)} ms, p95 ${p95(pageTimes).toFixed(2)} ms`,
  );
});
