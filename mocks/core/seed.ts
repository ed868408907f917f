import { db, insertMany } from './db';
import { seedRows, type SeedOptions } from './seed-rows';

export { SEED, SEED_REFERENCE_DATE, seedRows, type SeedOptions } from './seed-rows';

/** Adds the seeded rows (see `seedRows`) to an empty db. */
export async function seedDb(options: SeedOptions = {}): Promise<void> {
  const rows = seedRows(options);
  for (const name of Object.keys(rows) as (keyof typeof rows)[]) {
    await insertMany(db[name] as { create: (row: object) => Promise<unknown> }, rows[name]);
  }
}
