import { resetDb, restoreDb, snapshotDb, type DbSnapshot, type RestoreOptions } from './db';
import { applyChanges, changesBetween } from './snapshot-merge';
import type { SeedOptions, seedDb } from './seed';

export const MOCK_DB_STORAGE_KEY = 'vinotheca_mock_db';
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
 * Replaces the db with a fresh seed. The seed module (and its data tables) is fetched before the db is emptied:
 * seeding itself never gives the event loop back, so no save on page hide can store an empty db.
 */
export async function reseedDb(seedOptions: SeedOptions = {}, loadSeed: () => Promise<{ seedDb: typeof seedDb }> = () => import('./seed')): Promise<void> {
  // The seed loads only when there is something to seed: a returning visit restores without it.
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
  /** Loads another tab's saved changes, keeping this tab's unsaved ones on top; true if it did. */
  syncFromOtherTabs: () => Promise<boolean>;
}

/** A save as stored: the data, its revision, and the revisions of earlier saves it builds on. */
type StoredSnapshot = DbSnapshot & { revision?: string; history?: string[] };

/** How many earlier revisions a save lists; a tab checks its own recent saves against them. */
const HISTORY_LENGTH = 50;

/**
 * The revision a stored save carries, read from the end of its text: cheap enough for every request
 * (reading the stored text does not copy it). The revision and its history are written last, in one
 * value with the data, so another tab never sees the data of one save with the revision of another.
 */
function revisionOf(text: string | null | undefined): string | null {
  return /"revision":"([^"]+)","history":\[[^\]]*\]\}$/.exec(text?.slice(-4096) ?? '')?.[1] ?? null;
}

function parseStored(text: string | null | undefined): StoredSnapshot | null {
  try {
    const parsed = JSON.parse(text ?? 'null') as StoredSnapshot | null;
    return parsed && typeof parsed === 'object' && parsed.data && typeof parsed.data === 'object' ? parsed : null;
  } catch {
    return null;
  }
}

/** One of this tab's saves that another tab's later save may have overwritten without it. */
interface OwnSave {
  /** The revisions that carry its changes: its own, and those of merges that re-applied them. */
  revisions: string[];
  before: DbSnapshot;
  after: DbSnapshot;
}

/**
 * Writes snapshots to storage, and merges with the other tabs of the demo:
 * - a tab saves only what it changed on top of what another tab saved meanwhile, never its whole
 *   older copy (it knows what it changed by comparing with its base: the data as it last loaded or
 *   saved it);
 * - it loads another tab's save with its own unsaved changes on top;
 * - every save carries its revision, in the same stored value as the data, and the revisions it
 *   builds on; two saves at nearly the same moment can cross (Chromium hands storage writes between
 *   tabs with a delay), and a tab whose recent save is missing from another tab's later one saves
 *   its changes again: when it next loads, or when it is hidden.
 * A full quota (large seeds, big avatars) is not fatal: the mock keeps working in memory and says so once.
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
  let revision = revisionOf(storage?.getItem(MOCK_DB_STORAGE_KEY));
  /** The revisions the data this tab holds builds on. */
  let history: string[] = [];
  let base: DbSnapshot = snapshotDb();
  let ownSaves: OwnSave[] = [];
  let syncing: Promise<boolean> | null = null;

  const carries = (theirs: StoredSnapshot, save: OwnSave) => save.revisions.some((r) => r === theirs.revision || (theirs.history ?? []).includes(r));
  /** Another tab's save with what it lacks of this tab on top: lost saves, then `current`'s unsaved changes. */
  const onto = (theirs: StoredSnapshot, current: DbSnapshot | null): { merged: DbSnapshot; lost: OwnSave[] } => {
    const lost = ownSaves.filter((save) => !carries(theirs, save));
    let merged: DbSnapshot = { version: theirs.version, data: theirs.data };
    for (const save of lost) merged = applyChanges(merged, changesBetween(save.before, save.after));
    if (current) merged = applyChanges(merged, changesBetween(base, current));
    return { merged, lost };
  };
  const write = (snapshot: DbSnapshot, lineage: string[]): string | null => {
    if (!storage) return null;
    const next = crypto.randomUUID();
    try {
      storage.setItem(MOCK_DB_STORAGE_KEY, JSON.stringify({ ...snapshot, revision: next, history: lineage.slice(-HISTORY_LENGTH) }));
      return next;
    } catch (error) {
      if (!warned) {
        const reason = error instanceof Error ? error.name : 'unknown error';
        console.warn(`[mock] Could not persist the mock database (${reason}); changes are kept in memory only.`);
        onFailure(reason);
        warned = true;
      }
      return null;
    }
  };
  const remember = (save: OwnSave) => {
    ownSaves = [...ownSaves, save].slice(-3);
  };
  /** Another tab's save, if one came after what this tab holds. */
  const newerSave = (): StoredSnapshot | null => {
    const text = storage?.getItem(MOCK_DB_STORAGE_KEY);
    const stored = revisionOf(text);
    if (stored === null || stored === revision) return null;
    const theirs = parseStored(text);
    return theirs && theirs.version === base.version ? theirs : null;
  };
  const save = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
    if (!storage) return;
    const current = snapshotDb();
    const theirs = newerSave();
    if (theirs) {
      // This tab has not loaded that save: it writes its changes on top, and loads the merged data
      // on its next request (its revision stays behind).
      const { merged, lost } = onto(theirs, current);
      const written = write(merged, [...(theirs.history ?? []), ...(theirs.revision ? [theirs.revision] : [])]);
      if (written === null) return;
      for (const save of lost) save.revisions.push(written);
      remember({ revisions: [written], before: base, after: current });
      base = current;
      return;
    }
    const written = write(current, [...history, ...(revision ? [revision] : [])]);
    if (written === null) return;
    remember({ revisions: [written], before: base, after: current });
    history = [...history, ...(revision ? [revision] : [])].slice(-HISTORY_LENGTH);
    revision = written;
    base = current;
  };
  return {
    schedule: () => {
      if (timer !== undefined) clearTimeout(timer);
      timer = setTimeout(save, debounceMs);
    },
    flush: () => {
      if (timer !== undefined) {
        save();
        return;
      }
      // Nothing unsaved, but a recent save of this tab may have been overwritten by another tab's:
      // then its changes are saved again before the page goes.
      const theirs = ownSaves.length > 0 ? newerSave() : null;
      if (theirs && ownSaves.some((own) => !carries(theirs, own))) save();
    },
    save,
    syncFromOtherTabs: () => {
      // Requests that arrive while another tab's data loads wait for the same load.
      if (syncing) return syncing;
      if (!storage) return Promise.resolve(false);
      const text = storage.getItem(MOCK_DB_STORAGE_KEY);
      const stored = revisionOf(text);
      if (stored === null || stored === revision) return Promise.resolve(false);
      syncing = Promise.resolve()
        .then(async () => {
          const theirs = parseStored(text);
          revision = stored;
          if (!theirs) return false;
          const { merged, lost } = onto(theirs, timer !== undefined ? snapshotDb() : null);
          if (!(await restoreDb(merged, restoreOptions))) return false;
          // What this tab holds beyond their save (lost saves, unsaved changes) is unsaved again.
          base = { version: theirs.version, data: theirs.data };
          history = theirs.history ?? [];
          ownSaves = [];
          if (lost.length > 0 && timer === undefined) timer = setTimeout(save, debounceMs);
          return true;
        })
        .catch(() => false)
        .finally(() => {
          syncing = null;
        });
      return syncing;
    },
  };
}
