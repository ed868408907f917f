import type { Page } from '@/api/types';
import { WINE_LIST, type Wine, type WineListQuery } from '@/api/wines';
import { toCsv, type CsvColumn } from '@/lib/csv';
import { WINE_STATUS_LABELS, WINE_TYPE_LABELS } from '@/api/wine-vocabulary';

export type ListWines = (query: WineListQuery) => Promise<Page<Wine>>;

export interface ExportProgress {
  loaded: number;
  total: number;
}

/** Why an export stopped: which page failed (1-based) and of how many, once known. */
export class WineExportError extends Error {
  readonly page: number;
  readonly pages: number | null;

  constructor(page: number, pages: number | null, cause: unknown) {
    super(pages === null ? 'The first page could not be loaded' : `Page ${page} of ${pages} could not be loaded`, {
      cause,
    });
    this.name = 'WineExportError';
    this.page = page;
    this.pages = pages;
  }
}

/**
 * Every wine the query matches, in its order, read page by page at the largest page size.
 * Any failed page rejects with a WineExportError, so a partial list is never returned.
 * `isCancelled` is checked between pages (a cancelled export resolves to null).
 */
export async function fetchAllWines(
  list: ListWines,
  query: Omit<WineListQuery, 'page' | 'size'>,
  onProgress?: (progress: ExportProgress) => void,
  isCancelled: () => boolean = () => false,
): Promise<Wine[] | null> {
  const wines = new Map<string, Wine>();
  let pages: number | null = null;
  for (let page = 0; pages === null || page < pages; page += 1) {
    if (isCancelled()) return null;
    let result: Page<Wine>;
    try {
      result = await list({ ...query, page, size: WINE_LIST.maxSize });
    } catch (failure) {
      throw new WineExportError(page + 1, pages, failure);
    }
    // A wine that moved between pages while reading (an edit elsewhere) is kept once.
    for (const wine of result.content) wines.set(wine.id, wine);
    pages = result.totalPages;
    onProgress?.({ loaded: wines.size, total: result.totalElements });
  }
  return [...wines.values()];
}

const grapes = (wine: Wine) =>
  wine.grapes.map((g) => (g.percentage === null ? g.variety : `${g.variety} ${g.percentage}%`)).join('; ');

/** The CSV columns of a wine; `countryName` turns an ISO code into the name the list shows. */
function wineCsvColumns(countryName: (code: string) => string): CsvColumn<Wine>[] {
  return [
    { header: 'Name', value: (w) => w.name },
    { header: 'Producer', value: (w) => w.producer },
    { header: 'Vintage', value: (w) => w.vintage ?? 'NV' },
    { header: 'Type', value: (w) => WINE_TYPE_LABELS[w.type] },
    { header: 'Category', value: (w) => w.categoryName },
    { header: 'Grapes', value: grapes },
    { header: 'Region', value: (w) => w.region },
    { header: 'Appellation', value: (w) => w.appellation },
    { header: 'Country', value: (w) => countryName(w.country) },
    { header: 'Country code', value: (w) => w.country },
    { header: 'ABV (%)', value: (w) => w.abv },
    { header: 'Bottle size (ml)', value: (w) => w.bottleSizeMl },
    { header: 'Price', value: (w) => w.price.amount.toFixed(2) },
    { header: 'Currency', value: (w) => w.price.currency },
    { header: 'Drink from', value: (w) => w.drinkFrom },
    { header: 'Drink until', value: (w) => w.drinkUntil },
    { header: 'Status', value: (w) => WINE_STATUS_LABELS[w.status] },
    { header: 'Created', value: (w) => w.createdAt },
    { header: 'Updated', value: (w) => w.updatedAt },
    { header: 'ID', value: (w) => w.id },
  ];
}

/** The wines as a CSV document. */
export function winesToCsv(wines: readonly Wine[], countryName: (code: string) => string = (code) => code): string {
  return toCsv(wineCsvColumns(countryName), wines);
}
