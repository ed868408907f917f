import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  createAdminOver,
  runMockServerToEnd,
  signInOver,
  startMockServerProcess,
  teamLoad,
  type MockServerProcess,
} from '../support/mock-server-process';

// `npm run mock:server` as a team runs it: its own process, a data file, kill -9 and restarts.
const folder = mkdtempSync(join(tmpdir(), 'vinotheca-team-server-'));
const running = new Set<MockServerProcess>();
afterAll(() => {
  for (const server of running) server.child.kill('SIGKILL');
  rmSync(folder, { recursive: true, force: true });
});

async function start(args: string[]): Promise<MockServerProcess> {
  const server = await startMockServerProcess(args);
  running.add(server);
  void server.exited.then(() => running.delete(server));
  return server;
}

async function killHard(server: MockServerProcess): Promise<void> {
  server.child.kill('SIGKILL');
  expect(await server.exited).toBe('SIGKILL');
}

async function usersMatching(url: string, search: string): Promise<string[]> {
  const token = await signInOver(url);
  const res = await fetch(`${url}/api/v1/admin/users?size=100&search=${encodeURIComponent(search)}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  return ((await res.json()) as { content: { email: string }[] }).content.map((admin) => admin.email);
}

describe('npm run mock:server for a team', () => {
  it('answers GET / and /healthz, and keeps a created admin across a kill -9 and a restart on its data file', async () => {
    const file = join(folder, 'kept.json');
    const first = await start(['--data-file', file, '--admins', '20']);
    expect(first.output()).toContain(`created ${file}, saved on every change.`);
    // Its front page is the API reference, and its health check says what it serves.
    const front = await fetch(`${first.url}/`, { redirect: 'manual' });
    expect(front.status).toBe(302);
    expect(front.headers.get('location')).toBe('/docs');
    expect(await (await fetch(`${first.url}/healthz`)).json()).toMatchObject({
      status: 'ok',
      dated: 'today',
      counts: { admins: 20, wines: 2000 },
      dataFile: { name: 'kept.json', loadedAs: 'created', error: null },
    });
    expect(await createAdminOver(first.url, await signInOver(first.url), 'survivor@vinotheca.test')).toBe(201);
    await killHard(first);

    const second = await start(['--data-file', file]);
    expect(second.output()).toContain(`loaded from ${file}`);
    expect(await usersMatching(second.url, 'survivor')).toEqual(['survivor@vinotheca.test']);
    await killHard(second);
  }, 120_000);

  it('a damaged data file stops the start with its name and the problem, exit 1, and stays byte for byte', async () => {
    const file = join(folder, 'damaged.json');
    const text = '{"version": 3, "data": {"admins": [{"id": "a1"';
    writeFileSync(file, text);
    const { code, output } = await runMockServerToEnd(['--data-file', file]);
    expect(code).toBe(1);
    expect(output).toContain(
      `Cannot start from the data file ${file}: it is not JSON (damaged or cut short). The file was left as it is.`,
    );
    expect(output).not.toMatch(/\n\s+at /);
    expect(readFileSync(file, 'utf8')).toBe(text);
  }, 60_000);

  it('on SIGTERM, finishes the requests in flight, saves, and exits 0', async () => {
    const file = join(folder, 'term.json');
    const server = await start(['--data-file', file, '--admins', '20']);
    const token = await signInOver(server.url);
    const writes = Array.from({ length: 5 }, (_, i) => createAdminOver(server.url, token, `late.${i}@vinotheca.test`));
    // The writes are on their way; the signal comes before their answers.
    await new Promise((resolve) => setTimeout(resolve, 20));
    server.child.kill('SIGTERM');
    const statuses = await Promise.all(writes.map((write) => write.catch(() => 0)));
    expect(await server.exited).toBe(0);
    const saved = readFileSync(file, 'utf8');
    statuses.forEach((status, i) => {
      // Each write answered 201 is in the file; none was cut off with a 5xx.
      if (status === 201) expect(saved).toContain(`late.${i}@vinotheca.test`);
      expect(status).not.toBeGreaterThanOrEqual(500);
    });
    expect(statuses.filter((status) => status === 201).length).toBeGreaterThan(0);
  }, 60_000);

  it('twenty clients reading and writing at once: no 5xx, no lost write, and a whole file after a kill -9 in the middle', async () => {
    const file = join(folder, 'shared.json');
    const server = await start(['--data-file', file, '--admins', '20']);
    const token = await signInOver(server.url);

    // A short while of the load, to the end: every write answered 201 is there, and nothing failed.
    const calm = await teamLoad(server.url, token, { durationMs: 4_000, tag: 'calm' });
    expect(calm.errors).toBe(0);
    expect(calm.statuses.filter((status) => status >= 500)).toEqual([]);
    expect(calm.created.length).toBeGreaterThan(20);
    const health = (await (await fetch(`${server.url}/healthz`)).json()) as { counts: { admins: number } };
    expect(health.counts.admins).toBe(20 + calm.created.length);

    // The same load, killed hard in the middle of it.
    const burst = teamLoad(server.url, token, { durationMs: 10_000, tag: 'burst' });
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    await killHard(server);
    const cut = await burst;
    expect(cut.created.length).toBeGreaterThan(0);

    // The file is whole JSON, and holds every write answered before the kill.
    const saved = JSON.parse(readFileSync(file, 'utf8')) as { data: { admins: { email: string }[] } };
    const emails = new Set(saved.data.admins.map((admin) => admin.email));
    expect([...calm.created, ...cut.created].filter((email) => !emails.has(email))).toEqual([]);

    const restarted = await start(['--data-file', file]);
    const counts = (await (await fetch(`${restarted.url}/healthz`)).json()) as { counts: { admins: number } };
    expect(counts.counts.admins).toBe(saved.data.admins.length);
    await killHard(restarted);
  }, 120_000);
});
