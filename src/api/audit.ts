import type { AxiosInstance } from 'axios';
import type { z } from 'zod';
import { call } from './call';
import type { auditEventSchema } from './wire-schemas';
import type { ListCriteria, ListQuery, ListState } from './list-spec';
import type { AUDIT_LIST } from '@/api/lists/audit';
import type { AuditAction } from './wire-enums';

export { AUDIT_OUTCOMES, AUDIT_TARGET_TYPES, type AuditOutcome, type AuditTargetType } from './wire-enums';
export { AUDIT_ACTIONS, type AuditAction } from './wire-enums';
export { AUDIT_LIST } from '@/api/lists/audit';

/** The action every full-access sign-in records (analytics counts it per day). */
export const AUDIT_LOGIN_ACTION: AuditAction = 'auth.login';

/** One admin action: `<resource>.<verb>`, who did it, to what, and when. Never edited. */
export type AuditEvent = z.infer<typeof auditEventSchema>;

export type AuditQuery = ListQuery<typeof AUDIT_LIST>;
export type AuditLogState = ListState<typeof AUDIT_LIST>;
export type AuditListCriteria = ListCriteria<typeof AUDIT_LIST>;

/** The read-only audit log. */
export function createAuditApi(http: AxiosInstance) {
  return {
    /** `quiet` for a glance (the bell's popover): a failure is not toasted. */
    list: (query: AuditQuery = {}, options: { quiet?: boolean } = {}) =>
      call(http, 'GET /audit-events', { params: query, config: { skipGlobalErrorHandler: options.quiet === true } }),
  };
}

export type AuditApi = ReturnType<typeof createAuditApi>;
