import { resetDb, restoreDb, snapshotDb, type RestoreOptions } from './db';
import type { SeedOptions, seedDb } from './seed';

export const MOCK_DB_STORAGE_KEY = 'vinotheca_mock_db';
/** Changes on every save; another tab that sees a new value reloads before its next request. */
export const MOCK_DB_REVISION_KEY = 'vinotheca_mock_db_revision';
const DEFAULT_DEBOUNCE_MS = 200;

export type MockDbStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/**
 * Restores the persisted db, or seeds a fresh one: `seeded` when nothing was stored, `replaced` when
 * what was stored could not be used (damaged, or from an older version). The stored text is read
 * once: on a returning visit it is a few million characters. `prepare` may change the parsed
 * snapshot before it is restored (the demo moves its dates forward).
 */
export async function loadPersistedDb(
  storage: MockDbStorage | undefined,
  seedOptions: SeedOptions = {},
  restoreOptions: RestoreOptions = {},
  prepare: (snapshot: unknown) => unknown = (snapshot) => snapshot,
): Promise<'restored' | 'seeded' | 'replaced'> {
  let stored = false;
  try {
    const raw = storage?.getItem(MOCK_DB_STORAGE_KEY);
    stored = Boolean(raw);
    if (raw && (await restoreDb(prepare(JSON.parse(raw)), restoreOptions))) return 'restored';
  } catch {
    // A corrupt or unreadable snapshot is not worth more than a reseed.
  }
  await reseedDb(seedOptions);
  return stored ? 'replaced' : 'seeded';
}

/**
 * Replaces the db with a fresh seed. The seed module (faker) is fetched before the db is emptied:
 * seeding itself never gives the event loop back, so no save on page hide can store an empty db.
 */
export async function reseedDb(seedOptions: SeedOptions = {}, loadSeed: () => Promise<{ seedDb: typeof seedDb }> = () => import('./seed')): Promise<void> {
  // faker loads only when there is something to seed: a returning visit restores without it.
  const seed = await loadSeed();
  resetDb();
  await seed.seedDb(seedOptions);
}

export interface DbPersister {
  /** Saves soon, coalescing bursts of writes. */
  schedule: () => void;
  /** Saves a scheduled change now (page hide); nothing when none is pending, so a tab that changed nothing never overwrites another tab's save. */
  flush: () => void;
  /** Saves now, scheduled or not (a fresh seed, an import, a change other tabs need at once). */
  save: () => void;
  /** Reloads the data when another tab saved since this one last saved or loaded; true if it did. */
  syncFromOtherTabs: () => Promise<boolean>;
}

/**
 * Writes snapshots to storage. A full quota (large seeds, big avatars) is not fatal: the mock keeps
 * working in memory and says so once.
 */
export function createDbPersister(
  storage: MockDbStorage | undefined,
  debounceMs = DEFAULT_DEBOUNCE_MS,
  onFailure: (reason: string) => void = () => undefined,
  /** How another tab's data is restored (in slices, in the browser). */
  restoreOptions: RestoreOptions = {},
): DbPersister {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let warned = false;
  let revision = storage?.getItem(MOCK_DB_REVISION_KEY) ?? null;
  let syncing: Promise<boolean> | null = null;
  const save = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
    if (!storage) return;
    try {
      storage.setItem(MOCK_DB_STORAGE_KEY, JSON.stringify(snapshotDb()));
      revision = crypto.randomUUID();
      storage.setItem(MOCK_DB_REVISION_KEY, revision);
    } catch (error) {
      if (!warned) {
        const reason = error instanceof Error ? error.name : 'unknown error';
        console.warn(`[mock] Could not persist the mock database (${reason}); changes are kept in memory only.`);
        onFailure(reason);
        warned = true;
      }
    }
  };
  return {
    schedule: () => {
      if (timer !== undefined) clearTimeout(timer);
      timer = setTimeout(save, debounceMs);
    },
    flush: () => {
      if (timer !== undefined) save();
    },
    save,
    syncFromOtherTabs: () => {
      // Requests that arrive while another tab's data loads wait for the same load.
      if (syncing) return syncing;
      const stored = storage?.getItem(MOCK_DB_REVISION_KEY) ?? null;
      if (!storage || stored === null || stored === revision) return Promise.resolve(false);
      revision = stored;
      syncing = Promise.resolve()
        .then(() => restoreDb(JSON.parse(storage.getItem(MOCK_DB_STORAGE_KEY) ?? 'null'), restoreOptions))
        .catch(() => false)
        .finally(() => {
          syncing = null;
        });
      return syncing;
    },
  };
}
