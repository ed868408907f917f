import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '@/config/demo-accounts';
import { db, restoreDb, snapshotDb } from '../core/db';
import { SEED_REFERENCE_DAY } from '../core/demo-clock';
import { resetMockBackend } from '../app/reset-mock-backend';
import { seedDb } from '../app/seed';
import { startMockHttpServer, type MockHttpServer, type MockServerHealth } from './server';

// The db is this process's: the servers here run one after another, never two at once.
const folder = mkdtempSync(join(tmpdir(), 'vinotheca-server-data-'));
afterAll(async () => {
  rmSync(folder, { recursive: true, force: true });
  // The files of this project share the db: leave the default seed behind.
  await resetMockBackend();
});

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

async function signIn(url: string): Promise<string> {
  const res = await fetch(`${url}/api/v1/admin/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: 'admin@vinotheca.test', password: DEMO_PASSWORD }),
  });
  expect(res.status).toBe(200);
  return ((await res.json()) as { accessToken: string }).accessToken;
}

async function health(url: string): Promise<MockServerHealth> {
  const res = await fetch(`${url}/healthz`);
  expect(res.status).toBe(200);
  return (await res.json()) as MockServerHealth;
}

async function createAdmin(url: string, token: string, email: string): Promise<void> {
  const res = await fetch(`${url}/api/v1/admin/users`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({
      fullName: 'Nora Quist',
      email,
      role: 'EDITOR',
      active: true,
      password: 'Cellar-Door-2026!',
    }),
  });
  expect(res.status).toBe(201);
}

async function findsAdmin(url: string, email: string): Promise<boolean> {
  const token = await signIn(url);
  const res = await fetch(`${url}/api/v1/admin/users?search=${encodeURIComponent(email)}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  const page = (await res.json()) as { content: { email: string }[] };
  return page.content.some((admin) => admin.email === email);
}

const newestActivity = () => Math.max(...db.auditEvents.all().map((event) => Date.parse(event.at)));

async function withServer<T>(
  options: Parameters<typeof startMockHttpServer>[0],
  run: (server: MockHttpServer) => Promise<T>,
): Promise<T> {
  const server = await startMockHttpServer({ port: 0, ...options });
  try {
    return await run(server);
  } finally {
    await server.close();
  }
}

describe('the standalone server’s dates', () => {
  it('seeds as of today: its newest activity is hours old, and it moves forward by whole days while it runs', async () => {
    let now = Date.parse('2026-12-02T14:30:00.000Z');
    await withServer({ clock: () => now, adminCount: 20 }, async (server) => {
      expect(await health(server.url)).toMatchObject({ status: 'ok', seedDate: '2026-12-02', dated: 'today' });
      const age = now - newestActivity();
      expect(age).toBeGreaterThan(0);
      expect(age).toBeLessThan(DAY);

      const newest = newestActivity();
      now += 3 * DAY + 2 * HOUR;
      expect((await health(server.url)).seedDate).toBe('2026-12-05');
      expect(newestActivity()).toBe(newest + 3 * DAY);
    });
  });

  it('--seed-date pins it: two starts answer byte for byte the same, at the pact’s own date', async () => {
    const answers = async () =>
      withServer({ seedDate: SEED_REFERENCE_DAY, adminCount: 30 }, async (server) => {
        // The pinned day is the tests' and the pact's seed: the newest activity is that morning's.
        expect(new Date(newestActivity()).toISOString().slice(0, 10)).toBe(SEED_REFERENCE_DAY);
        const token = await signIn(server.url);
        const texts: string[] = [JSON.stringify((await health(server.url)).counts)];
        for (const path of ['/users?role=VIEWER&size=50', '/wines?size=50', '/categories', '/cellars?size=50']) {
          const res = await fetch(`${server.url}/api/v1/admin${path}`, {
            headers: { Authorization: `Bearer ${token}` },
          });
          expect(res.status, path).toBe(200);
          texts.push(await res.text());
        }
        expect((await health(server.url)).dated).toBe('pinned');
        return texts;
      });
    const first = await answers();
    const second = await answers();
    expect(second).toEqual(first);
  });

  it('refuses a seed date that is no day', async () => {
    await expect(startMockHttpServer({ port: 0, seedDate: '2026-02-30' })).rejects.toThrow('Invalid seed date');
  });
});

describe('the standalone server’s seed options and reset', () => {
  it('seeds the counts it is given, and /_mock/reset restores them, not the default seed', async () => {
    await withServer({ adminCount: 20, wineCount: 30, memberCount: 10, controlToken: null }, async (server) => {
      const counts = (await health(server.url)).counts;
      expect(counts).toMatchObject({ admins: 20, wines: 30, members: 10 });
      await createAdmin(server.url, await signIn(server.url), 'nora.quist@vinotheca.test');
      expect((await health(server.url)).counts.admins).toBe(21);

      const reset = await fetch(`${server.url}/_mock/reset`, { method: 'POST' });
      expect(reset.status).toBe(200);
      expect((await health(server.url)).counts).toEqual(counts);
      expect(await findsAdmin(server.url, 'nora.quist@vinotheca.test')).toBe(false);
    });
  });

  it('starts in a scenario of the browser demo: its dataset, and its faults', async () => {
    await withServer({ scenario: 'empty', controlToken: null }, async (server) => {
      expect(await health(server.url)).toMatchObject({
        scenario: 'empty',
        counts: { admins: DEMO_ACCOUNTS.length, wines: 0, cellars: 0 },
      });
      await fetch(`${server.url}/_mock/reset`, { method: 'POST' });
      expect((await health(server.url)).counts).toMatchObject({ admins: DEMO_ACCOUNTS.length, wines: 0 });
    });
    await withServer({ scenario: 'short-tokens', adminCount: 20, controlToken: null }, async (server) => {
      const expiresIn = async () => {
        const res = await fetch(`${server.url}/api/v1/admin/auth/login`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ email: 'admin@vinotheca.test', password: DEMO_PASSWORD }),
        });
        return ((await res.json()) as { expiresIn: number }).expiresIn;
      };
      expect(await expiresIn()).toBeLessThanOrEqual(30);
      // A reset clears the mock's config, and the scenario's short tokens come back with it.
      await fetch(`${server.url}/_mock/reset`, { method: 'POST' });
      expect(await expiresIn()).toBeLessThanOrEqual(30);
    });
    await withServer({ scenario: 'users-down', adminCount: 20 }, async (server) => {
      const token = await signIn(server.url);
      const users = await fetch(`${server.url}/api/v1/admin/users`, { headers: { Authorization: `Bearer ${token}` } });
      expect(users.status).toBe(503);
    });
  });

  it('answers GET / with a redirect to /docs, and GET /healthz with its date, counts and data file', async () => {
    await withServer({ adminCount: 20 }, async (server) => {
      const front = await fetch(`${server.url}/`, { redirect: 'manual' });
      expect(front.status).toBe(302);
      expect(front.headers.get('location')).toBe('/docs');
      const res = await fetch(`${server.url}/healthz`);
      expect(res.headers.get('cache-control')).toBe('no-store');
      expect(await res.json()).toMatchObject({
        status: 'ok',
        dated: 'today',
        scenario: null,
        counts: { admins: 20, wines: 2000 },
        dataFile: null,
      });
    });
  });
});

describe('the standalone server’s data file', () => {
  it('is made from the seed when missing, holds every change before its answer, and is loaded at the next start', async () => {
    const file = join(folder, 'team.json');
    await withServer({ adminCount: 20, dataFile: file, controlToken: null }, async (server) => {
      expect((await health(server.url)).dataFile).toMatchObject({
        name: 'team.json',
        loadedAs: 'created',
        error: null,
      });
      const saved = JSON.parse(readFileSync(file, 'utf8')) as { version: number; anchor: string; data: object };
      expect(saved.version).toBe(3);
      expect(Date.parse(saved.anchor)).not.toBeNaN();
      await createAdmin(server.url, await signIn(server.url), 'kept@vinotheca.test');
      // Read as soon as the answer came: the change is already on disk.
      expect(readFileSync(file, 'utf8')).toContain('kept@vinotheca.test');
    });
    await withServer({ dataFile: file, controlToken: null }, async (server) => {
      expect((await health(server.url)).dataFile).toMatchObject({ loadedAs: 'loaded' });
      expect((await health(server.url)).counts.admins).toBe(21);
      expect(await findsAdmin(server.url, 'kept@vinotheca.test')).toBe(true);
      // Reset brings back the file as it was loaded, the admin in it.
      await createAdmin(server.url, await signIn(server.url), 'later@vinotheca.test');
      await fetch(`${server.url}/_mock/reset`, { method: 'POST' });
      expect(await findsAdmin(server.url, 'kept@vinotheca.test')).toBe(true);
      expect(await findsAdmin(server.url, 'later@vinotheca.test')).toBe(false);
    });
  });

  it.each([
    ['a damaged', '{"version": 3, "data": {"admins": [', 'it is not JSON (damaged or cut short)'],
    ['a foreign', '{"openapi": "3.1.0", "paths": {}}', 'it is not Vinotheca mock data'],
    ['another version’s', '{"version": 2, "data": {}}', 'it holds data version 2; this server reads version 3'],
    ['an admin-less', '{"version": 3, "data": {"admins": []}}', 'it holds no usable data'],
  ])(
    'a %s file stops the start with its name and the problem, and stays byte for byte as it was',
    async (_, text, problem) => {
      const file = join(folder, 'broken.json');
      writeFileSync(file, text);
      const error = await startMockHttpServer({ port: 0, dataFile: file }).then(
        () => null,
        (failure: unknown) => failure,
      );
      expect(error).toBeInstanceOf(Error);
      expect((error as Error).name).toBe('DataFileError');
      expect((error as Error).message).toContain(`Cannot start from the data file ${file}: ${problem}`);
      expect((error as Error).message).toMatch(/\. The file was left as it is\.$/);
      expect(readFileSync(file, 'utf8')).toBe(text);
    },
  );

  it('a file with a damaged row stops the start rather than save the data without it', async () => {
    await seedDb({ adminCount: 20 });
    const snapshot = snapshotDb();
    const admins = snapshot.data.admins.map((admin, i) => (i === 3 ? { ...admin, email: 42 } : admin));
    const text = JSON.stringify({ ...snapshot, data: { ...snapshot.data, admins } });
    const file = join(folder, 'damaged-row.json');
    writeFileSync(file, text);
    await expect(startMockHttpServer({ port: 0, dataFile: file })).rejects.toThrow(
      `Cannot start from the data file ${file}: 1 of its rows do not fit`,
    );
    expect(readFileSync(file, 'utf8')).toBe(text);
  });

  it('loads the mock console’s export, and its own file imports in the console', async () => {
    // The console's export is `JSON.stringify(snapshotDb())` (mocks/runtimes/browser.ts).
    await seedDb({ adminCount: 25, wineCount: 40, referenceDate: '2026-11-20T09:00:00.000Z' });
    const file = join(folder, 'from-the-console.json');
    writeFileSync(file, JSON.stringify(snapshotDb()));
    const now = Date.parse('2026-12-02T12:00:00.000Z');
    await withServer({ dataFile: file, clock: () => now }, async (server) => {
      // Dated at its newest activity's day, then moved to today as a saved demo is.
      expect(await health(server.url)).toMatchObject({ seedDate: '2026-12-02', counts: { admins: 25, wines: 40 } });
      expect(now - newestActivity()).toBeLessThan(DAY);
      await createAdmin(server.url, await signIn(server.url), 'from.server@vinotheca.test');
    });
    // The console's import is `restoreDb(JSON.parse(text))` (importSnapshot in browser.ts).
    await seedDb({ adminCount: 20 });
    expect(await restoreDb(JSON.parse(readFileSync(file, 'utf8')))).toBe(true);
    expect(db.admins.all().some((admin) => admin.email === 'from.server@vinotheca.test')).toBe(true);
    expect(db.wines.all()).toHaveLength(40);
  });
});
