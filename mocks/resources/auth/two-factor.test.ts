import { beforeEach, describe, expect, it } from 'vitest';
import { LOGIN_ERROR_CODES } from '@/api/auth';
import { DEMO_PASSWORD } from '@/config/demo-accounts';
import {
  createTestClient,
  failureOf,
  installTestClock,
  setupMockBackend,
  totpCodeAt,
} from '@tests/support/mock-backend';

const { client } = setupMockBackend();

const SETUP = 'setup@vinotheca.test';
let clock: ReturnType<typeof installTestClock>;

beforeEach(() => {
  clock = installTestClock();
});

describe('POST /auth/2fa/setup', () => {
  it('issues a 160-bit secret and otpauth URI for the setup-only token, the same one again until enrolled (a reload of the setup screen)', async () => {
    await client.signIn(SETUP);
    const first = await client.auth.setupTwoFactor();
    expect(first.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(first).toMatchObject({ issuer: 'Vinotheca', accountName: SETUP });
    expect(first.otpauthUri).toMatch(/^otpauth:\/\/totp\/Vinotheca:setup%40vinotheca\.test\?/);
    expect(first.otpauthUri).toContain(`secret=${first.secret}`);
    expect(first.otpauthUri).toContain('issuer=Vinotheca');
    expect(await client.auth.setupTwoFactor()).toEqual(first);
    // Signed in again, the enrolment started is still the one offered, and its code enrols.
    await client.signIn(SETUP);
    expect((await client.auth.setupTwoFactor()).secret).toBe(first.secret);
    await expect(client.auth.verifyTwoFactor(totpCodeAt(first.secret, clock.now()))).resolves.toMatchObject({
      requires2FASetup: false,
    });
  });

  it('gives each admin a secret of their own', async () => {
    await client.signIn(SETUP);
    const sam = await client.auth.setupTwoFactor();
    const ava = createTestClient();
    await ava.signIn('admin@vinotheca.test');
    expect((await ava.auth.setupTwoFactor()).secret).not.toBe(sam.secret);
  });

  it('is open to a full token of an admin without two-factor, closed to an enrolled one', async () => {
    await client.signIn('admin@vinotheca.test');
    await expect(client.auth.setupTwoFactor()).resolves.toMatchObject({ accountName: 'admin@vinotheca.test' });
    const tessa = createTestClient();
    await tessa.signIn('totp@vinotheca.test', {
      totpCode: totpCodeAt('JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP', clock.now()),
    });
    expect(await failureOf(tessa.auth.setupTwoFactor())).toMatchObject({ status: 409, body: { error: 'Conflict' } });
  });

  it('requires a token', async () => {
    expect((await failureOf(client.auth.setupTwoFactor())).status).toBe(401);
  });
});

describe('POST /auth/2fa/verify', () => {
  it('completes enrolment: full tokens, setup-only session revoked, sign-in then asks for a code', async () => {
    const login = await client.signIn(SETUP);
    const { secret } = await client.auth.setupTwoFactor();
    const full = await client.auth.verifyTwoFactor(totpCodeAt(secret, clock.now()));
    expect(full).toMatchObject({ requires2FASetup: false, email: SETUP, fullName: 'Sam Ortega', role: 'ADMIN' });
    expect(full.accessToken).not.toBe(login.accessToken);

    expect((await failureOf(client.auth.setupTwoFactor())).status).toBe(401);
    expect((await failureOf(client.auth.refresh(login.refreshToken))).status).toBe(401);

    client.setToken(full.accessToken);
    await expect(client.auth.me()).resolves.toMatchObject({ twoFactorEnabled: true });
    await expect(client.system.info()).resolves.toMatchObject({ environment: 'mock' });

    const again = createTestClient();
    expect((await failureOf(again.auth.login({ email: SETUP, password: DEMO_PASSWORD }))).body.code).toBe(
      LOGIN_ERROR_CODES.totpRequired,
    );
    clock.advance(30_000);
    const next = await again.auth.login({
      email: SETUP,
      password: DEMO_PASSWORD,
      totpCode: totpCodeAt(secret, clock.now()),
    });
    expect(next.requires2FASetup).toBe(false);
  });

  it('does not let the enrolment code be replayed at sign-in', async () => {
    await client.signIn(SETUP);
    const { secret } = await client.auth.setupTwoFactor();
    const code = totpCodeAt(secret, clock.now());
    await client.auth.verifyTwoFactor(code);
    const replay = await failureOf(
      createTestClient().auth.login({ email: SETUP, password: DEMO_PASSWORD, totpCode: code }),
    );
    expect(replay.body.code).toBe(LOGIN_ERROR_CODES.totpInvalid);
  });

  it.each([
    ['a wrong code', (secret: string, now: number) => wrongCode(secret, now)],
    ['a code two steps old', (secret: string, now: number) => totpCodeAt(secret, now - 60_000)],
    ['a non-numeric code', () => 'abcdef'],
  ])('rejects %s on the code field and stays setup-only', async (_, makeCode) => {
    await client.signIn(SETUP);
    const { secret } = await client.auth.setupTwoFactor();
    const failure = await failureOf(client.auth.verifyTwoFactor(makeCode(secret, clock.now())));
    expect(failure).toMatchObject({
      status: 422,
      body: { errors: [{ field: 'code', message: 'Invalid or expired code' }] },
    });
    expect((await failureOf(client.auth.me())).status).toBe(403);
  });

  it('checks against the enrolment’s own secret only', async () => {
    await client.signIn(SETUP);
    await client.auth.setupTwoFactor();
    const other = createTestClient();
    await other.signIn('admin@vinotheca.test');
    const someoneElses = await other.auth.setupTwoFactor();
    expect((await failureOf(client.auth.verifyTwoFactor(totpCodeAt(someoneElses.secret, clock.now())))).status).toBe(
      422,
    );
  });

  it('answers 409 before setup has started and 422 without a code', async () => {
    await client.signIn(SETUP);
    expect((await failureOf(client.auth.verifyTwoFactor('123456'))).status).toBe(409);
    const missing = await failureOf(client.http.post('/auth/2fa/verify', {}));
    expect(missing).toMatchObject({ status: 422, body: { errors: [{ field: 'code', message: 'Code is required' }] } });
  });

  it('enrols an admin holding a full token and keeps that session', async () => {
    await client.signIn('admin@vinotheca.test');
    const { secret } = await client.auth.setupTwoFactor();
    const response = await client.auth.verifyTwoFactor(totpCodeAt(secret, clock.now()));
    expect(response.requires2FASetup).toBe(false);
    await expect(client.auth.me()).resolves.toMatchObject({ twoFactorEnabled: true });
  });
});

function wrongCode(secret: string, now: number): string {
  const valid = new Set([-30_000, 0, 30_000].map((offset) => totpCodeAt(secret, now + offset)));
  let candidate = 0;
  while (valid.has(String(candidate).padStart(6, '0'))) candidate++;
  return String(candidate).padStart(6, '0');
}
