import { baseRows, type SavedBase } from '../core/saved-base';
import type { SeedRows } from '../core/seed-rows';
import type { SeedWorkerAnswer } from './seed-worker';

/** Seeds on the page: where a Web Worker cannot start (or failed), the seed still comes. */
async function seedOnPage(base: SavedBase): Promise<SeedRows | null> {
  const { seedRows } = await import('../core/seed-rows');
  return baseRows(base, seedRows);
}

/**
 * A base's rows, computed in a Web Worker so the page's main thread only takes in the answer (in
 * parts of a few hundred rows). Falls back to seeding on the page if the worker cannot run.
 */
export function seedInWorker(base: SavedBase): Promise<SeedRows | null> {
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
