import type { AdminRecord } from '../../core/db';

export type NewAdminFields = Pick<AdminRecord, 'id' | 'email' | 'fullName' | 'role' | 'password' | 'createdAt'> &
  Partial<AdminRecord>;

/** A new admin as the mock stores it: active, unlocked, no photo, no two-factor yet, unless told otherwise. */
export function newAdminRecord({
  id,
  email,
  fullName,
  role,
  password,
  createdAt,
  ...given
}: NewAdminFields): AdminRecord {
  // In the schema's order, as a stored record has its keys (the seed's rows are stored as built);
  // the fields given replace the defaults in place.
  return {
    id,
    email,
    fullName,
    role,
    active: true,
    locked: false,
    twoFactorEnabled: false,
    lastLoginAt: null,
    createdAt,
    updatedAt: createdAt,
    avatarUrls: null,
    themePreference: 'SYSTEM',
    language: null,
    password,
    totpSecret: null,
    pendingTotpSecret: null,
    requires2FASetup: false,
    failedLoginAttempts: 0,
    lockedUntil: null,
    ...given,
  };
}
