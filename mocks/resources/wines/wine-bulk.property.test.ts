import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WINE_BULK_ACTIONS, WINE_STATUSES, WINE_TYPES } from '@/api/wines';
import type { WineBulkFilter, WineBulkRequest } from '@/api/wines';
import { db } from '../../core/db';
import type { WineRecord } from '../../core/db';
import { createMockServer } from '../../runtimes/node';
import { resetMockBackend } from '../../app/reset-mock-backend';
import { createTestClient, installTestClock } from '@tests/support/mock-backend';
import type { TestClient } from '@tests/support/mock-backend';

const WINE_COUNT = 80;
const server = createMockServer();
let client: TestClient;
let clock: ReturnType<typeof installTestClock>;
let categoryIds: string[];

beforeAll(async () => {
  server.listen({ onUnhandledFrame: 'error' });
  await resetMockBackend({ adminCount: 10, wineCount: WINE_COUNT });
  clock = installTestClock();
  client = createTestClient();
  await client.signIn('admin@vinotheca.test');
  categoryIds = db.categories.all().map((c) => c.id);
});
afterAll(() => server.close());

const byId = (rows: readonly WineRecord[]) => new Map(rows.map((row) => [row.id, { ...row }]));
const withoutUpdatedAt = ({ updatedAt: _updatedAt, ...rest }: WineRecord) => rest;

const statusArb = fc.constantFrom(...WINE_STATUSES);
const typeArb = fc.constantFrom(...WINE_TYPES);
/** Filters as the list offers them, mostly wide enough that the action changes some wines. */
const filterArb: fc.Arbitrary<WineBulkFilter> = fc.oneof(
  fc.constant({}),
  fc.record({ status: statusArb }),
  fc.record({ type: typeArb }),
  fc.record({ categoryId: fc.nat({ max: 20 }).map((i) => categoryIds[i % categoryIds.length]!) }),
  fc.record({ status: statusArb, type: typeArb }),
);

describe('a bulk action by filter, then its undo', () => {
  it('leaves every wine as it was (a restored one with updatedAt now), and accounts for every item', async () => {
    let undoneRuns = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.constantFrom(...WINE_STATUSES), { minLength: WINE_COUNT, maxLength: WINE_COUNT }),
        fc.constantFrom(...WINE_BULK_ACTIONS),
        fc.nat({ max: 20 }),
        filterArb,
        async (statuses, action, categoryIndex, filter) => {
          // The statuses the run starts from, written as the single calls would leave them.
          const wines = db.wines.all();
          for (const [i, wine] of wines.entries()) {
            const status = statuses[i]!;
            if (wine.status !== status) await db.wines.update(wine, { data: (row) => void (row.status = status) });
          }
          clock.advance(1000);
          const before = byId(db.wines.all());
          const request = (
            action === 'SET_CATEGORY'
              ? { action, categoryId: categoryIds[categoryIndex % categoryIds.length]!, filter }
              : { action, filter }
          ) as WineBulkRequest;

          const result = await client.wines.bulk(request);
          expect(result.done + result.refused).toBe(result.items.length);
          expect(result.items.filter((item) => item.outcome === 'done')).toHaveLength(result.done);
          expect(result.undoUntil === null).toBe(result.done === 0);
          const done = new Set(result.items.filter((item) => item.outcome === 'done').map((item) => item.id));
          if (result.done === 0) return;

          undoneRuns += 1;
          clock.advance(1000);
          const undone = await client.wines.undoBulk(result.operationId);
          expect(undone).toMatchObject({
            operationId: result.operationId,
            action,
            done: result.done,
            refused: 0,
            undoUntil: null,
          });
          const after = byId(db.wines.all());
          expect([...after.keys()].sort()).toEqual([...before.keys()].sort());
          const now = new Date(clock.now()).toISOString();
          for (const [id, was] of before) {
            const is = after.get(id)!;
            if (done.has(id)) {
              expect(withoutUpdatedAt(is)).toEqual(withoutUpdatedAt(was));
              expect(is.updatedAt).toBe(now);
            } else {
              expect(is).toEqual(was);
            }
          }
        },
      ),
      { numRuns: 40 },
    );
    // Most runs change something, so the undo is what is being checked, not an empty selection.
    expect(undoneRuns).toBeGreaterThan(20);
  });
});
