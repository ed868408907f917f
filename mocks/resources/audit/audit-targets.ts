/** The one settings row, as the audit log names it (apart from audit-log.ts, so the seed can use it without the db). */
export const SETTINGS_TARGET = { id: 'system', label: 'System settings' } as const;
