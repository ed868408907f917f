import { test } from 'vitest';
import { resetDb } from '../../mocks/db';
import { seedDb } from '../../mocks/seed';

const RUNS = 5;

test('seeding 10,000 admins (budget ≤ 500 ms)', async () => {
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    resetDb();
    const started = performance.now();
    await seedDb({ adminCount: 10_000 });
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  console.log(`seed 10,000 admins: median ${times[Math.floor(RUNS / 2)]?.toFixed(0)} ms, best ${times[0]?.toFixed(0)} ms over ${RUNS} runs`);
});
