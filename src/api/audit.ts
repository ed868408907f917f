/** What an audit event is about. */
export const AUDIT_TARGET_TYPES = ['ADMIN', 'WINE', 'CATEGORY', 'CELLAR', 'SETTINGS', 'SESSION'] as const;
export type AuditTargetType = (typeof AUDIT_TARGET_TYPES)[number];
