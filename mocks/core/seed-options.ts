import type { DbSnapshot } from './db';

/** What chooses a seed: the demo's seed (mocks/app/seed-rows.ts) reads these, a saved base stores them. */
export interface SeedOptions {
  /** Total number of admins, demo accounts included (clamped to the demo accounts..10,000). */
  adminCount?: number;
  /** Number of wines (default 2,000). */
  wineCount?: number;
  /** Number of members owning cellars (default 300, about 350 cellars). */
  memberCount?: number;
  /** The instant the seeded history ends at (default `SEED_REFERENCE_DATE`; the browser demo: today's anchor). */
  referenceDate?: string;
  /** An empty console: the demo accounts and the settings only (no other admin, wine, category, cellar or history). */
  empty?: boolean;
}

/** Every collection's rows, as a snapshot holds them. */
export type SeedRows = DbSnapshot['data'];
