/// <reference lib="webworker" />
import { baseFromFragment, baseRows, type SavedBase } from '../core/saved-base';
import { seedRows } from '../app/seed-rows';
import { type SeedRows } from '../core/seed-options';

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

/** What the worker posts: the rows in parts, then `done` (and it closes), or an error. */
export type SeedWorkerAnswer = { name: string; rows: unknown[] } | { done: true } | { error: string };

function post(rows: SeedRows): void {
  for (const [name, all] of Object.entries(rows) as [string, unknown[]][]) {
    for (let from = 0; from === 0 || from < all.length; from += PART)
      self.postMessage({ name, rows: all.slice(from, from + PART) } satisfies SeedWorkerAnswer);
  }
}

function answer(base: SavedBase | null): void {
  try {
    if (!base) throw new Error('The seed worker was started without a base');
    const rows = baseRows(base, seedRows);
    if (!rows) throw new Error('The seed worker was started on a base without a seed');
    post(rows);
    self.postMessage({ done: true } satisfies SeedWorkerAnswer);
    self.close();
  } catch (error) {
    self.postMessage({ error: error instanceof Error ? error.message : String(error) } satisfies SeedWorkerAnswer);
  }
}

answer(baseFromFragment(self.location.hash));
