import {
  DEFAULT_WINE_PAGE_SIZE,
  WINE_SORT_FIELDS,
  WINE_STATUSES,
  WINE_TYPES,
  type WineListQuery,
  type WineSortField,
  type WineStatus,
  type WineType,
} from '@/api/wines';
import type { SortDirection } from '@/api/users';
import { parsePageParam, parseSizeParam, parseSortParam, pickParam } from '@/lib/list-params';

export const WINE_PAGE_SIZES = [10, 20, 50, 100] as const;
export type WinePageSize = (typeof WINE_PAGE_SIZES)[number];

/** Longest search text kept from the URL; anything longer is cut, not refused. */
export const MAX_WINE_SEARCH_LENGTH = 100;
const MAX_FILTER_LENGTH = 64;

/** Everything that decides which wines the list shows. `page` is 1-based, as in the URL; '' means any. */
export interface WineListState {
  page: number;
  size: WinePageSize;
  sortField: WineSortField;
  sortDirection: SortDirection;
  search: string;
  type: WineType | '';
  status: WineStatus | '';
  /** ISO 3166-1 alpha-2, upper case. */
  country: string;
  categoryId: string;
}

export const DEFAULT_WINE_LIST_STATE: Readonly<WineListState> = Object.freeze({
  page: 1,
  size: DEFAULT_WINE_PAGE_SIZE as WinePageSize,
  sortField: 'name',
  sortDirection: 'asc',
  search: '',
  type: '',
  status: '',
  country: '',
  categoryId: '',
});

/** The URL parameter names (the categories screen links to `?category=<id>`). */
export const WINE_LIST_PARAMS = {
  page: 'page',
  size: 'size',
  sort: 'sort',
  search: 'search',
  type: 'type',
  status: 'status',
  country: 'country',
  category: 'category',
} as const;

const P = WINE_LIST_PARAMS;

/**
 * Reads the list state from the URL. Missing, unknown or malformed values fall back to their
 * defaults one by one, so a hand-edited link shows the nearest sensible view, never an error.
 */
export function parseWineListParams(params: URLSearchParams): WineListState {
  const d = DEFAULT_WINE_LIST_STATE;
  const country = (params.get(P.country) ?? '').trim().toUpperCase();
  return {
    page: parsePageParam(params.get(P.page)),
    size: parseSizeParam(WINE_PAGE_SIZES, params.get(P.size), d.size),
    ...parseSortParam(WINE_SORT_FIELDS, params.get(P.sort), { sortField: d.sortField, sortDirection: d.sortDirection }),
    search: (params.get(P.search) ?? '').trim().slice(0, MAX_WINE_SEARCH_LENGTH),
    type: pickParam<WineType | ''>(WINE_TYPES, params.get(P.type), ''),
    status: pickParam<WineStatus | ''>(WINE_STATUSES, params.get(P.status), ''),
    country: /^[A-Z]{2}$/.test(country) ? country : '',
    categoryId: (params.get(P.category) ?? '').trim().slice(0, MAX_FILTER_LENGTH),
  };
}

/** The URL parameters of a state, leaving out every default so shared links stay short. */
export function toWineListSearchParams(state: WineListState): URLSearchParams {
  const params = new URLSearchParams();
  const d = DEFAULT_WINE_LIST_STATE;
  const search = state.search.trim();
  if (search) params.set(P.search, search);
  if (state.type) params.set(P.type, state.type);
  if (state.country) params.set(P.country, state.country);
  if (state.status) params.set(P.status, state.status);
  if (state.categoryId) params.set(P.category, state.categoryId);
  if (state.sortField !== d.sortField || state.sortDirection !== d.sortDirection) {
    params.set(P.sort, `${state.sortField},${state.sortDirection}`);
  }
  if (state.size !== d.size) params.set(P.size, String(state.size));
  if (state.page !== d.page) params.set(P.page, String(state.page));
  return params;
}

/** The API query of a state (the API's pages are 0-based). */
export function toWineListQuery(state: WineListState): WineListQuery {
  const query: WineListQuery = { page: state.page - 1, size: state.size, sort: `${state.sortField},${state.sortDirection}` };
  const search = state.search.trim();
  if (search) query.search = search;
  if (state.type) query.type = state.type;
  if (state.status) query.status = state.status;
  if (state.country) query.country = state.country;
  if (state.categoryId) query.categoryId = state.categoryId;
  return query;
}

/** Whether any filter (search, type, country, status, category) narrows the list. */
export function hasWineListFilters(state: WineListState): boolean {
  return state.search.trim() !== '' || state.type !== '' || state.status !== '' || state.country !== '' || state.categoryId !== '';
}

/** The state with every filter cleared and the first page; sort and page size are kept. */
export function clearWineListFilters(state: WineListState): WineListState {
  return { ...state, page: 1, search: '', type: '', status: '', country: '', categoryId: '' };
}
