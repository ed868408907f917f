import { test } from 'vitest';
import { resetDb } from '../../mocks/core/db';
import { seedDb } from '../../mocks/app/seed';

const RUNS = 5;

test("seeding 10,000 admins with the rest of the demo data (admins' budget ≤ 500 ms)", async () => {
  const times: number[] = [];
  const cpu: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    resetDb();
    const cpuStarted = process.cpuUsage();
    const started = performance.now();
    await seedDb({ adminCount: 10_000 });
    times.push(performance.now() - started);
    const used = process.cpuUsage(cpuStarted);
    cpu.push((used.user + used.system) / 1000);
  }
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(RUNS / 2)]?.toFixed(0);
  console.log(
    `seed 10,000 admins: median ${median(times)} ms, best ${Math.min(...times).toFixed(0)} ms over ${RUNS} runs (CPU time median ${median(cpu)} ms)`,
  );
});

test('seeding the default demo: admins, wines, members, cellars, inventory, settings, audit history (budget ≤ 800 ms)', async () => {
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    resetDb();
    const started = performance.now();
    await seedDb();
    times.push(performance.now() - started);
  }
  const sorted = [...times].sort((a, b) => a - b);
  console.log(
    `seed default demo (all domain data): median ${sorted[Math.floor(RUNS / 2)]?.toFixed(0)} ms, best ${sorted[0]?.toFixed(0)} ms over ${RUNS} runs (budget 800)`,
  );
});
