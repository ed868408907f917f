import { readFileSync } from 'node:fs';
import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '@/config/demo-accounts';
import { resetLoginRateLimit } from '../resources/auth/login-rate-limit';
import { contractCoverage, fromHar } from '../core/request-record';
import { startMockHttpServer, type MockHttpServer } from './server';

let server: MockHttpServer;
const lines: string[] = [];

beforeAll(async () => {
  server = await startMockHttpServer({ port: 0, adminCount: 20, log: (line) => lines.push(line) });
});
afterAll(() => server.close());

const admin = (path: string) => `${server.url}/api/v1/admin${path}`;

/** A POST over node:http, which sends any header as given (fetch would refuse to set Referer or Sec-*). */
function rawPost(
  url: string,
  path: string,
  headers: Record<string, string>,
): Promise<{ status: number; body: unknown }> {
  return new Promise((resolve, reject) => {
    const req = request(`${url}${path}`, { method: 'POST', headers }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (text += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text ? (JSON.parse(text) as unknown) : null }));
    });
    req.on('error', reject);
    req.end();
  });
}

async function signIn(): Promise<string> {
  const res = await fetch(admin('/auth/login'), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: 'admin@vinotheca.test', password: DEMO_PASSWORD }),
  });
  expect(res.status).toBe(200);
  return ((await res.json()) as { accessToken: string }).accessToken;
}

describe('the standalone mock server', () => {
  it('refuses a request target that is no path (400) and the methods no API call makes (405), and keeps serving', async () => {
    const raw = (method: string, path: string) =>
      new Promise<{ status: number; body: unknown }>((resolve, reject) => {
        const req = request(server.url, { method, path }, (res) => {
          let text = '';
          res.setEncoding('utf8');
          res.on('data', (chunk: string) => (text += chunk));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, body: JSON.parse(text) as unknown }));
        });
        req.on('error', reject);
        req.end();
      });
    expect(await raw('GET', '*')).toEqual({
      status: 400,
      body: expect.objectContaining({ status: 400, error: 'Bad Request' }) as unknown,
    });
    expect(await raw('TRACE', '/api/v1/admin/users')).toEqual({
      status: 405,
      body: expect.objectContaining({ status: 405, message: 'TRACE is not a method of this API.' }) as unknown,
    });
    // A whole URL as the target (absolute-form, which a server must accept) is served as its path.
    expect((await raw('GET', 'http://elsewhere.example/api/v1/admin/system/info')).status).toBe(401);
    expect((await fetch(admin('/system/info'))).status).toBe(401);
  });

  it('writes an IPv6 host of its URL in brackets', async () => {
    const { serverOrigin } = await import('./server');
    expect(serverOrigin('::1', 4451)).toBe('http://[::1]:4451');
    expect(serverOrigin('127.0.0.1', 4451)).toBe('http://127.0.0.1:4451');
  });

  it('reads a request target as a path and query, or as none', async () => {
    const { requestTarget } = await import('./server');
    expect(requestTarget('/api/v1/admin/wines?page=1')).toBe('/api/v1/admin/wines?page=1');
    expect(requestTarget('https://host.example/api/v1/x?y=1')).toBe('/api/v1/x?y=1');
    expect(requestTarget('*')).toBeNull();
    expect(requestTarget('ftp://host.example/x')).toBeNull();
    expect(requestTarget(undefined)).toBeNull();
  });

  it('serves the same handlers over real HTTP: sign in, then an authorised call', async () => {
    const token = await signIn();
    const me = await fetch(admin('/auth/me'), { headers: { Authorization: `Bearer ${token}` } });
    expect(me.status).toBe(200);
    expect(await me.json()).toMatchObject({ email: 'admin@vinotheca.test', role: 'SUPER_ADMIN' });
  });

  it('sends each answer with its Content-Length in bytes, non-ASCII text included', async () => {
    const token = await signIn();
    const list = await fetch(admin('/wines?size=50'), { headers: { Authorization: `Bearer ${token}` } });
    const bytes = new Uint8Array(await list.arrayBuffer());
    expect(list.headers.get('content-type')).toBe('application/json');
    expect(list.headers.get('content-length')).toBe(String(bytes.byteLength));
    expect(list.headers.get('transfer-encoding')).toBeNull();
    // Wine and producer names carry accents, so bytes and characters differ.
    expect(new TextDecoder().decode(bytes).length).toBeLessThan(bytes.byteLength);
  });

  it('answers CORS preflights for local front ends', async () => {
    const res = await fetch(admin('/users'), { method: 'OPTIONS', headers: { Origin: 'http://localhost:5173' } });
    expect(res.status).toBe(204);
    expect(res.headers.get('access-control-allow-origin')).toBe('http://localhost:5173');
    expect(res.headers.get('access-control-allow-headers')).toContain('Authorization');
  });

  it('logs one line per request, without query strings or tokens', async () => {
    const token = await signIn();
    lines.length = 0;
    await fetch(admin('/users/x/reset-password?newPassword=Secret-Passw0rd!'), {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^POST \/api\/v1\/admin\/users\/x\/reset-password \d{3} [\d.]+ms$/);
    expect(lines.join('\n')).not.toContain('Secret-Passw0rd');
    expect(lines.join('\n')).not.toContain(token);
  });

  it('answers unknown paths with a JSON 404 and malformed JSON with a 400', async () => {
    const missing = await fetch(`${server.url}/nothing-here`);
    expect(missing.status).toBe(404);
    expect(await missing.json()).toMatchObject({ status: 404, error: 'Not Found' });
    const bad = await fetch(admin('/auth/login'), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{"email":',
    });
    expect(bad.status).toBe(400);
  });

  it('serves the OpenAPI document at /openapi.json and a Redoc reference at /docs, both from this repo and npm', async () => {
    const document = await fetch(`${server.url}/openapi.json`);
    expect(document.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await document.text()).toBe(readFileSync('contracts/openapi.json', 'utf8'));
    const page = await fetch(`${server.url}/docs`);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    const html = await page.text();
    expect(html).toContain('<script src="/docs/redoc.standalone.js"></script>');
    expect(html).toContain('Redoc.init("/openapi.json"');
    expect(html).not.toMatch(/https?:\/\//);
    const script = await fetch(`${server.url}/docs/redoc.standalone.js`);
    expect(script.status).toBe(200);
    expect((await script.text()).length).toBeGreaterThan(500_000);
    expect((await fetch(`${server.url}/docs`, { method: 'POST' })).status).toBe(404);
  });

  it('resets its data on POST /_mock/reset and refuses an unknown provider state', async () => {
    const reset = await fetch(`${server.url}/_mock/reset`, { method: 'POST' });
    expect(reset.status).toBe(200);
    const unknown = await fetch(`${server.url}/_mock/provider-states`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ state: 'no such state' }),
    });
    expect(unknown.status).toBe(400);
    expect(await unknown.json()).toMatchObject({ error: 'Bad Request' });
  });
});

describe('the standalone mock server’s own doors', () => {
  let guarded: MockHttpServer;
  const TOKEN = 'control-token-for-tests';
  beforeAll(async () => {
    guarded = await startMockHttpServer({ port: 0, adminCount: 20, controlToken: TOKEN });
  });
  afterAll(() => guarded.close());
  const control = (headers: Record<string, string> = {}) =>
    fetch(`${guarded.url}/_mock/reset`, { method: 'POST', headers });

  it('opens /_mock/* only with the control token it was given', async () => {
    const without = await control();
    expect(without.status).toBe(403);
    expect(await without.json()).toMatchObject({ status: 403, error: 'Forbidden' });
    expect((await control({ 'X-Mock-Control-Token': 'guess' })).status).toBe(403);
    expect((await control({ 'X-Mock-Control-Token': TOKEN })).status).toBe(200);
  });

  it('refuses /_mock/* on behalf of a web page of another origin, token or not', async () => {
    const res = await control({ 'X-Mock-Control-Token': TOKEN, Origin: 'https://evil.example' });
    expect(res.status).toBe(403);
    expect(res.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('refuses /_mock/* for a request a web page of another site made: by Sec-Fetch-Site or Referer, Origin or none', async () => {
    // With --open-control (no token), as the issue found it: these resets were obeyed.
    const open = await startMockHttpServer({ port: 0, adminCount: 20, controlToken: null });
    try {
      const reset = (headers: Record<string, string>) => rawPost(open.url, '/_mock/reset', headers);
      const foreign: Record<string, string>[] = [
        { 'Sec-Fetch-Site': 'cross-site' },
        { 'Sec-Fetch-Site': 'same-site' },
        { Referer: 'https://evil.example/page' },
        { Referer: 'null' },
        { 'Sec-Fetch-Site': 'same-origin', Referer: 'https://evil.example/page' },
        { Origin: 'http://localhost:5173', Referer: 'https://evil.example/page' },
      ];
      for (const headers of foreign) {
        const answer = await reset(headers);
        expect({ headers, status: answer.status }).toEqual({ headers, status: 403 });
        expect(answer.body).toMatchObject({ message: 'Mock control is not open to web pages of other origins.' });
      }
      // The caller's own tools (curl, a verifier) send none of these; a local front end is allowed.
      const own: Record<string, string>[] = [
        {},
        { 'Sec-Fetch-Site': 'none' },
        { 'Sec-Fetch-Site': 'same-origin' },
        { Referer: 'http://localhost:5173/users' },
        { 'Sec-Fetch-Site': 'cross-site', Origin: 'http://localhost:5173', Referer: 'http://localhost:5173/' },
      ];
      for (const headers of own) {
        expect({ headers, status: (await reset(headers)).status }).toEqual({ headers, status: 200 });
      }
    } finally {
      await open.close();
    }
  });

  it('refuses /_mock/* through a proxy: a request that carries X-Forwarded-For or Forwarded', async () => {
    const relayed: Record<string, string>[] = [{ 'X-Forwarded-For': '127.0.0.1' }, { Forwarded: 'for=127.0.0.1' }];
    for (const headers of relayed) {
      const answer = await rawPost(guarded.url, '/_mock/reset', { ...headers, 'X-Mock-Control-Token': TOKEN });
      expect(answer.status).toBe(403);
      expect(answer.body).toMatchObject({ message: 'Mock control is not open through a proxy.' });
    }
  });

  it('allows CORS for local front ends only, or for the origins it is told', async () => {
    const local = await fetch(`${guarded.url}/api/v1/admin/system/info`, {
      headers: { Origin: 'http://127.0.0.1:4173' },
    });
    expect(local.headers.get('access-control-allow-origin')).toBe('http://127.0.0.1:4173');
    const other = await fetch(`${guarded.url}/api/v1/admin/system/info`, {
      headers: { Origin: 'https://evil.example' },
    });
    expect(other.headers.get('access-control-allow-origin')).toBeNull();
    const told = await startMockHttpServer({ port: 0, adminCount: 20, allowedOrigins: ['https://console.example'] });
    try {
      const res = await fetch(`${told.url}/api/v1/admin/system/info`, {
        headers: { Origin: 'https://console.example' },
      });
      expect(res.headers.get('access-control-allow-origin')).toBe('https://console.example');
      const local2 = await fetch(`${told.url}/api/v1/admin/system/info`, {
        headers: { Origin: 'http://localhost:5173' },
      });
      expect(local2.headers.get('access-control-allow-origin')).toBeNull();
    } finally {
      await told.close();
    }
  });

  it('answers an over-5 MB body with 413 and closes the connection, and keeps serving', async () => {
    const { request } = await import('node:http');
    const { status, connection, closed } = await new Promise<{
      status: number;
      connection: string | undefined;
      closed: boolean;
    }>((resolve, reject) => {
      const req = request(
        `${guarded.url}/api/v1/admin/auth/login`,
        { method: 'POST', headers: { 'Content-Type': 'application/json' } },
        (res) => {
          res.resume();
          res.on('end', () => {
            req.socket?.once('close', () =>
              resolve({ status: res.statusCode ?? 0, connection: res.headers.connection, closed: true }),
            );
            if (req.socket?.destroyed)
              resolve({ status: res.statusCode ?? 0, connection: res.headers.connection, closed: true });
          });
        },
      );
      req.on('error', (error) =>
        error.message.includes('EPIPE') || error.message.includes('ECONNRESET') ? undefined : reject(error),
      );
      req.end(Buffer.alloc(6 * 1024 * 1024, 0x20));
    });
    expect(status).toBe(413);
    expect(connection).toBe('close');
    expect(closed).toBe(true);
    expect((await fetch(`${guarded.url}/api/v1/admin/system/info`)).status).toBe(401);
  });
});

describe('loopback', () => {
  it.each([
    ['127.0.0.1', true],
    ['127.8.9.10', true],
    ['::1', true],
    ['::ffff:127.0.0.1', true],
    ['10.0.0.2', false],
    ['::ffff:192.168.1.2', false],
    ['fe80::1', false],
    [undefined, false],
  ])('%s is loopback: %s', async (address, expected) => {
    const { isLoopback } = await import('./server');
    expect(isLoopback(address)).toBe(expected);
  });
});

describe('the sign-in rate limit over real HTTP', () => {
  /** A failed sign-in from `localAddress`, with these extra headers; the status and Retry-After. */
  function attempt(
    url: string,
    headers: Record<string, string> = {},
    localAddress = '127.0.0.1',
  ): Promise<{ status: number; retryAfter: string | undefined }> {
    const body = JSON.stringify({ email: 'nobody@vinotheca.test', password: 'Wrong#Password1' });
    return new Promise((resolve, reject) => {
      const req = request(
        `${url}/api/v1/admin/auth/login`,
        { method: 'POST', localAddress, headers: { 'Content-Type': 'application/json', ...headers } },
        (res) => {
          res.resume();
          res.on('end', () =>
            resolve({ status: res.statusCode ?? 0, retryAfter: res.headers['retry-after'] as string | undefined }),
          );
        },
      );
      req.on('error', reject);
      req.end(body);
    });
  }

  async function twentyFrom(url: string, headersOf: (i: number) => Record<string, string>): Promise<void> {
    for (let i = 0; i < 20; i++) expect((await attempt(url, headersOf(i))).status).toBe(401);
  }

  it('keys on the connection: X-Forwarded-For and a claimed client address change nothing; another address is not limited', async () => {
    resetLoginRateLimit();
    const direct = await startMockHttpServer({ port: 0, adminCount: 20 });
    try {
      await twentyFrom(direct.url, (i) => ({
        'X-Forwarded-For': `203.0.113.${i}`,
        'X-Mock-Client-Address': `198.51.100.${i}`,
      }));
      const limited = await attempt(direct.url, { 'X-Forwarded-For': '203.0.113.99' });
      expect(limited.status).toBe(429);
      expect(Number(limited.retryAfter)).toBeGreaterThanOrEqual(1);
      expect(Number(limited.retryAfter)).toBeLessThanOrEqual(60);
      expect((await attempt(direct.url, {}, '127.0.0.2')).status).toBe(401);
    } finally {
      await direct.close();
      resetLoginRateLimit();
    }
  });

  it('behind a trusted proxy, keys on the first X-Forwarded-For address', async () => {
    resetLoginRateLimit();
    const proxied = await startMockHttpServer({ port: 0, adminCount: 20, trustProxy: true });
    try {
      await twentyFrom(proxied.url, (i) => ({ 'X-Forwarded-For': `203.0.113.${i}, 10.0.0.1` }));
      expect((await attempt(proxied.url, { 'X-Forwarded-For': '203.0.113.99' })).status).toBe(401);
      await twentyFrom(proxied.url, () => ({ 'X-Forwarded-For': '198.51.100.7' }));
      expect((await attempt(proxied.url, { 'X-Forwarded-For': '198.51.100.7' })).status).toBe(429);
    } finally {
      await proxied.close();
      resetLoginRateLimit();
    }
  });
});

describe('failed sign-ins over real HTTP', () => {
  /** A sign-in from `localAddress` with these extra headers: the whole answer, as bytes. */
  function login(
    credentials: { email: string; password: string },
    localAddress: string,
    headers: Record<string, string> = {},
  ): Promise<{ status: number; headers: Record<string, unknown>; body: string }> {
    return new Promise((resolve, reject) => {
      const req = request(
        admin('/auth/login'),
        { method: 'POST', localAddress, headers: { 'Content-Type': 'application/json', ...headers } },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () =>
            resolve({
              status: res.statusCode ?? 0,
              headers: { ...res.headers },
              body: Buffer.concat(chunks).toString('latin1'),
            }),
          );
        },
      );
      req.on('error', reject);
      req.end(JSON.stringify(credentials));
    });
  }

  it('gives the right and a wrong password to a locked account the same bytes, bar the Date header', async () => {
    resetLoginRateLimit();
    try {
      for (let i = 1; i <= 5; i++)
        expect(
          (await login({ email: 'viewer@vinotheca.test', password: `Wrong#Password${i}` }, '127.0.0.4')).status,
        ).toBe(401);
      const right = await login({ email: 'viewer@vinotheca.test', password: DEMO_PASSWORD }, '127.0.0.4');
      const wrong = await login({ email: 'viewer@vinotheca.test', password: 'Wrong#Password6' }, '127.0.0.4');
      const withoutDate = ({ headers: { date: _date, ...rest }, ...answer }: typeof right) => ({
        ...answer,
        headers: rest,
      });
      expect(withoutDate(right)).toEqual(withoutDate(wrong));
      expect(right.status).toBe(401);
      expect(JSON.parse(right.body)).toMatchObject({ code: 'INVALID_CREDENTIALS' });
    } finally {
      const token = await signIn();
      const viewer = (await (
        await fetch(admin('/users?search=viewer@vinotheca.test'), { headers: { Authorization: `Bearer ${token}` } })
      ).json()) as { content: { id: string }[] };
      await fetch(admin(`/users/${viewer.content[0]?.id}/unlock`), {
        method: 'POST',
        headers: { Authorization: `Bearer ${token}` },
      });
      resetLoginRateLimit();
    }
  });

  it('records the address of the connection, not the one a client claims', async () => {
    resetLoginRateLimit();
    try {
      await login({ email: 'Nobody@Vinotheca.test', password: 'Wrong#Password1' }, '127.0.0.5', {
        'X-Forwarded-For': '203.0.113.5',
        'X-Mock-Client-Address': '198.51.100.5',
      });
      const token = await signIn();
      const page = (await (
        await fetch(admin('/audit-events?outcome=failed&sort=at,desc&size=1'), {
          headers: { Authorization: `Bearer ${token}` },
        })
      ).json()) as { content: unknown[] };
      expect(page.content[0]).toMatchObject({
        actor: null,
        action: 'auth.login-failed',
        outcome: 'failed',
        signIn: { email: 'nobody@vinotheca.test', reason: 'unknown-email', clientAddress: '127.0.0.5' },
      });
      expect(JSON.stringify(page)).not.toContain('Wrong#Password1');
    } finally {
      resetLoginRateLimit();
    }
  });
});

describe('the standalone mock server’s request log (GET /_mock/requests)', () => {
  let logged: MockHttpServer;
  const TOKEN = 'control-token-for-the-log';
  const logLines: string[] = [];
  const CONTROL = { 'X-Mock-Control-Token': TOKEN };
  beforeAll(async () => {
    logged = await startMockHttpServer({
      port: 0,
      adminCount: 20,
      wineCount: 20,
      controlToken: TOKEN,
      log: (line) => logLines.push(line),
    });
  });
  afterAll(() => logged.close());

  /** A request over node:http, as curl makes it: no fetch, no browser headers. */
  function plain(
    method: string,
    path: string,
    headers: Record<string, string> = {},
    body?: string,
  ): Promise<{ status: number; text: string; headers: Record<string, unknown> }> {
    return new Promise((resolve, reject) => {
      const req = request(`${logged.url}${path}`, { method, headers }, (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, text, headers: res.headers }));
      });
      req.on('error', reject);
      req.end(body);
    });
  }

  interface Listed {
    method: string;
    path: string;
    status: number;
    durationMs: number;
    at: string;
    contract: string[];
    request: { headers: Record<string, string>; body: string | null };
    response: { headers: Record<string, string>; body: string | null };
  }
  const listed = async (): Promise<Listed[]> => {
    const res = await plain('GET', '/_mock/requests', CONTROL);
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    return (JSON.parse(res.text) as { requests: Listed[] }).requests;
  };

  it('lists a request made with a plain HTTP client, newest first, with its contract, tokens and passwords masked', async () => {
    const login = await plain(
      'POST',
      '/api/v1/admin/auth/login',
      { 'Content-Type': 'application/json' },
      JSON.stringify({ email: 'admin@vinotheca.test', password: DEMO_PASSWORD }),
    );
    expect(login.status).toBe(200);
    const { accessToken, refreshToken } = JSON.parse(login.text) as { accessToken: string; refreshToken: string };
    const before = Date.now();
    expect((await plain('GET', '/api/v1/admin/auth/me', { Authorization: `Bearer ${accessToken}` })).status).toBe(200);
    expect(
      (await plain('GET', '/api/v1/admin/no-such-thing?x=1', { Authorization: `Bearer ${accessToken}` })).status,
    ).toBe(404);

    const requests = await listed();
    expect(requests.slice(0, 3).map((r) => `${r.method} ${r.path} ${r.status}`)).toEqual([
      'GET /api/v1/admin/no-such-thing?x=1 404',
      'GET /api/v1/admin/auth/me 200',
      'POST /api/v1/admin/auth/login 200',
    ]);
    const [unknown, me, signIn] = requests as [Listed, Listed, Listed];
    expect(me.contract).toEqual(['a request for the own profile']);
    expect(signIn.contract).toEqual([
      'a login of an admin who must set up two-factor authentication',
      'a login with the right password',
    ]);
    expect(unknown.contract).toEqual([]);
    expect(Date.parse(me.at)).toBeGreaterThanOrEqual(before - 1000);
    expect(me.durationMs).toBeGreaterThanOrEqual(0);
    expect(me.request.headers.authorization).toBe('Bearer [masked]');
    expect(JSON.parse(signIn.request.body ?? '')).toEqual({ email: 'admin@vinotheca.test', password: '[masked]' });
    expect(JSON.parse(signIn.response.body ?? '')).toMatchObject({ accessToken: '[masked]', refreshToken: '[masked]' });
    await plain('POST', '/api/v1/admin/users/x/reset-password?newPassword=Secret-Passw0rd!', {
      Authorization: `Bearer ${accessToken}`,
    });
    const [reset] = await listed();
    expect(reset?.path).toBe('/api/v1/admin/users/x/reset-password?newPassword=%5Bmasked%5D');
    const text = JSON.stringify(await listed());
    for (const secret of [accessToken, refreshToken, DEMO_PASSWORD, TOKEN, 'Secret-Passw0rd'])
      expect(text).not.toContain(secret);
    // The terminal's one line per request stays, and reading the log is not itself in the log.
    expect(logLines).toContainEqual(expect.stringMatching(/^GET \/api\/v1\/admin\/auth\/me 200 [\d.]+ms$/));
    expect(requests.some((r) => r.path.startsWith('/_mock/'))).toBe(false);
  });

  it('answers HAR 1.2 with ?format=har, which reads back', async () => {
    await plain('GET', '/api/v1/admin/system/info');
    const res = await plain('GET', '/_mock/requests?format=har', CONTROL);
    expect(res.status).toBe(200);
    expect(res.headers['content-disposition']).toBe('attachment; filename="mock-requests.har"');
    const har = JSON.parse(res.text) as { log: { version: string; entries: { request: { url: string } }[] } };
    expect(har.log.version).toBe('1.2');
    expect(har.log.entries.at(-1)?.request.url).toBe(`${logged.url}/api/v1/admin/system/info`);
    const back = fromHar(har);
    expect(back.at(-1)).toMatchObject({ method: 'GET', path: '/api/v1/admin/system/info', status: 401 });
    expect(back.at(-1)?.contract).toEqual(contractCoverage('GET', '/api/v1/admin/system/info', 401));
  });

  it('refuses an unknown format with a 400 naming it', async () => {
    const res = await plain('GET', '/_mock/requests?format=xml', CONTROL);
    expect(res.status).toBe(400);
    expect(JSON.parse(res.text)).toMatchObject({ status: 400, errors: [{ field: 'format' }] });
  });

  it('follows the control routes’ rules: the token, no web page of another origin, no proxy', async () => {
    expect((await plain('GET', '/_mock/requests')).status).toBe(403);
    expect((await plain('GET', '/_mock/requests', { 'X-Mock-Control-Token': 'guess' })).status).toBe(403);
    expect((await plain('GET', '/_mock/requests', { ...CONTROL, Origin: 'https://evil.example' })).status).toBe(403);
    expect((await plain('GET', '/_mock/requests', { ...CONTROL, 'X-Forwarded-For': '10.0.0.1' })).status).toBe(403);
  });
});
