import { beforeEach, describe, expect, it } from 'vitest';
import { db, resetDb, snapshotDb } from '../../core/db';
import { seedDb } from '../../app/seed';
import { DEFAULT_WINE_COUNT } from '../../core/seed-sizes';
import { SEED_CATEGORIES } from './wine-seed';

beforeEach(() => resetDb());

describe('the wine seed', () => {
  it('seeds 2,000 wines in the seeded categories', async () => {
    await seedDb();
    const wines = db.wines.all();
    expect(wines).toHaveLength(DEFAULT_WINE_COUNT);
    expect(db.categories.all().map((c) => c.name)).toEqual(SEED_CATEGORIES.map((c) => c.name));
    const categoryIds = new Set(db.categories.all().map((c) => c.id));
    expect(wines.every((wine) => categoryIds.has(wine.categoryId))).toBe(true);
    // The data rules themselves are held by wine-seed.property.test.ts.
  });

  it('is deterministic', async () => {
    await seedDb();
    const first = JSON.stringify(snapshotDb());
    resetDb();
    await seedDb();
    expect(JSON.stringify(snapshotDb())).toBe(first);
  });

  // Seed time is a figure of `npm run bench` (tests/bench/mock-seed.bench-run.ts), never a test.
  it('keeps the default admins, categories and wines under 1.5 MB of snapshot', async () => {
    await seedDb();
    const { admins, categories, wines } = snapshotDb().data;
    expect(JSON.stringify({ admins, categories, wines }).length).toBeLessThan(1_500_000);
  });
});
