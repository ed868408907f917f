import { isLocked } from '../auth/auth-model';
import { ADMIN_ROLES } from '@/api/types';
import type { AdminRole, AdminUser, Page } from '@/api/types';
import { USER_LIST, type UserListCriteria, type UserSortField } from '@/api/users';
import type { ParsedListQuery } from '@/api/list-spec';
import { toAdminUser } from './admin-view';
import type { AdminRecord } from '../../core/db';
import { filterName, pageOf, perRecord, sortIndex } from '../../core/query-params';

const ROLE_RANK = new Map<AdminRole, number>(ADMIN_ROLES.map((role, index) => [role, index]));

/**
 * Reads `GET /users` query parameters (the list spec in src/api/users.ts). Every problem is
 * reported (one entry per parameter) and nothing falls back to a default silently; parameters it
 * does not know are ignored. The search comes back lower-cased, as the matcher compares it.
 */
export function parseUserListQuery(params: URLSearchParams): ParsedListQuery<UserListCriteria> {
  const parsed = USER_LIST.parseQuery(params);
  return parsed.ok
    ? { ok: true, criteria: { ...parsed.criteria, search: parsed.criteria.search.toLowerCase() } }
    : parsed;
}

/** Name and e-mail in lower case, as search and sort compare them. */
const keysOf = perRecord((record: AdminRecord) => ({
  name: record.fullName.toLowerCase(),
  email: record.email.toLowerCase(),
}));

function matchesCriteria(record: AdminRecord, criteria: UserListCriteria): boolean {
  if (criteria.active !== undefined && record.active !== criteria.active) return false;
  if (criteria.locked !== undefined && isLocked(record) !== criteria.locked) return false;
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

/** The admins in each list order, kept while the collection's records stay the same. */
const adminOrder = sortIndex<AdminRecord, UserSortField>(sortKeyOf);

/**
 * One page of the admins matching the criteria, ordered by one field, then by id ascending so
 * equal keys keep a stable order across pages. Names and e-mails compare case-insensitively by code
 * unit, roles by rank (SUPER_ADMIN first when ascending), `false` before `true`; a missing
 * `lastLoginAt` sorts last in either direction.
 */
export function listAdmins(records: readonly AdminRecord[], criteria: UserListCriteria): Page<AdminUser> {
  return pageOf(selectAdmins(records, criteria), criteria.page, criteria.size, toAdminUser);
}

/** Every admin the criteria match, in the list's order (page and size aside): what a bulk action by filter changes. */
export function selectAdmins(records: readonly AdminRecord[], criteria: UserListCriteria): readonly AdminRecord[] {
  // Whether an admin is locked changes as lockouts run out: those matches are never kept.
  const filter = criteria.locked === undefined ? filterName(criteria) : null;
  return adminOrder(records, criteria.sortField, criteria.sortDirection, filter, (record) =>
    matchesCriteria(record, criteria),
  );
}
