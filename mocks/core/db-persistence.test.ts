import { afterEach, describe, expect, it, vi } from 'vitest';
import { db, hydrateDb, MOCK_DB_VERSION, resetDb, restoreDb, snapshotDb, trustSeedRows } from './db';
import type { DbSnapshot as Snapshot } from './db';
import { createDbPersister, createSeedBases, decodeDb, loadPersistedDb, reseedDb } from './db-persistence';
import { localSeedBases } from '../app/seed';
import { baseRows, MOCK_DB_STORAGE_KEY } from './saved-base';
import { SEED_REFERENCE_DATE } from './demo-clock';
import { seedRows } from '../app/seed-rows';
import type { MockDbStorage } from './db-persistence';
import { createTestClient, setupMockBackend } from '@tests/support/mock-backend';

setupMockBackend();
afterEach(() => vi.useRealTimers());

/** The revision the stored save carries. */
const storedRevision = (storage: { items: Map<string, string> }) =>
  (JSON.parse(storage.items.get(MOCK_DB_STORAGE_KEY) ?? '{}') as { revision?: string }).revision;

function memoryStorage(initial: Record<string, string> = {}): MockDbStorage & { items: Map<string, string> } {
  const items = new Map(Object.entries(initial));
  return {
    items,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
  };
}

describe('snapshotDb / restoreDb', () => {
  it('round-trips through JSON, sessions included', async () => {
    const client = createTestClient();
    await client.signIn('admin@vinotheca.test');
    await client.auth.updateTheme('DARK');
    const json = JSON.stringify(snapshotDb());
    resetDb();
    expect(db.admins.count()).toBe(0);
    await expect(restoreDb(JSON.parse(json))).resolves.toBe(true);
    expect(JSON.stringify(snapshotDb())).toBe(json);
    await expect(client.auth.me()).resolves.toMatchObject({ themePreference: 'DARK' });
  });

  it.each([
    ['null', null],
    ['an older version', { version: 1, data: { admins: [], sessions: [], usedTotpCodes: [] } }],
    [
      'only admins of the wrong shape',
      {
        version: 3,
        data: {
          admins: [{ id: 'x' }],
          sessions: [],
          usedTotpCodes: [],
          categories: [],
          wines: [],
          members: [],
          cellars: [],
          inventory: [],
          settings: [],
          auditEvents: [],
        },
      },
    ],
    ['no admins at all', 'no-admins'],
  ])('refuses %s and leaves the db as it was', async (_, input) => {
    const before = snapshotDb();
    const candidate = input === 'no-admins' ? { ...before, data: { ...before.data, admins: [] } } : input;
    await expect(restoreDb(candidate)).resolves.toBe(false);
    expect(snapshotDb()).toEqual(before);
  });

  /** A wine no cellar holds: leaving it out takes nothing else with it. */
  const uncellared = (d: Snapshot['data']) =>
    d.wines.find((w) => !d.inventory.some((line) => line.wineId === w.id))?.id;

  // One bad row never costs the rest: it is left out, what pointed at it goes with it, and the
  // caller hears how many rows went (the demo says so on the page).
  it.each([
    [
      'a wine of the wrong shape',
      (d: Snapshot['data']) => ({
        ...d,
        wines: d.wines.map((w) => (w.id === uncellared(d) ? { ...w, description: 42 } : w)),
      }),
      'wines',
      1,
    ],
    [
      'a duplicate e-mail',
      (d: Snapshot['data']) => ({ ...d, admins: [...d.admins, { ...d.admins[0]!, id: 'other' }] }),
      'admins',
      1,
    ],
    [
      'a wine in an unknown category',
      (d: Snapshot['data']) => ({
        ...d,
        wines: d.wines.map((w) => (w.id === uncellared(d) ? { ...w, categoryId: 'gone' } : w)),
      }),
      'wines',
      1,
    ],
    [
      'a row that is not an object',
      (d: Snapshot['data']) => ({ ...d, categories: [...d.categories, 'x' as never] }),
      'categories',
      1,
    ],
  ] as const)('leaves out %s and keeps the rest', async (_, damage, collection, count) => {
    const before = snapshotDb();
    const dropped: number[] = [];
    const damaged = { ...before, data: damage(before.data) };
    await expect(restoreDb(damaged, { onDropped: (n) => dropped.push(n) })).resolves.toBe(true);
    expect(dropped).toEqual([count]);
    const after = snapshotDb().data;
    expect(after[collection].length).toBe(
      collection === 'wines' ? before.data.wines.length - count : before.data[collection].length,
    );
    for (const name of ['admins', 'categories', 'members', 'cellars', 'settings', 'auditEvents'] as const) {
      if (name !== collection) expect(after[name].length, name).toBe(before.data[name].length);
    }
  });

  it('drops what pointed at a row that was left out: a bad cellar takes its inventory with it', async () => {
    const before = snapshotDb();
    const cellar = before.data.cellars.find((c) => before.data.inventory.some((i) => i.cellarId === c.id))!;
    const lines = before.data.inventory.filter((i) => i.cellarId === cellar.id).length;
    const dropped: number[] = [];
    const damaged = {
      ...before,
      data: {
        ...before.data,
        cellars: before.data.cellars.map((c) => (c.id === cellar.id ? { ...c, capacity: 'lots' } : c)),
      },
    };
    await expect(restoreDb(damaged, { onDropped: (n) => dropped.push(n) })).resolves.toBe(true);
    expect(dropped).toEqual([1 + lines]);
    expect(snapshotDb().data.inventory.length).toBe(before.data.inventory.length - lines);
  });
});

describe('snapshot copies', () => {
  const ADMIN = 'admin@vinotheca.test';
  const me = (snapshot: Snapshot) => snapshot.data.admins.find((a) => a.email === ADMIN)!;

  it('a snapshot copies only the records written since the last one; the copies cannot be changed', async () => {
    const client = createTestClient();
    await client.signIn(ADMIN);
    const first = snapshotDb();
    await client.auth.updateTheme('DARK');
    const second = snapshotDb();
    expect(me(second)).not.toBe(me(first));
    expect(me(second).themePreference).toBe('DARK');
    expect(me(first).themePreference).not.toBe('DARK');
    // Everything else is the very same copy, not copied again.
    const others = (snapshot: Snapshot) => snapshot.data.admins.filter((a) => a.email !== ADMIN);
    expect(others(second).every((admin, i) => admin === others(first)[i])).toBe(true);
    expect(second.data.wines.every((wine, i) => wine === first.data.wines[i])).toBe(true);
    // Shared by every snapshot, a copy is frozen, its nested values too.
    expect(() => Object.assign(me(second), { name: 'Changed' })).toThrow(TypeError);
    const wine = second.data.wines.find((w) => w.grapes.length > 0)!;
    expect(() => wine.grapes.push(wine.grapes[0]!)).toThrow(TypeError);
    expect(JSON.stringify(snapshotDb())).toBe(JSON.stringify(second));
  });

  it("a record restored from a seed's trusted row is copied as that row, until it is written", async () => {
    const rows = seedRows({ adminCount: 20 });
    await trustSeedRows(rows);
    await expect(restoreDb({ version: MOCK_DB_VERSION, data: rows })).resolves.toBe(true);
    const restored = snapshotDb();
    expect(restored.data.wines.every((wine, i) => wine === rows.wines[i])).toBe(true);
    expect(restored.data.admins.every((admin, i) => admin === rows.admins[i])).toBe(true);
    const client = createTestClient();
    await client.signIn(ADMIN);
    const signedIn = snapshotDb();
    expect(me(signedIn)).not.toBe(rows.admins.find((a) => a.email === ADMIN));
    expect(me(signedIn).lastLoginAt).not.toBe(rows.admins.find((a) => a.email === ADMIN)!.lastLoginAt);
  });
});

describe('a save with nothing to write', () => {
  it('writes nothing when the rows are those it last wrote; a change, or storage holding something else, writes again', async () => {
    const storage = memoryStorage();
    let writes = 0;
    const counted: MockDbStorage = {
      ...storage,
      setItem: (key, value) => void (writes++, storage.setItem(key, value)),
    };
    const persister = createDbPersister(counted, 0, undefined, { bases: localSeedBases() });
    persister.save();
    expect(writes).toBe(1);
    persister.save();
    expect(writes).toBe(1);
    const client = createTestClient();
    await client.signIn('admin@vinotheca.test');
    persister.save();
    expect(writes).toBe(2);
    persister.save();
    expect(writes).toBe(2);
    // Storage lost what this tab wrote (cleared by hand): the same rows are written again.
    storage.items.clear();
    persister.save();
    expect(writes).toBe(3);
  });
});

describe('a sliced restore', () => {
  it('pauses between short stretches, and until it is done the db answers with the old data whole', async () => {
    // A few hundred rows: with no time allowed per stretch it pauses after every row, and each pause
    // is a zero-delay timer (at least a millisecond in Node): the whole demo took ten seconds.
    const seeded = snapshotDb();
    const full = {
      ...seeded,
      data: {
        ...seeded.data,
        wines: seeded.data.wines.slice(0, 100),
        inventory: [],
        auditEvents: seeded.data.auditEvents.slice(0, 50),
      },
    };
    const small = { ...full, data: { ...full.data, auditEvents: full.data.auditEvents.slice(0, 3) } };
    await restoreDb(small);
    const slices: number[] = [];
    const restoring = restoreDb(full, { sliceMs: 0, onSlice: (busyMs) => slices.push(busyMs) });
    // A request answered during a pause sees the previous data, never a half-loaded db.
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(db.auditEvents.count()).toBe(3);
    expect(db.wines.count()).toBe(full.data.wines.length);
    await expect(restoring).resolves.toBe(true);
    expect(slices.length).toBeGreaterThan(100);
    expect(snapshotDb()).toEqual(full);
  });
});

describe('a deferred restore', () => {
  const LARGE = ['wines', 'members', 'cellars', 'inventory', 'auditEvents'] as const;

  it('loads the small collections now and the large ones on hydrateDb, and a save meanwhile keeps them', async () => {
    await createTestClient().signIn('admin@vinotheca.test');
    const full = snapshotDb();
    resetDb();
    await expect(restoreDb(JSON.parse(JSON.stringify(full)), { defer: true })).resolves.toBe(true);
    expect(db.admins.count()).toBe(full.data.admins.length);
    expect(db.sessions.count()).toBe(full.data.sessions.length);
    expect(LARGE.map((name) => db[name].count())).toEqual([0, 0, 0, 0, 0]);
    expect(snapshotDb()).toEqual(full);

    const first = hydrateDb();
    expect(hydrateDb()).toBe(first);
    await expect(first).resolves.toBeUndefined();
    expect(LARGE.map((name) => db[name].count())).toEqual(LARGE.map((name) => full.data[name].length));
    expect(snapshotDb()).toEqual(full);
    await expect(hydrateDb()).resolves.toBeUndefined();
  });

  it.each([
    ['a wine of the wrong shape', (w: { vintage: unknown }, i: number) => (i === 0 ? { ...w, vintage: 'old' } : w)],
    [
      'a wine in an unknown category',
      (w: { categoryId: string }, i: number) => (i === 0 ? { ...w, categoryId: 'gone' } : w),
    ],
  ])('accepts %s at first, and hydrateDb leaves it out', async (_, damage) => {
    const full = snapshotDb();
    const damaged = { ...full, data: { ...full.data, wines: full.data.wines.map((w, i) => damage(w, i)) } };
    await expect(restoreDb(damaged, { defer: true })).resolves.toBe(true);
    const dropped: number[] = [];
    await expect(hydrateDb({ onDropped: (n) => dropped.push(n) })).resolves.toBeUndefined();
    expect(dropped.reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(1);
    expect(db.wines.count()).toBe(full.data.wines.length - 1);
  });

  it('never swaps in its rows once the db was replaced meanwhile', async () => {
    const full = snapshotDb();
    await restoreDb(full, { defer: true });
    const hydrating = hydrateDb({ sliceMs: 0 });
    await new Promise((resolve) => setTimeout(resolve, 0));
    resetDb();
    await expect(hydrating).resolves.toBeUndefined();
    expect(db.wines.count()).toBe(0);
    expect(snapshotDb().data.wines).toEqual([]);
  });

  it('hydrateDb keeps everything but a damaged row of the large collections, and says how many went', async () => {
    await createTestClient().signIn('admin@vinotheca.test');
    const full = snapshotDb();
    const damaged = {
      ...full,
      data: { ...full.data, inventory: full.data.inventory.map((line, i) => (i === 0 ? { id: 'x' } : line)) },
    };
    const storage = memoryStorage({ [MOCK_DB_STORAGE_KEY]: JSON.stringify(damaged) });
    await expect(
      loadPersistedDb(storage, { restore: { defer: true }, bases: localSeedBases() }),
    ).resolves.toMatchObject({
      outcome: 'restored',
    });
    const dropped: number[] = [];
    await expect(hydrateDb({ onDropped: (n) => dropped.push(n) })).resolves.toBeUndefined();
    expect(dropped).toEqual([1]);
    expect(snapshotDb().data).toEqual({ ...full.data, inventory: full.data.inventory.slice(1) });
  });

  const turn = () => new Promise((resolve) => setTimeout(resolve, 0));

  /** Notes what a page-hide save would store (admins, wines) at every turn of the event loop until `work` ends. */
  async function recordSaves(work: Promise<unknown>, saved: number[][] = []): Promise<number[][]> {
    let done = false;
    void work.finally(() => (done = true));
    while (!done) {
      const { admins, wines } = snapshotDb().data;
      saved.push([admins.length, wines.length]);
      await turn();
    }
    return saved;
  }

  it('a save at any moment of the load never stores an empty db', async () => {
    const full = snapshotDb();
    await restoreDb({ ...full, data: { ...full.data, auditEvents: [{ id: 'x' }] } }, { defer: true });
    const hydrating = hydrateDb({ sliceMs: 2 });
    const saved = await recordSaves(hydrating);
    await expect(hydrating).resolves.toBeUndefined();
    // Saves were noted while the load ran (how many turns it takes depends on the machine's speed).
    expect(saved.length).toBeGreaterThan(1);
    expect(saved.filter(([admins, wines]) => admins === 0 || wines === 0)).toEqual([]);
  });

  it('a reseed empties the db only once the seed has arrived', async () => {
    const saved: number[][] = [];
    // The seed arrives only after three saves could have happened.
    const slowSeed = createSeedBases(async (base) => {
      while (saved.length < 3) await turn();
      return baseRows(base, seedRows);
    });
    await recordSaves(
      reseedDb({ seed: { referenceDate: SEED_REFERENCE_DATE }, anchor: SEED_REFERENCE_DATE }, slowSeed),
      saved,
    );
    expect(saved.length).toBeGreaterThanOrEqual(3);
    expect(saved.filter(([admins, wines]) => admins === 0 || wines === 0)).toEqual([]);
  });
});

describe('loadPersistedDb', () => {
  it('restores a stored snapshot', async () => {
    await createTestClient().signIn('admin@vinotheca.test');
    const storage = memoryStorage({ [MOCK_DB_STORAGE_KEY]: JSON.stringify(snapshotDb()) });
    const stored = snapshotDb();
    resetDb();
    await expect(loadPersistedDb(storage, { bases: localSeedBases() })).resolves.toMatchObject({ outcome: 'restored' });
    expect(snapshotDb()).toEqual(stored);
  });

  it.each([
    ['nothing stored', undefined, 'seeded'],
    ['invalid JSON', '{"version": 1, "data": ', 'replaced'],
    ['an old schema version', JSON.stringify({ version: 0, data: {} }), 'replaced'],
    ['a valid JSON of the wrong shape', JSON.stringify({ version: 3, data: { admins: 'lots' } }), 'replaced'],
  ])('reseeds when it finds %s', async (_, raw, outcome) => {
    const seeded = snapshotDb().data;
    await createTestClient().signIn('admin@vinotheca.test');
    const storage = memoryStorage(raw === undefined ? {} : { [MOCK_DB_STORAGE_KEY]: raw });
    await expect(loadPersistedDb(storage, { bases: localSeedBases() })).resolves.toMatchObject({ outcome });
    expect(snapshotDb().data).toEqual({ ...seeded, sessions: [], usedTotpCodes: [] });
  });

  it('loads a save from before the bulk operations were kept: it simply holds none', async () => {
    const client = createTestClient();
    await client.signIn('admin@vinotheca.test');
    await client.auth.updateTheme('DARK');
    const { bulkOperations: _none, ...older } = snapshotDb().data;
    const bases = localSeedBases();
    // The whole-snapshot form, and the changes form (its base is recomputed by today's seed code, so only the changes are old).
    const base = { seed: { referenceDate: SEED_REFERENCE_DATE }, anchor: SEED_REFERENCE_DATE };
    const changesThen = {
      upserts: { admins: older.admins.filter((a) => a.themePreference === 'DARK'), sessions: older.sessions },
      removed: {},
    };
    for (const stored of [
      { version: 3, data: older },
      { version: 3, base, changes: changesThen, revision: 'r1', history: [] },
    ]) {
      resetDb();
      await expect(
        loadPersistedDb(memoryStorage({ [MOCK_DB_STORAGE_KEY]: JSON.stringify(stored) }), { bases }),
      ).resolves.toMatchObject({ outcome: 'restored' });
      expect(db.bulkOperations.count()).toBe(0);
      await expect(client.auth.me()).resolves.toMatchObject({ themePreference: 'DARK' });
    }
    // And restored as it is (an exported snapshot imported again).
    resetDb();
    await expect(restoreDb({ version: 3, data: older })).resolves.toBe(true);
    expect(snapshotDb().data).toEqual({ ...older, bulkOperations: [] });
  });

  it('reseeds when storage itself throws', async () => {
    const storage: MockDbStorage = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => undefined,
      removeItem: () => undefined,
    };
    const fresh = { seed: { adminCount: 10, referenceDate: SEED_REFERENCE_DATE }, anchor: SEED_REFERENCE_DATE };
    await expect(loadPersistedDb(storage, { fresh, bases: localSeedBases() })).resolves.toMatchObject({
      outcome: 'seeded',
      base: fresh,
    });
    expect(db.admins.count()).toBe(10);
  });
});

describe('createDbPersister', () => {
  it('coalesces scheduled saves and writes a versioned snapshot', async () => {
    vi.useFakeTimers();
    const storage = memoryStorage();
    const setItem = vi.spyOn(storage, 'setItem');
    const persister = createDbPersister(storage, 200, undefined, { bases: localSeedBases() });
    persister.schedule();
    persister.schedule();
    vi.advanceTimersByTime(199);
    expect(setItem).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    // One value: the data with its revision, so no tab sees one save's data with another's revision.
    expect(setItem.mock.calls.map(([key]) => key)).toEqual([MOCK_DB_STORAGE_KEY]);
    const saved: unknown = JSON.parse(storage.items.get(MOCK_DB_STORAGE_KEY) ?? 'null');
    expect(saved).toMatchObject({ version: 3, revision: expect.stringMatching(/^[0-9a-f-]{36}$/), history: [] });
    await expect(
      restoreDb((await decodeDb(storage.items.get(MOCK_DB_STORAGE_KEY), localSeedBases()))?.snapshot),
    ).resolves.toBe(true);
  });

  it('keeps working in memory when the quota is exceeded, warning once without secrets', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const storage: MockDbStorage = {
      getItem: () => null,
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError');
      },
      removeItem: () => undefined,
    };
    const persister = createDbPersister(storage, undefined, undefined, { bases: localSeedBases() });
    expect(() => {
      persister.save();
      persister.save();
    }).not.toThrow();
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]?.[0])).toContain('QuotaExceededError');
    expect(String(warn.mock.calls[0]?.[0])).not.toMatch(/vt_|Vinotheca#/);
    warn.mockRestore();
  });
});

describe('two tabs', () => {
  it('a tab reloads the data another tab saved, once, before its next request', async () => {
    const storage = memoryStorage();
    const tabA = createDbPersister(storage, 0, undefined, { bases: localSeedBases() });
    tabA.save();
    const tabB = createDbPersister(storage, 0, undefined, { bases: localSeedBases() });
    expect(await tabB.syncFromOtherTabs()).toBe(false);

    const client = createTestClient();
    await client.signIn('admin@vinotheca.test');
    await client.auth.updateTheme('DARK');
    tabA.save();
    const saved = storage.items.get(MOCK_DB_STORAGE_KEY);

    await client.auth.updateTheme('LIGHT');
    expect(await tabB.syncFromOtherTabs()).toBe(true);
    expect(snapshotDb()).toEqual((await decodeDb(saved, localSeedBases()))?.snapshot);
    await expect(client.auth.me()).resolves.toMatchObject({ themePreference: 'DARK' });
    expect(await tabB.syncFromOtherTabs()).toBe(false);
  });

  it('requests that arrive while another tab’s data loads all wait for it', async () => {
    const storage = memoryStorage();
    const tabA = createDbPersister(storage, 0, undefined, { bases: localSeedBases() });
    const tabB = createDbPersister(storage, 0, undefined, { bases: localSeedBases() });
    const client = createTestClient();
    await client.signIn('admin@vinotheca.test');
    await client.auth.updateTheme('DARK');
    tabA.save();
    await client.auth.updateTheme('LIGHT');
    // Two requests at once: neither may go on with the stale data.
    const [first, second] = await Promise.all([
      tabB
        .syncFromOtherTabs()
        .then(() => db.admins.findFirst((q) => q.where({ email: 'admin@vinotheca.test' }))?.themePreference),
      tabB
        .syncFromOtherTabs()
        .then(() => db.admins.findFirst((q) => q.where({ email: 'admin@vinotheca.test' }))?.themePreference),
    ]);
    expect([first, second]).toEqual(['DARK', 'DARK']);
  });

  it('a save while another tab’s data is still being restored merges onto it, never writing this tab’s older data in its place', async () => {
    const storage = memoryStorage();
    const bases = localSeedBases();
    const tabA = createDbPersister(storage, 0, undefined, { bases });
    tabA.save();
    // Tab B, restoring in short slices, holds a change of its own it has not saved yet.
    const tabB = createDbPersister(storage, 60_000, undefined, { bases, restore: { sliceMs: 1 } });
    const client = createTestClient();
    await client.signIn('admin@vinotheca.test');
    tabA.save();
    await tabB.syncFromOtherTabs();
    const before = snapshotDb();
    await client.auth.updateTheme('DARK');
    tabA.save();
    // B's own change, made on the data of before A's (the tabs share one db here, so it is set up by hand).
    await restoreDb({
      ...before,
      data: {
        ...before.data,
        categories: [
          ...before.data.categories,
          {
            id: 'b-only',
            name: 'From tab B',
            description: '',
            createdAt: before.data.settings[0]!.updatedAt,
            updatedAt: before.data.settings[0]!.updatedAt,
          },
        ],
      },
    });
    tabB.schedule();
    // B loads A's save in slices, and is hidden halfway through.
    const syncing = tabB.syncFromOtherTabs();
    for (let i = 0; i < 5; i++) await new Promise((resolve) => setTimeout(resolve, 0));
    tabB.flush();
    await syncing;
    const stored = (await decodeDb(storage.items.get(MOCK_DB_STORAGE_KEY), bases))!.snapshot;
    expect(stored.data.categories.map((c) => c.name)).toContain('From tab B');
    expect(stored.data.admins.find((a) => a.email === 'admin@vinotheca.test')?.themePreference).toBe('DARK');
  });

  it('its own saves do not make a tab reload', async () => {
    const storage = memoryStorage();
    const tab = createDbPersister(storage, 0, undefined, { bases: localSeedBases() });
    tab.save();
    tab.save();
    expect(await tab.syncFromOtherTabs()).toBe(false);
  });

  it('a tab that changed nothing does not overwrite another tab’s save when it is hidden', () => {
    const storage = memoryStorage();
    const stale = createDbPersister(storage, 60_000, undefined, { bases: localSeedBases() });
    const other = createDbPersister(storage, 0, undefined, { bases: localSeedBases() });
    other.save();
    const saved = storedRevision(storage);
    stale.flush();
    expect(storedRevision(storage)).toBe(saved);
    // A change it did make is saved on hide, at once.
    stale.schedule();
    stale.flush();
    expect(storedRevision(storage)).not.toBe(saved);
  });

  /** A tab's persister over its own storage, with the demo admin signed in through the mock. */
  async function signedInTab(debounceMs: number) {
    const storage = memoryStorage();
    const tab = createDbPersister(storage, debounceMs, undefined, { bases: localSeedBases() });
    const client = createTestClient();
    await client.signIn('admin@vinotheca.test');
    return { storage, tab, client };
  }

  /**
   * This tab saves a new category while the other tab saves at the same moment, from the data before
   * this tab's save: storage ends with the other tab's save, which lacks the category.
   */
  async function crossedSaves(debounceMs: number) {
    const { storage, tab, client } = await signedInTab(debounceMs);
    tab.save();
    const seen = storedRevision(storage)!;
    const before = snapshotDb();
    await client.categories.create({ name: 'Crossed here', description: '' });
    tab.save();
    otherTabSaves(storage, before, 'Crossed there', seen);
    return { storage, tab };
  }

  /**
   * Another tab's save: the data as it was, plus a category only that tab created. It builds on the
   * save storage holds, unless it crossed that save (`builtOn` names what it saw instead).
   */
  function otherTabSaves(
    storage: ReturnType<typeof memoryStorage>,
    from: Snapshot,
    name: string,
    builtOn?: string,
  ): void {
    const at = new Date().toISOString();
    const data = {
      ...from.data,
      categories: [
        ...from.data.categories,
        { id: `other-${name}`, name, description: '', createdAt: at, updatedAt: at },
      ],
    };
    const previous = JSON.parse(storage.items.get(MOCK_DB_STORAGE_KEY) ?? '{}') as {
      revision?: string;
      history?: string[];
    };
    const history =
      builtOn !== undefined
        ? [builtOn]
        : [...(previous.history ?? []), ...(previous.revision ? [previous.revision] : [])];
    storage.setItem(
      MOCK_DB_STORAGE_KEY,
      JSON.stringify({ version: from.version, data, revision: `rev-${name}`, history }),
    );
  }
  const categoryNames = () => db.categories.all().map((c) => c.name);
  const storedCategoryNames = async (storage: ReturnType<typeof memoryStorage>) =>
    (await decodeDb(storage.items.get(MOCK_DB_STORAGE_KEY), localSeedBases()))?.snapshot.data.categories.map(
      (c) => c.name,
    );

  it('writes from two tabs merge when the other tab saved first: this tab saves only its own change on top', async () => {
    const storage = memoryStorage();
    const tab = createDbPersister(storage, 60_000, undefined, { bases: localSeedBases() });
    tab.save();
    const client = createTestClient();
    await client.signIn('admin@vinotheca.test');
    tab.save();
    otherTabSaves(storage, snapshotDb(), 'From the other tab');
    await client.categories.create({ name: 'From this tab', description: '' });
    tab.schedule();
    // Hidden or reloaded before its next request: it saves, and must not write back its older copy.
    tab.flush();
    expect(await storedCategoryNames(storage)).toEqual(expect.arrayContaining(['From the other tab', 'From this tab']));
    // Its next request loads the merged data.
    expect(await tab.syncFromOtherTabs()).toBe(true);
    expect(categoryNames()).toEqual(expect.arrayContaining(['From the other tab', 'From this tab']));
    expect(await tab.syncFromOtherTabs()).toBe(false);
  });

  it('writes from two tabs merge when this tab changed first: loading the other tab’s save keeps the unsaved change', async () => {
    const { storage, tab, client } = await signedInTab(60_000);
    tab.save();
    const before = snapshotDb();
    await client.categories.create({ name: 'From this tab', description: '' });
    tab.schedule();
    otherTabSaves(storage, before, 'From the other tab');
    expect(await tab.syncFromOtherTabs()).toBe(true);
    expect(categoryNames()).toEqual(expect.arrayContaining(['From the other tab', 'From this tab']));
    tab.flush();
    expect(await storedCategoryNames(storage)).toEqual(expect.arrayContaining(['From the other tab', 'From this tab']));
  });

  it('a removal in one tab and a change in the other both survive', async () => {
    const { storage, tab, client } = await signedInTab(60_000);
    const doomed = await client.categories.create({ name: 'Doomed', description: '' });
    tab.save();
    const before = snapshotDb();
    await client.categories.remove(doomed.id);
    tab.schedule();
    otherTabSaves(storage, before, 'Kept');
    tab.flush();
    expect(await storedCategoryNames(storage)).toContain('Kept');
    expect(await storedCategoryNames(storage)).not.toContain('Doomed');
  });

  it('two saves that crossed: the tab whose save was overwritten saves its change again when hidden', async () => {
    const { storage, tab } = await crossedSaves(60_000);
    expect(await storedCategoryNames(storage)).not.toContain('Crossed here');
    tab.flush();
    expect(await storedCategoryNames(storage)).toEqual(expect.arrayContaining(['Crossed here', 'Crossed there']));
    // Hidden again with nothing new: no further write.
    const revision = storedRevision(storage);
    tab.flush();
    expect(storedRevision(storage)).toBe(revision);
  });

  it('two saves that crossed: the overwritten change comes back when the tab loads the other save, and is saved again', async () => {
    vi.useFakeTimers();
    const { storage, tab } = await crossedSaves(100);
    expect(await tab.syncFromOtherTabs()).toBe(true);
    expect(categoryNames()).toEqual(expect.arrayContaining(['Crossed here', 'Crossed there']));
    vi.advanceTimersByTime(100);
    expect(await storedCategoryNames(storage)).toEqual(expect.arrayContaining(['Crossed here', 'Crossed there']));
  });

  it('a later save that carries this tab’s save is loaded as it is (a category deleted there stays deleted)', async () => {
    const { storage, tab, client } = await signedInTab(60_000);
    const created = await client.categories.create({ name: 'Made here, deleted there', description: '' });
    tab.save();
    // The other tab loaded that save, deleted the category and saved.
    const after = snapshotDb();
    otherTabSaves(
      storage,
      { ...after, data: { ...after.data, categories: after.data.categories.filter((c) => c.id !== created.id) } },
      'Other',
    );
    expect(await tab.syncFromOtherTabs()).toBe(true);
    expect(categoryNames()).not.toContain('Made here, deleted there');
    tab.flush();
    expect(await storedCategoryNames(storage)).not.toContain('Made here, deleted there');
  });
});

describe('saved as changes of the seed', () => {
  const DAY = 24 * 60 * 60 * 1000;
  const at = (anchor: string, sizes: { adminCount?: number } = {}) => ({
    seed: { ...sizes, referenceDate: anchor },
    anchor,
  });

  it('a fresh demo stores what it is a seed of, and then only what changed', async () => {
    const bases = localSeedBases();
    const storage = memoryStorage();
    const loaded = await loadPersistedDb(storage, { fresh: at(SEED_REFERENCE_DATE), bases });
    expect(loaded).toMatchObject({ outcome: 'seeded', movedMs: 0 });
    const persister = createDbPersister(storage, 0, undefined, { bases, base: loaded.base });
    persister.save();
    expect(storage.items.get(MOCK_DB_STORAGE_KEY)!.length).toBeLessThan(1_000);

    const client = createTestClient();
    await client.signIn('admin@vinotheca.test');
    await client.auth.updateTheme('DARK');
    persister.save();
    const text = storage.items.get(MOCK_DB_STORAGE_KEY)!;
    expect(text.length).toBeLessThan(5_000);
    expect((await decodeDb(text, bases))?.snapshot).toEqual(snapshotDb());
  });

  it('the 10,000-admin dataset is saved in a few hundred characters', async () => {
    const bases = localSeedBases();
    const storage = memoryStorage();
    const loaded = await loadPersistedDb(storage, { fresh: at(SEED_REFERENCE_DATE, { adminCount: 10_000 }), bases });
    createDbPersister(storage, 0, undefined, { bases, base: loaded.base }).save();
    expect(db.admins.count()).toBe(10_000);
    expect(storage.items.get(MOCK_DB_STORAGE_KEY)!.length).toBeLessThan(1_000);
    resetDb();
    await expect(loadPersistedDb(storage, { bases })).resolves.toMatchObject({ outcome: 'restored' });
    expect(db.admins.count()).toBe(10_000);
  });

  it('keeps a bulk operation across a save and a reload, so it can still be undone', async () => {
    const bases = localSeedBases();
    const storage = memoryStorage();
    const loaded = await loadPersistedDb(storage, { fresh: at(SEED_REFERENCE_DATE), bases });
    const persister = createDbPersister(storage, 0, undefined, { bases, base: loaded.base });
    const client = createTestClient();
    await client.signIn('admin@vinotheca.test');
    const draft = db.wines.findFirst((q) => q.where({ status: 'DRAFT' }))!;
    const bulk = await client.wines.bulk({ action: 'PUBLISH', ids: [draft.id] });
    persister.save();
    resetDb();
    await expect(loadPersistedDb(storage, { bases })).resolves.toMatchObject({ outcome: 'restored' });
    expect(db.bulkOperations.all().map((operation) => operation.id)).toEqual([bulk.operationId]);
    await expect(client.wines.undoBulk(bulk.operationId)).resolves.toMatchObject({ done: 1 });
    expect(db.wines.findFirst((q) => q.where({ id: draft.id }))?.status).toBe('DRAFT');
  });

  it('a saved demo reopened days later moves forward with its changes, and its base with it', async () => {
    const bases = localSeedBases();
    const storage = memoryStorage();
    const loaded = await loadPersistedDb(storage, { fresh: at(SEED_REFERENCE_DATE), bases });
    const persister = createDbPersister(storage, 0, undefined, { bases, base: loaded.base });
    const client = createTestClient();
    await client.signIn('admin@vinotheca.test');
    await client.auth.updateTheme('DARK');
    persister.save();
    const wine = db.wines.all()[0]!;

    resetDb();
    // Never so far that the sign-in just now would lie in the future: three days on from now.
    const later = await loadPersistedDb(storage, { bases, now: Date.now() + 3 * DAY + 60_000 });
    expect(later).toMatchObject({
      outcome: 'restored',
      movedMs: 3 * DAY,
      base: {
        seed: { referenceDate: SEED_REFERENCE_DATE },
        anchor: new Date(Date.parse(SEED_REFERENCE_DATE) + 3 * DAY).toISOString(),
      },
    });
    await hydrateDb();
    expect(Date.parse(db.wines.all()[0]!.createdAt) - Date.parse(wine.createdAt)).toBe(3 * DAY);
    await expect(client.auth.me()).resolves.toMatchObject({ themePreference: 'DARK' });
    // Saved on the moved base, once its rows are computed: still only the changes.
    const before = storage.items.get(MOCK_DB_STORAGE_KEY);
    createDbPersister(storage, 0, undefined, { bases, base: later.base }).save();
    // The save runs in short slices between tasks: on a loaded machine it takes more than waitFor's 1 s.
    await vi.waitFor(() => expect(storage.items.get(MOCK_DB_STORAGE_KEY)).not.toBe(before), { timeout: 10_000 });
    const text = storage.items.get(MOCK_DB_STORAGE_KEY)!;
    expect(text.length).toBeLessThan(5_000);
    expect((await decodeDb(text, bases))?.snapshot).toEqual(snapshotDb());
  });

  it('a tab follows another tab onto another dataset, signed in as before', async () => {
    const bases = localSeedBases();
    const storage = memoryStorage();
    const loaded = await loadPersistedDb(storage, { fresh: at(SEED_REFERENCE_DATE), bases });
    const tabA = createDbPersister(storage, 0, undefined, { bases, base: loaded.base });
    const tabB = createDbPersister(storage, 0, undefined, { bases, base: loaded.base });
    tabA.save();
    await tabB.syncFromOtherTabs();

    const small = at(SEED_REFERENCE_DATE, { adminCount: 20 });
    await reseedDb(small, bases);
    tabA.rebase(small);
    tabA.save();
    expect(storage.items.get(MOCK_DB_STORAGE_KEY)!.length).toBeLessThan(1_000);

    resetDb();
    await expect(tabB.syncFromOtherTabs()).resolves.toBe(true);
    expect(tabB.base()).toEqual(small);
    expect(db.admins.count()).toBe(20);
  });

  it('loads the seed’s rows as computed, and still checks every saved change: a damaged one is left out', async () => {
    const bases = localSeedBases();
    const storage = memoryStorage();
    const loaded = await loadPersistedDb(storage, { fresh: at(SEED_REFERENCE_DATE), bases });
    createDbPersister(storage, 0, undefined, { bases, base: loaded.base }).save();
    const wine = db.wines.all()[0]!;
    const saved = JSON.parse(storage.items.get(MOCK_DB_STORAGE_KEY)!) as {
      changes: { upserts: Record<string, object[]> };
    };
    saved.changes.upserts.wines = [{ ...wine, vintage: 'not a year' }];
    storage.setItem(MOCK_DB_STORAGE_KEY, JSON.stringify(saved));
    resetDb();
    const dropped = vi.fn();
    await loadPersistedDb(storage, { bases, restore: { onDropped: dropped } });
    expect(dropped).toHaveBeenCalledWith(expect.any(Number));
    expect(db.wines.findFirst((q) => q.where({ id: wine.id }))).toBeUndefined();
    // Records loaded from the seed are plain rows the handlers can update.
    const other = db.wines.all()[0]!;
    await db.wines.update((q) => q.where({ id: other.id }), { data: (w) => void (w.name = 'Renamed') });
    expect(db.wines.findFirst((q) => q.where({ id: other.id }))?.name).toBe('Renamed');
  });

  it('a tab that another tab saves under while it is still loading loads that save on its first request', async () => {
    const storage = memoryStorage();
    const bases = localSeedBases();
    const loaded = await loadPersistedDb(storage, { fresh: at(SEED_REFERENCE_DATE), bases });
    const tabA = createDbPersister(storage, 0, undefined, { bases, base: loaded.base });
    tabA.save();
    const client = createTestClient();
    await client.signIn('admin@vinotheca.test');
    tabA.save();

    // Tab B reads the stored save, then waits for its seed; meanwhile tab A changes something and saves.
    let release = () => undefined as void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const slowBases = createSeedBases(async (base) => {
      await gate;
      return baseRows(base, seedRows);
    });
    const loadingB = loadPersistedDb(storage, { bases: slowBases });
    await new Promise((resolve) => setTimeout(resolve, 0));
    await client.auth.updateTheme('DARK');
    tabA.save();
    release();
    const loadedB = await loadingB;
    const tabB = createDbPersister(storage, 0, undefined, {
      bases: slowBases,
      base: loadedB.base,
      revision: loadedB.revision,
    });
    // B holds the data of before A's change: its first request loads A's save.
    await expect(client.auth.me()).resolves.toMatchObject({ themePreference: 'SYSTEM' });
    await expect(tabB.syncFromOtherTabs()).resolves.toBe(true);
    await expect(client.auth.me()).resolves.toMatchObject({ themePreference: 'DARK' });
  });

  it('reads a whole snapshot saved before this format, and saves it as changes from then on', async () => {
    const bases = localSeedBases();
    const whole = snapshotDb();
    const storage = memoryStorage({
      [MOCK_DB_STORAGE_KEY]: JSON.stringify({ ...whole, revision: 'old', history: [] }),
    });
    resetDb();
    await expect(loadPersistedDb(storage, { bases })).resolves.toMatchObject({
      outcome: 'restored',
      base: { seed: null },
    });
    expect(snapshotDb()).toEqual(whole);
  });
});
