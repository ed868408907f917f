import { anchorFor, shiftSnapshot } from './demo-clock';
import type { SeedOptions, SeedRows } from './seed-options';

/**
 * What saved data is a change of: the rows of a seed (`seed`, seeded at its `referenceDate`) with
 * their dates moved forward to `anchor`; or, with no seed, no rows at all (then the changes are the
 * whole data, as for an imported snapshot that was saved before this format).
 * The demo stores this description and its changes, never rows the seed can recompute.
 */
export interface SavedBase {
  seed: (SeedOptions & { referenceDate: string }) | null;
  anchor: string;
}

/** The rows of a base: the seed, moved to the base's anchor. Pure, so a Web Worker can run it. */
export function baseRows(base: SavedBase, seedRows: (options: SeedOptions) => SeedRows): SeedRows | null {
  if (!base.seed) return null;
  const rows = seedRows(base.seed);
  const moved = Date.parse(base.anchor) - Date.parse(base.seed.referenceDate);
  return (shiftSnapshot({ data: rows }, moved) as { data: SeedRows }).data;
}

/** Where the browser demo keeps its saved data. */
export const MOCK_DB_STORAGE_KEY = 'vinotheca_mock_db';

/** The page's localStorage, or undefined where it cannot be used (the demo then keeps its data in memory). */
export function browserStorage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

/** The saved data's text, or null when there is none or the storage cannot be read. */
export function readSavedText(storage: Pick<Storage, 'getItem'> | undefined): string | null {
  try {
    return storage?.getItem(MOCK_DB_STORAGE_KEY) ?? null;
  } catch {
    return null;
  }
}

/** Whether a stored value has the shape of a base: an anchor, and a seed or none (null or left out). */
export function isSavedBase(value: unknown): value is SavedBase {
  if (typeof value !== 'object' || value === null) return false;
  const { anchor, seed } = value as Partial<SavedBase>;
  return typeof anchor === 'string' && (seed === undefined || typeof seed === 'object');
}

/** Before the base in a seed worker's fragment: a first visit's, which no cache holds yet and which is not kept. */
/**
 * The URL of a seed worker (runtimes/seed-worker.ts) for `base`: its script's, with the base as the
 * fragment.
 */
export function seedWorkerUrl(script: string, base: SavedBase): string {
  return `${script}#${encodeURIComponent(JSON.stringify(base))}`;
}

/** The base a seed worker's URL fragment (`location.hash`) carries, or null when it carries none that reads. */
export function baseFromFragment(hash: string): SavedBase | null {
  try {
    const base: unknown = JSON.parse(decodeURIComponent(hash.replace(/^#/, '')));
    return isSavedBase(base) ? base : null;
  } catch {
    return null;
  }
}

/** One key per base: the same seed at the same anchor has the same rows. */
export const baseKey = (base: SavedBase): string => (base.seed ? JSON.stringify([base.seed, base.anchor]) : 'none');

/** The options that choose a seed (a dataset's size, or an empty console), without any other options. */
function seedOptionsOf(options: SeedOptions): SeedOptions {
  const { adminCount, wineCount, memberCount, empty } = options;
  return Object.fromEntries(
    Object.entries({ adminCount, wineCount, memberCount, empty }).filter(([, value]) => value !== undefined),
  );
}

/** The base of a seed at `referenceDate`, not moved since. */
export function seedBase(options: SeedOptions, referenceDate: string): SavedBase {
  return { seed: { ...seedOptionsOf(options), referenceDate }, anchor: referenceDate };
}

/** The base of a demo opened for the first time at `now`: seeded at today's anchor. */
export const freshBase = (options: SeedOptions, now: number): SavedBase => seedBase(options, anchorFor(now));

/**
 * The base a stored save names, read without parsing its changes (a save stores its version and
 * base before them): a guess made before the mock's code is in, so null when in any doubt.
 */
export function peekSavedBase(text: string | null | undefined): SavedBase | null {
  const end = text?.indexOf(',"changes":') ?? -1;
  if (!text || end < 0) return null;
  try {
    const { base } = JSON.parse(`${text.slice(0, end)}}`) as { base?: unknown };
    return isSavedBase(base) ? base : null;
  } catch {
    return null;
  }
}
