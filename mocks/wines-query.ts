import type { FieldError, Page } from '@/api/types';
import type { SortDirection } from '@/api/users';
import { DEFAULT_WINE_PAGE_SIZE, DEFAULT_WINE_SORT, MAX_WINE_PAGE_SIZE, MIN_VINTAGE, WINE_SORT_FIELDS, WINE_STATUSES, WINE_TYPES } from '@/api/wines';
import type { Wine, WineListQuery, WineSortField } from '@/api/wines';
import { toEurCents } from '@/lib/exchange-rates';
import type { WineRecord } from './db';
import { createQueryReader, pageOf, sortByKey } from './query-params';
import { MAX_USER_PAGE } from './users-query';

export const MAX_WINE_SEARCH_LENGTH = 200;
export const MAX_VINTAGE_QUERY = 2999;

/** A valid wines list query: the filters as the API names them, paging and sort taken apart. */
export interface WineListCriteria extends Omit<WineListQuery, 'page' | 'size' | 'sort' | 'search'> {
  page: number;
  size: number;
  sortField: WineSortField;
  sortDirection: SortDirection;
  /** Trimmed and lower-cased; empty matches every wine. */
  search: string;
}

export type ParsedWineListQuery = { ok: true; criteria: WineListCriteria } | { ok: false; errors: FieldError[] };

const TYPE_RANK = new Map<string, number>(WINE_TYPES.map((t, i) => [t, i]));
const STATUS_RANK = new Map<string, number>(WINE_STATUSES.map((s, i) => [s, i]));

/** Reads `GET /wines` query parameters like the users list: every problem reported, unknown ones ignored. */
export function parseWineListQuery(params: URLSearchParams): ParsedWineListQuery {
  const errors: FieldError[] = [];
  const { single, wholeNumber, oneOf, sort } = createQueryReader(params, errors);
  const text = (field: string, label: string): string | undefined => {
    const raw = single(field, label);
    if (raw === undefined) return undefined;
    if (raw.trim().length === 0 || raw.length > MAX_WINE_SEARCH_LENGTH) {
      errors.push({ field, message: `${label} must be 1 to ${MAX_WINE_SEARCH_LENGTH} characters` });
      return undefined;
    }
    return raw.trim();
  };

  const criteria: WineListCriteria = {
    page: wholeNumber('page', 'Page', 0, MAX_USER_PAGE) ?? 0,
    size: wholeNumber('size', 'Size', 1, MAX_WINE_PAGE_SIZE) ?? DEFAULT_WINE_PAGE_SIZE,
    ...(sort(WINE_SORT_FIELDS, DEFAULT_WINE_SORT) ?? { sortField: 'name', sortDirection: 'asc' }),
    search: '',
  };
  const search = single('search', 'Search')?.trim() ?? '';
  if ([...search].length > MAX_WINE_SEARCH_LENGTH) errors.push({ field: 'search', message: `Search must be at most ${MAX_WINE_SEARCH_LENGTH} characters` });
  else criteria.search = search.toLowerCase();

  const type = oneOf('type', 'Type', WINE_TYPES);
  const status = oneOf('status', 'Status', WINE_STATUSES);
  const country = single('country', 'Country');
  if (country !== undefined && !/^[A-Za-z]{2}$/.test(country)) errors.push({ field: 'country', message: 'Country must be a two-letter ISO code' });
  const region = text('region', 'Region');
  const categoryId = text('categoryId', 'Category id');
  const vintage = wholeNumber('vintage', 'Vintage', MIN_VINTAGE, MAX_VINTAGE_QUERY);
  const vintageFrom = wholeNumber('vintageFrom', 'Vintage from', MIN_VINTAGE, MAX_VINTAGE_QUERY);
  const vintageTo = wholeNumber('vintageTo', 'Vintage to', MIN_VINTAGE, MAX_VINTAGE_QUERY);
  if (vintageFrom !== undefined && vintageTo !== undefined && vintageFrom > vintageTo) {
    errors.push({ field: 'vintageTo', message: 'Vintage to must not be before vintage from' });
  }
  Object.assign(criteria, {
    ...(type && { type }),
    ...(status && { status }),
    ...(country !== undefined && /^[A-Za-z]{2}$/.test(country) && { country: country.toUpperCase() }),
    ...(region !== undefined && { region: region.toLowerCase() }),
    ...(categoryId !== undefined && { categoryId }),
    ...(vintage !== undefined && { vintage }),
    ...(vintageFrom !== undefined && { vintageFrom }),
    ...(vintageTo !== undefined && { vintageTo }),
  });
  return errors.length > 0 ? { ok: false, errors } : { ok: true, criteria };
}

/** Whether a wine matches every filter; region compares case-insensitively, search by substring. */
export function matchesWineCriteria(wine: WineRecord, c: WineListCriteria): boolean {
  if (c.type !== undefined && wine.type !== c.type) return false;
  if (c.status !== undefined && wine.status !== c.status) return false;
  if (c.country !== undefined && wine.country !== c.country) return false;
  if (c.region !== undefined && wine.region.toLowerCase() !== c.region) return false;
  if (c.categoryId !== undefined && wine.categoryId !== c.categoryId) return false;
  if (c.vintage !== undefined && wine.vintage !== c.vintage) return false;
  if (c.vintageFrom !== undefined && (wine.vintage === null || wine.vintage < c.vintageFrom)) return false;
  if (c.vintageTo !== undefined && (wine.vintage === null || wine.vintage > c.vintageTo)) return false;
  if (!c.search) return true;
  return wine.name.toLowerCase().includes(c.search) || wine.producer.toLowerCase().includes(c.search);
}

function sortKeyOf(wine: WineRecord, field: WineSortField): string | number | null {
  switch (field) {
    case 'name':
    case 'producer':
    case 'region':
      return wine[field].toLowerCase();
    case 'type':
      return TYPE_RANK.get(wine.type) ?? 0;
    case 'status':
      return STATUS_RANK.get(wine.status) ?? 0;
    case 'price':
      // Prices are in several currencies: compare what they are worth, in euro cents.
      return toEurCents(wine.price.amount, wine.price.currency);
    default:
      return wine[field];
  }
}

/**
 * Orders by one field, then by id ascending. Text compares case-insensitively by code unit, types
 * and statuses in their declared order, price by its value in euros (the fixed rate table); a
 * non-vintage wine (null) sorts last in either direction.
 */
export function sortWines(wines: readonly WineRecord[], field: WineSortField, direction: SortDirection): WineRecord[] {
  return sortByKey(wines, (wine) => sortKeyOf(wine, field), direction);
}

/** One page of the wines matching the criteria, in the requested order. */
export function listWines(wines: readonly WineRecord[], criteria: WineListCriteria, toWine: (record: WineRecord) => Wine): Page<Wine> {
  const matches = wines.filter((wine) => matchesWineCriteria(wine, criteria));
  const sorted = sortWines(matches, criteria.sortField, criteria.sortDirection);
  return pageOf(sorted, criteria.page, criteria.size, toWine);
}
