import { beforeEach, describe, expect, it } from 'vitest';
import type { AxiosInstance } from 'axios';
import {
  createTestClient,
  failureOf,
  installTestClock,
  setupMockBackend,
  totpCodeAt,
} from '@tests/support/mock-backend';

const { client } = setupMockBackend();
let refreshToken: string;
beforeEach(async () => {
  refreshToken = (await client.signIn('setup@vinotheca.test')).refreshToken;
});

const avatarForm = () => {
  const form = new FormData();
  form.append(
    'file',
    new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])], { type: 'image/png' }),
    'a.png',
  );
  return form;
};

const GUARDED: [string, (http: AxiosInstance) => Promise<unknown>][] = [
  ['GET /auth/me', (http) => http.get('/auth/me')],
  ['PUT /auth/me', (http) => http.put('/auth/me', { fullName: 'Sam', email: 'sam@vinotheca.test' })],
  [
    'POST /auth/change-password',
    (http) =>
      http.post('/auth/change-password', { currentPassword: 'Vinotheca#2026', newPassword: 'Cellar-Door#2027' }),
  ],
  ['POST /auth/me/avatar', (http) => http.post('/auth/me/avatar', avatarForm())],
  ['DELETE /auth/me/avatar', (http) => http.delete('/auth/me/avatar')],
  ['PATCH /auth/me/theme', (http) => http.patch('/auth/me/theme', { themePreference: 'DARK' })],
  ['POST /auth/logout-all', (http) => http.post('/auth/logout-all')],
  ['GET /system/info', (http) => http.get('/system/info')],
  ['PATCH /auth/me/theme with a bad body', (http) => http.patch('/auth/me/theme', { themePreference: 'BLUE' })],
];

describe('a setup-only token', () => {
  it.each(GUARDED)('is refused by %s with 403 "2FA setup required"', async (_, call) => {
    const failure = await failureOf(call(client.http));
    expect(failure).toEqual({
      status: 403,
      body: {
        status: 403,
        error: '2FA setup required',
        message: 'Two-factor authentication setup is required before using this endpoint.',
      },
    });
  });

  it('changes nothing when refused', async () => {
    await failureOf(
      client.http.post('/auth/change-password', { currentPassword: 'Vinotheca#2026', newPassword: 'Cellar-Door#2027' }),
    );
    await failureOf(client.http.post('/auth/logout-all'));
    await expect(client.auth.refresh(refreshToken)).resolves.toBeTruthy();
    await expect(createTestClient().signIn('setup@vinotheca.test')).resolves.toMatchObject({ requires2FASetup: true });
  });

  it('still reaches 2FA setup and verify', async () => {
    const clock = installTestClock();
    const { secret } = await client.auth.setupTwoFactor();
    await expect(client.auth.verifyTwoFactor(totpCodeAt(secret, clock.now()))).resolves.toMatchObject({
      requires2FASetup: false,
    });
  });

  it('refreshes into another setup-only pair, and can log out', async () => {
    const refreshed = await client.auth.refresh(refreshToken);
    client.setToken(refreshed.accessToken);
    expect((await failureOf(client.auth.me())).status).toBe(403);
    await client.auth.logout(refreshed.refreshToken);
    expect((await failureOf(client.auth.setupTwoFactor())).status).toBe(401);
  });
});
