import { beforeEach, describe, expect, it } from 'vitest';
import { WINE_TYPES } from '@/api/wines';
import { db, resetDb, snapshotDb } from '../../core/db';
import { COUNTRIES, regionOf } from '../reference/reference-data';
import { seedDb } from '../../core/seed';
import { DEFAULT_WINE_COUNT } from '../../core/seed-sizes';
import { SEED_CATEGORIES } from './wine-seed';

beforeEach(() => resetDb());

describe('the wine seed', () => {
  it('seeds 2,000 plausible wines in the seeded categories', async () => {
    await seedDb();
    const wines = db.wines.all();
    expect(wines).toHaveLength(DEFAULT_WINE_COUNT);
    expect(db.categories.all().map((c) => c.name)).toEqual(SEED_CATEGORIES.map((c) => c.name));
    const categoryIds = new Set(db.categories.all().map((c) => c.id));
    expect(new Set(wines.map((w) => w.type))).toEqual(new Set(WINE_TYPES));
    for (const wine of wines) {
      expect(categoryIds.has(wine.categoryId)).toBe(true);
      const region = regionOf(wine.country, wine.region);
      expect(region, `${wine.region} is a region of ${wine.country}`).toBeDefined();
      expect(Object.keys(region?.grapes ?? {})).toContain(wine.type);
      expect(wine.grapes.reduce((sum, g) => sum + (g.percentage ?? 0), 0)).toBeLessThanOrEqual(100);
      expect(wine.abv).toBeGreaterThanOrEqual(0);
      expect(wine.abv).toBeLessThanOrEqual(25);
      if (wine.vintage !== null) expect(wine.vintage).toBeGreaterThanOrEqual(1800);
      if (wine.drinkFrom !== null && wine.drinkUntil !== null) expect(wine.drinkFrom).toBeLessThanOrEqual(wine.drinkUntil);
      if (wine.type === 'FORTIFIED' && wine.drinkFrom !== null && wine.drinkUntil !== null) expect(wine.drinkUntil - wine.drinkFrom).toBeGreaterThanOrEqual(9);
    }
    const identities = wines.map((w) => `${w.producer}|${w.name}|${w.vintage}|${w.bottleSizeMl}`.toLowerCase());
    expect(new Set(identities).size).toBe(wines.length);
    const sparkling = wines.filter((w) => w.type === 'SPARKLING');
    expect(sparkling.filter((w) => w.vintage === null).length / sparkling.length).toBeGreaterThan(0.5);
  });

  it('names a wine with a style word only when it is of that style (no red Kabinett, no dry Eiswein)', async () => {
    await seedDb();
    for (const wine of db.wines.all()) {
      const country = COUNTRIES.find((c) => c.code === wine.country);
      const styled = Object.entries(country?.typedCuvees ?? {}).filter(([, names]) => names.some((name) => wine.name.endsWith(name)));
      const generic = country?.cuvees.some((name) => wine.name.endsWith(name)) ?? false;
      expect(generic || styled.some(([type]) => type === wine.type), `${wine.name} (${wine.type}, ${wine.country})`).toBe(true);
    }
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
