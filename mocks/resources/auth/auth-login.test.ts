import { describe, expect, it } from 'vitest';
import { LOGIN_ERROR_CODES } from '@/api/auth';
import { findAdminByEmail, LOGIN_MESSAGES } from './auth-model';
import { CLIENT_ADDRESS_HEADER } from './login-rate-limit';
import { DEMO_PASSWORD, DEMO_TOTP_SECRET } from '@/config/demo-accounts';
import {
  createTestClient,
  failureOf,
  installTestClock,
  setupMockBackend,
  totpCodeAt,
} from '@tests/support/mock-backend';

setupMockBackend();

describe('POST /auth/login', () => {
  it('signs in the super admin with full-access tokens and records the login time', async () => {
    const clock = installTestClock();
    const client = createTestClient();
    const response = await client.auth.login({ email: 'admin@vinotheca.test', password: DEMO_PASSWORD });
    expect(response).toMatchObject({
      email: 'admin@vinotheca.test',
      fullName: 'Ava Laurent',
      role: 'SUPER_ADMIN',
      requires2FASetup: false,
    });
    expect(response.accessToken).toMatch(/^vt_at_[0-9a-f]{64}$/);
    expect(response.refreshToken).toMatch(/^vt_rt_[0-9a-f]{64}$/);
    client.setToken(response.accessToken);
    const me = await client.auth.me();
    expect(me.lastLoginAt).toBe(new Date(clock.now()).toISOString());
    expect(me).not.toHaveProperty('password');
    expect(me).not.toHaveProperty('totpSecret');
  });

  it('accepts the e-mail in any case and with surrounding spaces', async () => {
    const response = await createTestClient().auth.login({ email: '  Admin@Vinotheca.TEST ', password: DEMO_PASSWORD });
    expect(response.email).toBe('admin@vinotheca.test');
  });

  it('answers an unknown e-mail and a wrong password with the same 401', async () => {
    const client = createTestClient();
    const unknown = await failureOf(client.auth.login({ email: 'nobody@vinotheca.test', password: DEMO_PASSWORD }));
    const wrong = await failureOf(client.auth.login({ email: 'admin@vinotheca.test', password: 'Wrong#Password1' }));
    expect(unknown).toEqual(wrong);
    expect(unknown).toEqual({
      status: 401,
      body: {
        status: 401,
        error: 'Unauthorized',
        message:
          'Invalid email or password. Too many failed attempts lock an account for a while: try again later, or ask an administrator to unlock it.',
        code: LOGIN_ERROR_CODES.invalidCredentials,
      },
    });
  });

  it('flags the pending-setup admin and hands out a setup-only token', async () => {
    const response = await createTestClient().auth.login({ email: 'setup@vinotheca.test', password: DEMO_PASSWORD });
    expect(response).toMatchObject({ requires2FASetup: true, fullName: 'Sam Ortega', role: 'ADMIN' });
  });

  it('refuses the seeded locked account with the right password as with a wrong one', async () => {
    const client = createTestClient();
    const right = await failureOf(client.auth.login({ email: 'locked@vinotheca.test', password: DEMO_PASSWORD }));
    const wrong = await failureOf(client.auth.login({ email: 'locked@vinotheca.test', password: 'Wrong#Password1' }));
    expect(right).toEqual(wrong);
    expect(right.body).toMatchObject({
      code: LOGIN_ERROR_CODES.invalidCredentials,
      message: LOGIN_MESSAGES.invalidCredentials,
    });
  });

  it('gives the right and a wrong password byte-identical answers during a lock, which it neither extends nor counts', async () => {
    installTestClock(Date.parse('2030-01-01T10:00:00Z'));
    const client = createTestClient();
    for (let i = 1; i <= 5; i++)
      await failureOf(client.auth.login({ email: 'viewer@vinotheca.test', password: `Wrong#Password${i}` }));
    const lockedAs = () => {
      const row = findAdminByEmail('viewer@vinotheca.test');
      return { locked: row?.locked, lockedUntil: row?.lockedUntil, failedLoginAttempts: row?.failedLoginAttempts };
    };
    const lock = lockedAs();
    expect(lock).toMatchObject({ locked: true, lockedUntil: '2030-01-01T10:15:00.000Z', failedLoginAttempts: 5 });
    const raw = async (password: string) => {
      const response = await client.http.post(
        '/auth/login',
        { email: 'viewer@vinotheca.test', password },
        { responseType: 'text', transformResponse: [(d: unknown) => d], validateStatus: () => true },
      );
      return { status: response.status, headers: { ...response.headers }, body: response.data as unknown };
    };
    const right = await raw(DEMO_PASSWORD);
    const wrong = await raw('Wrong#Password6');
    expect(right).toEqual(wrong);
    expect(right.status).toBe(401);
    expect(JSON.parse(String(right.body))).toMatchObject({ code: LOGIN_ERROR_CODES.invalidCredentials });
    expect(lockedAs()).toEqual(lock);
  });

  it('locks an account after exactly five consecutive failures without saying so, to the right password either', async () => {
    const client = createTestClient();
    const attempt = (password: string) => failureOf(client.auth.login({ email: 'admin@vinotheca.test', password }));
    const answers = [];
    for (let i = 1; i <= 6; i++) answers.push(await attempt(`Wrong#Password${i}`));
    expect(findAdminByEmail('admin@vinotheca.test')?.locked).toBe(true);
    answers.push(await attempt(DEMO_PASSWORD));
    expect(new Set(answers.map((a) => JSON.stringify(a))).size).toBe(1);
    expect(answers[0]?.body.code).toBe(LOGIN_ERROR_CODES.invalidCredentials);
  });

  it('answers a named account and an unknown e-mail alike, before, at and after the lock', async () => {
    const client = createTestClient();
    const answers = async (email: string) => {
      const seen: unknown[] = [];
      for (let i = 1; i <= 7; i++)
        seen.push((await failureOf(client.auth.login({ email, password: `Wrong#Password${i}` }))).body);
      return seen;
    };
    expect(await answers('manager@vinotheca.test')).toEqual(await answers('nobody.here@vinotheca.test'));
  });

  it('lets the owner in once the lockout time has passed, however the attacker tried', async () => {
    const clock = installTestClock(Date.parse('2030-01-01T10:00:00Z'));
    const attacker = createTestClient();
    for (let i = 1; i <= 12; i++)
      await failureOf(attacker.auth.login({ email: 'manager@vinotheca.test', password: `Wrong#Password${i}` }));
    const owner = createTestClient();
    expect(
      (await failureOf(owner.auth.login({ email: 'manager@vinotheca.test', password: DEMO_PASSWORD }))).body.code,
    ).toBe(LOGIN_ERROR_CODES.invalidCredentials);
    clock.advance(15 * 60 * 1000);
    await expect(owner.auth.login({ email: 'manager@vinotheca.test', password: DEMO_PASSWORD })).resolves.toMatchObject(
      { email: 'manager@vinotheca.test' },
    );
  });

  it('resets the failure count after a successful sign-in', async () => {
    const client = createTestClient();
    const wrong = () => failureOf(client.auth.login({ email: 'admin@vinotheca.test', password: 'Wrong#Password1' }));
    for (let i = 0; i < 4; i++) await wrong();
    await client.auth.login({ email: 'admin@vinotheca.test', password: DEMO_PASSWORD });
    for (let i = 0; i < 4; i++) expect((await wrong()).body.code).toBe(LOGIN_ERROR_CODES.invalidCredentials);
  });

  it('rate-limits a client after 20 attempts a minute, per client address, until the window passes', async () => {
    const clock = installTestClock();
    // The address the standalone server reports for each connection (server.test.ts checks it sets it).
    const client = createTestClient({ [CLIENT_ADDRESS_HEADER]: '203.0.113.7' });
    const other = createTestClient({ [CLIENT_ADDRESS_HEADER]: '198.51.100.1' });
    for (let i = 0; i < 20; i++) {
      expect((await failureOf(client.auth.login({ email: 'nobody@vinotheca.test', password: 'x' }))).status).toBe(401);
    }
    const limited = await failureOf(client.auth.login({ email: 'admin@vinotheca.test', password: DEMO_PASSWORD }));
    expect(limited).toMatchObject({
      status: 429,
      body: { code: LOGIN_ERROR_CODES.rateLimited, error: 'Too Many Requests' },
    });
    await expect(other.auth.login({ email: 'admin@vinotheca.test', password: DEMO_PASSWORD })).resolves.toBeTruthy();
    clock.advance(61_000);
    await expect(client.auth.login({ email: 'admin@vinotheca.test', password: DEMO_PASSWORD })).resolves.toBeTruthy();
  });

  describe('for an admin enrolled in two-factor authentication', () => {
    const email = 'totp@vinotheca.test';

    it('asks for the code when it is missing, without counting a failure', async () => {
      const client = createTestClient();
      for (let i = 0; i < 6; i++) {
        const failure = await failureOf(client.auth.login({ email, password: DEMO_PASSWORD }));
        expect(failure.body).toMatchObject({
          status: 401,
          code: LOGIN_ERROR_CODES.totpRequired,
          message: LOGIN_MESSAGES.totpRequired,
        });
      }
    });

    it('accepts codes from the previous, current and next 30 s step', async () => {
      const clock = installTestClock();
      for (const offset of [-30_000, 0, 30_000]) {
        const totpCode = totpCodeAt(DEMO_TOTP_SECRET, clock.now() + offset);
        const response = await createTestClient().auth.login({ email, password: DEMO_PASSWORD, totpCode });
        expect(response.requires2FASetup).toBe(false);
      }
    });

    it('rejects a code two steps away as invalid', async () => {
      const clock = installTestClock();
      for (const offset of [-60_000, 60_000]) {
        const totpCode = totpCodeAt(DEMO_TOTP_SECRET, clock.now() + offset);
        const failure = await failureOf(createTestClient().auth.login({ email, password: DEMO_PASSWORD, totpCode }));
        expect(failure.body).toMatchObject({ status: 401, code: LOGIN_ERROR_CODES.totpInvalid });
      }
    });

    it('rejects the same code a second time (replay)', async () => {
      const clock = installTestClock();
      const totpCode = totpCodeAt(DEMO_TOTP_SECRET, clock.now());
      await createTestClient().auth.login({ email, password: DEMO_PASSWORD, totpCode });
      const replay = await failureOf(createTestClient().auth.login({ email, password: DEMO_PASSWORD, totpCode }));
      expect(replay.body.code).toBe(LOGIN_ERROR_CODES.totpInvalid);
    });

    it('counts wrong codes towards the lockout, and the lock then refuses the right password and code alike', async () => {
      const clock = installTestClock();
      const client = createTestClient();
      const codes = ['000000', '111111', '222222', '333333', '444444'];
      const results = [];
      for (const totpCode of codes)
        results.push((await failureOf(client.auth.login({ email, password: DEMO_PASSWORD, totpCode }))).body.code);
      expect(results).toEqual(Array(5).fill(LOGIN_ERROR_CODES.totpInvalid));
      clock.advance(30_000);
      const totpCode = totpCodeAt(DEMO_TOTP_SECRET, clock.now());
      const locked = await failureOf(client.auth.login({ email, password: DEMO_PASSWORD, totpCode }));
      expect(locked).toEqual(await failureOf(client.auth.login({ email, password: 'Wrong#Password1' })));
      expect(locked.body.code).toBe(LOGIN_ERROR_CODES.invalidCredentials);
    });
  });
});
