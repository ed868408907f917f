import type { AdminRecord } from '../../core/db';

export type NewAdminFields = Pick<AdminRecord, 'id' | 'email' | 'fullName' | 'role' | 'password' | 'createdAt'> & Partial<AdminRecord>;

/** A new admin as the mock stores it: active, unlocked, no photo, no two-factor yet, unless told otherwise. */
export function newAdminRecord(fields: NewAdminFields): AdminRecord {
  return {
    active: true,
    locked: false,
    twoFactorEnabled: false,
    lastLoginAt: null,
    updatedAt: fields.createdAt,
    avatarUrls: null,
    themePreference: 'SYSTEM',
    totpSecret: null,
    pendingTotpSecret: null,
    requires2FASetup: false,
    failedLoginAttempts: 0,
    lockedUntil: null,
    ...fields,
  };
}
