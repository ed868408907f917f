import { ADMIN_ROLES } from '@/api/types';
import type { AdminRole, AdminUser, FieldError, Page } from '@/api/types';
import { DEFAULT_USER_PAGE_SIZE, DEFAULT_USER_SORT, MAX_USER_PAGE_SIZE, USER_SORT_FIELDS } from '@/api/users';
import type { SortDirection, UserSortField } from '@/api/users';
import { toAdminUser } from './admin-view';
import type { AdminRecord } from './db';

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
const SORT_FIELD_MESSAGE = `Sort field must be one of ${USER_SORT_FIELDS.join(', ')}`;
const ROLE_RANK = new Map<AdminRole, number>(ADMIN_ROLES.map((role, index) => [role, index]));

/**
 * Reads `GET /users` query parameters. Every problem is reported (one entry per parameter) and
 * nothing falls back to a default silently; parameters it does not know are ignored.
 */
export function parseUserListQuery(params: URLSearchParams): ParsedUserListQuery {
  const errors: FieldError[] = [];
  const single = (field: string, label: string): string | undefined => {
    const values = params.getAll(field);
    if (values.length > 1) errors.push({ field, message: `${label} may be given only once` });
    return values.length === 1 ? values[0] : undefined;
  };
  const wholeNumber = (field: string, label: string, min: number, max: number, fallback: number): number => {
    const raw = single(field, label);
    if (raw === undefined) return fallback;
    const value = /^\d+$/.test(raw) ? Number(raw) : NaN;
    if (value >= min && value <= max) return value;
    errors.push({ field, message: `${label} must be a whole number from ${min} to ${max}` });
    return fallback;
  };

  const criteria: UserListCriteria = {
    page: wholeNumber('page', 'Page', 0, MAX_USER_PAGE, 0),
    size: wholeNumber('size', 'Size', 1, MAX_USER_PAGE_SIZE, DEFAULT_USER_PAGE_SIZE),
    ...parseSort(single('sort', 'Sort') ?? DEFAULT_USER_SORT, errors),
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

  const role = single('role', 'Role');
  if (role !== undefined) {
    const known = ADMIN_ROLES.find((r) => r === role);
    if (known) criteria.role = known;
    else errors.push({ field: 'role', message: `Role must be one of ${ADMIN_ROLES.join(', ')}` });
  }

  return errors.length > 0 ? { ok: false, errors } : { ok: true, criteria };
}

function parseSort(raw: string, errors: FieldError[]): Pick<UserListCriteria, 'sortField' | 'sortDirection'> {
  const fallback = { sortField: 'createdAt', sortDirection: 'desc' } as const;
  const [field, direction, ...rest] = raw.split(',');
  const sortField = USER_SORT_FIELDS.find((f) => f === field);
  const sortDirection = direction?.toLowerCase();
  if (rest.length > 0 || (sortDirection !== 'asc' && sortDirection !== 'desc')) {
    errors.push({ field: 'sort', message: 'Sort must be "field,asc" or "field,desc"' });
    return fallback;
  }
  if (!sortField) {
    errors.push({ field: 'sort', message: SORT_FIELD_MESSAGE });
    return fallback;
  }
  return { sortField, sortDirection };
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

type SortKey = string | number | null;

function sortKeyOf(record: AdminRecord, field: UserSortField): SortKey {
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
  const sign = direction === 'asc' ? 1 : -1;
  const decorated = records.map((record) => ({ record, key: sortKeyOf(record, field) }));
  decorated.sort((a, b) => {
    if (a.key !== b.key) {
      if (a.key === null) return 1;
      if (b.key === null) return -1;
      return a.key < b.key ? -sign : sign;
    }
    return a.record.id < b.record.id ? -1 : a.record.id > b.record.id ? 1 : 0;
  });
  return decorated.map((entry) => entry.record);
}

/** One page of the admins matching the criteria, in the requested order. */
export function listAdmins(records: readonly AdminRecord[], criteria: UserListCriteria): Page<AdminUser> {
  const matches = records.filter((record) => matchesCriteria(record, criteria));
  const sorted = sortAdmins(matches, criteria.sortField, criteria.sortDirection);
  const start = criteria.page * criteria.size;
  return {
    content: sorted.slice(start, start + criteria.size).map(toAdminUser),
    page: criteria.page,
    size: criteria.size,
    totalElements: matches.length,
    totalPages: Math.ceil(matches.length / criteria.size),
  };
}
