import type { AxiosInstance } from 'axios';
import type { AdminId, Page } from './types';

/** What an audit event is about. */
export const AUDIT_TARGET_TYPES = ['ADMIN', 'WINE', 'CATEGORY', 'CELLAR', 'SETTINGS', 'SESSION'] as const;
export type AuditTargetType = (typeof AUDIT_TARGET_TYPES)[number];

export const AUDIT_SORTS = ['at,desc', 'at,asc'] as const;
export type AuditSort = (typeof AUDIT_SORTS)[number];
export const DEFAULT_AUDIT_SORT: AuditSort = 'at,desc';
export const DEFAULT_AUDIT_PAGE_SIZE = 20;
export const MAX_AUDIT_PAGE_SIZE = 100;

/** Every action the log records, `<resource>.<verb>` (contracts/README.md says which call records which). */
export const AUDIT_ACTIONS = [
  'auth.login', 'auth.logout', 'auth.logout-all',
  'profile.update', 'profile.password', 'profile.avatar-upload', 'profile.avatar-remove', 'profile.theme', 'profile.2fa-setup',
  'admin.create', 'admin.update', 'admin.activate', 'admin.deactivate', 'admin.unlock', 'admin.reset-password', 'admin.avatar-upload', 'admin.avatar-remove',
  'wine.create', 'wine.update', 'wine.publish', 'wine.archive', 'wine.delete', 'wine.label-upload', 'wine.label-remove',
  'category.create', 'category.rename', 'category.delete',
  'cellar.update', 'cellar.archive',
  'settings.update',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** The action every full-access sign-in records (analytics counts it per day). */
export const AUDIT_LOGIN_ACTION: AuditAction = 'auth.login';

/** One admin action: `<resource>.<verb>`, who did it, to what, and when. Never edited. */
export interface AuditEvent {
  id: string;
  /** ISO-8601. */
  at: string;
  /** Null only for an action nobody signed in could be blamed for. */
  actor: { id: AdminId; email: string } | null;
  action: string;
  target: { type: AuditTargetType; id: string | null; label: string | null };
}

/**
 * The audit log query. `page` is 0-based; `action` is exact; `from`/`to` are ISO instants (from
 * inclusive, to exclusive).
 */
export interface AuditQuery {
  page?: number;
  size?: number;
  sort?: AuditSort;
  action?: string;
  targetType?: AuditTargetType;
  actorId?: AdminId;
  from?: string;
  to?: string;
}

/** The read-only audit log. */
export function createAuditApi(http: AxiosInstance) {
  return {
    list: (query: AuditQuery = {}) => http.get<Page<AuditEvent>>('/audit-events', { params: query }).then((r) => r.data),
  };
}

export type AuditApi = ReturnType<typeof createAuditApi>;
