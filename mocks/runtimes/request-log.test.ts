import { http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '@/config/demo-accounts';
import { createChaos } from '../core/faults';
import { respond } from '../core/respond';
import { createHandlers } from '../app/create-handlers';
import { resetMockBackend } from '../app/reset-mock-backend';
import {
  BODY_LIMIT,
  createRequestLog,
  REQUEST_LOG_KEY,
  REQUEST_LOG_LIMIT,
  truncated,
  type RequestLog,
} from './request-log';
import { NODE_ADMIN_BASE, NODE_GENERAL_BASE } from './node';

const ORIGIN = 'http://localhost';
const BASES = [NODE_GENERAL_BASE, NODE_ADMIN_BASE];

class MemoryStorage {
  items = new Map<string, string>();
  getItem = (key: string) => this.items.get(key) ?? null;
  setItem = (key: string, value: string) => void this.items.set(key, value);
  removeItem = (key: string) => void this.items.delete(key);
}

const chaos = createChaos({}, () => 0);
let log: RequestLog;
let storage: MemoryStorage;
// The browser runtime's wiring (mocks/runtimes/browser.ts), over msw's Node interceptor.
const routed = [
  ...chaos.handlers(BASES, (request, what, answered) => log.noteFault(request, what, answered)),
  ...createHandlers({ adminBase: NODE_ADMIN_BASE, generalBase: NODE_GENERAL_BASE }),
];
const server = setupServer(
  ...BASES.map((base) =>
    http.all(`${base}/*`, ({ request, requestId }) => {
      log.track(request, requestId);
      return respond(routed, request);
    }),
  ),
);

beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterAll(() => server.close());
beforeEach(async () => {
  chaos.clearAll();
  await resetMockBackend({ adminCount: 5 });
  storage = new MemoryStorage();
  log = createRequestLog({ storage });
  server.events.removeAllListeners();
  log.watch(server.events, ['/api/v1', '/api/v1/admin']);
});

/** Waits for the log to hold `count` entries (it logs an answer once its body is read). */
async function logged(count: number) {
  await expect.poll(() => log.entries().length).toBe(count);
  return log.entries();
}

async function signIn(): Promise<string> {
  const response = await fetch(`${NODE_ADMIN_BASE}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'admin@vinotheca.test', password: DEMO_PASSWORD }),
  });
  const body = (await response.json()) as { accessToken: string };
  return body.accessToken;
}

describe('the request log', () => {
  it('logs each request newest first with its status, path and query, masked, and its covering interactions', async () => {
    const token = await signIn();
    await fetch(`${NODE_ADMIN_BASE}/users?page=1&pageSize=5`, { headers: { authorization: `Bearer ${token}` } });
    const [list, login] = await logged(2);

    expect(login).toMatchObject({ method: 'POST', path: '/api/v1/admin/auth/login', status: 200, fault: null });
    expect(login!.request.body).not.toContain(DEMO_PASSWORD);
    expect(login!.request.body).toContain('"password":"[masked]"');
    expect(login!.response.body).not.toContain(token);
    expect(login!.contract.length).toBeGreaterThan(0);

    expect(list).toMatchObject({ method: 'GET', path: '/api/v1/admin/users?page=1&pageSize=5', status: 200 });
    expect(list!.request.headers.authorization).toBe('Bearer [masked]');
    expect(JSON.stringify(log.entries())).not.toContain(token);
    expect(list!.durationMs).toBeGreaterThanOrEqual(0);
    expect(Date.parse(list!.at)).not.toBeNaN();
  });

  it('says which fault the mock console injected, and logs a network error and a timeout with status 0', async () => {
    chaos.failNext('unavailable');
    await fetch(`${NODE_ADMIN_BASE}/system/info`);
    chaos.failNext('network-error');
    await fetch(`${NODE_ADMIN_BASE}/system/info`).catch(() => undefined);
    chaos.failNext('timeout');
    const hung = new AbortController();
    const timedOut = fetch(`${NODE_ADMIN_BASE}/system/info`, { signal: hung.signal }).catch(() => undefined);
    const [timeout, network, unavailable] = await logged(3);
    hung.abort();
    await timedOut;
    expect(unavailable).toMatchObject({ status: 503, fault: '503 Service Unavailable (mock console)' });
    expect(network).toMatchObject({ status: 0, fault: 'Network error (no response) (mock console)' });
    expect(timeout).toMatchObject({ status: 0, fault: 'Timeout (no answer) (mock console)' });
    expect(unavailable!.response.body).toContain('temporarily unavailable');
  });

  it('describes an upload body instead of copying it', async () => {
    const token = await signIn();
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(64)], { type: 'image/png' }), 'me.png');
    await fetch(`${NODE_ADMIN_BASE}/auth/me/avatar`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: form,
    });
    const [upload] = await logged(2);
    expect(upload).toMatchObject({ method: 'POST', path: '/api/v1/admin/auth/me/avatar' });
    expect(upload!.request.body).toBe('[multipart/form-data body, not kept]');
  });

  it('names the latency it added', async () => {
    chaos.setLatency('realistic');
    try {
      await fetch(`${NODE_ADMIN_BASE}/system/info`);
    } finally {
      chaos.setLatency('off');
    }
    const [entry] = await logged(1);
    expect(entry!.fault).toBe('latency 150 ms');
  });

  it('keeps nothing while paused, and clear empties it and its storage', async () => {
    log.setPaused(true);
    await fetch(`${NODE_ADMIN_BASE}/system/info`);
    expect(log.entries()).toEqual([]);
    log.setPaused(false);
    await fetch(`${NODE_ADMIN_BASE}/system/info`);
    await logged(1);
    log.flush();
    expect(storage.getItem(REQUEST_LOG_KEY)).not.toBeNull();
    log.clear();
    expect(log.entries()).toEqual([]);
    expect(storage.getItem(REQUEST_LOG_KEY)).toBeNull();
  });

  it('keeps the log across a reload (session storage), at most 500 and within its share of storage', async () => {
    await fetch(`${NODE_ADMIN_BASE}/system/info`);
    await fetch(`${ORIGIN}/api/v1/reference/countries`);
    const before = await logged(2);
    log.flush();
    expect(createRequestLog({ storage }).entries()).toEqual(before);

    const many = Array.from({ length: REQUEST_LOG_LIMIT + 20 }, (_, i) => ({ ...before[0]!, id: `r${i}` }));
    storage.setItem(REQUEST_LOG_KEY, JSON.stringify(many));
    expect(createRequestLog({ storage }).entries()).toHaveLength(REQUEST_LOG_LIMIT);

    const small = createRequestLog({ storage, storedLimit: 2000 });
    small.watch(server.events, ['/api/v1/admin']);
    for (let i = 0; i < 10; i++) await fetch(`${NODE_ADMIN_BASE}/system/info`);
    small.flush();
    expect(storage.getItem(REQUEST_LOG_KEY)!.length).toBeLessThanOrEqual(2000);
  });

  it('starts empty from damaged storage', () => {
    storage.setItem(REQUEST_LOG_KEY, '{not json');
    expect(createRequestLog({ storage }).entries()).toEqual([]);
    storage.setItem(REQUEST_LOG_KEY, JSON.stringify([{ id: 1 }, 'x']));
    expect(createRequestLog({ storage }).entries()).toEqual([]);
  });

  it('cuts a long body with a marker saying how much was left out', () => {
    const body = 'x'.repeat(BODY_LIMIT + 42);
    expect(truncated(body)).toBe(`${'x'.repeat(BODY_LIMIT)}\n… [truncated: 42 more characters]`);
    expect(truncated('short')).toBe('short');
  });
});
