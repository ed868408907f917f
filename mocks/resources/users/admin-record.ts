import type { AdminRecord } from '../../core/db';

export type NewAdminFields = Pick<AdminRecord, 'id' | 'email' | 'fullName' | 'role' | 'password' | 'createdAt'> & Partial<AdminRecord>;

/** A new admin as the mock stores it: active, unlocked, no photo, no two-factor yet, unless told otherwise. */
export function newAdminRecord(fields: NewAdminFields): AdminRecord {
  const record: AdminRecord = {
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
  // In the schema's order, as a stored record has its keys: the seed's rows are stored as built.
  const { id, email, fullName, role, active, locked, twoFactorEnabled, lastLoginAt, createdAt, updatedAt, avatarUrls, themePreference, password } = record;
  const { totpSecret, pendingTotpSecret, requires2FASetup, failedLoginAttempts, lockedUntil } = record;
  return { id, email, fullName, role, active, locked, twoFactorEnabled, lastLoginAt, createdAt, updatedAt, avatarUrls, themePreference, password, totpSecret, pendingTotpSecret, requires2FASetup, failedLoginAttempts, lockedUntil };
}
