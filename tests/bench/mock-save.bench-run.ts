import { test } from 'vitest';
import { db, hydrateDb } from '../../mocks/core/db';
import { createDbPersister, loadPersistedDb, type MockDbStorage } from '../../mocks/core/db-persistence';
import { localSeedBases } from '../../mocks/app/seed';
import { freshBase } from '../../mocks/core/saved-base';

const RUNS = 7;
const NOW = Date.parse('2026-11-26T12:00:00.000Z');

function memoryStorage(): MockDbStorage {
  const items = new Map<string, string>();
  return {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
  };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!.toFixed(1);

/**
 * What the browser demo's saves cost on the main thread: the demo is loaded as a returning visit
 * loads it (its seed's rows restored, the large collections hydrated), then an admin is written
 * (a sign-in writes `lastLoginAt`) and the data saved; the first such save, then each save after
 * another write.
 */
for (const [label, options] of [
  ['default demo', {}],
  ['10,000 admins', { adminCount: 10_000 }],
] as const) {
  test(`a save of the ${label} after one write (the first save of the page, then the next ones)`, async () => {
    const first: number[] = [];
    const next: number[] = [];
    for (let run = 0; run < RUNS; run++) {
      const storage = memoryStorage();
      const bases = localSeedBases();
      const fresh = freshBase(options, NOW);
      const loaded = await loadPersistedDb(storage, { fresh, bases, now: NOW, restore: { defer: true } });
      await hydrateDb();
      const persister = createDbPersister(storage, 200, undefined, {
        bases,
        base: loaded.base,
        revision: loaded.revision,
      });
      const admin = db.admins.findFirst((q) => q.where({ email: 'admin@vinotheca.test' }))!;
      const write = async (at: number) => {
        await db.admins.update((q) => q.where({ id: admin.id }), {
          data: (row) => void Object.assign(row, { lastLoginAt: new Date(NOW + at).toISOString() }),
        });
      };
      await write(1_000);
      let started = performance.now();
      persister.save();
      first.push(performance.now() - started);
      for (let i = 2; i < 5; i++) {
        await write(i * 1_000);
        started = performance.now();
        persister.save();
        next.push(performance.now() - started);
      }
    }
    console.log(
      `save of the ${label} after a write: first of the page ${median(first)} ms, then ${median(next)} ms (medians of ${RUNS} and ${next.length})`,
    );
  });
}
