import { spawn, type ChildProcess } from 'node:child_process';
import { afterAll, beforeAll, test } from 'vitest';
import { DEMO_PASSWORD } from '@/config/demo-accounts';

// Figures only, never asserted. The standalone mock over real HTTP, in its own process as
// `npm run mock:server` runs it (so this process's HTTP client does not share its thread): list
// requests one at a time, then 200 at once (target: p95 ≤ 100 ms on a quiet machine).
const CONCURRENT = 200;
const SEARCHES = ['', 'domaine', 'ch', 'reserva', 'o'];

let child: ChildProcess;
const server = { url: '' };
let token = '';
beforeAll(async () => {
  child = spawn(process.execPath, ['scripts/mock-server.mjs', '--port', '0', '--quiet'], { stdio: ['ignore', 'pipe', 'pipe'] });
  server.url = await new Promise<string>((resolve, reject) => {
    let output = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const url = /on (http:\/\/[\d.]+:\d+)/.exec(output)?.[1];
      if (url) resolve(url);
    });
    child.on('exit', (code) => reject(new Error(`mock server exited (${code}):\n${output}`)));
  });
  const response = await fetch(`${server.url}/api/v1/admin/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: 'admin@vinotheca.test', password: DEMO_PASSWORD }),
  });
  token = ((await response.json()) as { accessToken: string }).accessToken;
});
afterAll(() => {
  child.kill('SIGTERM');
});

function percentiles(times: number[]): string {
  const sorted = [...times].sort((a, b) => a - b);
  const at = (p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
  return `p50 ${at(50).toFixed(1)} ms, p95 ${at(95).toFixed(1)} ms, max ${at(100).toFixed(1)} ms`;
}

/** One wine list request (a different page and search each), timed from send to the last byte. */
async function timedList(i: number): Promise<number> {
  const started = performance.now();
  const search = SEARCHES[i % SEARCHES.length];
  const response = await fetch(`${server.url}/api/v1/admin/wines?page=${i % 5}&size=20&sort=name,asc${search ? `&search=${search}` : ''}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  if (!response.ok) throw new Error(`list answered ${response.status}`);
  await response.arrayBuffer();
  return performance.now() - started;
}

test(`${CONCURRENT} concurrent GET /wines over HTTP (target p95 ≤ 100 ms)`, async () => {
  for (let i = 0; i < 200; i++) await timedList(i);
  const oneAtATime: number[] = [];
  for (let i = 0; i < CONCURRENT; i++) oneAtATime.push(await timedList(i));
  console.log(`GET /wines one at a time, ${CONCURRENT} requests: ${percentiles(oneAtATime)}`);
  const started = performance.now();
  const together = await Promise.all(Array.from({ length: CONCURRENT }, (_, i) => timedList(i)));
  console.log(`GET /wines, ${CONCURRENT} at once: ${percentiles(together)}; all answered in ${(performance.now() - started).toFixed(0)} ms`);
});
