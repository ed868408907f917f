import {
  emptySnapshot,
  MOCK_DB_VERSION,
  resetDb,
  restoreDb,
  snapshotDb,
  trustSeedRows,
  type DbSnapshot,
  type RestoreOptions,
} from './db';
import { moveToToday, SEED_REFERENCE_DATE } from './demo-clock';
import { baseKey, isSavedBase, MOCK_DB_STORAGE_KEY, readSavedText, type SavedBase } from './saved-base';
import type { SeedRows } from './seed-options';
import { applyChanges, changesBetween, keyOf, sameRowObjects, type SnapshotChanges } from './snapshot-merge';

/** Where saves before 2026-11-25 kept the anchor their (whole) data was dated at. */
const LEGACY_ANCHOR_KEY = 'vinotheca_mock_db_anchor';
const DEFAULT_DEBOUNCE_MS = 200;

export type MockDbStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

type CollectionName = keyof DbSnapshot['data'];
type Row = DbSnapshot['data'][CollectionName][number];

/** Bases with no seed: no rows at all. */
const NO_ROWS = (): DbSnapshot => ({ version: emptySnapshot().version, data: emptySnapshot().data });

/**
 * The snapshots of saved bases (see `SavedBase`): computed once each (in a Web Worker in the
 * browser) and kept for the next save, and for another tab's save on the same base.
 */
export interface SeedBases {
  /** The base's rows if they were computed already. */
  known: (base: SavedBase) => DbSnapshot | undefined;
  load: (base: SavedBase) => Promise<DbSnapshot>;
}

/** Keeps the last few bases computed by `compute` (null: no rows); their rows are marked trusted in `restore`'s slices. */
export function createSeedBases(
  compute: (base: SavedBase) => Promise<SeedRows | null>,
  restore: RestoreOptions = {},
): SeedBases {
  const cache = new Map<string, Promise<DbSnapshot>>();
  const done = new Map<string, DbSnapshot>();
  return {
    known: (base) => (base.seed ? done.get(baseKey(base)) : NO_ROWS()),
    load: (base) => {
      if (!base.seed) return Promise.resolve(NO_ROWS());
      const key = baseKey(base);
      let loading = cache.get(key);
      if (!loading) {
        loading = compute(base).then(async (rows) => {
          // Computed by the seed code: restored without validating each row again.
          if (rows) await trustSeedRows(rows, restore);
          const snapshot = rows ? { version: NO_ROWS().version, data: rows } : NO_ROWS();
          done.set(key, snapshot);
          // Two bases are enough: the one this tab is on, and the one another tab may have moved to.
          for (const old of [...done.keys()].slice(0, -2)) {
            done.delete(old);
            cache.delete(old);
          }
          return snapshot;
        });
        loading.catch(() => cache.delete(key));
        cache.set(key, loading);
      }
      return loading;
    },
  };
}

/** A save as stored: what it is a change of, the changes, its revision, and the revisions of earlier saves it builds on. */
interface StoredSave {
  version: DbSnapshot['version'];
  base: SavedBase;
  changes: { upserts: Partial<Record<CollectionName, Row[]>>; removed: Partial<Record<CollectionName, string[]>> };
  revision?: string;
  history?: string[];
}

/** A stored value as a save: the changes format, or a whole snapshot as saved before it (a change of no rows). */
function parseStored(text: string | null | undefined, legacyAnchor: () => string): StoredSave | null {
  try {
    const parsed = JSON.parse(text ?? 'null') as (Partial<StoredSave> & { data?: unknown }) | null;
    if (!parsed || typeof parsed !== 'object') return null;
    if (parsed.data && typeof parsed.data === 'object') {
      const { data, ...rest } = parsed;
      return {
        ...rest,
        version: parsed.version!,
        base: { seed: null, anchor: legacyAnchor() },
        changes: { upserts: data as StoredSave['changes']['upserts'], removed: {} },
      };
    }
    const { base, changes } = parsed;
    if (!isSavedBase(base) || !changes || typeof changes !== 'object') return null;
    if (
      !changes.upserts ||
      typeof changes.upserts !== 'object' ||
      !changes.removed ||
      typeof changes.removed !== 'object'
    )
      return null;
    return parsed as StoredSave;
  } catch {
    return null;
  }
}

/** Whether two snapshots hold the very same rows, in the same order (the same objects, not equal ones). */
function sameRows(a: DbSnapshot, b: DbSnapshot): boolean {
  return (Object.keys(b.data) as CollectionName[]).every((name) => sameRowObjects(a.data[name] ?? [], b.data[name]));
}

/** A stored save on its base's rows: the data it holds (for `restoreDb` to check). */
function dataOf(save: StoredSave, rows: DbSnapshot): unknown {
  const upserts: SnapshotChanges['upserts'] = {};
  const removed: SnapshotChanges['removed'] = {};
  for (const [name, list] of Object.entries(save.changes.upserts) as [CollectionName, unknown][]) {
    if (!Array.isArray(list)) return null;
    upserts[name] = new Map(
      list.map((row, i) => [row && typeof row === 'object' ? keyOf(row as Row) : `bad-${i}`, row as Row]),
    );
  }
  for (const [name, keys] of Object.entries(save.changes.removed) as [CollectionName, unknown][]) {
    if (!Array.isArray(keys)) return null;
    removed[name] = new Set(keys.map(String));
  }
  return applyChanges({ version: save.version, data: rows.data }, { upserts, removed });
}

/** `snapshot` as a change of `rows`, in the stored form. */
function changesOf(rows: DbSnapshot, snapshot: DbSnapshot): StoredSave['changes'] {
  const changes = changesBetween(rows, snapshot);
  return {
    upserts: Object.fromEntries(Object.entries(changes.upserts).map(([name, map]) => [name, [...map.values()]])),
    removed: Object.fromEntries(Object.entries(changes.removed).map(([name, keys]) => [name, [...keys]])),
  };
}

function legacyAnchorOf(storage: MockDbStorage | undefined): () => string {
  return () => {
    try {
      return storage?.getItem(LEGACY_ANCHOR_KEY) ?? SEED_REFERENCE_DATE;
    } catch {
      return SEED_REFERENCE_DATE;
    }
  };
}

/** `snapshot` as text: its changes from `base`, whose rows must be loaded in `bases` (null if they are not). */
export function encodeDb(snapshot: DbSnapshot, base: SavedBase, bases: SeedBases): string | null {
  const rows = bases.known(base);
  return rows
    ? JSON.stringify({ version: snapshot.version, base, changes: changesOf(rows, snapshot) } satisfies StoredSave)
    : null;
}

/** Text from `encodeDb`, or a stored save, as the data it holds and its base; null if it holds none. */
export async function decodeDb(
  text: string | null | undefined,
  bases: SeedBases,
): Promise<{ snapshot: DbSnapshot; base: SavedBase } | null> {
  const save = parseStored(text, () => SEED_REFERENCE_DATE);
  if (!save) return null;
  const snapshot = dataOf(save, await bases.load(save.base)) as DbSnapshot | null;
  return snapshot ? { snapshot, base: save.base } : null;
}

export interface LoadOptions {
  /** What a fresh demo is: a seed (at its reference date) and the anchor it is dated at. */
  fresh?: SavedBase;
  restore?: RestoreOptions;
  /** Where base rows come from (a Web Worker in the browser; in Node, `localSeedBases` of mocks/app/seed.ts). */
  bases: SeedBases;
  /** Moves saved data forward to this instant (the browser demo, see `moveToToday`); omitted, data loads as saved. */
  now?: number;
}

export interface LoadedDb {
  /** `seeded` when nothing was stored, `replaced` when what was stored could not be used (damaged, or from an older version). */
  outcome: 'restored' | 'seeded' | 'replaced';
  /** What the data now in the db is a change of. */
  base: SavedBase;
  /** How far the saved data was moved forward (0: not moved). */
  movedMs: number;
  /**
   * The revision of the save the data came from (null: none). A persister must start from it, not
   * from what storage holds when it is created: another tab may have saved while the seed was being
   * computed, and this tab has not loaded that save.
   */
  revision: string | null;
}

const DEFAULT_FRESH: SavedBase = { seed: { referenceDate: SEED_REFERENCE_DATE }, anchor: SEED_REFERENCE_DATE };

/**
 * Restores the persisted db, or seeds a fresh one. The stored text is read once. A saved demo is
 * its base's rows (recomputed, not stored) with its changes on top, moved forward to `now`.
 */
export async function loadPersistedDb(storage: MockDbStorage | undefined, options: LoadOptions): Promise<LoadedDb> {
  const { bases } = options;
  const fresh = options.fresh ?? DEFAULT_FRESH;
  const text = readSavedText(storage);
  const save = parseStored(text, legacyAnchorOf(storage));
  if (save) {
    try {
      const rows = await bases.load(save.base);
      let data = dataOf(save, rows);
      let base = save.base;
      let movedMs = 0;
      if (options.now !== undefined) {
        const moved = moveToToday(data, save.base.anchor, options.now);
        data = moved.snapshot;
        movedMs = moved.movedMs;
        base = { ...save.base, anchor: moved.anchor };
      }
      if (await restoreDb(data, options.restore))
        return { outcome: 'restored', base, movedMs, revision: revisionOf(text) };
    } catch {
      // A corrupt snapshot, or a base that cannot be computed, is not worth more than a reseed.
    }
  }
  await reseedDb(fresh, bases, options.restore);
  return { outcome: text ? 'replaced' : 'seeded', base: fresh, movedMs: 0, revision: revisionOf(text) };
}

/**
 * Replaces the db with a base's rows. They are computed before the db is emptied: the restore swaps
 * the collections in at once, so no save on page hide can store an empty db.
 */
export async function reseedDb(base: SavedBase, bases: SeedBases, restoreOptions: RestoreOptions = {}): Promise<void> {
  const rows = await bases.load(base);
  if (!(await restoreDb(rows, restoreOptions))) resetDb();
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
  /** The data now in the db is a change of this base (a dataset switch; its rows must be loaded in `bases`). */
  rebase: (base: SavedBase) => void;
  /** What the data is a change of. */
  base: () => SavedBase;
}

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

/** Another tab's save, with the data it holds. */
interface TheirSave {
  save: StoredSave;
  snapshot: DbSnapshot;
}

/** One of this tab's saves that another tab's later save may have overwritten without it. */
interface OwnSave {
  /** The revisions that carry its changes: its own, and those of merges that re-applied them. */
  revisions: string[];
  before: DbSnapshot;
  after: DbSnapshot;
}

export interface PersisterOptions {
  /** How another tab's data is restored (in slices, in the browser). */
  restore?: RestoreOptions;
  /** Where base rows come from (a Web Worker in the browser; in Node, `localSeedBases` of mocks/app/seed.ts). */
  bases: SeedBases;
  /** What the data in the db is a change of when the persister starts (its rows loaded in `bases`). */
  base?: SavedBase;
  /** The revision of the save the data in the db came from (`LoadedDb.revision`); by default, what storage holds now. */
  revision?: string | null;
}

/**
 * Writes the data to storage as changes of its base (a seed the demo can recompute), and merges
 * with the other tabs of the demo:
 * - a tab saves only what it changed on top of what another tab saved meanwhile, never its whole
 *   older copy (it knows what it changed by comparing with the data as it last loaded or saved it);
 * - it loads another tab's save with its own unsaved changes on top;
 * - every save carries its revision, in the same stored value as the data, and the revisions it
 *   builds on; two saves at nearly the same moment can cross (Chromium hands storage writes between
 *   tabs with a delay), and a tab whose recent save is missing from another tab's later one saves
 *   its changes again: when it next loads, or when it is hidden.
 * A full quota (big avatars, a large import) is not fatal: the mock keeps working in memory and says so once.
 */
export function createDbPersister(
  storage: MockDbStorage | undefined,
  debounceMs = DEFAULT_DEBOUNCE_MS,
  onFailure: (reason: string) => void = () => undefined,
  options: PersisterOptions,
): DbPersister {
  const { bases } = options;
  const restoreOptions = options.restore ?? {};
  let savedBase: SavedBase = options.base ?? { seed: null, anchor: SEED_REFERENCE_DATE };
  let timer: ReturnType<typeof setTimeout> | undefined;
  let warned = false;
  let revision = options.revision !== undefined ? options.revision : revisionOf(readSavedText(storage));
  /** The revisions the data this tab holds builds on. */
  let history: string[] = [];
  /** The data as this tab last loaded or saved it. */
  let base: DbSnapshot = snapshotDb();
  let ownSaves: OwnSave[] = [];
  /** What this persister last wrote, and on which base: a save of the very same rows writes nothing. */
  let lastWritten: { snapshot: DbSnapshot; on: SavedBase } | null = null;
  let syncing: Promise<boolean> | null = null;
  const legacyAnchor = legacyAnchorOf(storage);

  const carries = (theirs: StoredSave, save: OwnSave) =>
    save.revisions.some((r) => r === theirs.revision || (theirs.history ?? []).includes(r));
  /** Another tab's save with what it lacks of this tab on top: lost saves, then `current`'s unsaved changes. */
  const onto = (theirs: TheirSave, current: DbSnapshot | null): { merged: DbSnapshot; lost: OwnSave[] } => {
    const lost = ownSaves.filter((save) => !carries(theirs.save, save));
    let merged: DbSnapshot = theirs.snapshot;
    for (const save of lost) merged = applyChanges(merged, changesBetween(save.before, save.after));
    if (current) merged = applyChanges(merged, changesBetween(base, current));
    return { merged, lost };
  };
  const write = (snapshot: DbSnapshot, on: SavedBase, lineage: string[]): string | null => {
    if (!storage) return null;
    const rows = bases.known(on);
    if (!rows) return null;
    const next = crypto.randomUUID();
    try {
      const stored: StoredSave = {
        version: snapshot.version,
        base: on,
        changes: changesOf(rows, snapshot),
        revision: next,
        history: lineage.slice(-HISTORY_LENGTH),
      };
      storage.setItem(MOCK_DB_STORAGE_KEY, JSON.stringify(stored));
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
  /**
   * Another tab's save, if one came after what this tab holds: with its data when its base is
   * loaded here, `unknown` when that base must be computed first.
   */
  const newerSave = (): TheirSave | 'unknown' | null => {
    const text = readSavedText(storage);
    const stored = revisionOf(text);
    if (stored === null || stored === revision) return null;
    const save = parseStored(text, legacyAnchor);
    if (!save || save.version !== MOCK_DB_VERSION) return null;
    const rows = bases.known(save.base);
    if (!rows) {
      void bases.load(save.base).then(
        () => scheduleSoon(),
        () => undefined,
      );
      return 'unknown';
    }
    const snapshot = dataOf(save, rows) as DbSnapshot | null;
    return snapshot ? { save, snapshot } : null;
  };
  const scheduleSoon = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = setTimeout(save, debounceMs);
  };
  const save = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
    if (!storage) return;
    // Data moved to a base whose rows are still being computed: it saves once they are in.
    if (!bases.known(savedBase)) {
      void bases.load(savedBase).then(
        () => scheduleSoon(),
        () => undefined,
      );
      return;
    }
    const theirs = newerSave();
    // Another tab moved to a base this tab has not computed yet: it saves once that is done.
    if (theirs === 'unknown') return;
    const current = snapshotDb();
    if (theirs) {
      // This tab has not loaded that save: it writes its changes on top, and loads the merged data
      // on its next request (its revision stays behind).
      const { merged, lost } = onto(theirs, current);
      const written = write(merged, theirs.save.base, [
        ...(theirs.save.history ?? []),
        ...(theirs.save.revision ? [theirs.save.revision] : []),
      ]);
      if (written === null) return;
      for (const save of lost) save.revisions.push(written);
      remember({ revisions: [written], before: base, after: current });
      base = current;
      // Storage holds the merge, not this tab's rows.
      lastWritten = null;
      return;
    }
    // Nothing written since this tab's last save (a snapshot's rows are the same objects while their
    // records are: `snapshotDb`), and storage still holds that save: nothing to write.
    if (
      lastWritten?.on === savedBase &&
      sameRows(lastWritten.snapshot, current) &&
      revisionOf(readSavedText(storage)) === revision
    )
      return;
    const written = write(current, savedBase, [...history, ...(revision ? [revision] : [])]);
    if (written === null) return;
    lastWritten = { snapshot: current, on: savedBase };
    remember({ revisions: [written], before: base, after: current });
    history = [...history, ...(revision ? [revision] : [])].slice(-HISTORY_LENGTH);
    revision = written;
    base = current;
  };
  return {
    schedule: scheduleSoon,
    flush: () => {
      if (timer !== undefined) {
        save();
        return;
      }
      // Nothing unsaved, but a recent save of this tab may have been overwritten by another tab's:
      // then its changes are saved again before the page goes.
      const theirs = ownSaves.length > 0 ? newerSave() : null;
      if (theirs && theirs !== 'unknown' && ownSaves.some((own) => !carries(theirs.save, own))) save();
    },
    save,
    rebase: (next) => {
      savedBase = next;
    },
    base: () => savedBase,
    syncFromOtherTabs: () => {
      // Requests that arrive while another tab's data loads wait for the same load.
      if (syncing) return syncing;
      if (!storage) return Promise.resolve(false);
      const text = readSavedText(storage);
      const stored = revisionOf(text);
      if (stored === null || stored === revision) return Promise.resolve(false);
      syncing = Promise.resolve()
        .then(async () => {
          // Until their data is in, this tab is not at their revision: a save meanwhile (the
          // debounce ending, the page hiding during a sliced restore) merges onto their save
          // instead of writing this tab's older data under their revision.
          const unusable = () => {
            revision = stored;
            return false;
          };
          const theirs = parseStored(text, legacyAnchor);
          if (!theirs) return unusable();
          const snapshot = dataOf(theirs, await bases.load(theirs.base)) as DbSnapshot | null;
          if (!snapshot || snapshot.version !== MOCK_DB_VERSION) return unusable();
          const pending = timer !== undefined;
          const { merged, lost } = onto({ save: theirs, snapshot }, pending ? snapshotDb() : null);
          if (!(await restoreDb(merged, restoreOptions))) return unusable();
          revision = stored;
          // What this tab holds beyond their save (lost saves, unsaved changes) is unsaved again.
          base = snapshot;
          savedBase = theirs.base;
          history = theirs.history ?? [];
          ownSaves = [];
          lastWritten = null;
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
