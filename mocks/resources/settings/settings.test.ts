import { describe, expect, it } from 'vitest';
import { LOGIN_ERROR_CODES } from '@/api/auth';
import type { SettingsRequest } from '@/api/settings';
import { DEMO_PASSWORD } from '@/config/demo-accounts';
import { env } from '@/config/env';
import { db } from '../../core/db';
import { findAdminByEmail } from '../auth/auth-model';
import {
  createTestClient,
  failureOf,
  installTestClock,
  setupMockBackend,
  totpCodeAt,
} from '@tests/support/mock-backend';

const { client } = setupMockBackend({ signInAs: 'admin@vinotheca.test' });

const SEEDED: SettingsRequest = {
  brandName: 'Vinotheca',
  companyName: env.VITE_COMPANY_NAME,
  enforceTwoFactor: false,
  lockoutThreshold: 5,
  lockoutMinutes: 15,
  accessTokenMinutes: 15,
};

/** A client signed in as the ADMIN (not SUPER_ADMIN) demo account, through its TOTP code. */
async function signedInAdmin() {
  const clock = installTestClock();
  const other = createTestClient();
  const { DEMO_TOTP_SECRET } = await import('@/config/demo-accounts');
  await other.signIn('totp@vinotheca.test', { totpCode: totpCodeAt(DEMO_TOTP_SECRET, clock.now()) });
  return { other, clock };
}

describe('GET /settings', () => {
  it('answers the seeded row', async () => {
    // Last changed when the seeded history's settings.update says (90 days before the reference, 19:00).
    expect(await client.settings.get()).toEqual({ ...SEEDED, updatedAt: '2026-08-18T19:00:00.000Z' });
  });

  it('answers 401 without a token and 403 for a setup-only token', async () => {
    client.setToken(null);
    expect(await failureOf(client.settings.get())).toMatchObject({ status: 401, body: { error: 'Unauthorized' } });
    await client.signIn('setup@vinotheca.test');
    expect(await failureOf(client.settings.get())).toMatchObject({ status: 403 });
  });
});

describe('PUT /settings', () => {
  it('saves every field (trimmed) for a super admin, stamps the time and records settings.update', async () => {
    const clock = installTestClock(Date.parse('2030-01-01T10:00:00Z'));
    await client.signIn('admin@vinotheca.test');
    const body = {
      brandName: '  Cellar Door ',
      companyName: 'Cellar Door GmbH',
      enforceTwoFactor: true,
      lockoutThreshold: 3,
      lockoutMinutes: 30,
      accessTokenMinutes: 60,
    };
    const saved = await client.settings.update(body);
    const expected = { ...body, brandName: 'Cellar Door', updatedAt: new Date(clock.now()).toISOString() };
    expect(saved).toEqual(expected);
    await expect(client.settings.get()).resolves.toEqual(expected);
    expect(db.settings.count()).toBe(1);
    expect((await client.audit.list({ size: 1 })).content[0]).toMatchObject({
      action: 'settings.update',
      actor: { email: 'admin@vinotheca.test' },
      target: { type: 'SETTINGS', id: 'system', label: 'System settings' },
    });
  });

  it('lets another admin change the General settings when Security stays as it is', async () => {
    const { other } = await signedInAdmin();
    await expect(other.settings.update({ ...SEEDED, brandName: 'Vinoteca Nord' })).resolves.toMatchObject({
      brandName: 'Vinoteca Nord',
    });
  });

  it.each([
    ['enforceTwoFactor', { enforceTwoFactor: true }],
    ['lockoutThreshold', { lockoutThreshold: 7 }],
    ['accessTokenMinutes', { accessTokenMinutes: 30 }],
  ])(
    'answers 403 when a non-super admin changes %s, changes nothing and records the attempt as denied',
    async (_, change) => {
      const { other } = await signedInAdmin();
      const before = db.auditEvents.count();
      expect(await failureOf(other.settings.update({ ...SEEDED, brandName: 'Sneaky', ...change }))).toEqual({
        status: 403,
        body: {
          status: 403,
          error: 'Forbidden',
          message: 'Only a super admin can change security settings.',
          code: 'SECURITY_SETTINGS_FORBIDDEN',
        },
      });
      expect(await client.settings.get()).toMatchObject(SEEDED);
      expect(db.auditEvents.count()).toBe(before + 1);
      expect(db.auditEvents.all().at(-1)).toMatchObject({
        action: 'settings.update',
        targetType: 'SETTINGS',
        outcome: 'denied',
      });
    },
  );

  it.each([
    [{ brandName: '   ' }, 'brandName', 'Brand name is required'],
    [{ brandName: 'x'.repeat(41) }, 'brandName', 'Brand name must be at most 40 characters'],
    [{ companyName: '' }, 'companyName', 'Company name is required'],
    [{ companyName: 'x'.repeat(81) }, 'companyName', 'Company name must be at most 80 characters'],
    [{ lockoutThreshold: 2 }, 'lockoutThreshold', 'Lockout threshold must be a whole number from 3 to 10'],
    [{ lockoutThreshold: 11 }, 'lockoutThreshold', 'Lockout threshold must be a whole number from 3 to 10'],
    [{ lockoutThreshold: 4.5 }, 'lockoutThreshold', 'Lockout threshold must be a whole number from 3 to 10'],
    [{ accessTokenMinutes: 4 }, 'accessTokenMinutes', 'Access token lifetime must be a whole number from 5 to 120'],
    [{ accessTokenMinutes: 121 }, 'accessTokenMinutes', 'Access token lifetime must be a whole number from 5 to 120'],
    [{ accessTokenMinutes: '30' }, 'accessTokenMinutes', 'Access token lifetime must be a whole number from 5 to 120'],
    [{ enforceTwoFactor: 'yes' }, 'enforceTwoFactor', 'Enforce two-factor must be true or false'],
    [{ brandName: undefined }, 'brandName', 'Brand name is required'],
  ])('answers 422 for %o', async (change, field, message) => {
    const failure = await failureOf(client.http.put('/settings', { ...SEEDED, ...change }));
    expect(failure).toEqual({
      status: 422,
      body: { status: 422, error: 'Unprocessable Entity', message: 'Validation failed', errors: [{ field, message }] },
    });
    expect(await client.settings.get()).toMatchObject(SEEDED);
  });

  it('answers 400 for a body that is not a JSON object, and 401 without a token', async () => {
    expect(await failureOf(client.http.put('/settings', [1, 2]))).toMatchObject({ status: 400 });
    client.setToken(null);
    expect(await failureOf(client.settings.update(SEEDED))).toMatchObject({ status: 401 });
  });
});

describe('the mock honours the settings', () => {
  it('issues access tokens that live accessTokenMinutes', async () => {
    await client.settings.update({ ...SEEDED, accessTokenMinutes: 5 });
    const clock = installTestClock();
    const other = createTestClient();
    await other.signIn('admin@vinotheca.test');
    clock.advance(5 * 60 * 1000 - 1);
    await expect(other.auth.me()).resolves.toMatchObject({ email: 'admin@vinotheca.test' });
    clock.advance(1);
    expect(await failureOf(other.auth.me())).toMatchObject({ status: 401, body: { code: 'TOKEN_EXPIRED' } });
  });

  it('locks an account after lockoutThreshold failed sign-ins', async () => {
    await client.settings.update({ ...SEEDED, lockoutThreshold: 3 });
    const other = createTestClient();
    const attempt = async (n: number) =>
      (await failureOf(other.auth.login({ email: 'totp@vinotheca.test', password: `Wrong#Password${n}` }))).body.code;
    expect([await attempt(1), await attempt(2), await attempt(3)]).toEqual(
      Array(3).fill(LOGIN_ERROR_CODES.invalidCredentials),
    );
    // Locked now: the right password is refused like the wrong ones.
    expect(
      (await failureOf(other.auth.login({ email: 'totp@vinotheca.test', password: DEMO_PASSWORD }))).body.code,
    ).toBe(LOGIN_ERROR_CODES.invalidCredentials);
    expect(findAdminByEmail('totp@vinotheca.test')?.locked).toBe(true);
  });

  it('lifts a lock after lockoutMinutes by itself', async () => {
    const clock = installTestClock(Date.parse('2030-01-01T10:00:00Z'));
    await client.signIn('admin@vinotheca.test');
    await client.settings.update({ ...SEEDED, lockoutThreshold: 3, lockoutMinutes: 10 });
    const other = createTestClient();
    for (let n = 1; n <= 3; n++)
      await failureOf(other.auth.login({ email: 'editor@vinotheca.test', password: `Wrong#Password${n}` }));
    clock.advance(10 * 60 * 1000 - 1000);
    expect(
      (await failureOf(other.auth.login({ email: 'editor@vinotheca.test', password: DEMO_PASSWORD }))).body.code,
    ).toBe(LOGIN_ERROR_CODES.invalidCredentials);
    clock.advance(1000);
    await expect(other.auth.login({ email: 'editor@vinotheca.test', password: DEMO_PASSWORD })).resolves.toMatchObject({
      email: 'editor@vinotheca.test',
    });
  });

  it('gives every admin without two-factor a setup-only token while enforceTwoFactor is on', async () => {
    const admin = db.admins.findFirst((q) => q.where({ email: 'admin@vinotheca.test' }));
    expect(admin?.twoFactorEnabled).toBe(false);
    await client.settings.update({ ...SEEDED, enforceTwoFactor: true });
    const other = createTestClient();
    const signedIn = await other.signIn('admin@vinotheca.test');
    expect(signedIn.requires2FASetup).toBe(true);
    expect(await failureOf(other.settings.get())).toMatchObject({ status: 403 });
    // An admin who has two-factor signs in as before.
    const { other: enrolled } = await signedInAdmin();
    await expect(enrolled.settings.get()).resolves.toMatchObject({ enforceTwoFactor: true });
  });
});
