import type { Page } from '@/api/types';
import { WINE_LIST, type Wine, type WineListQuery } from '@/api/wines';
import { toCsv, type CsvColumn } from '@/lib/csv';
import { wineStatusLabel, wineTypeLabel } from '@/api/wine-vocabulary';
import { t } from '@/lib/i18n';

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
    super(pages === null ? t('wines.export.firstPageFailed') : t('wines.export.pageFailed', { page, pages }), {
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
    { header: t('wines.fields.name'), value: (w) => w.name },
    { header: t('wines.fields.producer'), value: (w) => w.producer },
    { header: t('wines.fields.vintage'), value: (w) => w.vintage ?? t('wines.vintage.nvShort') },
    { header: t('wines.fields.type'), value: (w) => wineTypeLabel(w.type) },
    { header: t('wines.fields.category'), value: (w) => w.categoryName },
    { header: t('wines.fields.grapes'), value: grapes },
    { header: t('wines.fields.region'), value: (w) => w.region },
    { header: t('wines.fields.appellation'), value: (w) => w.appellation },
    { header: t('wines.fields.country'), value: (w) => countryName(w.country) },
    { header: t('wines.csv.countryCode'), value: (w) => w.country },
    { header: t('wines.csv.abv'), value: (w) => w.abv },
    { header: t('wines.csv.bottleSize'), value: (w) => w.bottleSizeMl },
    { header: t('wines.fields.price'), value: (w) => w.price.amount.toFixed(2) },
    { header: t('wines.csv.currency'), value: (w) => w.price.currency },
    { header: t('wines.csv.drinkFrom'), value: (w) => w.drinkFrom },
    { header: t('wines.csv.drinkUntil'), value: (w) => w.drinkUntil },
    { header: t('wines.fields.status'), value: (w) => wineStatusLabel(w.status) },
    { header: t('wines.fields.created'), value: (w) => w.createdAt },
    { header: t('wines.fields.updated'), value: (w) => w.updatedAt },
    { header: t('wines.csv.id'), value: (w) => w.id },
  ];
}

/** The wines as a CSV document. */
export function winesToCsv(wines: readonly Wine[], countryName: (code: string) => string = (code) => code): string {
  return toCsv(wineCsvColumns(countryName), wines);
}
