import { SEED_REFERENCE_DATE } from '../core/demo-clock';
import { createSeedBases, reseedDb, type SeedBases } from '../core/db-persistence';
import { baseRows, seedBase } from '../core/saved-base';
import type { SeedOptions } from '../core/seed-options';

/** Seeds computed in this thread (Node, tests). */
export const localSeedBases = (): SeedBases =>
  createSeedBases(async (base) => baseRows(base, (await import('./seed-rows')).seedRows));

/**
 * The seeds computed in this process, as the demo keeps them (trusted, and frozen where tests run):
 * the tests and the standalone server reseed before every test and every provider state, and
 * computing and validating the whole demo each time was ~100–160 ms of a reseed; restoring the same
 * rows is ~30 ms. A test holds the seed's rows to the schemas (seed.test.ts).
 */
const bases = localSeedBases();

/** Replaces the db with the seeded rows (see `seedRows`). */
export async function seedDb(options: SeedOptions = {}): Promise<void> {
  await reseedDb(seedBase(options, options.referenceDate ?? SEED_REFERENCE_DATE), bases);
}
