import { readFileSync } from 'node:fs';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  baseFromFragment,
  freshBase,
  MOCK_DB_STORAGE_KEY,
  peekSavedBase,
  seedWorkerUrl,
  type SavedBase,
} from '../core/saved-base';

/**
 * A Web Worker stand-in: reads its base from its URL's fragment, as the seed worker does, answers it
 * with one row naming its anchor, and counts the workers started.
 */
class FakeSeedWorker {
  static started: SavedBase[] = [];
  static stopped = 0;
  /** Workers that delivered their rows (a stopped one delivers nothing). */
  static answered = 0;
  onmessage: ((event: { data: unknown }) => void) | null = null;
  onerror: (() => void) | null = null;
  constructor(url: string) {
    const { hash } = new URL(url, 'http://localhost/');
    const base = baseFromFragment(hash);
    if (!base) throw new Error(`No base in ${url}`);
    FakeSeedWorker.started.push(base);
    // Answers a task later, as a worker would (a cancel can come first).
    setTimeout(() => {
      // A stopped worker answers nothing.
      if (this.#terminated) return;
      FakeSeedWorker.answered += 1;
      this.onmessage?.({ data: { name: 'admins', rows: [{ anchor: base.anchor }] } });
      this.onmessage?.({ data: { done: true } });
    }, 0);
  }
  #terminated = false;
  terminate() {
    if (!this.#terminated) FakeSeedWorker.stopped += 1;
    this.#terminated = true;
  }
}

const NOW = Date.parse('2026-11-26T12:00:00.000Z');
const SAVED: SavedBase = {
  seed: { adminCount: 500, referenceDate: '2026-11-20T09:00:00.000Z' },
  anchor: '2026-11-24T09:00:00.000Z',
};
const storageWith = (text: string | null) => ({
  getItem: (key: string) => (key === MOCK_DB_STORAGE_KEY ? text : null),
});
const savedText = (base: SavedBase) =>
  JSON.stringify({ version: 7, base, changes: { upserts: { admins: [{ id: 'a' }] }, removed: {} }, revision: 'r1' });

// The module keeps the early seed: a fresh copy per test.
const load = () => import('./seed-in-worker');

describe('seedEarly and seedInWorker', () => {
  beforeEach(() => {
    vi.resetModules();
    FakeSeedWorker.started = [];
    FakeSeedWorker.stopped = 0;
    FakeSeedWorker.answered = 0;
    vi.stubGlobal('Worker', FakeSeedWorker);
  });
  afterEach(async () => {
    // Workers a test started and never asked for answer a task later: they answer before the next test counts.
    await new Promise((resolve) => setTimeout(resolve, 10));
    vi.unstubAllGlobals();
  });

  it("on a first visit, starts the fresh base's seed, which the mock's ask then takes (one worker)", async () => {
    const { seedEarly, seedInWorker } = await load();
    // The options the mock starts with: those that do not choose a seed (the API's base) change nothing.
    const mockOptions = { adminBase: '/api/v1/admin', now: NOW };
    seedEarly(mockOptions, storageWith(null));
    expect(FakeSeedWorker.started).toEqual([freshBase({}, NOW)]);
    await expect(seedInWorker(freshBase({}, NOW))).resolves.toEqual({
      admins: [{ anchor: freshBase({}, NOW).anchor }],
    });
    expect(FakeSeedWorker.started).toHaveLength(1);
  });

  it('on a returning visit, starts the base the saved data names', async () => {
    const { seedEarly, seedInWorker } = await load();
    seedEarly({ now: NOW }, storageWith(savedText(SAVED)));
    await expect(seedInWorker(SAVED)).resolves.toEqual({ admins: [{ anchor: SAVED.anchor }] });
    expect(FakeSeedWorker.started).toEqual([SAVED]);
    await seedInWorker(freshBase({ adminCount: 10_000 }, NOW));
  });

  it('a wrong guess is stopped at the first ask, which computes its own base', async () => {
    const { seedEarly, seedInWorker } = await load();
    seedEarly({ now: NOW }, storageWith(savedText(SAVED)));
    await expect(seedInWorker(freshBase({}, NOW))).resolves.toEqual({
      admins: [{ anchor: freshBase({}, NOW).anchor }],
    });
    await new Promise((resolve) => setTimeout(resolve, 10));
    // The wrong guess's worker was stopped before it answered: only the asked base's did.
    expect(FakeSeedWorker.answered).toBe(1);
    expect(FakeSeedWorker.stopped).toBe(2);
    await seedInWorker(SAVED);
    expect(FakeSeedWorker.started).toEqual([SAVED, freshBase({}, NOW), SAVED]);
  });

  it('an early seed the mock does not need (its data names no seed) is stopped once the data is loaded', async () => {
    const { seedEarly, seedNotNeeded, seedInWorker } = await load();
    seedEarly({ now: NOW }, storageWith(null));
    seedNotNeeded();
    expect(FakeSeedWorker.stopped).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(FakeSeedWorker.answered).toBe(0);
    // Nothing is kept for a later ask: a dataset switch computes its base anew.
    await seedInWorker(freshBase({}, NOW));
    expect(FakeSeedWorker.started).toEqual([freshBase({}, NOW), freshBase({}, NOW)]);
  });

  it('starts nothing once the mock has asked, nor twice, nor for a base with no seed', async () => {
    const first = await load();
    await first.seedInWorker(SAVED);
    first.seedEarly({ now: NOW }, storageWith(null));
    expect(FakeSeedWorker.started).toEqual([SAVED]);

    vi.resetModules();
    const second = await load();
    second.seedEarly({ now: NOW }, storageWith(null));
    second.seedEarly({ now: NOW }, storageWith(savedText(SAVED)));
    second.seedEarly({ now: NOW }, storageWith(savedText({ seed: null, anchor: SAVED.anchor })));
    expect(FakeSeedWorker.started).toEqual([SAVED, freshBase({}, NOW)]);

    vi.resetModules();
    const third = await load();
    third.seedEarly({ now: NOW }, storageWith(savedText({ seed: null, anchor: SAVED.anchor })));
    expect(FakeSeedWorker.started).toEqual([SAVED, freshBase({}, NOW)]);
  });

  it('a worker is stopped once its rows came', async () => {
    const { seedInWorker } = await load();
    await seedInWorker(SAVED);
    expect(FakeSeedWorker.stopped).toBe(1);
  });

  it('storage that throws on reading is a first visit', async () => {
    const { seedEarly } = await load();
    seedEarly(
      { now: NOW },
      {
        getItem: () => {
          throw new Error('SecurityError');
        },
      },
    );
    expect(FakeSeedWorker.started).toEqual([freshBase({}, NOW)]);
  });
});

describe('the seed worker URL', () => {
  it.each([SAVED, freshBase({ adminCount: 10_000 }, NOW), { seed: null, anchor: SAVED.anchor }])(
    'carries its base in the fragment: %j',
    (base) => {
      const url = new URL(seedWorkerUrl('/assets/seed-worker-abc.js', base), 'http://localhost/');
      expect(url.pathname).toBe('/assets/seed-worker-abc.js');
      expect(baseFromFragment(url.hash)).toEqual(base);
    },
  );

  it.each(['', '#', '#%7B', '#%7B%7D', `#${encodeURIComponent('{"seed":null}')}`, '#%E0%A4%A'])(
    'a fragment without a base reads as none: %j',
    (hash) => {
      expect(baseFromFragment(hash)).toBeNull();
    },
  );
});

describe('public/boot.js', () => {
  it("tells a first visit by the demo's saved data, under the key the mock saves it at", () => {
    expect(readFileSync('public/boot.js', 'utf8')).toContain(`read('${MOCK_DB_STORAGE_KEY}') === null`);
  });
});

describe('peekSavedBase', () => {
  it.each([
    ['a save in the changes format', savedText(SAVED), SAVED],
    ['a save of no seed', savedText({ seed: null, anchor: SAVED.anchor }), { seed: null, anchor: SAVED.anchor }],
    ['a whole snapshot saved before the changes format', JSON.stringify({ version: 6, data: { admins: [] } }), null],
    ['damaged text', '{"version":7,"base":{"seed":{"adminCount":5', null],
    ['a base with no anchor', JSON.stringify({ version: 7, base: { seed: null }, changes: {} }), null],
    [
      'a base with no seed field (read as no seed, as the loader reads it)',
      JSON.stringify({ version: 7, base: { anchor: SAVED.anchor }, changes: {} }),
      { anchor: SAVED.anchor },
    ],
    [
      'a base whose seed is not an object',
      JSON.stringify({ version: 7, base: { seed: 'x', anchor: SAVED.anchor }, changes: {} }),
      null,
    ],
    ['nothing saved', null, null],
  ])('%s', (_, text, expected) => {
    expect(peekSavedBase(text)).toEqual(expected);
  });
});
