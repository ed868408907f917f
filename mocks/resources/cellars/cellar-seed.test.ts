import { beforeAll, describe, expect, it, vi } from 'vitest';
import { cellarFigures, groupByCellar } from './cellar-figures';
import { db, resetDb, snapshotDb } from '../../core/db';
import { seedDb } from '../../app/seed';

// Every test reseeds the whole demo; a loaded shared machine needs more than the 5 s default.
vi.setConfig({ testTimeout: 60_000, hookTimeout: 60_000 });

describe('seeded members, cellars and inventory', () => {
  beforeAll(async () => {
    resetDb();
    await seedDb();
  });

  it('holds about 300 members and 350 cellars, some members with two', () => {
    expect(db.members.count()).toBe(300);
    const cellars = db.cellars.all();
    expect(cellars.length).toBeGreaterThan(320);
    expect(cellars.length).toBeLessThan(400);
    const perMember = groupByCellar(cellars.map((c) => ({ cellarId: c.memberId })));
    expect([...perMember.values()].some((owned) => owned.length === 2)).toBe(true);
    expect(new Set(db.members.all().map((m) => m.email)).size).toBe(300);
  });

  it('keeps cellars in the documented ranges and every line on a published or archived wine', () => {
    const wines = new Map(db.wines.all().map((w) => [w.id, w]));
    for (const cellar of db.cellars.all()) {
      expect(cellar.capacity).toBeGreaterThanOrEqual(24);
      expect(cellar.capacity).toBeLessThanOrEqual(3000);
      expect(cellar.temperatureC).toBeGreaterThanOrEqual(10);
      expect(cellar.temperatureC).toBeLessThanOrEqual(16);
      expect(cellar.lastActivityAt >= cellar.createdAt).toBe(true);
    }
    for (const line of db.inventory.all()) {
      expect(['PUBLISHED', 'ARCHIVED']).toContain(wines.get(line.wineId)?.status);
      expect(line.quantity).toBeGreaterThanOrEqual(1);
      expect(line.quantity).toBeLessThanOrEqual(24);
      expect(line.binLocation).toMatch(/^[A-Z]\d{1,2}$/);
      expect(line.purchaseDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
  });

  it('spreads fill rates from empty to full', () => {
    const wines = new Map(db.wines.all().map((w) => [w.id, w]));
    const lines = groupByCellar(db.inventory.all());
    const bands = new Map<string, number>();
    for (const cellar of db.cellars.all()) {
      const { fillBand } = cellarFigures(cellar, lines.get(cellar.id) ?? [], wines);
      bands.set(fillBand, (bands.get(fillBand) ?? 0) + 1);
    }
    for (const band of ['EMPTY', 'LOW', 'MEDIUM', 'HIGH', 'FULL'])
      expect(bands.get(band) ?? 0, band).toBeGreaterThan(0);
  });

  it('is the same on every seed', async () => {
    const first = JSON.stringify([db.members.all(), db.cellars.all(), db.inventory.all().slice(0, 50)]);
    resetDb();
    await seedDb();
    expect(JSON.stringify([db.members.all(), db.cellars.all(), db.inventory.all().slice(0, 50)])).toBe(first);
  });
});

describe('the whole default seed', () => {
  // Seed time (budget 800 ms) is a figure of `npm run bench`, never a test: these machines are noisy.
  it('keeps members, cellars and inventory under 1 MB of snapshot', async () => {
    resetDb();
    await seedDb();
    const { members, cellars, inventory } = snapshotDb().data;
    expect(JSON.stringify({ members, cellars, inventory }).length).toBeLessThan(1_000_000);
  });
});
