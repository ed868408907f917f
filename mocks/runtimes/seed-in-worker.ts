import {
  baseKey,
  baseRows,
  browserStorage,
  freshBase,
  peekSavedBase,
  readSavedText,
  seedWorkerUrl,
  type SavedBase,
} from '../core/saved-base';
import seedWorkerScript from './seed-worker.ts?worker&url';
import type { SeedOptions, SeedRows } from '../core/seed-options';
import type { SeedWorkerAnswer } from './seed-worker';

/** Seeds on the page: where a Web Worker cannot start (or failed), the seed still comes. */
async function seedOnPage(base: SavedBase): Promise<SeedRows | null> {
  const { seedRows } = await import('../app/seed-rows');
  return baseRows(base, seedRows);
}

/** Computes a base's rows in a Web Worker (on the page if none can run); `cancel` stops the worker and answers null. */
function computeInWorker(base: SavedBase): { rows: Promise<SeedRows | null>; cancel: () => void } {
  let cancel = () => {};
  const rows = computeRows(base, (stop) => (cancel = stop));
  return { rows, cancel: () => cancel() };
}

function computeRows(base: SavedBase, onCancel: (stop: () => void) => void): Promise<SeedRows | null> {
  if (!base.seed) return Promise.resolve(null);
  let worker: Worker;
  try {
    // The base goes in the URL: the worker starts on it as soon as its script runs (seed-worker.ts).
    worker = new Worker(seedWorkerUrl(seedWorkerScript, base), {
      type: 'module',
      name: 'vinotheca-mock-seed',
    });
  } catch {
    return seedOnPage(base);
  }
  return new Promise<SeedRows | null>((resolve, reject) => {
    onCancel(() => {
      worker.terminate();
      resolve(null);
    });
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
  });
}

/** A seed started by `seedEarly`, until the mock asks for it; and whether the mock has asked for any yet. */
let early: { key: string; seed: ReturnType<typeof computeInWorker> } | null = null;
let asked = false;

/** Lets go of an early seed nobody took: a wrong guess's worker stops, and its rows are not kept. */
function dropEarly(): void {
  early?.seed.cancel();
  early = null;
}

/**
 * A base's rows, computed in a Web Worker so the page's main thread only takes in the answer (in
 * parts of a few hundred rows). Falls back to seeding on the page if the worker cannot run. The
 * first ask takes the seed `seedEarly` started, if it is of the same base.
 */
export function seedInWorker(base: SavedBase): Promise<SeedRows | null> {
  asked = true;
  if (early?.key === baseKey(base)) {
    const { rows } = early.seed;
    early = null;
    return rows;
  }
  dropEarly();
  return computeInWorker(base).rows;
}

/**
 * Starts computing the seed the mock is about to load, before the mock's own code is in: the base
 * the saved data names (read from storage without parsing the data), or else the base of a first
 * visit with `options` (those the mock starts with, `now` among them). Started first, the seed is
 * ready by the time the mock asks for it: on a returning visit the mock waited ~70–90 ms for it,
 * the page's thread idle. A wrong guess is stopped at the mock's first ask, or once its data is loaded
 * (`seedNotNeeded`).
 */
export function seedEarly(
  options: SeedOptions & { now?: number },
  storage: Pick<Storage, 'getItem'> | undefined = browserStorage(),
): void {
  if (asked || early) return;
  const text = readSavedText(storage);
  const base = (text ? peekSavedBase(text) : null) ?? freshBase(options, options.now ?? Date.now());
  if (!base.seed) return;
  const seed = computeInWorker(base);
  // Never taken if the guess was wrong: its failure is nobody's to report.
  seed.rows.catch(() => undefined);
  early = { key: baseKey(base), seed };
}

/** The mock has loaded its data: an early seed it did not ask for (data saved without a seed) is let go. */
export function seedNotNeeded(): void {
  asked = true;
  dropEarly();
}
