import { describe, expect, it, vi } from 'vitest';
import type { Page } from '@/api/types';
import type { Wine, WineListQuery } from '@/api/wines';
import { makeWine } from '@tests/support/make-wine';
import { fetchAllWines, WineExportError, winesToCsv } from './wine-csv';

const wine = (n: number, patch: Partial<Wine> = {}): Wine =>
  makeWine(n, {
    id: `w${n}`,
    name: `Wine ${n}`,
    producer: 'Maison, "Père & Fils"',
    vintage: 2000 + n,
    type: 'WHITE',
    categoryName: 'Whites',
    grapes: [
      { variety: 'Chardonnay', percentage: 85 },
      { variety: 'Aligoté', percentage: null },
    ],
    region: 'Burgundy',
    appellation: 'Bourgogne AOC',
    abv: 12.5,
    description: 'line one\nline two',
    price: { amount: 19, currency: 'EUR' },
    drinkFrom: 2024,
    drinkUntil: 2030,
    status: 'PUBLISHED',
    updatedAt: '2025-02-01T00:00:00Z',
    ...patch,
  });

function pages(all: Wine[]) {
  return vi.fn(async (q: WineListQuery): Promise<Page<Wine>> => {
    const page = q.page ?? 0;
    const size = q.size ?? 20;
    return {
      content: all.slice(page * size, (page + 1) * size),
      page,
      size,
      totalElements: all.length,
      totalPages: Math.ceil(all.length / size),
    };
  });
}

describe('fetchAllWines', () => {
  it('reads every page at size 100 with the query, reporting progress', async () => {
    const all = Array.from({ length: 230 }, (_, i) => wine(i));
    const list = pages(all);
    const progress = vi.fn();
    const wines = await fetchAllWines(list, { sort: 'price,desc', type: 'WHITE' }, progress);
    expect(wines?.map((w) => w.id)).toEqual(all.map((w) => w.id));
    expect(list.mock.calls.map(([q]) => q)).toEqual(
      [0, 1, 2].map((page) => ({ sort: 'price,desc', type: 'WHITE', page, size: 100 })),
    );
    expect(progress.mock.calls.map(([p]) => p)).toEqual([
      { loaded: 100, total: 230 },
      { loaded: 200, total: 230 },
      { loaded: 230, total: 230 },
    ]);
  });

  it('asks once for an empty list', async () => {
    const list = pages([]);
    await expect(fetchAllWines(list, {})).resolves.toEqual([]);
    expect(list).toHaveBeenCalledTimes(1);
  });

  it('keeps a wine that shifted onto the next page only once', async () => {
    const list = vi
      .fn()
      .mockResolvedValueOnce({ content: [wine(1), wine(2)], page: 0, size: 100, totalElements: 3, totalPages: 2 })
      .mockResolvedValueOnce({ content: [wine(2), wine(3)], page: 1, size: 100, totalElements: 3, totalPages: 2 });
    expect((await fetchAllWines(list, {}))?.map((w) => w.id)).toEqual(['w1', 'w2', 'w3']);
  });

  it('rejects naming the failed page, and with an unknown count when the first fails', async () => {
    const failing = vi
      .fn()
      .mockResolvedValueOnce({ content: [wine(1)], page: 0, size: 100, totalElements: 250, totalPages: 3 })
      .mockRejectedValueOnce(new Error('down'));
    const error = await fetchAllWines(failing, {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(WineExportError);
    expect((error as WineExportError).message).toBe('Page 2 of 3 could not be loaded');
    const first = await fetchAllWines(vi.fn().mockRejectedValue(new Error('down')), {}).catch((e: unknown) => e);
    expect((first as WineExportError).message).toBe('The first page could not be loaded');
  });

  it('stops between pages once cancelled', async () => {
    const list = pages(Array.from({ length: 300 }, (_, i) => wine(i)));
    let cancelled = false;
    const result = await fetchAllWines(
      list,
      {},
      () => (cancelled = true),
      () => cancelled,
    );
    expect(result).toBeNull();
    expect(list).toHaveBeenCalledTimes(1);
  });
});

describe('winesToCsv', () => {
  it('writes one escaped record per wine with readable labels', () => {
    const csv = winesToCsv(
      [wine(1), wine(2, { vintage: null, appellation: null, drinkFrom: null, name: '@risk' })],
      (code) => (code === 'FR' ? 'France' : code),
    );
    const records = csv.split('\r\n');
    expect(records[0]).toBe(
      'Name,Producer,Vintage,Type,Category,Grapes,Region,Appellation,Country,Country code,ABV (%),Bottle size (ml),Price,Currency,Drink from,Drink until,Status,Created,Updated,ID',
    );
    expect(records[1]).toBe(
      'Wine 1,"Maison, ""Père & Fils""",2001,White,Whites,Chardonnay 85%; Aligoté,Burgundy,Bourgogne AOC,France,FR,12.5,750,19.00,EUR,2024,2030,Published,2025-01-01T00:00:00Z,2025-02-01T00:00:00Z,w1',
    );
    expect(records[2]).toMatch(
      /^'@risk,"Maison, ""Père & Fils""",NV,White,Whites,Chardonnay 85%; Aligoté,Burgundy,,France,FR,12.5,750,19.00,EUR,,2030,/,
    );
    expect(records).toHaveLength(4);
  });
});
