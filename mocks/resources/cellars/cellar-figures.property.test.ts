import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { createCellarsApi } from '@/api/cellars';
import type { CellarUpdateRequest } from '@/api/cellars';
import { cellarFigures } from './cellar-figures';
import { db } from '../../core/db';
import { setupMockBackend } from '@tests/support/mock-backend';

// Every test reseeds the whole demo; a loaded shared machine needs more than the 5 s default.
vi.setConfig({ testTimeout: 60_000, hookTimeout: 60_000 });

// The oracle converts on its own: rates written out again, cents summed line by line.
const RATES: Record<string, number> = {
  EUR: 1,
  USD: 0.92,
  GBP: 1.16,
  CHF: 1.05,
  AUD: 0.6,
  NZD: 0.55,
  ZAR: 0.05,
  ARS: 0.001,
  CLP: 0.001,
  CAD: 0.67,
};
const currency = fc.constantFrom('EUR', 'USD', 'AUD', 'NZD', 'ZAR', 'GBP', 'XYZ');
const price = fc.record({ amount: fc.integer({ min: 0, max: 500_000 }).map((c) => c / 100), currency });
const wines = fc.uniqueArray(fc.record({ id: fc.uuid(), price }), {
  minLength: 1,
  maxLength: 12,
  selector: (w) => w.id,
});

function oracle(
  capacity: number,
  items: { wineId: string; quantity: number }[],
  byId: Map<string, { price: { amount: number; currency: string } }>,
) {
  const bottles = items.reduce((sum, i) => sum + i.quantity, 0);
  const cents = items.reduce((sum, i) => {
    const wine = byId.get(i.wineId);
    const rate = wine ? RATES[wine.price.currency] : undefined;
    return sum + (wine && rate !== undefined ? Math.round(i.quantity * wine.price.amount * rate * 100) : 0);
  }, 0);
  return { bottles, ratio: bottles / capacity, cents };
}

describe('cellarFigures, for any inventory', () => {
  it('agrees with the inventory: bottles, fill rate to 3 decimals, value to the cent (500 runs)', () => {
    fc.assert(
      fc.property(
        wines.chain((ws) =>
          fc.tuple(
            fc.constant(ws),
            fc.integer({ min: 1, max: 100_000 }),
            fc.array(
              fc.record({
                wineId: fc.oneof(fc.constantFrom(...ws.map((w) => w.id)), fc.uuid()),
                quantity: fc.integer({ min: 1, max: 24 }),
              }),
              { maxLength: 60 },
            ),
          ),
        ),
        ([ws, capacity, items]) => {
          const byId = new Map(ws.map((w) => [w.id, w]));
          const figures = cellarFigures({ capacity }, items, byId);
          const expected = oracle(capacity, items, byId);
          expect(figures.bottles).toBe(expected.bottles);
          expect(Math.abs(figures.fillRate - expected.ratio)).toBeLessThanOrEqual(0.0005 + 1e-12);
          expect(Math.round(figures.estimatedValue.amount * 100)).toBe(expected.cents);
          expect(figures.estimatedValue.currency).toBe('EUR');
          expect(figures.fillBand === 'EMPTY').toBe(expected.bottles === 0);
          expect(figures.fillBand === 'FULL').toBe(expected.bottles > 0 && expected.bottles >= capacity);
        },
      ),
      { numRuns: 500 },
    );
  });
});

const { client } = setupMockBackend({ signInAs: 'admin@vinotheca.test' });

const step = fc.oneof(
  fc.record({ kind: fc.constant('quantity' as const), pick: fc.nat(), quantity: fc.integer({ min: 1, max: 24 }) }),
  fc.record({ kind: fc.constant('remove' as const), pick: fc.nat() }),
  fc.record({ kind: fc.constant('add' as const), pick: fc.nat(), quantity: fc.integer({ min: 1, max: 24 }) }),
  fc.record({ kind: fc.constant('capacity' as const), capacity: fc.integer({ min: 1, max: 5000 }) }),
  fc.record({ kind: fc.constant('reprice' as const), pick: fc.nat(), price }),
);

describe('GET /cellars/{id} after random changes', () => {
  it('always reports the figures of the inventory as it is now (40 runs of up to 8 changes)', async () => {
    const api = createCellarsApi(client.http);
    const cellar = db.cellars.all().find((c) => c.status === 'ACTIVE');
    if (!cellar) throw new Error('no active cellar');
    const wineIds = db.wines.all().map((w) => w.id);
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 8 }), async (steps) => {
        for (const s of steps) {
          const lines = db.inventory.findMany((q) => q.where({ cellarId: cellar.id }));
          const line = lines.length > 0 && 'pick' in s ? lines[s.pick % lines.length] : undefined;
          if (s.kind === 'quantity' && line)
            await db.inventory.update((q) => q.where({ id: line.id }), {
              data: (row) => void (row.quantity = s.quantity),
            });
          if (s.kind === 'remove' && line) db.inventory.deleteMany((q) => q.where({ id: line.id }));
          if (s.kind === 'add') {
            const wineId = wineIds[s.pick % wineIds.length] ?? '';
            await db.inventory.create({
              id: crypto.randomUUID(),
              cellarId: cellar.id,
              wineId,
              quantity: s.quantity,
              binLocation: 'Z9',
              purchasePrice: { amount: 10, currency: 'EUR' },
              purchaseDate: '2026-01-02',
            });
          }
          if (s.kind === 'reprice' && line)
            await db.wines.update((q) => q.where({ id: line.wineId }), { data: (row) => void (row.price = s.price) });
          if (s.kind === 'capacity') {
            const current = await api.get(cellar.id);
            const body: CellarUpdateRequest = {
              name: current.name,
              location: current.location,
              country: current.country,
              capacity: Math.max(s.capacity, current.bottles),
              temperatureC: current.temperatureC,
              visibility: current.visibility,
            };
            await api.update(cellar.id, body);
          }
        }
        const record = db.cellars.findFirst((q) => q.where({ id: cellar.id }));
        if (!record) throw new Error('cellar vanished');
        const lines = db.inventory.findMany((q) => q.where({ cellarId: cellar.id }));
        const expected = oracle(record.capacity, lines, new Map(db.wines.all().map((w) => [w.id, w])));
        const answered = await api.get(cellar.id);
        expect(answered.bottles).toBe(expected.bottles);
        expect(Math.abs(answered.fillRate - expected.ratio)).toBeLessThanOrEqual(0.0005 + 1e-12);
        expect(Math.round(answered.estimatedValue.amount * 100)).toBe(expected.cents);
        const page = await api.inventory(cellar.id, { size: 100 });
        expect(page.totalElements).toBe(lines.length);
        if (page.totalPages === 1)
          expect(Math.round(page.content.reduce((sum, i) => sum + i.value.amount * 100, 0))).toBe(expected.cents);
        expect(cellarFigures(record, lines, new Map(db.wines.all().map((w) => [w.id, w]))).bottles).toBe(
          answered.bottles,
        );
      }),
      { numRuns: 40 },
    );
  });
});
