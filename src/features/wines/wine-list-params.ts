import {
  DEFAULT_WINE_PAGE_SIZE,
  MIN_VINTAGE,
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
  /** A region of the country, as the reference data names it. */
  region: string;
  categoryId: string;
  /** Harvest years, both ends included; non-vintage wines never match a vintage filter. */
  vintageFrom: number | null;
  vintageTo: number | null;
}

/** The latest harvest year a vintage filter accepts. */
export const MAX_VINTAGE_FILTER = 2999;

export const DEFAULT_WINE_LIST_STATE: Readonly<WineListState> = Object.freeze({
  page: 1,
  size: DEFAULT_WINE_PAGE_SIZE as WinePageSize,
  sortField: 'name',
  sortDirection: 'asc',
  search: '',
  type: '',
  status: '',
  country: '',
  region: '',
  categoryId: '',
  vintageFrom: null,
  vintageTo: null,
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
  region: 'region',
  category: 'category',
  vintageFrom: 'vintageFrom',
  vintageTo: 'vintageTo',
} as const;

const P = WINE_LIST_PARAMS;

/**
 * Reads the list state from the URL. Missing, unknown or malformed values fall back to their
 * defaults one by one, so a hand-edited link shows the nearest sensible view, never an error.
 */
export function parseWineListParams(params: URLSearchParams): WineListState {
  const d = DEFAULT_WINE_LIST_STATE;
  const country = (params.get(P.country) ?? '').trim().toUpperCase();
  const [vintageFrom, vintageTo] = vintageRange(parseVintage(params.get(P.vintageFrom)), parseVintage(params.get(P.vintageTo)));
  const validCountry = /^[A-Z]{2}$/.test(country);
  return {
    page: parsePageParam(params.get(P.page)),
    size: parseSizeParam(WINE_PAGE_SIZES, params.get(P.size), d.size),
    ...parseSortParam(WINE_SORT_FIELDS, params.get(P.sort), { sortField: d.sortField, sortDirection: d.sortDirection }),
    search: (params.get(P.search) ?? '').trim().slice(0, MAX_WINE_SEARCH_LENGTH),
    type: pickParam<WineType | ''>(WINE_TYPES, params.get(P.type), ''),
    status: pickParam<WineStatus | ''>(WINE_STATUSES, params.get(P.status), ''),
    country: validCountry ? country : '',
    // A region belongs to a country: without one it cannot be chosen, so it is dropped.
    region: validCountry ? (params.get(P.region) ?? '').trim().slice(0, MAX_FILTER_LENGTH) : '',
    categoryId: (params.get(P.category) ?? '').trim().slice(0, MAX_FILTER_LENGTH),
    vintageFrom,
    vintageTo,
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
  if (state.region) params.set(P.region, state.region);
  if (state.vintageFrom !== null) params.set(P.vintageFrom, String(state.vintageFrom));
  if (state.vintageTo !== null) params.set(P.vintageTo, String(state.vintageTo));
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
  if (state.region) query.region = state.region;
  if (state.vintageFrom !== null) query.vintageFrom = state.vintageFrom;
  if (state.vintageTo !== null) query.vintageTo = state.vintageTo;
  if (state.categoryId) query.categoryId = state.categoryId;
  return query;
}

/** Whether any filter (search, type, country, region, status, category, vintages) narrows the list. */
export function hasWineListFilters(state: WineListState): boolean {
  return (
    state.search.trim() !== '' ||
    state.type !== '' ||
    state.status !== '' ||
    state.country !== '' ||
    state.region !== '' ||
    state.categoryId !== '' ||
    state.vintageFrom !== null ||
    state.vintageTo !== null
  );
}

/** The state with every filter cleared and the first page; sort and page size are kept. */
export function clearWineListFilters(state: WineListState): WineListState {
  return { ...state, page: 1, search: '', type: '', status: '', country: '', region: '', categoryId: '', vintageFrom: null, vintageTo: null };
}

/** A harvest year from text: four digits from MIN_VINTAGE to MAX_VINTAGE_FILTER, else null. */
export function parseVintage(raw: string | null | undefined): number | null {
  const text = (raw ?? '').trim();
  if (!/^\d{4}$/.test(text)) return null;
  const year = Number(text);
  return year >= MIN_VINTAGE && year <= MAX_VINTAGE_FILTER ? year : null;
}

/** A range whose ends came the wrong way round is read the right way round. */
function vintageRange(from: number | null, to: number | null): [number | null, number | null] {
  return from !== null && to !== null && from > to ? [to, from] : [from, to];
}
