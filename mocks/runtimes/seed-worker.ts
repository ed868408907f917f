/// <reference lib="webworker" />
import { baseFromFragment, baseKey, baseRows, fragmentOfFirstVisit, type SavedBase } from '../core/saved-base';
import { seedRows } from '../app/seed-rows';
import { type SeedRows } from '../core/seed-options';
import { cacheSeed, readCachedSeed, SEED_WORKER_CACHE } from './seed-cache';

/**
 * Computes a seed's rows off the page's main thread (seeding the default demo is a few hundred
 * milliseconds of work on a phone). Answers each collection in parts of `PART` rows, so the page
 * takes them in as many short tasks, never one long one.
 *
 * The base comes in the worker's URL (`#` and its JSON: `seedWorkerUrl` in saved-base.ts), so the
 * worker starts on it as soon as its script has run. A message posted to a new worker waits, in
 * Chromium, until the page's main thread has heard that the worker's script ran; on a signed-in
 * reload that thread is busy evaluating the app, and the seed started 30–40 ms later.
 */
declare const self: DedicatedWorkerGlobalScope;

const PART = 500;

/**
 * What the worker posts: the rows in parts, then `done`; `cache` when it computed them and can keep
 * them for the next visit, which it does once the page posts `SEED_WORKER_CACHE` (seed-cache.ts), and then closes.
 */
export type SeedWorkerAnswer = { name: string; rows: unknown[] } | { done: true; cache?: true } | { error: string };

/** The cache's key for `base`: this script's file (a build's name changes with its code) and the base. */
const cacheKey = (base: SavedBase) => `${self.location.pathname}|${baseKey(base)}`;

function post(rows: SeedRows): void {
  for (const [name, all] of Object.entries(rows) as [string, unknown[]][]) {
    for (let from = 0; from === 0 || from < all.length; from += PART)
      self.postMessage({ name, rows: all.slice(from, from + PART) } satisfies SeedWorkerAnswer);
  }
}

async function answer(base: SavedBase | null): Promise<void> {
  try {
    if (!base) throw new Error('The seed worker was started without a base');
    // A development server's script keeps its name as its code changes: no cache there.
    const key = import.meta.env.DEV ? null : cacheKey(base);
    // A first visit neither reads nor writes the cache: nothing can be in it yet, and a worker kept
    // alive to write holds the rows (and the garbage collection of them) while the page starts.
    const firstVisit = fragmentOfFirstVisit(self.location.hash);
    const cached = key && !firstVisit ? await readCachedSeed(key) : null;
    const rows = cached ?? baseRows(base, seedRows);
    if (!rows) throw new Error('The seed worker was started on a base without a seed');
    post(rows);
    if (!key || cached || firstVisit) {
      self.postMessage({ done: true } satisfies SeedWorkerAnswer);
      self.close();
      return;
    }
    // Writing the rows is CPU the page may need now (the load's own start): the page says when.
    self.onmessage = (event: MessageEvent<unknown>) => {
      if (event.data !== SEED_WORKER_CACHE) return;
      void cacheSeed(key, rows).finally(() => self.close());
    };
    self.postMessage({ done: true, cache: true } satisfies SeedWorkerAnswer);
  } catch (error) {
    self.postMessage({ error: error instanceof Error ? error.message : String(error) } satisfies SeedWorkerAnswer);
  }
}

void answer(baseFromFragment(self.location.hash));
