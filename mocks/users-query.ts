import { ADMIN_ROLES } from '@/api/types';
import type { AdminRole, AdminUser, FieldError, Page } from '@/api/types';
import { DEFAULT_USER_PAGE_SIZE, DEFAULT_USER_SORT, MAX_USER_PAGE_SIZE, USER_SORT_FIELDS } from '@/api/users';
import type { SortDirection, UserSortField } from '@/api/users';
import { toAdminUser } from './admin-view';
import type { AdminRecord } from './db';
import { createQueryReader, pageOf, sortByKey } from './query-params';

export const MAX_USER_SEARCH_LENGTH = 200;
export const MAX_USER_PAGE = 1_000_000;

export interface UserListCriteria {
  page: number;
  size: number;
  sortField: UserSortField;
  sortDirection: SortDirection;
  /** Trimmed and lower-cased; empty matches everyone. */
  search: string;
  active?: boolean;
  role?: AdminRole;
  locked?: boolean;
  twoFactorEnabled?: boolean;
}

export type ParsedUserListQuery = { ok: true; criteria: UserListCriteria } | { ok: false; errors: FieldError[] };

const BOOLEAN_FILTERS = [
  ['active', 'Active'],
  ['locked', 'Locked'],
  ['twoFactorEnabled', 'Two-factor enabled'],
] as const;
const ROLE_RANK = new Map<AdminRole, number>(ADMIN_ROLES.map((role, index) => [role, index]));

/**
 * Reads `GET /users` query parameters. Every problem is reported (one entry per parameter) and
 * nothing falls back to a default silently; parameters it does not know are ignored.
 */
export function parseUserListQuery(params: URLSearchParams): ParsedUserListQuery {
  const errors: FieldError[] = [];
  const { single, wholeNumber, oneOf, sort } = createQueryReader(params, errors);

  const criteria: UserListCriteria = {
    page: wholeNumber('page', 'Page', 0, MAX_USER_PAGE) ?? 0,
    size: wholeNumber('size', 'Size', 1, MAX_USER_PAGE_SIZE) ?? DEFAULT_USER_PAGE_SIZE,
    ...(sort(USER_SORT_FIELDS, DEFAULT_USER_SORT) ?? { sortField: 'createdAt', sortDirection: 'desc' }),
    search: '',
  };

  const search = single('search', 'Search')?.trim() ?? '';
  if ([...search].length > MAX_USER_SEARCH_LENGTH) {
    errors.push({ field: 'search', message: `Search must be at most ${MAX_USER_SEARCH_LENGTH} characters` });
  } else {
    criteria.search = search.toLowerCase();
  }

  for (const [field, label] of BOOLEAN_FILTERS) {
    const raw = single(field, label);
    if (raw === 'true' || raw === 'false') criteria[field] = raw === 'true';
    else if (raw !== undefined) errors.push({ field, message: `${label} must be true or false` });
  }

  const role = oneOf('role', 'Role', ADMIN_ROLES);
  if (role) criteria.role = role;

  return errors.length > 0 ? { ok: false, errors } : { ok: true, criteria };
}

interface SearchKeys {
  name: string;
  email: string;
}

/** Records are replaced (never mutated) on update, so a key computed once per record stays true. */
const searchKeys = new WeakMap<AdminRecord, SearchKeys>();

function keysOf(record: AdminRecord): SearchKeys {
  let keys = searchKeys.get(record);
  if (!keys) {
    keys = { name: record.fullName.toLowerCase(), email: record.email.toLowerCase() };
    searchKeys.set(record, keys);
  }
  return keys;
}

export function matchesCriteria(record: AdminRecord, criteria: UserListCriteria): boolean {
  if (criteria.active !== undefined && record.active !== criteria.active) return false;
  if (criteria.locked !== undefined && record.locked !== criteria.locked) return false;
  if (criteria.twoFactorEnabled !== undefined && record.twoFactorEnabled !== criteria.twoFactorEnabled) return false;
  if (criteria.role !== undefined && record.role !== criteria.role) return false;
  if (!criteria.search) return true;
  const keys = keysOf(record);
  return keys.name.includes(criteria.search) || keys.email.includes(criteria.search);
}

function sortKeyOf(record: AdminRecord, field: UserSortField): string | number | null {
  switch (field) {
    case 'fullName':
      return keysOf(record).name;
    case 'email':
      return keysOf(record).email;
    case 'role':
      return ROLE_RANK.get(record.role) ?? ADMIN_ROLES.length;
    case 'active':
      return record.active ? 1 : 0;
    default:
      return record[field];
  }
}

/**
 * Orders by one field, then by id ascending so equal keys keep a stable order across pages. Names
 * and e-mails compare case-insensitively by code unit, roles by rank (SUPER_ADMIN first when
 * ascending), `false` before `true`; a missing `lastLoginAt` sorts last in either direction.
 */
export function sortAdmins(records: readonly AdminRecord[], field: UserSortField, direction: SortDirection): AdminRecord[] {
  return sortByKey(records, (record) => sortKeyOf(record, field), direction);
}

/** One page of the admins matching the criteria, in the requested order. */
export function listAdmins(records: readonly AdminRecord[], criteria: UserListCriteria): Page<AdminUser> {
  const matches = records.filter((record) => matchesCriteria(record, criteria));
  const sorted = sortAdmins(matches, criteria.sortField, criteria.sortDirection);
  return pageOf(sorted, criteria.page, criteria.size, toAdminUser);
}
