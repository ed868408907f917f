import { Collection } from '@msw/data';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';

// @msw/data gives every record a key of its own (its identity in updates, deletes and relations).
// Patched (patches/@msw+data+1.1.7.patch): one random UUID per page, then a counter, instead of a
// call into the random number generator for each record, a fifth of restoring the demo's rows.

/** The key @msw/data gave `record` (a symbol property of its own). */
function keyOf(record: object): unknown {
  const symbol = Object.getOwnPropertySymbols(record).find((s) => s.description === 'kPrimaryKey');
  return symbol === undefined ? undefined : (record as Record<symbol, unknown>)[symbol];
}

describe("a collection's record keys", () => {
  afterEach(() => vi.restoreAllMocks());

  it('are made without a random UUID for each record, and every record keeps its own', async () => {
    const wines = new Collection({ schema: z.object({ id: z.number(), name: z.string() }) });
    const uuid = vi.spyOn(crypto, 'randomUUID');
    for (let id = 1; id <= 200; id++) await wines.create({ id, name: `Wine ${id}` });

    // At most the one that starts this page's keys (none if a record was made before in this process).
    expect(uuid.mock.calls.length).toBeLessThanOrEqual(1);
    const keys = wines.all().map(keyOf);
    expect(keys.every((key) => typeof key === 'string' && key.length > 0)).toBe(true);
    expect(new Set(keys).size).toBe(200);

    // The key is what an update and a delete find a record by: each touches its record alone.
    await wines.update((q) => q.where({ id: 100 }), { data: (wine) => void (wine.name = 'Renamed') });
    wines.delete((q) => q.where({ id: 101 }));
    expect(
      wines
        .all()
        .filter((wine) => wine.name === 'Renamed')
        .map((wine) => wine.id),
    ).toEqual([100]);
    expect(wines.all().map((wine) => wine.id)).toEqual([
      ...Array.from({ length: 100 }, (_, i) => i + 1),
      ...Array.from({ length: 99 }, (_, i) => i + 102),
    ]);
  });

  it('stay apart across collections', async () => {
    const schema = z.object({ id: z.number() });
    const [a, b] = [new Collection({ schema }), new Collection({ schema })];
    for (let id = 1; id <= 20; id++) await Promise.all([a.create({ id }), b.create({ id })]);
    expect(new Set([...a.all(), ...b.all()].map(keyOf)).size).toBe(40);
  });
});
