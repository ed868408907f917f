import { DEFAULT_CELLAR_PAGE_SIZE, INVENTORY_SORT_FIELDS, type InventoryQuery, type InventorySortField } from '@/api/cellars';
import type { SortDirection } from '@/api/users';
import { parsePageParam, parseSizeParam, parseSortParam } from '@/lib/list-params';
import { CELLAR_PAGE_SIZES, type CellarPageSize } from './cellar-list-params';

/** Which page of a cellar's inventory the detail screen shows, as its URL holds it (1-based page). */
export interface InventoryState {
  page: number;
  size: CellarPageSize;
  sortField: InventorySortField;
  sortDirection: SortDirection;
}

const DEFAULTS: Readonly<InventoryState> = Object.freeze({ page: 1, size: DEFAULT_CELLAR_PAGE_SIZE as CellarPageSize, sortField: 'binLocation', sortDirection: 'asc' });

/** Reads the inventory view from the URL; anything malformed falls back to its default. */
export function parseInventoryParams(params: URLSearchParams): InventoryState {
  return {
    page: parsePageParam(params.get('page')),
    size: parseSizeParam(CELLAR_PAGE_SIZES, params.get('size'), DEFAULTS.size),
    ...parseSortParam(INVENTORY_SORT_FIELDS, params.get('sort'), { sortField: DEFAULTS.sortField, sortDirection: DEFAULTS.sortDirection }),
  };
}

/** The URL parameters of an inventory view, defaults left out. */
export function toInventorySearchParams(state: InventoryState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.sortField !== DEFAULTS.sortField || state.sortDirection !== DEFAULTS.sortDirection) params.set('sort', `${state.sortField},${state.sortDirection}`);
  if (state.size !== DEFAULTS.size) params.set('size', String(state.size));
  if (state.page !== DEFAULTS.page) params.set('page', String(state.page));
  return params;
}

/** The API query of an inventory view (0-based page). */
export function toInventoryQuery(state: InventoryState): InventoryQuery {
  return { page: state.page - 1, size: state.size, sort: `${state.sortField},${state.sortDirection}` };
}
