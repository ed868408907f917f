import type { AxiosInstance } from 'axios';
import { describe, expect, it } from 'vitest';
import { findAdminByEmail } from '../auth/auth-model';
import { DEMO_TOTP_SECRET } from '@/config/demo-accounts';
import {
  createTestClient,
  failureOf,
  installTestClock,
  setupMockBackend,
  totpCodeAt,
} from '@tests/support/mock-backend';

const { client } = setupMockBackend({ signInAs: 'admin@vinotheca.test' });

const idOf = (email: string) => {
  const admin = findAdminByEmail(email);
  if (!admin) throw new Error(`no seeded admin ${email}`);
  return admin.id;
};

const PNG_MAGIC = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

function pngBlob(size = 64): Blob {
  const bytes = new Uint8Array(size);
  bytes.set(PNG_MAGIC);
  return new Blob([bytes], { type: 'image/png' });
}

/** Another admin's client, signed in, with their refresh token. */
async function signedInOther(email: string) {
  const other = createTestClient();
  const { refreshToken } = await other.signIn(email);
  return { other, refreshToken };
}

/** Tessa (2FA enrolled) with a full-access session, so `/auth/me` answers 200 until revoked. */
async function tessaSignedIn(clock: ReturnType<typeof installTestClock>, password?: string) {
  const tessa = createTestClient();
  const { refreshToken } = await tessa.signIn('totp@vinotheca.test', {
    password,
    totpCode: totpCodeAt(DEMO_TOTP_SECRET, clock.now()),
  });
  return { tessa, refreshToken };
}

describe('deactivation', () => {
  it('through DELETE makes the admin’s full-access token fail /auth/me with 401', async () => {
    const clock = installTestClock();
    const { tessa, refreshToken } = await tessaSignedIn(clock);
    await expect(tessa.auth.me()).resolves.toMatchObject({ email: 'totp@vinotheca.test' });
    await client.users.deactivate(idOf('totp@vinotheca.test'));
    expect(await failureOf(tessa.auth.me())).toMatchObject({ status: 401, body: { code: 'TOKEN_INVALID' } });
    expect(await failureOf(tessa.auth.refresh(refreshToken))).toMatchObject({
      status: 401,
      body: { code: 'REFRESH_TOKEN_INVALID' },
    });
  });

  it('through DELETE revokes the admin’s tokens at once', async () => {
    const { other, refreshToken } = await signedInOther('setup@vinotheca.test');
    await client.users.deactivate(idOf('setup@vinotheca.test'));
    expect((await failureOf(other.auth.setupTwoFactor())).status).toBe(401);
    expect((await failureOf(other.auth.refresh(refreshToken))).status).toBe(401);
    expect(await failureOf(createTestClient().signIn('setup@vinotheca.test'))).toMatchObject({
      status: 401,
      body: { code: 'ACCOUNT_INACTIVE' },
    });
  });

  it('through PUT active:false revokes them too, and reactivation lets the admin sign in again', async () => {
    const target = (
      await client.users.create({
        fullName: 'Ines Roca',
        email: 'ines@vinotheca.test',
        role: 'VIEWER',
        active: true,
        password: 'Cellar-Door#2027',
      })
    ).id;
    const other = createTestClient();
    const { refreshToken } = await other.signIn('ines@vinotheca.test', { password: 'Cellar-Door#2027' });
    await client.users.update(target, {
      fullName: 'Ines Roca',
      email: 'ines@vinotheca.test',
      role: 'VIEWER',
      active: false,
    });
    expect((await failureOf(other.auth.setupTwoFactor())).status).toBe(401);
    expect((await failureOf(other.auth.refresh(refreshToken))).status).toBe(401);
    await client.users.update(target, {
      fullName: 'Ines Roca',
      email: 'ines@vinotheca.test',
      role: 'VIEWER',
      active: true,
    });
    await expect(
      createTestClient().signIn('ines@vinotheca.test', { password: 'Cellar-Door#2027' }),
    ).resolves.toMatchObject({ email: 'ines@vinotheca.test' });
  });

  it('of one admin leaves the caller signed in', async () => {
    await client.users.deactivate(idOf('totp@vinotheca.test'));
    await expect(client.auth.me()).resolves.toMatchObject({ email: 'admin@vinotheca.test' });
  });
});

describe('POST /users/{id}/reset-password', () => {
  it('sets the password, revokes the admin’s sessions, and the new password signs in', async () => {
    const other = createTestClient();
    await client.users.create({
      fullName: 'Ines Roca',
      email: 'ines@vinotheca.test',
      role: 'VIEWER',
      active: true,
      password: 'Cellar-Door#2027',
    });
    const { refreshToken } = await other.signIn('ines@vinotheca.test', { password: 'Cellar-Door#2027' });
    await client.users.resetPassword(idOf('ines@vinotheca.test'), 'Fresh-Start#2028');
    expect((await failureOf(other.auth.setupTwoFactor())).status).toBe(401);
    expect((await failureOf(other.auth.refresh(refreshToken))).status).toBe(401);
    expect(
      (await failureOf(createTestClient().signIn('ines@vinotheca.test', { password: 'Cellar-Door#2027' }))).status,
    ).toBe(401);
    await expect(
      createTestClient().signIn('ines@vinotheca.test', { password: 'Fresh-Start#2028' }),
    ).resolves.toMatchObject({ requires2FASetup: true });
  });

  it('ends a full-access session of the target (/auth/me 401) and the new password signs in', async () => {
    const clock = installTestClock();
    const { tessa } = await tessaSignedIn(clock);
    await client.users.resetPassword(idOf('totp@vinotheca.test'), 'Fresh-Start#2028');
    expect(await failureOf(tessa.auth.me())).toMatchObject({ status: 401, body: { code: 'TOKEN_INVALID' } });
    clock.advance(30_000);
    const again = await tessaSignedIn(clock, 'Fresh-Start#2028');
    await expect(again.tessa.auth.me()).resolves.toMatchObject({ email: 'totp@vinotheca.test' });
  });

  it('on oneself is refused (the profile’s password change, which asks for the current one, is the way) and changes nothing', async () => {
    const elsewhere = createTestClient();
    await elsewhere.signIn('admin@vinotheca.test');
    expect(await failureOf(client.users.resetPassword(idOf('admin@vinotheca.test'), 'Fresh-Start#2028'))).toEqual({
      status: 403,
      body: {
        status: 403,
        error: 'Forbidden',
        code: 'OWN_PASSWORD_RESET',
        message: 'Change your own password from your profile, with your current password.',
      },
    });
    await expect(elsewhere.auth.me()).resolves.toMatchObject({ email: 'admin@vinotheca.test' });
    await expect(createTestClient().signIn('admin@vinotheca.test')).resolves.toBeTruthy();
  });

  it.each([
    ['a missing password', undefined, 'New password is required'],
    ['an empty password', '', 'New password is required'],
    ['a short password', 'Sh0rt!', 'Password must be at least 12 characters long'],
    [
      'a password without a special character',
      'CellarDoor2027x',
      'Password must contain at least one special character',
    ],
  ])('answers 422 on newPassword for %s and changes nothing', async (_, newPassword, message) => {
    const id = idOf('setup@vinotheca.test');
    const failure = await failureOf(
      client.http.post(`/users/${id}/reset-password`, undefined, { params: { newPassword } }),
    );
    expect(failure).toEqual({
      status: 422,
      body: {
        status: 422,
        error: 'Unprocessable Entity',
        message: 'Validation failed',
        errors: [{ field: 'newPassword', message }],
      },
    });
    await expect(createTestClient().signIn('setup@vinotheca.test')).resolves.toBeTruthy();
  });

  it('answers 404 for an unknown id', async () => {
    expect(await failureOf(client.users.resetPassword('no-such-id', 'Fresh-Start#2028'))).toMatchObject({
      status: 404,
      body: { message: 'Admin not found' },
    });
  });
});

describe('POST /users/{id}/unlock', () => {
  it('unlocks a locked demo admin, who can then sign in', async () => {
    expect(await failureOf(createTestClient().signIn('locked@vinotheca.test'))).toMatchObject({
      status: 401,
      body: { code: 'INVALID_CREDENTIALS' },
    });
    const unlocked = await client.users.unlock(idOf('locked@vinotheca.test'));
    expect(unlocked).toMatchObject({ email: 'locked@vinotheca.test', locked: false });
    expect(findAdminByEmail('locked@vinotheca.test')?.failedLoginAttempts).toBe(0);
    await expect(createTestClient().signIn('locked@vinotheca.test')).resolves.toMatchObject({
      email: 'locked@vinotheca.test',
    });
  });

  it('answers 404 for an unknown id', async () => {
    expect(await failureOf(client.users.unlock('no-such-id'))).toMatchObject({
      status: 404,
      body: { message: 'Admin not found' },
    });
  });
});

describe('avatar of another admin', () => {
  it('stores an uploaded image and deletes it again', async () => {
    const id = idOf('totp@vinotheca.test');
    const updated = await client.users.uploadAvatar(id, pngBlob(), 'tessa.png');
    expect(updated).toMatchObject({
      id,
      avatarUrls: { small: expect.stringMatching(/^data:image\/png;base64,iVBORw0KGgo/) },
    });
    await expect(client.auth.me()).resolves.toMatchObject({ avatarUrls: null });
    await client.users.deleteAvatar(id);
    await expect(client.users.get(id)).resolves.toMatchObject({ avatarUrls: null });
  });

  it.each([
    ['a text file', new Blob(['hello'], { type: 'image/png' }), 'The image must be a PNG, JPEG or WebP file'],
    ['an empty file', new Blob([], { type: 'image/png' }), 'The file is empty'],
    ['a file over 2 MB', pngBlob(2 * 1024 * 1024 + 1), 'The image must be 2 MB or smaller'],
  ])('rejects %s on the file field, as the own-avatar endpoint does', async (_, blob, message) => {
    const id = idOf('totp@vinotheca.test');
    const expected = {
      status: 422,
      body: {
        status: 422,
        error: 'Unprocessable Entity',
        message: 'Validation failed',
        errors: [{ field: 'file', message }],
      },
    };
    expect(await failureOf(client.users.uploadAvatar(id, blob))).toEqual(expected);
    expect(await failureOf(client.auth.uploadAvatar(blob))).toEqual(expected);
  });

  it('answers 404 for an unknown id', async () => {
    expect((await failureOf(client.users.uploadAvatar('no-such-id', pngBlob()))).status).toBe(404);
    expect((await failureOf(client.users.deleteAvatar('no-such-id'))).status).toBe(404);
  });
});

const avatarForm = () => {
  const form = new FormData();
  form.append('file', pngBlob(), 'a.png');
  return form;
};

const USERS_ENDPOINTS: [string, (http: AxiosInstance, id: string) => Promise<unknown>][] = [
  ['GET /users', (http) => http.get('/users')],
  ['GET /users with a bad query', (http) => http.get('/users?page=-1')],
  ['GET /users/check-email', (http) => http.get('/users/check-email', { params: { email: 'x@vinotheca.test' } })],
  ['GET /users/{id}', (http, id) => http.get(`/users/${id}`)],
  [
    'POST /users',
    (http) =>
      http.post('/users', {
        fullName: 'X',
        email: 'x@vinotheca.test',
        role: 'VIEWER',
        active: true,
        password: 'Cellar-Door#2027',
      }),
  ],
  [
    'PUT /users/{id}',
    (http, id) => http.put(`/users/${id}`, { fullName: 'X', email: 'x@vinotheca.test', role: 'VIEWER', active: true }),
  ],
  ['DELETE /users/{id}', (http, id) => http.delete(`/users/${id}`)],
  ['POST /users/{id}/unlock', (http, id) => http.post(`/users/${id}/unlock`)],
  [
    'POST /users/{id}/reset-password',
    (http, id) => http.post(`/users/${id}/reset-password`, undefined, { params: { newPassword: 'Cellar-Door#2027' } }),
  ],
  ['POST /users/{id}/avatar', (http, id) => http.post(`/users/${id}/avatar`, avatarForm())],
  ['DELETE /users/{id}/avatar', (http, id) => http.delete(`/users/${id}/avatar`)],
];

describe('access to the users endpoints', () => {
  it.each(USERS_ENDPOINTS)('%s answers 401 without a token', async (_, call) => {
    const failure = await failureOf(call(createTestClient().http, idOf('locked@vinotheca.test')));
    expect(failure).toEqual({
      status: 401,
      body: { status: 401, error: 'Unauthorized', message: 'Authentication required', code: 'UNAUTHENTICATED' },
    });
  });

  it.each(USERS_ENDPOINTS)('%s answers 401 for an unknown token', async (_, call) => {
    const stranger = createTestClient();
    stranger.setToken('vt_at_forged');
    expect(await failureOf(call(stranger.http, idOf('locked@vinotheca.test')))).toMatchObject({
      status: 401,
      body: { code: 'TOKEN_INVALID' },
    });
  });

  it.each(USERS_ENDPOINTS)(
    '%s answers 403 "2FA setup required" to a setup-only token, changing nothing',
    async (_, call) => {
      const pending = createTestClient();
      await pending.signIn('setup@vinotheca.test');
      const target = findAdminByEmail('locked@vinotheca.test');
      const failure = await failureOf(call(pending.http, target?.id ?? ''));
      expect(failure).toEqual({
        status: 403,
        body: {
          status: 403,
          error: '2FA setup required',
          message: 'Two-factor authentication setup is required before using this endpoint.',
        },
      });
      expect(findAdminByEmail('locked@vinotheca.test')).toBe(target);
      expect(findAdminByEmail('x@vinotheca.test')).toBeUndefined();
    },
  );
});
