import type { SeedRows } from '../core/seed-options';

// The seed worker's cache of the rows it computed: one entry, in IndexedDB, under a key naming the
// worker's script (its built file name changes with its code) and the base. A later load reads the
// rows instead of computing them again. It is a cache, not the saved demo: the browser may drop it,
// a failed read or write only means the rows are computed, and the saved data (localStorage) stays
// the changes alone (ADR 0016 and its addendum of 2026-11-28).

/** The page's go-ahead to the seed worker to write its rows to the cache, sent when the page is idle. */
export const SEED_WORKER_CACHE = 'cache';

const DB_NAME = 'vinotheca_mock_seed_cache';
const STORE = 'seeds';
/** The only entry's key: the store keeps the last rows computed, with their key beside them. */
const ENTRY = 'last';

interface Entry {
  key: string;
  rows: SeedRows;
}

function request<T>(req: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error ?? new Error('IndexedDB request failed'));
  });
}

function openAt(indexedDb: IDBFactory, version?: number): Promise<IDBDatabase> {
  const opening = indexedDb.open(DB_NAME, version);
  opening.onupgradeneeded = () => {
    if (!opening.result.objectStoreNames.contains(STORE)) opening.result.createObjectStore(STORE);
  };
  return request(opening);
}

/** The cache's database, with its store: one found without it (made by something else) is upgraded to have it. */
async function openCache(indexedDb: IDBFactory): Promise<IDBDatabase> {
  const db = await openAt(indexedDb);
  if (db.objectStoreNames.contains(STORE)) return db;
  const version = db.version + 1;
  db.close();
  return openAt(indexedDb, version);
}

/** The rows cached under `key`, or null when there are none (or the cache cannot be read). */
export async function readCachedSeed(
  key: string,
  indexedDb: IDBFactory | undefined = globalThis.indexedDB,
): Promise<SeedRows | null> {
  if (!indexedDb) return null;
  try {
    const db = await openCache(indexedDb);
    try {
      const entry = (await request(db.transaction(STORE, 'readonly').objectStore(STORE).get(ENTRY))) as
        Entry | undefined;
      return entry?.key === key ? entry.rows : null;
    } finally {
      db.close();
    }
  } catch {
    return null;
  }
}

/** Keeps `rows` under `key`, in place of what the cache held; resolves once written (or failed: a cache may miss). */
export async function cacheSeed(
  key: string,
  rows: SeedRows,
  indexedDb: IDBFactory | undefined = globalThis.indexedDB,
): Promise<void> {
  if (!indexedDb) return;
  try {
    const db = await openCache(indexedDb);
    try {
      const transaction = db.transaction(STORE, 'readwrite');
      transaction.objectStore(STORE).put({ key, rows } satisfies Entry, ENTRY);
      await new Promise<void>((resolve, reject) => {
        transaction.oncomplete = () => resolve();
        transaction.onerror = transaction.onabort = () =>
          reject(transaction.error ?? new Error('IndexedDB write failed'));
      });
    } finally {
      db.close();
    }
  } catch {
    // Computed again next time.
  }
}
