import { describe, expect, it } from 'vitest';
import type { RefreshResponse } from '@/api/auth';
import { createAdminClient, createGeneralClient } from '@/api/http';
import type { SessionBridge } from '@/api/http';
import { createAuthApi } from '@/api/auth';
import { createReferenceApi } from '@/api/reference';
import { NODE_ADMIN_BASE, NODE_GENERAL_BASE } from '../../runtimes/node';
import { installTestClock, setupMockBackend } from '@tests/support/mock-backend';

const { client } = setupMockBackend();

/** The app's own general client over the mock, holding the tokens of one sign-in. */
function generalApi(tokens: RefreshResponse) {
  let current = tokens;
  const events = { refreshed: 0, expired: 0 };
  const bridge: SessionBridge = {
    getAccessToken: () => current.accessToken,
    getRefreshToken: () => current.refreshToken,
    hasSetupOnlyToken: () => false,
    onTokensRefreshed: (next) => {
      current = next;
      events.refreshed += 1;
    },
    onSessionExpired: () => {
      events.expired += 1;
    },
    onSetupRequired: () => undefined,
    onError: () => undefined,
    whenReady: () => Promise.resolve(),
  };
  const auth = createAuthApi(createAdminClient(NODE_ADMIN_BASE, bridge));
  const reference = createReferenceApi(
    createGeneralClient(NODE_GENERAL_BASE, bridge, (refreshToken) => auth.refresh(refreshToken)),
  );
  return { reference, events, tokens: () => current };
}

describe('reference data through the general client', () => {
  it('refreshes an expired access token once and retries, so the autocompletes still load', async () => {
    const clock = installTestClock();
    const login = await client.signIn('admin@vinotheca.test');
    const api = generalApi({ accessToken: login.accessToken, refreshToken: login.refreshToken });
    clock.advance(16 * 60 * 1000);
    const [countries, grapes] = await Promise.all([api.reference.countries(), api.reference.grapes('pinot')]);
    expect(countries).toContainEqual({ code: 'FR', name: 'France' });
    expect(grapes.length).toBeGreaterThan(0);
    expect(api.events).toEqual({ refreshed: 1, expired: 0 });
    expect(api.tokens().accessToken).not.toBe(login.accessToken);
  });

  it('ends the session when the refresh token is no longer valid', async () => {
    const clock = installTestClock();
    const login = await client.signIn('admin@vinotheca.test');
    const api = generalApi({ accessToken: login.accessToken, refreshToken: 'not-a-refresh-token' });
    clock.advance(16 * 60 * 1000);
    await expect(api.reference.countries()).rejects.toMatchObject({ status: 401 });
    expect(api.events).toEqual({ refreshed: 0, expired: 1 });
  });
});
