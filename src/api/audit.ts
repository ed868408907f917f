import type { AxiosInstance } from 'axios';
import type { z } from 'zod';
import type { auditEventSchema } from './wire-schemas';
import { defineListSpec, instant, oneOf, text, type ListCriteria, type ListQuery, type ListState } from './list-spec';
import type { Page } from './types';
import { AUDIT_OUTCOMES, AUDIT_TARGET_TYPES } from './wire-enums';

export { AUDIT_OUTCOMES, AUDIT_TARGET_TYPES, type AuditOutcome, type AuditTargetType } from './wire-enums';

/** Every action the log records, `<resource>.<verb>` (contracts/README.md says which call records which). */
export const AUDIT_ACTIONS = [
  'auth.login',
  'auth.logout',
  'auth.logout-all',
  'profile.update',
  'profile.password',
  'profile.avatar-upload',
  'profile.avatar-remove',
  'profile.theme',
  'profile.2fa-setup',
  'admin.create',
  'admin.update',
  'admin.activate',
  'admin.deactivate',
  'admin.unlock',
  'admin.reset-password',
  'admin.avatar-upload',
  'admin.avatar-remove',
  'admin.undo',
  'wine.create',
  'wine.update',
  'wine.publish',
  'wine.archive',
  'wine.delete',
  'wine.label-upload',
  'wine.label-remove',
  'wine.undo',
  'category.create',
  'category.rename',
  'category.delete',
  'cellar.update',
  'cellar.archive',
  'settings.update',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** The action every full-access sign-in records (analytics counts it per day). */
export const AUDIT_LOGIN_ACTION: AuditAction = 'auth.login';

/** One admin action: `<resource>.<verb>`, who did it, to what, and when. Never edited. */
export type AuditEvent = z.infer<typeof auditEventSchema>;

const MAX_AUDIT_TEXT_LENGTH = 100;

/**
 * The audit log, newest first by default. `action` and `actorId` are exact; `from`/`to` are ISO
 * instants (from inclusive, to exclusive). The console filters by action (only the ones the log
 * records) and target type.
 */
export const AUDIT_LIST = defineListSpec({
  sortFields: ['at'],
  defaultSort: { field: 'at', direction: 'desc' },
  pageSizes: [20, 50, 100],
  defaultSize: 20,
  maxSize: 100,
  params: {
    targetType: oneOf('Target type', AUDIT_TARGET_TYPES),
    outcome: oneOf('Outcome', AUDIT_OUTCOMES),
    action: text('Action', MAX_AUDIT_TEXT_LENGTH, {
      accept: (action) => (AUDIT_ACTIONS as readonly string[]).includes(action),
    }),
    actorId: text('Actor id', MAX_AUDIT_TEXT_LENGTH),
    from: instant('From'),
    to: instant('To'),
  },
  filters: ({ param }) => ({
    action: param('action', ''),
    targetType: param('targetType', ''),
    outcome: param('outcome', ''),
  }),
  check: ({ from, to }) =>
    from !== undefined && to !== undefined && Date.parse(from) > Date.parse(to)
      ? [{ field: 'to', message: 'To must not be before from' }]
      : [],
});

export type AuditQuery = ListQuery<typeof AUDIT_LIST>;
export type AuditLogState = ListState<typeof AUDIT_LIST>;
export type AuditListCriteria = ListCriteria<typeof AUDIT_LIST>;

/** The read-only audit log. */
export function createAuditApi(http: AxiosInstance) {
  return {
    /** `quiet` for a glance (the bell's popover): a failure is not toasted. */
    list: (query: AuditQuery = {}, options: { quiet?: boolean } = {}) =>
      http
        .get<Page<AuditEvent>>('/audit-events', { params: query, skipGlobalErrorHandler: options.quiet === true })
        .then((r) => r.data),
  };
}

export type AuditApi = ReturnType<typeof createAuditApi>;
