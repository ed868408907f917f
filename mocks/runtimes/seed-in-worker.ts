import { baseKey, baseRows, freshBase, MOCK_DB_STORAGE_KEY, peekSavedBase, type SavedBase } from '../core/saved-base';
import type { SeedRows } from '../core/seed-rows';
import type { StartMockWorkerOptions } from './browser';
import type { SeedWorkerAnswer } from './seed-worker';

/** Seeds on the page: where a Web Worker cannot start (or failed), the seed still comes. */
async function seedOnPage(base: SavedBase): Promise<SeedRows | null> {
  const { seedRows } = await import('../core/seed-rows');
  return baseRows(base, seedRows);
}

/** Computes a base's rows in a Web Worker (on the page if none can run). */
function computeInWorker(base: SavedBase): Promise<SeedRows | null> {
  if (!base.seed) return Promise.resolve(null);
  let worker: Worker;
  try {
    worker = new Worker(new URL('./seed-worker.ts', import.meta.url), { type: 'module', name: 'vinotheca-mock-seed' });
  } catch {
    return seedOnPage(base);
  }
  return new Promise<SeedRows | null>((resolve, reject) => {
    const rows: Record<string, unknown[]> = {};
    const fallBack = () => {
      worker.terminate();
      seedOnPage(base).then(resolve, reject);
    };
    worker.onmessage = (event: MessageEvent<SeedWorkerAnswer>) => {
      const answer = event.data;
      if ('error' in answer) fallBack();
      else if ('done' in answer) {
        worker.terminate();
        resolve(rows as unknown as SeedRows);
      } else (rows[answer.name] ??= []).push(...answer.rows);
    };
    worker.onerror = (event) => {
      event.preventDefault();
      fallBack();
    };
    worker.postMessage({ base });
  });
}

/** A seed started by `seedEarly`, until the mock asks for it; and whether the mock has asked for any yet. */
let early: { key: string; rows: Promise<SeedRows | null> } | null = null;
let asked = false;

/**
 * A base's rows, computed in a Web Worker so the page's main thread only takes in the answer (in
 * parts of a few hundred rows). Falls back to seeding on the page if the worker cannot run. The
 * first ask takes the seed `seedEarly` started, if it is of the same base.
 */
export function seedInWorker(base: SavedBase): Promise<SeedRows | null> {
  asked = true;
  const started = early?.key === baseKey(base) ? early.rows : null;
  early = null;
  return started ?? computeInWorker(base);
}

/**
 * Starts computing the seed the mock is about to load, before the mock's own code is in: the base
 * the saved data names (read from storage without parsing the data), or else the base of a first
 * visit with `options` (those the mock starts with). Started first, the seed is ready by the time
 * the mock asks for it: on a returning visit the mock waited ~70–90 ms for it, the page's thread
 * idle. A wrong guess costs a worker's time on another core.
 */
export function seedEarly(options: StartMockWorkerOptions, storage: Pick<Storage, 'getItem'> | undefined, now = Date.now()): void {
  if (asked || early) return;
  let text: string | null = null;
  try {
    text = storage?.getItem(MOCK_DB_STORAGE_KEY) ?? null;
  } catch {
    // Storage that cannot be read: the mock will seed afresh.
  }
  const base = (text ? peekSavedBase(text) : null) ?? freshBase(options, now);
  if (!base.seed) return;
  const rows = computeInWorker(base);
  // Never taken if the guess was wrong: its failure is nobody's to report.
  rows.catch(() => undefined);
  early = { key: baseKey(base), rows };
}
