import { MOCK_DB_VERSION, restoreDb, trustSeedRows } from './db';
import { seedRows, type SeedOptions, type SeedRows } from './seed-rows';

export { SEED, SEED_REFERENCE_DATE, seedRows, type SeedOptions } from './seed-rows';

/**
 * The rows of the last few seeds computed in this process, trusted (frozen where tests run): the
 * tests and the standalone server reseed before every test and every provider state, and computing
 * and validating the whole demo each time was ~100–160 ms of a reseed; restoring the same rows is
 * ~30 ms. A test holds the seed's rows to the schemas (seed.test.ts).
 */
const computed = new Map<string, SeedRows>();
const KEEP = 3;

async function rowsOf(options: SeedOptions): Promise<SeedRows> {
  const key = JSON.stringify(Object.entries(options).filter(([, value]) => value !== undefined).sort(([a], [b]) => a.localeCompare(b)));
  let rows = computed.get(key);
  if (!rows) {
    rows = seedRows(options);
    await trustSeedRows(rows);
  }
  // The most recently used last, so the oldest goes first.
  computed.delete(key);
  computed.set(key, rows);
  for (const old of [...computed.keys()].slice(0, -KEEP)) computed.delete(old);
  return rows;
}

/** Replaces the db with the seeded rows (see `seedRows`). */
export async function seedDb(options: SeedOptions = {}): Promise<void> {
  if (!(await restoreDb({ version: MOCK_DB_VERSION, data: await rowsOf(options) }))) throw new Error('The seed’s rows did not load');
}
