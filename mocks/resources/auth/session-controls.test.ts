import { describe, expect, it } from 'vitest';
import { expireAccessToken, revokeRefreshToken } from './session-controls';
import { createTestClient, failureOf, setupMockBackend } from '@tests/support/mock-backend';

setupMockBackend({ adminCount: 10 });

describe('mock console session controls', () => {
  it('expiring an access token makes the next call 401, and a refresh still works', async () => {
    const client = createTestClient();
    const login = await client.signIn('admin@vinotheca.test');
    expect(await expireAccessToken(login.accessToken)).toBe(true);
    expect((await failureOf(client.auth.me())).status).toBe(401);
    const tokens = await client.auth.refresh(login.refreshToken);
    expect(tokens.accessToken).not.toBe(login.accessToken);
  });

  it('revoking a refresh token makes the next refresh fail', async () => {
    const client = createTestClient();
    const login = await client.signIn('admin@vinotheca.test');
    expect(await revokeRefreshToken(login.refreshToken)).toBe(true);
    expect((await failureOf(client.auth.refresh(login.refreshToken))).status).toBe(401);
  });

  it('reports unknown tokens', async () => {
    expect(await expireAccessToken('nope')).toBe(false);
    expect(await revokeRefreshToken('nope')).toBe(false);
  });
});
