import * as OTPAuth from 'otpauth';
import { ADMIN_ROLES } from '@/api/types';
import type { AdminRole } from '@/api/types';
import { DEMO_PASSWORD } from '@/config/demo-accounts';
import { findAdminByEmail, updateAdmin } from '../auth/auth-model';
import { newAdminRecord } from './admin-record';
import { db } from '../../core/db';
import type { AdminRecord } from '../../core/db';
import { configureMock, now } from '../../core/mock-config';
import { startSessionWithTokens } from '../auth/session-provider-states';
import { changeAdmins } from './user-bulk';
import { textParam, optionalTextParam } from '../../core/provider-state-params';
import type { ProviderStateParams, ProviderStateSetup } from '../../core/provider-state-params';

/**
 * The provider states the contract (contracts/pacts) names, with the parameters each carries. One
 * state per interaction: every setup starts from a fresh seed and builds all the interaction needs,
 * including the caller's session. contracts/README.md says what a real backend must do for each.
 */
export const PROVIDER_STATES = {
  /** params: email, password. The admin is active, unlocked, without two-factor and not pending it. */
  adminWithPassword: 'an admin with email {email} and password {password} exists',
  /** params: email, password. Enrolled in two-factor: signing in needs a TOTP code. */
  adminWithTwoFactor: 'admin {email} has two-factor authentication enabled',
  /** params: email, password. Must enrol in two-factor: signing in returns a setup-only token. */
  adminPendingTwoFactor: 'admin {email} must set up two-factor authentication',
  /** params: email, password. Locked after failed sign-ins, for the next 15 minutes. */
  adminLockedOut: 'admin {email} is locked after failed sign-ins',
  /** params: email, password. Deactivated: the password is right, but the account may not sign in. */
  adminInactive: 'admin {email} is deactivated',
  /** params: email, password, accessToken, refreshToken. A full-access session with these tokens. */
  signedIn: 'admin {email} is signed in with access token {accessToken}',
  /** params: email, refreshToken. A full-access session whose refresh token is this one. */
  signedInWithRefreshToken: 'admin {email} is signed in with refresh token {refreshToken}',
  /** params: refreshToken. No session holds it. */
  refreshTokenInvalid: 'refresh token {refreshToken} is not valid',
  /** params: accessToken. No session holds it. */
  accessTokenInvalid: 'access token {accessToken} is not valid',
  /** params: email, accessToken. Must enrol in two-factor and holds this setup-only token. */
  setupOnlySession: 'admin {email} holds setup-only token {accessToken}',
  /**
   * params: email, accessToken, secret, code, validAt. Enrolment started with this secret; `code`
   * is the code the authenticator shows at `validAt` and must be accepted once.
   */
  twoFactorSetupStarted: 'admin {email} has started two-factor setup with secret {secret}',
  /** params: id, email, fullName, role, accessToken (the caller's, see signedIn). */
  adminExists: 'an admin with id {id} exists',
  /** params: as adminExists. The admin is locked after failed sign-ins. */
  adminLocked: 'admin {id} is locked',
  /** params: as adminExists. The admin has an avatar. */
  adminWithAvatar: 'admin {id} has an avatar',
  /** params: id, accessToken. */
  adminMissing: 'no admin with id {id} exists',
  /** params: email, accessToken. */
  emailFree: 'no admin has email {email}',
  /**
   * params: as adminExists, plus callerEmail and callerRole: the caller is an active admin of that
   * role (when callerEmail is the admin's own e-mail, the caller is that admin, with `role`).
   */
  adminExistsForCaller: 'an admin with id {id} exists and {callerEmail} is signed in as {callerRole}',
  /** params: id, email, fullName, accessToken. This super admin is signed in; every other super admin is inactive. */
  onlyActiveSuperAdmin: 'admin {id} is the only active super admin and is signed in',
  /** No params. The caller has used up its sign-in attempts for the current window. */
  signInRateLimited: 'sign-in attempts from this client are over the rate limit',
  /**
   * params: as adminExistsForCaller, plus otherId, otherEmail, otherFullName, otherRole: a second
   * admin like the first.
   */
  twoAdminsForCaller: 'admins {id} and {otherId} exist and {callerEmail} is signed in as {callerRole}',
  /**
   * params: id (the operation's), adminId, email, fullName, role, accessToken. The caller (the super
   * admin) deactivated that admin by `POST /users/bulk` a moment ago: operation `id` can be undone.
   */
  adminBulkUndoable: 'admin bulk operation {id} deactivated admin {adminId} and can be undone',
} as const;

export type ProviderStateName = (typeof PROVIDER_STATES)[keyof typeof PROVIDER_STATES];

/** How long `admin {email} is locked after failed sign-ins` stays locked. */
const LOCKED_OUT_MS = 15 * 60 * 1000;

/** The admin every state that signs someone in uses as the caller, unless its params say otherwise. */
export const PACT_CALLER_EMAIL = 'admin@vinotheca.test';

/** A 1×1 PNG, as the avatar of `admin {id} has an avatar`. */
const AVATAR_DATA_URL =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR4nGP4z8DwHwAFAAH/iZk9HQAAAABJRU5ErkJggg==';
const SUBJECT_CREATED_AT = '2025-06-01T08:00:00.000Z';
const SUBJECT_LAST_LOGIN_AT = '2026-01-10T08:30:00.000Z';

function role(params: ProviderStateParams, name = 'role'): AdminRole | undefined {
  const value = optionalTextParam(params, name);
  if (value === undefined) return undefined;
  const known = ADMIN_ROLES.find((r) => r === value);
  if (!known) throw new Error(`param "${name}" must be one of ${ADMIN_ROLES.join(', ')}`);
  return known;
}

/**
 * Makes the admin with this e-mail (and id, when given) exist with exactly these fields: any admin
 * holding the id or the e-mail is replaced, so running a state twice gives the same data.
 */
async function putAdmin(fields: Partial<AdminRecord> & { email: string }): Promise<AdminRecord> {
  const byEmail = findAdminByEmail(fields.email);
  const id = fields.id ?? byEmail?.id ?? crypto.randomUUID();
  const base: AdminRecord =
    byEmail ??
    newAdminRecord({
      id,
      email: fields.email,
      fullName: 'Pact Subject',
      role: 'EDITOR',
      password: DEMO_PASSWORD,
      createdAt: SUBJECT_CREATED_AT,
    });
  db.admins.deleteMany((q) => q.where({ id }));
  if (byEmail) db.admins.deleteMany((q) => q.where({ id: byEmail.id }));
  const wanted = fields.email.toLowerCase();
  db.admins.deleteMany((q) => q.where({ email: (value) => value.toLowerCase() === wanted }));
  return db.admins.create({ ...base, ...fields, id, email: fields.email });
}

/** An admin who may sign in with a password: active, unlocked, no two-factor and none pending. */
function plainAdmin(params: ProviderStateParams): Partial<AdminRecord> & { email: string } {
  return {
    email: textParam(params, 'email'),
    password: optionalTextParam(params, 'password') ?? DEMO_PASSWORD,
    active: true,
    locked: false,
    failedLoginAttempts: 0,
    twoFactorEnabled: false,
    totpSecret: null,
    pendingTotpSecret: null,
    requires2FASetup: false,
  };
}

/**
 * The caller of an interaction: `callerEmail` (default the super admin) signed in with
 * `accessToken`; with `callerRole`, an active admin of that role.
 */
export async function signInCaller(params: ProviderStateParams): Promise<AdminRecord> {
  const email = optionalTextParam(params, 'callerEmail') ?? PACT_CALLER_EMAIL;
  const callerRole = role(params, 'callerRole');
  const found = findAdminByEmail(email);
  const caller =
    found && (!callerRole || found.role === callerRole)
      ? found
      : await putAdmin({
          ...plainAdmin({ email }),
          ...(found ? { id: found.id, fullName: found.fullName } : {}),
          role: callerRole ?? 'SUPER_ADMIN',
        });
  const accessToken = textParam(params, 'accessToken');
  await startSessionWithTokens(caller.id, {
    accessToken,
    refreshToken: optionalTextParam(params, 'refreshToken') ?? `${accessToken}.refresh`,
  });
  return caller;
}

/** The target of a users interaction, from `id`, `email`, `fullName` and `role`. */
async function putSubject(params: ProviderStateParams, extra: Partial<AdminRecord> = {}): Promise<void> {
  await putAdmin({
    ...plainAdmin(params),
    id: textParam(params, 'id'),
    fullName: optionalTextParam(params, 'fullName') ?? 'Pact Subject',
    role: role(params) ?? 'EDITOR',
    lastLoginAt: SUBJECT_LAST_LOGIN_AT,
    ...extra,
  });
}

/** Checks the state's code really is the authenticator's code for the secret at `validAt`. */
function freezeClockWhereCodeIsValid(secret: string, code: string, validAt: string): void {
  const at = Date.parse(validAt);
  if (Number.isNaN(at)) throw new Error('param "validAt" must be an ISO-8601 instant');
  const expected = OTPAuth.TOTP.generate({
    secret: OTPAuth.Secret.fromBase32(secret),
    algorithm: 'SHA1',
    digits: 6,
    period: 30,
    timestamp: at,
  });
  if (expected !== code) throw new Error(`code ${code} is not the code for this secret at ${validAt}`);
  configureMock({ now: () => at });
}

/** How the mock sets up each state; the registry in provider-states.ts registers them all. */
export const PACT_PROVIDER_STATES: Record<ProviderStateName, ProviderStateSetup> = {
  [PROVIDER_STATES.adminWithPassword]: async (params) => {
    await putAdmin(plainAdmin(params));
  },
  [PROVIDER_STATES.adminWithTwoFactor]: async (params) => {
    const secret = optionalTextParam(params, 'secret') ?? 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
    await putAdmin({ ...plainAdmin(params), twoFactorEnabled: true, totpSecret: secret });
  },
  [PROVIDER_STATES.adminPendingTwoFactor]: async (params) => {
    await putAdmin({ ...plainAdmin(params), requires2FASetup: true });
  },
  [PROVIDER_STATES.adminLockedOut]: async (params) => {
    await putAdmin({
      ...plainAdmin(params),
      locked: true,
      failedLoginAttempts: 5,
      lockedUntil: new Date(now() + LOCKED_OUT_MS).toISOString(),
    });
  },
  [PROVIDER_STATES.adminInactive]: async (params) => {
    await putAdmin({ ...plainAdmin(params), active: false });
  },
  [PROVIDER_STATES.signedIn]: async (params) => {
    const wanted = role(params);
    await putAdmin({ ...plainAdmin(params), ...(wanted ? { role: wanted } : {}) });
    await signInCaller({ ...params, callerEmail: textParam(params, 'email') });
  },
  [PROVIDER_STATES.signedInWithRefreshToken]: async (params) => {
    const admin = await putAdmin(plainAdmin(params));
    const refreshToken = textParam(params, 'refreshToken');
    await startSessionWithTokens(admin.id, { accessToken: `${refreshToken}.access`, refreshToken });
  },
  [PROVIDER_STATES.refreshTokenInvalid]: async (params) => {
    const refreshToken = textParam(params, 'refreshToken');
    db.sessions.deleteMany((q) => q.where({ refreshToken }));
  },
  [PROVIDER_STATES.accessTokenInvalid]: async (params) => {
    const accessToken = textParam(params, 'accessToken');
    db.sessions.deleteMany((q) => q.where({ accessToken }));
  },
  [PROVIDER_STATES.setupOnlySession]: async (params) => {
    const admin = await putAdmin({ ...plainAdmin(params), requires2FASetup: true });
    const accessToken = textParam(params, 'accessToken');
    await startSessionWithTokens(admin.id, { accessToken, refreshToken: `${accessToken}.refresh`, setupOnly: true });
  },
  [PROVIDER_STATES.twoFactorSetupStarted]: async (params) => {
    const secret = textParam(params, 'secret');
    freezeClockWhereCodeIsValid(secret, textParam(params, 'code'), textParam(params, 'validAt'));
    const admin = await putAdmin({ ...plainAdmin(params), requires2FASetup: true, pendingTotpSecret: secret });
    const accessToken = textParam(params, 'accessToken');
    await startSessionWithTokens(admin.id, { accessToken, refreshToken: `${accessToken}.refresh`, setupOnly: true });
  },
  [PROVIDER_STATES.adminExists]: async (params) => {
    await putSubject(params);
    await signInCaller(params);
  },
  [PROVIDER_STATES.adminLocked]: async (params) => {
    await putSubject(params, { locked: true, failedLoginAttempts: 5 });
    await signInCaller(params);
  },
  [PROVIDER_STATES.adminWithAvatar]: async (params) => {
    await putSubject(params, { avatarUrls: { small: AVATAR_DATA_URL, icon: AVATAR_DATA_URL } });
    await signInCaller(params);
  },
  [PROVIDER_STATES.adminMissing]: async (params) => {
    const id = textParam(params, 'id');
    db.admins.deleteMany((q) => q.where({ id }));
    await signInCaller(params);
  },
  [PROVIDER_STATES.adminExistsForCaller]: async (params) => {
    await putSubject(params);
    await signInCaller(params);
  },
  [PROVIDER_STATES.onlyActiveSuperAdmin]: async (params) => {
    const id = textParam(params, 'id');
    await putSubject({ ...params, id, role: 'SUPER_ADMIN' });
    for (const other of db.admins.all().filter((admin) => admin.role === 'SUPER_ADMIN' && admin.id !== id)) {
      await updateAdmin(other.id, (row) => {
        row.active = false;
      });
    }
    await signInCaller({ ...params, callerEmail: textParam(params, 'email') });
  },
  [PROVIDER_STATES.signInRateLimited]: async () => {
    // No attempt is left in this minute, whoever the verifier is (the limit is kept per address).
    configureMock({ loginRateLimit: { maxAttempts: 0, windowMs: 60 * 1000 } });
  },
  [PROVIDER_STATES.twoAdminsForCaller]: async (params) => {
    await putSubject(params);
    await putSubject({
      id: textParam(params, 'otherId'),
      email: textParam(params, 'otherEmail'),
      fullName: optionalTextParam(params, 'otherFullName'),
      role: optionalTextParam(params, 'otherRole'),
    });
    await signInCaller(params);
  },
  [PROVIDER_STATES.adminBulkUndoable]: async (params) => {
    const adminId = textParam(params, 'adminId');
    await putSubject({ ...params, id: adminId });
    const caller = await signInCaller(params);
    const outcome = await changeAdmins({ action: 'DEACTIVATE', ids: [adminId] }, caller, textParam(params, 'id'));
    if ('errors' in outcome || outcome.result.done !== 1) throw new Error('the admin could not be deactivated');
  },
  [PROVIDER_STATES.emailFree]: async (params) => {
    const wanted = textParam(params, 'email').toLowerCase();
    db.admins.deleteMany((q) => q.where({ email: (value) => value.toLowerCase() === wanted }));
    await signInCaller(params);
  },
};
