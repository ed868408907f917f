import * as OTPAuth from 'otpauth';
import { ADMIN_ROLES } from '@/api/types';
import type { AdminRole } from '@/api/types';
import { DEMO_PASSWORD } from '@/config/demo-accounts';
import { findAdminByEmail } from './auth-model';
import { newAdminRecord } from './admin-record';
import { db } from './db';
import type { AdminRecord } from './db';
import { configureMock } from './mock-config';
import { PACT_CALLER_EMAIL, PROVIDER_STATES } from './provider-state-names';
import type { ProviderStateName } from './provider-state-names';
import { startSessionWithTokens } from './provider-state-sessions';

type Params = Record<string, unknown>;
type Setup = (params: Params) => Promise<void>;

/** A 1×1 PNG, as the avatar of `admin {id} has an avatar`. */
const AVATAR_DATA_URL =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR4nGP4z8DwHwAFAAH/iZk9HQAAAABJRU5ErkJggg==';
const SUBJECT_CREATED_AT = '2025-06-01T08:00:00.000Z';
const SUBJECT_LAST_LOGIN_AT = '2026-01-10T08:30:00.000Z';

function text(params: Params, name: string): string {
  const value = params[name];
  if (typeof value !== 'string' || value.length === 0) throw new Error(`param "${name}" must be a non-empty string`);
  return value;
}

function optionalText(params: Params, name: string): string | undefined {
  return params[name] === undefined ? undefined : text(params, name);
}

function role(params: Params): AdminRole | undefined {
  const value = optionalText(params, 'role');
  if (value === undefined) return undefined;
  const known = ADMIN_ROLES.find((r) => r === value);
  if (!known) throw new Error(`param "role" must be one of ${ADMIN_ROLES.join(', ')}`);
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
    newAdminRecord({ id, email: fields.email, fullName: 'Pact Subject', role: 'EDITOR', password: DEMO_PASSWORD, createdAt: SUBJECT_CREATED_AT });
  db.admins.deleteMany((q) => q.where({ id }));
  if (byEmail) db.admins.deleteMany((q) => q.where({ id: byEmail.id }));
  const wanted = fields.email.toLowerCase();
  db.admins.deleteMany((q) => q.where({ email: (value) => value.toLowerCase() === wanted }));
  return db.admins.create({ ...base, ...fields, id, email: fields.email });
}

/** An admin who may sign in with a password: active, unlocked, no two-factor and none pending. */
function plainAdmin(params: Params): Partial<AdminRecord> & { email: string } {
  return {
    email: text(params, 'email'),
    password: optionalText(params, 'password') ?? DEMO_PASSWORD,
    active: true,
    locked: false,
    failedLoginAttempts: 0,
    twoFactorEnabled: false,
    totpSecret: null,
    pendingTotpSecret: null,
    requires2FASetup: false,
  };
}

/** The caller of an interaction: `callerEmail` (default the super admin) signed in with `accessToken`. */
export async function signInCaller(params: Params): Promise<void> {
  const email = optionalText(params, 'callerEmail') ?? PACT_CALLER_EMAIL;
  const caller = findAdminByEmail(email) ?? (await putAdmin({ ...plainAdmin({ email }), role: 'SUPER_ADMIN' }));
  const accessToken = text(params, 'accessToken');
  await startSessionWithTokens(caller.id, {
    accessToken,
    refreshToken: optionalText(params, 'refreshToken') ?? `${accessToken}.refresh`,
  });
}

/** The target of a users interaction, from `id`, `email`, `fullName` and `role`. */
async function putSubject(params: Params, extra: Partial<AdminRecord> = {}): Promise<void> {
  await putAdmin({
    ...plainAdmin(params),
    id: text(params, 'id'),
    fullName: optionalText(params, 'fullName') ?? 'Pact Subject',
    role: role(params) ?? 'EDITOR',
    lastLoginAt: SUBJECT_LAST_LOGIN_AT,
    ...extra,
  });
}

/** Checks the state's code really is the authenticator's code for the secret at `validAt`. */
function freezeClockWhereCodeIsValid(secret: string, code: string, validAt: string): void {
  const at = Date.parse(validAt);
  if (Number.isNaN(at)) throw new Error('param "validAt" must be an ISO-8601 instant');
  const expected = OTPAuth.TOTP.generate({ secret: OTPAuth.Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: 30, timestamp: at });
  if (expected !== code) throw new Error(`code ${code} is not the code for this secret at ${validAt}`);
  configureMock({ now: () => at });
}

/** How the mock sets up each state; the registry in provider-states.ts registers them all. */
export const PACT_PROVIDER_STATES: Record<ProviderStateName, Setup> = {
  [PROVIDER_STATES.adminWithPassword]: async (params) => {
    await putAdmin(plainAdmin(params));
  },
  [PROVIDER_STATES.adminWithTwoFactor]: async (params) => {
    const secret = optionalText(params, 'secret') ?? 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
    await putAdmin({ ...plainAdmin(params), twoFactorEnabled: true, totpSecret: secret });
  },
  [PROVIDER_STATES.adminPendingTwoFactor]: async (params) => {
    await putAdmin({ ...plainAdmin(params), requires2FASetup: true });
  },
  [PROVIDER_STATES.signedIn]: async (params) => {
    const wanted = role(params);
    await putAdmin({ ...plainAdmin(params), ...(wanted ? { role: wanted } : {}) });
    await signInCaller({ ...params, callerEmail: text(params, 'email') });
  },
  [PROVIDER_STATES.signedInWithRefreshToken]: async (params) => {
    const admin = await putAdmin(plainAdmin(params));
    const refreshToken = text(params, 'refreshToken');
    await startSessionWithTokens(admin.id, { accessToken: `${refreshToken}.access`, refreshToken });
  },
  [PROVIDER_STATES.refreshTokenInvalid]: async (params) => {
    const refreshToken = text(params, 'refreshToken');
    db.sessions.deleteMany((q) => q.where({ refreshToken }));
  },
  [PROVIDER_STATES.accessTokenInvalid]: async (params) => {
    const accessToken = text(params, 'accessToken');
    db.sessions.deleteMany((q) => q.where({ accessToken }));
  },
  [PROVIDER_STATES.setupOnlySession]: async (params) => {
    const admin = await putAdmin({ ...plainAdmin(params), requires2FASetup: true });
    const accessToken = text(params, 'accessToken');
    await startSessionWithTokens(admin.id, { accessToken, refreshToken: `${accessToken}.refresh`, setupOnly: true });
  },
  [PROVIDER_STATES.twoFactorSetupStarted]: async (params) => {
    const secret = text(params, 'secret');
    freezeClockWhereCodeIsValid(secret, text(params, 'code'), text(params, 'validAt'));
    const admin = await putAdmin({ ...plainAdmin(params), requires2FASetup: true, pendingTotpSecret: secret });
    const accessToken = text(params, 'accessToken');
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
    const id = text(params, 'id');
    db.admins.deleteMany((q) => q.where({ id }));
    await signInCaller(params);
  },
  [PROVIDER_STATES.emailFree]: async (params) => {
    const wanted = text(params, 'email').toLowerCase();
    db.admins.deleteMany((q) => q.where({ email: (value) => value.toLowerCase() === wanted }));
    await signInCaller(params);
  },
};
