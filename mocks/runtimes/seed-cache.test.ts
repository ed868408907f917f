import { IDBFactory } from 'fake-indexeddb';
import { describe, expect, it } from 'vitest';
import { cacheSeed, readCachedSeed } from './seed-cache';
import type { SeedRows } from '../core/seed-options';

// Two collections stand in for a seed's rows: the cache keeps whatever it is given, as it was given.
const rowsNamed = (name: string) =>
  ({ admins: [{ id: 'a1', fullName: name, createdAt: '2026-11-20T09:00:00.000Z' }], wines: [] }) as unknown as SeedRows;
const KEY = '/assets/seed-worker-abc.js|[{"referenceDate":"2026-11-20T09:00:00.000Z"},"2026-11-27T09:00:00.000Z"]';
const OTHER_KEY =
  '/assets/seed-worker-def.js|[{"referenceDate":"2026-11-20T09:00:00.000Z"},"2026-11-27T09:00:00.000Z"]';

/** An IndexedDB that cannot be opened (storage refused, as in some private windows). */
const refusingIndexedDb = {
  open() {
    const opening = { error: new DOMException('refused', 'UnknownError') } as {
      error: DOMException;
      onerror?: () => void;
    };
    setTimeout(() => opening.onerror?.(), 0);
    return opening;
  },
} as unknown as IDBFactory;

describe('the seed cache', () => {
  it('answers null until rows are kept, then the rows kept under that key', async () => {
    const indexedDb = new IDBFactory();
    await expect(readCachedSeed(KEY, indexedDb)).resolves.toBeNull();
    await cacheSeed(KEY, rowsNamed('Ada'), indexedDb);
    await expect(readCachedSeed(KEY, indexedDb)).resolves.toEqual(rowsNamed('Ada'));
  });

  it('keeps one entry: rows of another key (a new build, another base) replace the last, and the old key misses', async () => {
    const indexedDb = new IDBFactory();
    await cacheSeed(KEY, rowsNamed('Ada'), indexedDb);
    await cacheSeed(OTHER_KEY, rowsNamed('Grace'), indexedDb);
    await expect(readCachedSeed(KEY, indexedDb)).resolves.toBeNull();
    await expect(readCachedSeed(OTHER_KEY, indexedDb)).resolves.toEqual(rowsNamed('Grace'));
  });

  it('works on a database of its name found without its store (opened by something else first)', async () => {
    const indexedDb = new IDBFactory();
    await new Promise<void>((resolve) => {
      const opening = indexedDb.open('vinotheca_mock_seed_cache');
      opening.onsuccess = () => {
        opening.result.close();
        resolve();
      };
    });
    await expect(readCachedSeed(KEY, indexedDb)).resolves.toBeNull();
    await cacheSeed(KEY, rowsNamed('Ada'), indexedDb);
    await expect(readCachedSeed(KEY, indexedDb)).resolves.toEqual(rowsNamed('Ada'));
  });

  it('without IndexedDB, or with one that refuses, misses and keeps nothing, never failing', async () => {
    await expect(readCachedSeed(KEY, undefined)).resolves.toBeNull();
    await expect(cacheSeed(KEY, rowsNamed('Ada'), undefined)).resolves.toBeUndefined();
    await expect(readCachedSeed(KEY, refusingIndexedDb)).resolves.toBeNull();
    await expect(cacheSeed(KEY, rowsNamed('Ada'), refusingIndexedDb)).resolves.toBeUndefined();
  });
});
