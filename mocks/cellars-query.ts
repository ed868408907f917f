import { CELLAR_FILL_BANDS, CELLAR_SORT_FIELDS, CELLAR_STATUSES, CELLAR_VISIBILITIES, DEFAULT_CELLAR_PAGE_SIZE, DEFAULT_CELLAR_SORT, DEFAULT_INVENTORY_SORT, INVENTORY_SORT_FIELDS, MAX_CELLAR_PAGE_SIZE } from '@/api/cellars';
import type { Cellar, CellarFillBand, CellarSortField, CellarStatus, CellarVisibility, InventoryItem, InventorySortField } from '@/api/cellars';
import type { FieldError, Page } from '@/api/types';
import type { SortDirection } from '@/api/users';
import { fillBandOf } from './cellar-figures';
import { createQueryReader, pageOf, sortByKey } from './query-params';
import { MAX_USER_PAGE } from './users-query';

export const MAX_CELLAR_SEARCH_LENGTH = 200;

export interface CellarListCriteria {
  page: number;
  size: number;
  sortField: CellarSortField;
  sortDirection: SortDirection;
  /** Trimmed and lower-cased; empty matches every cellar. */
  search: string;
  visibility?: CellarVisibility;
  country?: string;
  fill?: CellarFillBand;
  status?: CellarStatus;
}

export interface InventoryCriteria {
  page: number;
  size: number;
  sortField: InventorySortField;
  sortDirection: SortDirection;
}

type Parsed<C> = { ok: true; criteria: C } | { ok: false; errors: FieldError[] };

/** Reads `GET /cellars` like the users and wines lists: every problem reported, unknown parameters ignored. */
export function parseCellarListQuery(params: URLSearchParams): Parsed<CellarListCriteria> {
  const errors: FieldError[] = [];
  const read = createQueryReader(params, errors);
  const page = read.wholeNumber('page', 'Page', 0, MAX_USER_PAGE) ?? 0;
  const size = read.wholeNumber('size', 'Size', 1, MAX_CELLAR_PAGE_SIZE) ?? DEFAULT_CELLAR_PAGE_SIZE;
  const sort = read.sort(CELLAR_SORT_FIELDS, DEFAULT_CELLAR_SORT) ?? { sortField: 'name', sortDirection: 'asc' };
  const search = read.single('search', 'Search')?.trim() ?? '';
  if ([...search].length > MAX_CELLAR_SEARCH_LENGTH) errors.push({ field: 'search', message: `Search must be at most ${MAX_CELLAR_SEARCH_LENGTH} characters` });
  const visibility = read.oneOf('visibility', 'Visibility', CELLAR_VISIBILITIES);
  const fill = read.oneOf('fill', 'Fill', CELLAR_FILL_BANDS);
  const status = read.oneOf('status', 'Status', CELLAR_STATUSES);
  const country = read.single('country', 'Country');
  const countryOk = country !== undefined && /^[A-Za-z]{2}$/.test(country);
  if (country !== undefined && !countryOk) errors.push({ field: 'country', message: 'Country must be a two-letter ISO code' });
  if (errors.length > 0) return { ok: false, errors };
  return {
    ok: true,
    criteria: {
      page,
      size,
      ...sort,
      search: search.toLowerCase(),
      ...(visibility && { visibility }),
      ...(fill && { fill }),
      ...(status && { status }),
      ...(countryOk && { country: country.toUpperCase() }),
    },
  };
}

/** Reads `GET /cellars/{id}/inventory`: page, size and sort. */
export function parseInventoryQuery(params: URLSearchParams): Parsed<InventoryCriteria> {
  const errors: FieldError[] = [];
  const read = createQueryReader(params, errors);
  const page = read.wholeNumber('page', 'Page', 0, MAX_USER_PAGE) ?? 0;
  const size = read.wholeNumber('size', 'Size', 1, MAX_CELLAR_PAGE_SIZE) ?? DEFAULT_CELLAR_PAGE_SIZE;
  const sort = read.sort(INVENTORY_SORT_FIELDS, DEFAULT_INVENTORY_SORT) ?? { sortField: 'binLocation', sortDirection: 'asc' };
  return errors.length > 0 ? { ok: false, errors } : { ok: true, criteria: { page, size, ...sort } };
}

/** Whether a cellar matches every filter; search is a substring of the name, owner name or owner e-mail. */
export function matchesCellarCriteria(cellar: Cellar, c: CellarListCriteria): boolean {
  if (c.visibility !== undefined && cellar.visibility !== c.visibility) return false;
  if (c.status !== undefined && cellar.status !== c.status) return false;
  if (c.country !== undefined && cellar.country !== c.country) return false;
  if (c.fill !== undefined && fillBandOf(cellar.bottles, cellar.capacity) !== c.fill) return false;
  if (!c.search) return true;
  return [cellar.name, cellar.owner.fullName, cellar.owner.email].some((text) => text.toLowerCase().includes(c.search));
}

function cellarKey(cellar: Cellar, field: CellarSortField): string | number {
  switch (field) {
    case 'name':
    case 'location':
      return cellar[field].toLowerCase();
    case 'owner':
      return cellar.owner.fullName.toLowerCase();
    case 'value':
      return cellar.estimatedValue.amount;
    default:
      return cellar[field];
  }
}

/** One page of the cellars matching the criteria, ordered by the field then by id. */
export function listCellars(cellars: readonly Cellar[], criteria: CellarListCriteria): Page<Cellar> {
  const matches = cellars.filter((cellar) => matchesCellarCriteria(cellar, criteria));
  const sorted = sortByKey(matches, (cellar) => cellarKey(cellar, criteria.sortField), criteria.sortDirection);
  return pageOf(sorted, criteria.page, criteria.size, (cellar) => cellar);
}

/** "A3" before "A10": digit runs compare as numbers. */
export const binSortKey = (bin: string) => bin.toLowerCase().replace(/\d+/g, (digits) => digits.padStart(8, '0'));

function itemKey(item: InventoryItem, field: InventorySortField): string | number | null {
  switch (field) {
    case 'wine':
      return item.wine.name.toLowerCase();
    case 'producer':
      return item.wine.producer.toLowerCase();
    case 'vintage':
      return item.wine.vintage;
    case 'binLocation':
      return binSortKey(item.binLocation);
    case 'value':
      return item.value.amount;
    default:
      return item[field];
  }
}

/** One page of a cellar's inventory; a non-vintage wine sorts last by vintage in either direction. */
export function listInventory(items: readonly InventoryItem[], criteria: InventoryCriteria): Page<InventoryItem> {
  const sorted = sortByKey(items, (item) => itemKey(item, criteria.sortField), criteria.sortDirection);
  return pageOf(sorted, criteria.page, criteria.size, (item) => item);
}
