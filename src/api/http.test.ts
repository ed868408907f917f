import { delay, http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-error';
import { createAuthApi, type RefreshResponse } from './auth';
import { API_TIMEOUT_MS, createAdminClient, createGeneralClient, type SessionBridge } from './http';

const API = 'http://api.test/api/v1';
const ADMIN = `${API}/admin`;

const OLD_ACCESS = 'old-access-token';
const OLD_REFRESH = 'old-refresh-token';
const NEW_TOKENS: RefreshResponse = { accessToken: 'new-access-token', refreshToken: 'new-refresh-token' };

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

/** A session held in memory that, like the app's, forgets its tokens when it expires. */
function fakeSession(init: { access?: string | null; refresh?: string | null; setupOnly?: boolean } = {}) {
  const tokens = {
    access: init.access === undefined ? OLD_ACCESS : init.access,
    refresh: init.refresh === undefined ? OLD_REFRESH : init.refresh,
  };
  const bridge = {
    getAccessToken: vi.fn(() => tokens.access),
    getRefreshToken: vi.fn(() => tokens.refresh),
    hasSetupOnlyToken: vi.fn(() => init.setupOnly === true),
    onTokensRefreshed: vi.fn((next: RefreshResponse) => {
      tokens.access = next.accessToken;
      tokens.refresh = next.refreshToken;
    }),
    onSessionExpired: vi.fn(() => {
      tokens.access = null;
      tokens.refresh = null;
    }),
    onSetupRequired: vi.fn(),
    onError: vi.fn<SessionBridge['onError']>(),
    whenReady: vi.fn(() => Promise.resolve()),
  } satisfies SessionBridge;
  return { tokens, bridge };
}

function unauthorized() {
  return HttpResponse.json(
    { status: 401, error: 'Unauthorized', message: 'Invalid or expired token' },
    { status: 401 },
  );
}

const bearerOf = (request: Request) => request.headers.get('Authorization');

/** The general client wired to the real refresh call over the admin client, as the app does. */
function generalClient(bridge: SessionBridge) {
  const authApi = createAuthApi(createAdminClient(ADMIN, bridge));
  const refresh = vi.fn((refreshToken: string) => authApi.refresh(refreshToken));
  return { client: createGeneralClient(API, bridge, refresh), refresh };
}

/** POST /admin/auth/refresh, counted; answers after `wait` so concurrent 401s pile up. */
function refreshHandler(answer: 'ok' | 'fail', wait: () => Promise<void> = () => Promise.resolve()) {
  const seen = { count: 0, bodies: [] as unknown[] };
  const handler = http.post(`${ADMIN}/auth/refresh`, async ({ request }) => {
    seen.count += 1;
    seen.bodies.push(await request.json());
    await wait();
    if (answer === 'fail')
      return HttpResponse.json(
        { status: 401, error: 'Unauthorized', message: 'Refresh token revoked' },
        { status: 401 },
      );
    return HttpResponse.json(NEW_TOKENS);
  });
  return { seen, handler };
}

/** GET /wines: 200 only for the new token; counts the tokens it was sent. */
function winesHandler(accept: string | null = NEW_TOKENS.accessToken) {
  const sent: (string | null)[] = [];
  const handler = http.get(`${API}/wines`, ({ request }) => {
    sent.push(bearerOf(request));
    return bearerOf(request) === `Bearer ${accept}` ? HttpResponse.json({ content: [] }) : unauthorized();
  });
  return { sent, handler };
}

const requests = (client: ReturnType<typeof generalClient>['client'], n: number) =>
  Promise.allSettled(Array.from({ length: n }, (_, i) => client.get('/wines', { params: { page: i } })));

function untilSent(sent: unknown[], n: number): () => Promise<void> {
  return async () => {
    await vi.waitFor(() => expect(sent.length).toBeGreaterThanOrEqual(n));
    await delay(20);
  };
}

describe('general client: refreshing the token on 401', () => {
  it.each([10, 50])('refreshes once for %i concurrent 401s and retries each with the new token', async (n) => {
    const { bridge } = fakeSession();
    const wines = winesHandler();
    const refresh = refreshHandler('ok', untilSent(wines.sent, n));
    server.use(wines.handler, refresh.handler);
    const { client, refresh: refreshFn } = generalClient(bridge);

    const results = await requests(client, n);

    expect(refresh.seen.count).toBe(1);
    expect(refresh.seen.bodies).toEqual([{ refreshToken: OLD_REFRESH }]);
    expect(refreshFn).toHaveBeenCalledExactlyOnceWith(OLD_REFRESH);
    expect(bridge.onTokensRefreshed).toHaveBeenCalledExactlyOnceWith(NEW_TOKENS);
    expect(results.map((r) => r.status)).toEqual(Array<string>(n).fill('fulfilled'));
    expect(wines.sent.filter((t) => t === `Bearer ${OLD_ACCESS}`)).toHaveLength(n);
    expect(wines.sent.filter((t) => t === `Bearer ${NEW_TOKENS.accessToken}`)).toHaveLength(n);
    expect(bridge.onSessionExpired).not.toHaveBeenCalled();
    expect(bridge.onError).not.toHaveBeenCalled();
  });

  it('refreshes once even when the 401s arrive after the refresh has finished', async () => {
    const { bridge } = fakeSession();
    const wines = winesHandler();
    const slow = http.get(`${API}/wines/slow`, async ({ request }) => {
      await vi.waitFor(() => expect(bridge.onTokensRefreshed).toHaveBeenCalled());
      return bearerOf(request) === `Bearer ${NEW_TOKENS.accessToken}`
        ? HttpResponse.json({ slow: true })
        : unauthorized();
    });
    const refresh = refreshHandler('ok');
    server.use(wines.handler, slow, refresh.handler);
    const { client } = generalClient(bridge);

    const [fast, late] = await Promise.all([client.get('/wines'), client.get('/wines/slow')]);

    expect(fast.status).toBe(200);
    expect(late.data).toEqual({ slow: true });
    expect(refresh.seen.count).toBe(1);
  });

  it.each([10, 50])(
    'ends the session once, without looping, when the refresh fails for %i concurrent 401s',
    async (n) => {
      const { bridge } = fakeSession();
      const wines = winesHandler();
      const refresh = refreshHandler('fail', untilSent(wines.sent, n));
      server.use(wines.handler, refresh.handler);
      const { client, refresh: refreshFn } = generalClient(bridge);

      const results = await requests(client, n);

      expect(refresh.seen.count).toBe(1);
      expect(refreshFn).toHaveBeenCalledOnce();
      expect(bridge.onSessionExpired).toHaveBeenCalledOnce();
      expect(bridge.onTokensRefreshed).not.toHaveBeenCalled();
      expect(wines.sent).toHaveLength(n);
      for (const result of results) {
        expect(result.status).toBe('rejected');
        const reason: unknown = result.status === 'rejected' ? result.reason : undefined;
        expect(reason).toBeInstanceOf(ApiError);
        expect(reason).toMatchObject({ kind: 'http', status: 401 });
      }
    },
  );

  it.each([10, 50])(
    'ends the session once without calling refresh when there is no refresh token (%i concurrent 401s)',
    async (n) => {
      const { bridge } = fakeSession({ refresh: null });
      const wines = winesHandler();
      const refresh = refreshHandler('ok');
      server.use(wines.handler, refresh.handler);
      const { client, refresh: refreshFn } = generalClient(bridge);

      const results = await requests(client, n);

      expect(refreshFn).not.toHaveBeenCalled();
      expect(refresh.seen.count).toBe(0);
      expect(bridge.onSessionExpired).toHaveBeenCalledOnce();
      expect(
        results.every((r) => r.status === 'rejected' && r.reason instanceof ApiError && r.reason.status === 401),
      ).toBe(true);
    },
  );

  it('does not retry a second time when the request still gets 401 after a successful refresh', async () => {
    const { bridge } = fakeSession();
    const sent: (string | null)[] = [];
    server.use(
      refreshHandler('ok').handler,
      http.get(`${API}/wines`, ({ request }) => {
        sent.push(bearerOf(request));
        // Gives in on the third try, so that a retry loop fails this test instead of hanging it.
        return sent.length < 3 ? unauthorized() : HttpResponse.json({ content: [] });
      }),
    );
    const { client, refresh } = generalClient(bridge);

    const failure: unknown = await client.get('/wines').catch((e: unknown) => e);

    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ status: 401 });
    expect(refresh).toHaveBeenCalledOnce();
    expect(sent).toEqual([`Bearer ${OLD_ACCESS}`, `Bearer ${NEW_TOKENS.accessToken}`]);
    expect(bridge.onError).toHaveBeenCalledOnce();
  });

  it('retries with the current token, without a refresh, when the session moved on while the request was out', async () => {
    const { tokens, bridge } = fakeSession();
    const sent: (string | null)[] = [];
    server.use(
      http.get(`${API}/wines`, ({ request }) => {
        sent.push(bearerOf(request));
        if (bearerOf(request) === 'Bearer rotated-token') return HttpResponse.json({ ok: true });
        tokens.access = 'rotated-token';
        return unauthorized();
      }),
    );
    const { client, refresh } = generalClient(bridge);

    const response = await client.get('/wines');

    expect(response.data).toEqual({ ok: true });
    expect(refresh).not.toHaveBeenCalled();
    expect(sent).toEqual([`Bearer ${OLD_ACCESS}`, 'Bearer rotated-token']);
    expect(bridge.onSessionExpired).not.toHaveBeenCalled();
  });

  it('does not end the session again for a 401 that arrives after logout', async () => {
    const { tokens, bridge } = fakeSession();
    server.use(
      http.get(`${API}/wines`, () => {
        tokens.access = null;
        tokens.refresh = null;
        return unauthorized();
      }),
    );
    const { client, refresh } = generalClient(bridge);

    await expect(client.get('/wines')).rejects.toMatchObject({ status: 401 });
    expect(refresh).not.toHaveBeenCalled();
    expect(bridge.onSessionExpired).not.toHaveBeenCalled();
  });

  it('does not end the session again for a late 401 after a failed refresh already did', async () => {
    const { bridge } = fakeSession();
    const wines = winesHandler();
    const refresh = refreshHandler('fail');
    const late = http.get(`${API}/wines/late`, async () => {
      await vi.waitFor(() => expect(bridge.onSessionExpired).toHaveBeenCalled());
      return unauthorized();
    });
    server.use(wines.handler, late, refresh.handler);
    const { client } = generalClient(bridge);

    const results = await Promise.allSettled([client.get('/wines'), client.get('/wines/late')]);

    expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected']);
    expect(bridge.onSessionExpired).toHaveBeenCalledOnce();
    expect(refresh.seen.count).toBe(1);
  });

  it.each([
    [403, { error: 'Forbidden' }],
    [500, { error: 'Internal Server Error' }],
  ])('reports a %i without refreshing', async (status, body) => {
    const { bridge } = fakeSession();
    server.use(http.get(`${API}/wines`, () => HttpResponse.json(body, { status })));
    const { client, refresh } = generalClient(bridge);

    await expect(client.get('/wines')).rejects.toMatchObject({ status });
    expect(refresh).not.toHaveBeenCalled();
    expect(bridge.onError).toHaveBeenCalledOnce();
    expect(bridge.onError.mock.calls[0]?.[0]).toMatchObject({ status });
  });

  it('does not refresh for a request flagged skipAuthRefresh', async () => {
    const { bridge } = fakeSession();
    server.use(winesHandler().handler);
    const { client, refresh } = generalClient(bridge);

    await expect(client.get('/wines', { skipAuthRefresh: true })).rejects.toMatchObject({ status: 401 });
    expect(refresh).not.toHaveBeenCalled();
    expect(bridge.onSessionExpired).not.toHaveBeenCalled();
  });
});

describe('admin client', () => {
  const adminClient = (bridge: SessionBridge) => createAdminClient(ADMIN, bridge);

  it('ends the session once and reports the error for a 401 with the current token', async () => {
    const { bridge } = fakeSession();
    server.use(http.get(`${ADMIN}/users`, () => unauthorized()));

    const failure: unknown = await adminClient(bridge)
      .get('/users')
      .catch((e: unknown) => e);

    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ status: 401 });
    expect(bridge.onSessionExpired).toHaveBeenCalledOnce();
    expect(bridge.onError).toHaveBeenCalledExactlyOnceWith(failure, expect.anything());
  });

  it('ends the session once for several concurrent 401s', async () => {
    const { bridge } = fakeSession();
    server.use(http.get(`${ADMIN}/users`, () => unauthorized()));
    const client = adminClient(bridge);

    await Promise.allSettled(Array.from({ length: 10 }, () => client.get('/users')));

    expect(bridge.onSessionExpired).toHaveBeenCalledOnce();
  });

  it('does not end the session when the refresh call itself gets 401', async () => {
    const { bridge } = fakeSession();
    server.use(refreshHandler('fail').handler);

    await expect(createAuthApi(adminClient(bridge)).refresh(OLD_REFRESH)).rejects.toMatchObject({ status: 401 });
    expect(bridge.onSessionExpired).not.toHaveBeenCalled();
    expect(bridge.onError).not.toHaveBeenCalled();
  });

  it('does not end the session for a 401 flagged skipAuthRefresh, but still reports it', async () => {
    const { bridge } = fakeSession();
    server.use(http.get(`${ADMIN}/users`, () => unauthorized()));

    await expect(adminClient(bridge).get('/users', { skipAuthRefresh: true })).rejects.toMatchObject({ status: 401 });
    expect(bridge.onSessionExpired).not.toHaveBeenCalled();
    expect(bridge.onError).toHaveBeenCalledOnce();
  });

  it('does not end a session for a 401 sent without a token (a failed sign-in)', async () => {
    const { bridge } = fakeSession({ access: null, refresh: null });
    server.use(http.post(`${ADMIN}/auth/login`, () => unauthorized()));

    await expect(adminClient(bridge).post('/auth/login', {})).rejects.toMatchObject({ status: 401 });
    expect(bridge.onSessionExpired).not.toHaveBeenCalled();
  });

  it('does not end the session again for a 401 that arrives after logout', async () => {
    const { tokens, bridge } = fakeSession();
    server.use(
      http.get(`${ADMIN}/users`, () => {
        tokens.access = null;
        return unauthorized();
      }),
    );

    await expect(adminClient(bridge).get('/users')).rejects.toMatchObject({ status: 401 });
    expect(bridge.onSessionExpired).not.toHaveBeenCalled();
  });

  const setupRequired = () =>
    HttpResponse.json(
      { status: 403, error: '2FA setup required', message: 'Complete two-factor setup first' },
      { status: 403 },
    );

  it('sends a setup-only session to two-factor setup on a 403 2FA setup required', async () => {
    const { bridge } = fakeSession({ setupOnly: true });
    server.use(http.get(`${ADMIN}/users`, setupRequired));

    await expect(adminClient(bridge).get('/users')).rejects.toMatchObject({ status: 403, error: '2FA setup required' });
    expect(bridge.onSetupRequired).toHaveBeenCalledOnce();
    expect(bridge.onSessionExpired).not.toHaveBeenCalled();
    expect(bridge.onError).not.toHaveBeenCalled();
  });

  it('logs out a full session on a 403 2FA setup required', async () => {
    const { bridge } = fakeSession({ setupOnly: false });
    server.use(http.get(`${ADMIN}/users`, setupRequired));

    await expect(adminClient(bridge).get('/users')).rejects.toMatchObject({ status: 403 });
    expect(bridge.onSessionExpired).toHaveBeenCalledOnce();
    expect(bridge.onSetupRequired).not.toHaveBeenCalled();
  });

  it('reports a plain 403 without touching the session', async () => {
    const { bridge } = fakeSession();
    server.use(
      http.get(`${ADMIN}/users`, () => HttpResponse.json({ status: 403, error: 'Forbidden' }, { status: 403 })),
    );

    await expect(adminClient(bridge).get('/users')).rejects.toMatchObject({ status: 403 });
    expect(bridge.onError).toHaveBeenCalledOnce();
    expect(bridge.onError.mock.calls[0]?.[0]).toMatchObject({ kind: 'http', status: 403, error: 'Forbidden' });
    expect(bridge.onSessionExpired).not.toHaveBeenCalled();
    expect(bridge.onSetupRequired).not.toHaveBeenCalled();
  });

  it.each([
    ['a 500', () => HttpResponse.json({ error: 'Internal Server Error' }, { status: 500 })],
    ['a 401', unauthorized],
    ['no response', () => HttpResponse.error()],
  ])('reports nothing for %s on a request flagged skipGlobalErrorHandler', async (_, resolver) => {
    const { bridge } = fakeSession();
    server.use(http.get(`${ADMIN}/users`, resolver));

    await expect(adminClient(bridge).get('/users', { skipGlobalErrorHandler: true })).rejects.toBeInstanceOf(ApiError);
    expect(bridge.onError).not.toHaveBeenCalled();
  });

  it('reports a request that got no response as a network error', async () => {
    const { bridge } = fakeSession();
    server.use(http.get(`${ADMIN}/users`, () => HttpResponse.error()));

    await expect(adminClient(bridge).get('/users')).rejects.toMatchObject({ kind: 'network', status: 0 });
    expect(bridge.onError).toHaveBeenCalledOnce();
  });

  it.each([
    ['sends a Bearer header while a token is held', 'the-access-token', 'Bearer the-access-token'],
    ['sends no Authorization header without a token', null, null],
  ])('%s', async (_, access, expected) => {
    const { bridge } = fakeSession({ access });
    const seen: (string | null)[] = [];
    server.use(
      http.get(`${ADMIN}/users`, ({ request }) => {
        seen.push(bearerOf(request));
        return HttpResponse.json([]);
      }),
    );

    await adminClient(bridge).get('/users', { headers: { Authorization: 'Bearer stale-token' } });
    expect(seen).toEqual([expected]);
  });

  it('holds requests until the session bridge is ready', async () => {
    const { bridge } = fakeSession();
    let open!: () => void;
    bridge.whenReady.mockReturnValue(new Promise<void>((resolve) => (open = resolve)));
    const seen = vi.fn();
    server.use(http.get(`${ADMIN}/users`, () => (seen(), HttpResponse.json([]))));

    const pending = adminClient(bridge).get('/users');
    await delay(20);
    expect(seen).not.toHaveBeenCalled();
    open();
    await pending;
    expect(seen).toHaveBeenCalledOnce();
  });

  it('times out after 15000 ms, like the general client', () => {
    const { bridge } = fakeSession();
    expect(API_TIMEOUT_MS).toBe(15000);
    expect(adminClient(bridge).defaults.timeout).toBe(15000);
    expect(generalClient(bridge).client.defaults.timeout).toBe(15000);
  });
});
