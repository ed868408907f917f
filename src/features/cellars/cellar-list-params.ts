import {
  CELLAR_FILL_BANDS,
  CELLAR_SORT_FIELDS,
  CELLAR_VISIBILITIES,
  DEFAULT_CELLAR_PAGE_SIZE,
  type CellarFillBand,
  type CellarListQuery,
  type CellarSortField,
  type CellarVisibility,
} from '@/api/cellars';
import type { SortDirection } from '@/api/users';
import { parsePageParam, parseSizeParam, parseSortParam, pickParam } from '@/lib/list-params';

export const CELLAR_PAGE_SIZES = [10, 20, 50, 100] as const;
export type CellarPageSize = (typeof CELLAR_PAGE_SIZES)[number];

/** Longest search text kept from the URL; anything longer is cut, not refused. */
export const MAX_CELLAR_SEARCH_LENGTH = 100;

/** Everything that decides which cellars the list shows. `page` is 1-based, as in the URL; '' means any. */
export interface CellarListState {
  page: number;
  size: CellarPageSize;
  sortField: CellarSortField;
  sortDirection: SortDirection;
  search: string;
  visibility: CellarVisibility | '';
  /** ISO 3166-1 alpha-2, upper case. */
  country: string;
  fill: CellarFillBand | '';
}

export const DEFAULT_CELLAR_LIST_STATE: Readonly<CellarListState> = Object.freeze({
  page: 1,
  size: DEFAULT_CELLAR_PAGE_SIZE as CellarPageSize,
  sortField: 'name',
  sortDirection: 'asc',
  search: '',
  visibility: '',
  country: '',
  fill: '',
});

/**
 * Reads the list state from the URL. Missing, unknown or malformed values fall back to their
 * defaults one by one, so a hand-edited link shows the nearest sensible view, never an error.
 */
export function parseCellarListParams(params: URLSearchParams): CellarListState {
  const d = DEFAULT_CELLAR_LIST_STATE;
  const country = (params.get('country') ?? '').trim().toUpperCase();
  return {
    page: parsePageParam(params.get('page')),
    size: parseSizeParam(CELLAR_PAGE_SIZES, params.get('size'), d.size),
    ...parseSortParam(CELLAR_SORT_FIELDS, params.get('sort'), { sortField: d.sortField, sortDirection: d.sortDirection }),
    search: (params.get('search') ?? '').trim().slice(0, MAX_CELLAR_SEARCH_LENGTH),
    visibility: pickParam<CellarVisibility | ''>(CELLAR_VISIBILITIES, params.get('visibility'), ''),
    country: /^[A-Z]{2}$/.test(country) ? country : '',
    fill: pickParam<CellarFillBand | ''>(CELLAR_FILL_BANDS, params.get('fill'), ''),
  };
}

/** The URL parameters of a state, leaving out every default so shared links stay short. */
export function toCellarListSearchParams(state: CellarListState): URLSearchParams {
  const params = new URLSearchParams();
  const d = DEFAULT_CELLAR_LIST_STATE;
  const search = state.search.trim();
  if (search) params.set('search', search);
  if (state.visibility) params.set('visibility', state.visibility);
  if (state.country) params.set('country', state.country);
  if (state.fill) params.set('fill', state.fill);
  if (state.sortField !== d.sortField || state.sortDirection !== d.sortDirection) params.set('sort', `${state.sortField},${state.sortDirection}`);
  if (state.size !== d.size) params.set('size', String(state.size));
  if (state.page !== d.page) params.set('page', String(state.page));
  return params;
}

/** The API query of a state (the API's pages are 0-based). */
export function toCellarListQuery(state: CellarListState): CellarListQuery {
  const query: CellarListQuery = { page: state.page - 1, size: state.size, sort: `${state.sortField},${state.sortDirection}` };
  const search = state.search.trim();
  if (search) query.search = search;
  if (state.visibility) query.visibility = state.visibility;
  if (state.country) query.country = state.country;
  if (state.fill) query.fill = state.fill;
  return query;
}

/** Whether any filter (search, visibility, country, fill band) narrows the list. */
export function hasCellarListFilters(state: CellarListState): boolean {
  return state.search.trim() !== '' || state.visibility !== '' || state.country !== '' || state.fill !== '';
}

/** The state with every filter cleared and the first page; sort and page size are kept. */
export function clearCellarListFilters(state: CellarListState): CellarListState {
  return { ...state, page: 1, search: '', visibility: '', country: '', fill: '' };
}
