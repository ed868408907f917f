import { LOGIN_ERROR_CODES } from '@/api/auth';
import type { LoginRequest, LoginResponse } from '@/api/auth';
import { db } from '../../core/db';
import type { AdminRecord, SessionRecord } from '../../core/db';
import { nowIso } from '../../core/mock-config';
import { startSession } from './sessions';
import { lockoutThreshold, twoFactorEnforced } from '../settings/system-settings';
import { verifyTotpCode } from './totp';

export const LOGIN_MESSAGES = {
  invalidCredentials: 'Invalid email or password',
  locked: 'Your account is locked after too many failed sign-in attempts. Ask an administrator to unlock it.',
  inactive: 'Your account has been deactivated. Ask an administrator to reactivate it.',
  totpRequired: 'Enter the 6-digit code from your authenticator app',
  totpInvalid: 'Invalid or expired code',
  rateLimited: 'Too many sign-in attempts. Please wait a minute and try again.',
} as const;

export interface LoginFailure {
  code: (typeof LOGIN_ERROR_CODES)[keyof typeof LOGIN_ERROR_CODES];
  message: string;
}

export type LoginOutcome = { ok: true; response: LoginResponse } | { ok: false; failure: LoginFailure };

const INVALID: LoginFailure = { code: LOGIN_ERROR_CODES.invalidCredentials, message: LOGIN_MESSAGES.invalidCredentials };
const LOCKED: LoginFailure = { code: LOGIN_ERROR_CODES.locked, message: LOGIN_MESSAGES.locked };
const INACTIVE: LoginFailure = { code: LOGIN_ERROR_CODES.inactive, message: LOGIN_MESSAGES.inactive };
const TOTP_REQUIRED: LoginFailure = { code: LOGIN_ERROR_CODES.totpRequired, message: LOGIN_MESSAGES.totpRequired };
const TOTP_INVALID: LoginFailure = { code: LOGIN_ERROR_CODES.totpInvalid, message: LOGIN_MESSAGES.totpInvalid };

/**
 * Checks credentials in an order that tells a stranger nothing: an unknown e-mail and a wrong
 * password answer alike, and the account's state is revealed only with the right password
 * (except a lock, which the owner needs to hear about).
 */
export async function login(credentials: LoginRequest): Promise<LoginOutcome> {
  const admin = findAdminByEmail(credentials.email);
  if (!admin) return { ok: false, failure: INVALID };
  if (admin.locked) return { ok: false, failure: LOCKED };
  if (admin.password !== credentials.password) return recordFailure(admin, INVALID);
  if (!admin.active) return { ok: false, failure: INACTIVE };
  if (admin.twoFactorEnabled && admin.totpSecret) {
    const code = credentials.totpCode?.trim() ?? '';
    if (!code) return { ok: false, failure: TOTP_REQUIRED };
    if (!(await verifyTotpCode(admin.id, admin.totpSecret, code))) return recordFailure(admin, TOTP_INVALID);
  }
  const signedIn = await updateAdmin(admin.id, (row) => {
    row.failedLoginAttempts = 0;
    row.lastLoginAt = nowIso();
  });
  // Enforced two-factor sends every admin without it through the same enrolment as `requires2FASetup`.
  const session = await startSession(admin.id, (admin.requires2FASetup || twoFactorEnforced()) && !admin.twoFactorEnabled);
  return { ok: true, response: toLoginResponse(signedIn ?? admin, session) };
}

export function toLoginResponse(admin: AdminRecord, session: SessionRecord): LoginResponse {
  return {
    accessToken: session.accessToken,
    refreshToken: session.refreshToken,
    requires2FASetup: session.setupOnly,
    adminId: admin.id,
    email: admin.email,
    fullName: admin.fullName,
    role: admin.role,
  };
}

export function findAdminByEmail(email: string): AdminRecord | undefined {
  const wanted = email.trim().toLowerCase();
  return db.admins.findFirst((q) => q.where({ email: (value) => value.toLowerCase() === wanted }));
}

export function findAdminById(id: string): AdminRecord | undefined {
  return db.admins.findFirst((q) => q.where({ id }));
}

export async function updateAdmin(id: string, mutate: (row: AdminRecord) => void): Promise<AdminRecord | undefined> {
  return db.admins.update((q) => q.where({ id }), {
    data(row) {
      mutate(row);
    },
  });
}

/** Lifts a lockout and forgets earlier failures (the users screen's "unlock"). */
export async function unlockAdmin(id: string): Promise<AdminRecord | undefined> {
  return updateAdmin(id, (row) => {
    row.locked = false;
    row.failedLoginAttempts = 0;
    row.updatedAt = nowIso();
  });
}

async function recordFailure(admin: AdminRecord, failure: LoginFailure): Promise<LoginOutcome> {
  const attempts = admin.failedLoginAttempts + 1;
  const locked = attempts >= lockoutThreshold();
  await updateAdmin(admin.id, (row) => {
    row.failedLoginAttempts = attempts;
    if (locked) row.locked = true;
  });
  return { ok: false, failure: locked ? LOCKED : failure };
}
