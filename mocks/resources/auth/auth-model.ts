import { LOGIN_ERROR_CODES } from '@/api/auth';
import type { SignInFailureReason } from '@/api/wire-enums';
import type { LoginRequest, LoginResponse } from '@/api/auth';
import { db } from '../../core/db';
import type { AdminRecord, SessionRecord } from '../../core/db';
import { now, nowIso } from '../../core/mock-config';
import { revokeAdminSessions, startSession } from './sessions';
import { lockoutDurationMs, lockoutThreshold, twoFactorEnforced } from '../settings/system-settings';
import { verifyTotpCode } from './totp';

export const LOGIN_MESSAGES = {
  /** Every refused credential check answers this, a locked account's too (ADR 0032), so it says how to get back in. */
  invalidCredentials:
    'Invalid email or password. Too many failed attempts lock an account for a while: try again later, or ask an administrator to unlock it.',
  inactive: 'Your account has been deactivated. Ask an administrator to reactivate it.',
  totpRequired: 'Enter the 6-digit code from your authenticator app',
  totpInvalid: 'Invalid or expired code',
  rateLimited: 'Too many sign-in attempts. Please wait a minute and try again.',
} as const;

export interface LoginFailure {
  code: (typeof LOGIN_ERROR_CODES)[keyof typeof LOGIN_ERROR_CODES];
  message: string;
}

export type LoginOutcome =
  | { ok: true; response: LoginResponse }
  | {
      ok: false;
      /** What the caller is told. */
      failure: LoginFailure;
      /** Why, for the audit log only: the answer never tells it. */
      reason: SignInFailureReason;
      /** The admin the e-mail names, if any. */
      admin: AdminRecord | null;
      /** This failure reached the lockout threshold and locked the account. */
      lockedNow: boolean;
    };

const INVALID: LoginFailure = {
  code: LOGIN_ERROR_CODES.invalidCredentials,
  message: LOGIN_MESSAGES.invalidCredentials,
};
const INACTIVE: LoginFailure = { code: LOGIN_ERROR_CODES.inactive, message: LOGIN_MESSAGES.inactive };
const TOTP_REQUIRED: LoginFailure = { code: LOGIN_ERROR_CODES.totpRequired, message: LOGIN_MESSAGES.totpRequired };
const TOTP_INVALID: LoginFailure = { code: LOGIN_ERROR_CODES.totpInvalid, message: LOGIN_MESSAGES.totpInvalid };

/**
 * Checks credentials in an order that tells a stranger nothing: an unknown e-mail, a wrong password
 * and any attempt on a locked account answer alike (the attempt that locks included). While an
 * account is locked the password is compared and the answer built the same way whether it is right
 * or not, and the attempt neither counts nor moves the lock's end (ADR 0032). Only an unlocked
 * account with the right password learns more (inactive, a code needed). A lock after failed
 * sign-ins lifts by itself after the settings' lockout duration.
 */
export async function login(credentials: LoginRequest): Promise<LoginOutcome> {
  const found = findAdminByEmail(credentials.email);
  // The same comparison for an unknown e-mail, so its answer takes no less work.
  const rightPassword = (found?.password ?? UNMATCHABLE) === credentials.password;
  if (!found) return refused(INVALID, 'unknown-email', null);
  // A lock whose time is up ends as if it never was: the failures that caused it are forgotten.
  const admin = found.locked && !isLocked(found) ? ((await updateAdmin(found.id, clearLock)) ?? found) : found;
  if (isLocked(admin)) return refused(INVALID, 'account-locked', admin);
  if (!rightPassword) return recordFailure(admin, INVALID, 'wrong-password');
  if (!admin.active) return refused(INACTIVE, 'account-inactive', admin);
  if (admin.twoFactorEnabled && admin.totpSecret) {
    const code = credentials.totpCode?.trim() ?? '';
    if (!code) return refused(TOTP_REQUIRED, 'totp-missing', admin);
    if (!(await verifyTotpCode(admin.id, admin.totpSecret, code)))
      return recordFailure(admin, TOTP_INVALID, 'totp-invalid');
  }
  const signedIn = await updateAdmin(admin.id, (row) => {
    row.failedLoginAttempts = 0;
    row.lastLoginAt = nowIso();
  });
  // Enforced two-factor sends every admin without it through the same enrolment as `requires2FASetup`.
  const session = await startSession(
    admin.id,
    (admin.requires2FASetup || twoFactorEnforced()) && !admin.twoFactorEnabled,
  );
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
    expiresIn: expiresInOf(session),
  };
}

/** Whole seconds until the session's access token expires (never below 0). */
export function expiresInOf(session: SessionRecord): number {
  return Math.max(0, Math.floor((session.accessTokenExpiresAt - now()) / 1000));
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

/** Whether an admin is locked now: a lock after failed sign-ins ends at `lockedUntil`; one without it lasts until unlocked. */
export function isLocked(admin: Pick<AdminRecord, 'locked' | 'lockedUntil'>): boolean {
  return admin.locked && (admin.lockedUntil === null || Date.parse(admin.lockedUntil) > now());
}

/** No lock, no failures counted. */
function clearLock(row: AdminRecord): void {
  row.locked = false;
  row.lockedUntil = null;
  row.failedLoginAttempts = 0;
}

/** Lifts a lockout and forgets earlier failures (the users screen's "unlock"). */
export async function unlockAdmin(id: string): Promise<AdminRecord | undefined> {
  return updateAdmin(id, (row) => {
    clearLock(row);
    row.updatedAt = nowIso();
  });
}

/**
 * Deactivates an admin (`DELETE /users/{id}`, a bulk DEACTIVATE): the record stays, inactive, and
 * every session of theirs is revoked at once (also when they were inactive already).
 */
export async function deactivateAdmin(id: string): Promise<AdminRecord | undefined> {
  const target = findAdminById(id);
  const updated = target?.active
    ? await updateAdmin(id, (row) => {
        row.active = false;
        row.updatedAt = nowIso();
      })
    : target;
  await revokeAdminSessions(id);
  return updated;
}

/** Not a password anyone can send: the login schema refuses an empty one. */
const UNMATCHABLE = '';

function refused(failure: LoginFailure, reason: SignInFailureReason, admin: AdminRecord | null): LoginOutcome {
  return { ok: false, failure, reason, admin, lockedNow: false };
}

/**
 * Counts a failure; at the threshold the account locks for the lockout duration. The answer stays
 * the failure's own, the attempt that locks included, so nobody learns of the lock from the answer:
 * the audit log records it, and the admins list shows it.
 */
async function recordFailure(
  admin: AdminRecord,
  failure: LoginFailure,
  reason: SignInFailureReason,
): Promise<LoginOutcome> {
  const attempts = admin.failedLoginAttempts + 1;
  const lockedNow = attempts >= lockoutThreshold();
  const updated = await updateAdmin(admin.id, (row) => {
    row.failedLoginAttempts = attempts;
    if (lockedNow) {
      row.locked = true;
      row.lockedUntil = new Date(now() + lockoutDurationMs()).toISOString();
    }
  });
  return { ok: false, failure, reason, admin: updated ?? admin, lockedNow };
}
