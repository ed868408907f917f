import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, test } from 'vitest';
import { signInOver, startMockServerProcess, teamLoad, type MockServerProcess } from '../support/mock-server-process';
import { percentiles } from './bench-stats';

// Figures only, never asserted (tests/integration/mock-server-team.test.ts holds the behaviour):
// the standalone server as a team shares it, in its own process with a data file, twenty clients on
// loopback each reading a users page and creating an admin in turn, for a minute
// (BENCH_TEAM_SECONDS to change it). Every write is saved to the file before its answer.
const SECONDS = Number(process.env.BENCH_TEAM_SECONDS ?? 60);
const CLIENTS = 20;

const folder = mkdtempSync(join(tmpdir(), 'vinotheca-team-bench-'));
let server: MockServerProcess | undefined;
afterAll(async () => {
  server?.child.kill('SIGTERM');
  await server?.exited;
  rmSync(folder, { recursive: true, force: true });
});

test(
  `${CLIENTS} clients reading and writing for ${SECONDS} s, with a data file`,
  async () => {
    server = await startMockServerProcess(['--data-file', join(folder, 'team.json')]);
    const token = await signInOver(server.url);
    const load = await teamLoad(server.url, token, { clients: CLIENTS, durationMs: SECONDS * 1000, tag: 'bench' });
    const failed = load.statuses.filter((status) => status >= 500).length;
    console.log(
      `${CLIENTS} clients for ${SECONDS} s with --data-file: ${load.readMs.length} reads (GET /users), ${percentiles(load.readMs, 1)}; ` +
        `${load.writeMs.length} writes (POST /users, saved before the answer), ${percentiles(load.writeMs, 1)}; ` +
        `${failed} answers 5xx, ${load.errors} failed connections`,
    );
  },
  (SECONDS + 60) * 1000,
);
