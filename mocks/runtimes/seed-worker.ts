/// <reference lib="webworker" />
import { baseRows, type SavedBase } from '../core/saved-base';
import { seedRows } from '../core/seed-rows';

/**
 * Computes a seed's rows off the page's main thread (seeding the default demo is a few hundred
 * milliseconds of work on a phone). Answers each collection in parts of `PART` rows, so the page
 * takes them in as many short tasks, never one long one.
 */
declare const self: DedicatedWorkerGlobalScope;

const PART = 500;

export type SeedWorkerAnswer = { name: string; rows: unknown[] } | { done: true } | { error: string };

self.onmessage = (event: MessageEvent<{ base: SavedBase }>) => {
  try {
    const rows = baseRows(event.data.base, seedRows) ?? {};
    for (const [name, all] of Object.entries(rows) as [string, unknown[]][]) {
      for (let from = 0; from === 0 || from < all.length; from += PART) self.postMessage({ name, rows: all.slice(from, from + PART) } satisfies SeedWorkerAnswer);
    }
    self.postMessage({ done: true } satisfies SeedWorkerAnswer);
  } catch (error) {
    self.postMessage({ error: error instanceof Error ? error.message : String(error) } satisfies SeedWorkerAnswer);
  }
};
