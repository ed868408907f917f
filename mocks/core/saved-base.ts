import { shiftSnapshot } from './demo-clock';
import type { SeedOptions, SeedRows } from './seed-rows';

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
