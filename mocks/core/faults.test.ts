import axios from 'axios';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { toApiError } from '@/api/api-error';
import { createSystemApi } from '@/api/system';
import { createChaos, faultResponse, FAULT_KINDS } from './faults';
import { createHandlers } from '../app/create-handlers';
import { NODE_ADMIN_BASE } from '../runtimes/node';
import { resetMockBackend } from '../app/reset-mock-backend';

const chaos = createChaos({}, () => 0.5);
const server = setupServer(...chaos.handlers([NODE_ADMIN_BASE]), ...createHandlers({ adminBase: NODE_ADMIN_BASE }));
const http = axios.create({ baseURL: NODE_ADMIN_BASE, timeout: 500 });
const system = createSystemApi(http);

beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterAll(() => server.close());
beforeEach(async () => {
  chaos.clearAll();
  chaos.setLatency('off');
  await resetMockBackend({ adminCount: 10 });
});

async function failure(call: () => Promise<unknown>) {
  try {
    await call();
  } catch (error) {
    return toApiError(error);
  }
  throw new Error('expected the call to fail');
}

describe('injected faults', () => {
  it.each([
    ['bad-request', 400, 'Bad Request'],
    ['unauthorized', 401, 'Unauthorized'],
    ['forbidden', 403, 'Forbidden'],
    ['setup-required', 403, '2FA setup required'],
    ['not-found', 404, 'Not Found'],
    ['conflict', 409, 'Conflict'],
    ['validation', 422, 'Unprocessable Entity'],
    ['rate-limit', 429, 'Too Many Requests'],
    ['server-error', 500, 'Internal Server Error'],
    ['unavailable', 503, 'Service Unavailable'],
  ] as const)('%s answers %i with the ApiError body', async (kind, status, error) => {
    chaos.failNext(kind);
    const apiError = await failure(() => system.info());
    expect(apiError.status).toBe(status);
    expect(apiError.error).toBe(error);
  });

  it('a 422 fault carries six field errors', async () => {
    chaos.failNext('validation');
    expect((await failure(() => system.info())).fieldErrors).toHaveLength(6);
  });

  it('a network error has no response, and a timeout never answers', async () => {
    chaos.failNext('network-error');
    expect((await failure(() => system.info())).kind).toBe('network');
    chaos.failNext('timeout');
    expect((await failure(() => system.info())).kind).toBe('network');
  });

  it('a next-request fault applies once, then requests reach the real handlers again', async () => {
    chaos.failNext('server-error');
    expect((await failure(() => system.info())).status).toBe(500);
    expect((await failure(() => system.info())).status).toBe(401);
    expect(chaos.get().next).toBeNull();
  });

  it('an endpoint fault applies to that method and path until cleared', async () => {
    chaos.failEndpoint({ method: 'GET', path: '/system/info', kind: 'unavailable' });
    expect((await failure(() => system.info())).status).toBe(503);
    expect((await failure(() => system.info())).status).toBe(503);
    const other = await failure(() => http.get('/auth/me'));
    expect(other.status).toBe(401);
    chaos.clearEndpoint('GET', '/system/info');
    expect((await failure(() => system.info())).status).toBe(401);
  });

  it('every kind has a response or is the timeout', () => {
    for (const kind of FAULT_KINDS) expect(faultResponse(kind) !== null || kind === 'timeout').toBe(true);
  });

  it('keeps its state in the given storage, and ignores a damaged one', () => {
    const store = new Map<string, string>();
    const storage = {
      getItem: (k: string) => store.get(k) ?? null,
      setItem: (k: string, v: string) => void store.set(k, v),
    };
    const first = createChaos({}, Math.random, storage);
    first.setLatency('slow');
    first.failEndpoint({ method: 'GET', path: '/users', kind: 'unavailable' });
    const second = createChaos({}, Math.random, storage);
    expect(second.get()).toEqual({
      latency: 'slow',
      next: null,
      endpoints: [{ method: 'GET', path: '/users', kind: 'unavailable' }],
    });
    store.set('vinotheca_mock_chaos', '{"latency":"warp","endpoints":[{"kind":"nope"}]}');
    expect(createChaos({}, Math.random, storage).get()).toEqual({ latency: 'off', next: null, endpoints: [] });
  });

  it('notifies subscribers of changes', () => {
    const seen: string[] = [];
    const stop = chaos.subscribe((state) => seen.push(state.latency));
    chaos.setLatency('slow');
    chaos.setLatency('realistic');
    stop();
    chaos.setLatency('off');
    expect(seen).toEqual(['slow', 'realistic']);
  });
});
