import { describe, expect, it } from 'vitest';
import { resetMockBackend } from '../../app/reset-mock-backend';
import { DEMO_TOTP_SECRET } from '@/config/demo-accounts';
import {
  createTestClient,
  failureOf,
  installTestClock,
  setupMockBackend,
  totpCodeAt,
} from '@tests/support/mock-backend';

setupMockBackend();

const ADMIN = 'admin@vinotheca.test';

describe('access tokens', () => {
  it('expire after the configured lifetime (15 minutes by default)', async () => {
    const clock = installTestClock();
    const client = createTestClient();
    await client.signIn(ADMIN);
    clock.advance(15 * 60 * 1000 - 1);
    await expect(client.auth.me()).resolves.toMatchObject({ email: ADMIN });
    clock.advance(1);
    const failure = await failureOf(client.auth.me());
    expect(failure).toMatchObject({ status: 401, body: { error: 'Unauthorized', code: 'TOKEN_EXPIRED' } });
  });

  it('honour a shorter configured lifetime', async () => {
    await resetMockBackend({ config: { accessTokenTtlMs: 1000 } });
    const clock = installTestClock();
    const client = createTestClient();
    await client.signIn(ADMIN);
    clock.advance(1000);
    expect((await failureOf(client.system.info())).status).toBe(401);
  });

  it('are required, and must be known', async () => {
    const client = createTestClient();
    expect((await failureOf(client.auth.me())).body).toMatchObject({ status: 401, error: 'Unauthorized' });
    client.setToken('vt_at_forged');
    expect((await failureOf(client.auth.me())).body).toMatchObject({ status: 401, code: 'TOKEN_INVALID' });
  });
});

describe('POST /auth/refresh', () => {
  it('rotates the pair; the new access token works', async () => {
    const clock = installTestClock();
    const client = createTestClient();
    const login = await client.signIn(ADMIN);
    clock.advance(16 * 60 * 1000);
    const refreshed = await client.auth.refresh(login.refreshToken);
    expect(refreshed.accessToken).not.toBe(login.accessToken);
    expect(refreshed.refreshToken).not.toBe(login.refreshToken);
    client.setToken(refreshed.accessToken);
    await expect(client.auth.me()).resolves.toMatchObject({ email: ADMIN });
  });

  it('rejects a reused refresh token and revokes the whole family', async () => {
    const client = createTestClient();
    const login = await client.signIn(ADMIN);
    const first = await client.auth.refresh(login.refreshToken);
    const reuse = await failureOf(client.auth.refresh(login.refreshToken));
    expect(reuse).toMatchObject({ status: 401, body: { code: 'REFRESH_TOKEN_REUSED' } });
    expect((await failureOf(client.auth.refresh(first.refreshToken))).status).toBe(401);
    client.setToken(first.accessToken);
    expect((await failureOf(client.auth.me())).status).toBe(401);
  });

  it('leaves other sign-ins alone when one family is revoked for reuse', async () => {
    const phone = createTestClient();
    const laptop = createTestClient();
    const phoneLogin = await phone.signIn(ADMIN);
    await laptop.signIn(ADMIN);
    await phone.auth.refresh(phoneLogin.refreshToken);
    await failureOf(phone.auth.refresh(phoneLogin.refreshToken));
    await expect(laptop.auth.me()).resolves.toMatchObject({ email: ADMIN });
  });

  it('rejects an unknown token and a missing one', async () => {
    const client = createTestClient();
    expect(await failureOf(client.auth.refresh('vt_rt_unknown'))).toMatchObject({
      status: 401,
      body: { error: 'Unauthorized', code: 'REFRESH_TOKEN_INVALID' },
    });
    const missing = await failureOf(client.http.post('/auth/refresh', {}));
    expect(missing).toMatchObject({
      status: 422,
      body: { errors: [{ field: 'refreshToken', message: 'Refresh token is required' }] },
    });
  });
});

describe('POST /auth/logout', () => {
  it('revokes the session: its refresh and access tokens stop working', async () => {
    const client = createTestClient();
    const login = await client.signIn(ADMIN);
    await client.auth.logout(login.refreshToken);
    expect((await failureOf(client.auth.refresh(login.refreshToken))).status).toBe(401);
    expect((await failureOf(client.auth.me())).status).toBe(401);
  });

  it('works without an access token (it may have expired) and for an unknown token', async () => {
    const client = createTestClient();
    const login = await client.auth.login({ email: ADMIN, password: 'Vinotheca#2026' });
    await expect(client.auth.logout(login.refreshToken)).resolves.toBeUndefined();
    await expect(client.auth.logout('vt_rt_unknown')).resolves.toBeUndefined();
  });
});

describe('POST /auth/logout-all', () => {
  it('revokes every session of the admin, including the caller', async () => {
    const phone = createTestClient();
    const laptop = createTestClient();
    const phoneLogin = await phone.signIn(ADMIN);
    const laptopLogin = await laptop.signIn(ADMIN);
    await laptop.auth.logoutAll();
    expect((await failureOf(phone.auth.me())).status).toBe(401);
    expect((await failureOf(laptop.auth.me())).status).toBe(401);
    expect((await failureOf(phone.auth.refresh(phoneLogin.refreshToken))).status).toBe(401);
    expect((await failureOf(laptop.auth.refresh(laptopLogin.refreshToken))).status).toBe(401);
  });

  it('leaves other admins signed in', async () => {
    const clock = installTestClock();
    const ava = createTestClient();
    const tessa = createTestClient();
    await ava.signIn(ADMIN);
    await tessa.signIn('totp@vinotheca.test', { totpCode: totpCodeAt(DEMO_TOTP_SECRET, clock.now()) });
    await ava.auth.logoutAll();
    await expect(tessa.auth.me()).resolves.toMatchObject({ fullName: 'Tessa Moreau' });
  });
});

describe('POST /auth/change-password', () => {
  it('changes the password and revokes the other sessions, not the current one', async () => {
    const current = createTestClient();
    const elsewhere = createTestClient();
    await current.signIn(ADMIN);
    await elsewhere.signIn(ADMIN);
    await current.auth.changePassword({ currentPassword: 'Vinotheca#2026', newPassword: 'Cellar-Door#2027' });
    await expect(current.auth.me()).resolves.toMatchObject({ email: ADMIN });
    expect((await failureOf(elsewhere.auth.me())).status).toBe(401);
    expect((await failureOf(createTestClient().signIn(ADMIN))).status).toBe(401);
    await expect(createTestClient().signIn(ADMIN, { password: 'Cellar-Door#2027' })).resolves.toBeTruthy();
  });

  it('rejects a wrong current password on its field', async () => {
    const client = createTestClient();
    await client.signIn(ADMIN);
    const failure = await failureOf(
      client.auth.changePassword({ currentPassword: 'nope', newPassword: 'Cellar-Door#2027' }),
    );
    expect(failure).toMatchObject({
      status: 422,
      body: {
        error: 'Unprocessable Entity',
        message: 'Validation failed',
        errors: [{ field: 'currentPassword', message: 'Current password is incorrect' }],
      },
    });
  });

  it.each([
    ['Short#1a', 'Password must be at least 12 characters long'],
    ['lowercase#only1', 'Password must contain at least one uppercase letter'],
    ['UPPERCASE#ONLY1', 'Password must contain at least one lowercase letter'],
    ['No-Digits-Here#', 'Password must contain at least one number'],
    ['NoSpecials12345', 'Password must contain at least one special character'],
  ])('enforces the password policy (%s)', async (newPassword, message) => {
    const client = createTestClient();
    await client.signIn(ADMIN);
    const failure = await failureOf(client.auth.changePassword({ currentPassword: 'Vinotheca#2026', newPassword }));
    expect(failure).toMatchObject({ status: 422, body: { errors: [{ field: 'newPassword', message }] } });
  });
});
