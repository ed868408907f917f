import {
  DEFAULT_USER_PAGE_SIZE,
  USER_PAGE_SIZES,
  USER_SORT_FIELDS,
  type SortDirection,
  type UserListQuery,
  type UserSortField,
} from '@/api/users';
import { ADMIN_ROLES, type AdminRole } from '@/api/types';
import { parsePageParam, parseSizeParam, parseSortParam, pickParam } from '@/lib/list-params';

export const USER_STATUS_FILTERS = ['all', 'active', 'inactive', 'locked'] as const;
export type UserStatusFilter = (typeof USER_STATUS_FILTERS)[number];

/** 'pending' is an admin without two-factor authentication yet (the dashboard links to it). */
export const USER_TWO_FACTOR_FILTERS = ['all', 'enabled', 'pending'] as const;
export type UserTwoFactorFilter = (typeof USER_TWO_FACTOR_FILTERS)[number];

export type UserRoleFilter = 'all' | AdminRole;
export type UserPageSize = (typeof USER_PAGE_SIZES)[number];

/** Longest search text kept from the URL; anything longer is cut, not refused. */
export const MAX_USER_SEARCH_LENGTH = 100;

/** Everything that decides which admins the list shows. `page` is 1-based, as in the URL. */
export interface UserListState {
  page: number;
  size: UserPageSize;
  sortField: UserSortField;
  sortDirection: SortDirection;
  search: string;
  status: UserStatusFilter;
  role: UserRoleFilter;
  twoFactor: UserTwoFactorFilter;
}

export const DEFAULT_USER_LIST_STATE: Readonly<UserListState> = Object.freeze({
  page: 1,
  size: DEFAULT_USER_PAGE_SIZE as UserPageSize,
  sortField: 'createdAt',
  sortDirection: 'desc',
  search: '',
  status: 'all',
  role: 'all',
  twoFactor: 'all',
});

/** The URL parameter names (kept short and readable for shared links). */
export const USER_LIST_PARAMS = {
  page: 'page',
  size: 'size',
  sort: 'sort',
  search: 'search',
  status: 'status',
  role: 'role',
  twoFactor: 'twoFactor',
} as const;

const SORT_FALLBACK = { sortField: DEFAULT_USER_LIST_STATE.sortField, sortDirection: DEFAULT_USER_LIST_STATE.sortDirection };

/**
 * Reads the list state from the URL. Missing, unknown or malformed values fall back to their
 * defaults one by one, so a hand-edited link shows the nearest sensible view, never an error.
 */
export function parseUserListParams(params: URLSearchParams): UserListState {
  return {
    page: parsePageParam(params.get(USER_LIST_PARAMS.page)),
    size: parseSizeParam(USER_PAGE_SIZES, params.get(USER_LIST_PARAMS.size), DEFAULT_USER_LIST_STATE.size),
    ...parseSortParam(USER_SORT_FIELDS, params.get(USER_LIST_PARAMS.sort), SORT_FALLBACK),
    search: (params.get(USER_LIST_PARAMS.search) ?? '').trim().slice(0, MAX_USER_SEARCH_LENGTH),
    status: pickParam(USER_STATUS_FILTERS, params.get(USER_LIST_PARAMS.status), 'all'),
    role: pickParam<UserRoleFilter>(['all', ...ADMIN_ROLES], params.get(USER_LIST_PARAMS.role), 'all'),
    twoFactor: pickParam(USER_TWO_FACTOR_FILTERS, params.get(USER_LIST_PARAMS.twoFactor), 'all'),
  };
}

/** The URL parameters of a state, leaving out every default so shared links stay short. */
export function toUserListSearchParams(state: UserListState): URLSearchParams {
  const params = new URLSearchParams();
  const d = DEFAULT_USER_LIST_STATE;
  const search = state.search.trim();
  if (search) params.set(USER_LIST_PARAMS.search, search);
  if (state.status !== d.status) params.set(USER_LIST_PARAMS.status, state.status);
  if (state.role !== d.role) params.set(USER_LIST_PARAMS.role, state.role);
  if (state.twoFactor !== d.twoFactor) params.set(USER_LIST_PARAMS.twoFactor, state.twoFactor);
  if (state.sortField !== d.sortField || state.sortDirection !== d.sortDirection) {
    params.set(USER_LIST_PARAMS.sort, `${state.sortField},${state.sortDirection}`);
  }
  if (state.size !== d.size) params.set(USER_LIST_PARAMS.size, String(state.size));
  if (state.page !== d.page) params.set(USER_LIST_PARAMS.page, String(state.page));
  return params;
}

/** The API query of a state (the API's pages are 0-based). */
export function toUserListQuery(state: UserListState): UserListQuery {
  const query: UserListQuery = {
    page: state.page - 1,
    size: state.size,
    sort: `${state.sortField},${state.sortDirection}`,
  };
  const search = state.search.trim();
  if (search) query.search = search;
  if (state.status === 'active') query.active = true;
  if (state.status === 'inactive') query.active = false;
  if (state.status === 'locked') query.locked = true;
  if (state.role !== 'all') query.role = state.role;
  if (state.twoFactor !== 'all') query.twoFactorEnabled = state.twoFactor === 'enabled';
  return query;
}

/** Whether any filter (search, status, role, 2FA) narrows the list. */
export function hasUserListFilters(state: UserListState): boolean {
  const d = DEFAULT_USER_LIST_STATE;
  return state.search.trim() !== '' || state.status !== d.status || state.role !== d.role || state.twoFactor !== d.twoFactor;
}

/** The state with every filter cleared and the first page; sort and page size are kept. */
export function clearUserListFilters(state: UserListState): UserListState {
  const d = DEFAULT_USER_LIST_STATE;
  return { ...state, page: 1, search: d.search, status: d.status, role: d.role, twoFactor: d.twoFactor };
}
