import { describe, expect, it } from 'vitest';
import {
  contractCoverage,
  endpointOf,
  fromHar,
  MASKED,
  maskEntry,
  maskMessage,
  maskPath,
  summarizeCoverage,
  toHar,
  type RequestLogEntry,
} from './request-record';

const WINE_ID = '9d439969-8166-4cc2-b267-5a93165cc7af';

function entry(overrides: Partial<RequestLogEntry> = {}): RequestLogEntry {
  const method = overrides.method ?? 'GET';
  const path = overrides.path ?? `/api/v1/admin/wines/${WINE_ID}`;
  const status = overrides.status ?? 200;
  return {
    id: '1',
    at: '2026-12-02T09:00:00.000Z',
    method,
    path,
    status,
    durationMs: 12,
    fault: null,
    request: { headers: { Authorization: 'Bearer secret-access-token' }, body: null },
    response: { headers: { 'content-type': 'application/json' }, body: '{"id":"w"}' },
    contract: contractCoverage(method, path, status),
    ...overrides,
  };
}

describe('maskMessage', () => {
  it('masks the bearer token and keeps its scheme, and masks cookies and the control token', () => {
    const masked = maskMessage({
      headers: {
        Authorization: 'Bearer eyJhbGciOi.secret',
        cookie: 'session=abc',
        'X-Mock-Control-Token': 'ctl',
        Accept: 'application/json',
      },
      body: null,
    });
    expect(masked.headers).toEqual({
      Authorization: `Bearer ${MASKED}`,
      cookie: MASKED,
      'X-Mock-Control-Token': MASKED,
      Accept: 'application/json',
    });
    expect(JSON.stringify(masked)).not.toContain('secret');
  });

  it('masks passwords, access and refresh tokens, setup tokens, secrets and TOTP codes in a JSON body, at any depth', () => {
    const body = JSON.stringify({
      email: 'ana@vinotheca.test',
      password: 'Sommelier#2026',
      totpCode: '123456',
      session: { accessToken: 'at-1', refreshToken: 'rt-1', setupToken: 'st-1', accessTokenMinutes: 15 },
      enrolment: { secret: 'JBSWY3DPEHPK3PXP', otpauthUri: 'otpauth://totp/x?secret=JBSWY3DPEHPK3PXP' },
      recoveryCodes: ['aaaa-bbbb', 'cccc-dddd'],
    });
    const masked = JSON.parse(maskMessage({ headers: { 'Content-Type': 'application/json' }, body }).body ?? '');
    expect(masked).toEqual({
      email: 'ana@vinotheca.test',
      password: MASKED,
      totpCode: MASKED,
      session: { accessToken: MASKED, refreshToken: MASKED, setupToken: MASKED, accessTokenMinutes: 15 },
      enrolment: { secret: MASKED, otpauthUri: MASKED },
      recoveryCodes: [MASKED, MASKED],
    });
  });

  it('masks a two-factor `code` of digits, but not an error body’s `code` word nor a country code', () => {
    expect(maskMessage({ headers: {}, body: '{"code":"042137"}' }).body).toBe(`{"code":"${MASKED}"}`);
    const error = '{"status":409,"code":"CATEGORY_IN_USE","message":"In use"}';
    expect(maskMessage({ headers: {}, body: error }).body).toBe(error);
    expect(maskMessage({ headers: {}, body: '[{"code":"FR","name":"France"}]' }).body).toBe(
      '[{"code":"FR","name":"France"}]',
    );
  });

  it('masks a form body, and leaves a body with nothing secret exactly as it was', () => {
    const form = maskMessage({
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'grant_type=refresh_token&refresh_token=rt-9&client=x',
    });
    expect(form.body).toBe(`grant_type=refresh_token&refresh_token=${encodeURIComponent(MASKED)}&client=x`);
    const plain = '{ "name":  "Pact Natural Wines" }';
    expect(maskMessage({ headers: {}, body: plain }).body).toBe(plain);
    expect(maskMessage({ headers: {}, body: 'not json {' }).body).toBe('not json {');
  });

  it('masks a secret in a query string', () => {
    expect(maskPath('/api/v1/admin/users/1/reset-password?newPassword=Sommelier%23Reset&x=1')).toBe(
      `/api/v1/admin/users/1/reset-password?newPassword=${encodeURIComponent(MASKED)}&x=1`,
    );
    expect(maskPath('/api/v1/admin/wines?page=0&size=20')).toBe('/api/v1/admin/wines?page=0&size=20');
  });
});

describe('contractCoverage', () => {
  it('names the interactions of the same method, path template and status', () => {
    expect(contractCoverage('GET', `/api/v1/admin/wines/${WINE_ID}`, 200)).toEqual(['a request for one wine']);
    expect(contractCoverage('get', '/api/v1/admin/wines/any-other-id', 404)).toEqual([
      'a request for a wine that does not exist',
    ]);
    expect(contractCoverage('POST', '/api/v1/admin/auth/login', 200)).toEqual([
      'a login of an admin who must set up two-factor authentication',
      'a login with the right password',
    ]);
  });

  it('reads the path without its query, and the general API’s paths too', () => {
    expect(contractCoverage('GET', '/api/v1/admin/analytics?period=30d', 200).length).toBeGreaterThanOrEqual(2);
    expect(contractCoverage('GET', '/api/v1/reference/countries', 200).length).toBeGreaterThan(0);
  });

  it('takes the most specific template: check-email is not a user id', () => {
    expect(endpointOf('GET', '/api/v1/admin/users/check-email?email=a@b.c')).toBe(
      'GET /api/v1/admin/users/check-email',
    );
    expect(endpointOf('GET', `/api/v1/admin/users/${WINE_ID}`)).toBe('GET /api/v1/admin/users/:id');
  });

  it('is empty for a status, method or path the pact does not cover', () => {
    expect(contractCoverage('GET', `/api/v1/admin/wines/${WINE_ID}`, 503)).toEqual([]);
    expect(contractCoverage('GET', `/api/v1/admin/wines/${WINE_ID}`, 0)).toEqual([]);
    expect(contractCoverage('PATCH', `/api/v1/admin/wines/${WINE_ID}`, 200)).toEqual([]);
    expect(contractCoverage('GET', '/api/v1/admin/nothing-here', 404)).toEqual([]);
    expect(endpointOf('GET', '/api/v1/admin/nothing-here')).toBeNull();
  });
});

describe('summarizeCoverage', () => {
  it('counts distinct endpoints by template, and answers under contract and not', () => {
    const entries = [
      entry(),
      entry({ id: '2', path: '/api/v1/admin/wines/another' }),
      entry({ id: '3', status: 503, fault: '503 Service Unavailable (mock console)' }),
      entry({ id: '4', path: '/api/v1/admin/nothing?x=1', status: 404 }),
      entry({ id: '5', path: '/api/v1/admin/nothing?x=2', status: 404 }),
    ];
    expect(summarizeCoverage(entries)).toEqual({ endpoints: 2, covered: 2, uncovered: 3 });
    expect(summarizeCoverage([])).toEqual({ endpoints: 0, covered: 0, uncovered: 0 });
  });
});

describe('toHar and fromHar', () => {
  const entries = [
    entry({
      id: 'b',
      at: '2026-12-02T09:00:01.000Z',
      method: 'POST',
      path: '/api/v1/admin/auth/login',
      request: {
        headers: { 'content-type': 'application/json' },
        body: '{"email":"ana@vinotheca.test","password":"Sommelier#2026"}',
      },
      response: {
        headers: { 'content-type': 'application/json' },
        body: '{"accessToken":"at-1","refreshToken":"rt-1"}',
      },
      contract: contractCoverage('POST', '/api/v1/admin/auth/login', 200),
    }),
    entry({ id: 'a' }),
    entry({
      id: 'c',
      at: '2026-12-02T09:00:02.000Z',
      status: 0,
      fault: 'Network error (no response) (mock console)',
      response: { headers: {}, body: null },
    }),
  ];

  it('writes HAR 1.2 in time order, with absolute URLs, query strings, bodies and its own fields', () => {
    const har = toHar(entries, { name: 'test', version: '9' }, 'http://127.0.0.1:4010');
    expect(har.log.version).toBe('1.2');
    expect(har.log.creator).toEqual({ name: 'test', version: '9' });
    expect(har.log.entries.map((e) => e._id)).toEqual(['a', 'b', 'c']);
    const [get, login, failed] = har.log.entries;
    expect(get?.request.url).toBe(`http://127.0.0.1:4010/api/v1/admin/wines/${WINE_ID}`);
    expect(get?.response).toMatchObject({ status: 200, statusText: 'OK', content: { mimeType: 'application/json' } });
    expect(get?._contract).toEqual(['a request for one wine']);
    expect(login?.request.postData?.mimeType).toBe('application/json');
    expect(failed?.response).toMatchObject({ status: 0, _error: 'Network error (no response) (mock console)' });
    expect(failed?._fault).toBe('Network error (no response) (mock console)');
  });

  it('masks every token and password it writes', () => {
    const text = JSON.stringify(toHar(entries));
    for (const secret of ['secret-access-token', 'Sommelier#2026', 'at-1', 'rt-1']) expect(text).not.toContain(secret);
    expect(text).toContain(`Bearer ${MASKED}`);
  });

  it('reads back what it wrote (masked), with the coverage from the pact', () => {
    const back = fromHar(JSON.parse(JSON.stringify(toHar(entries))));
    expect(back).toEqual([entries[1], entries[0], entries[2]].map((e) => maskEntry(e!)));
  });

  it('reads a browser’s HAR: HTTP/2 pseudo-headers left out, a base64 answer decoded, masked', () => {
    const [read] = fromHar({
      log: {
        version: '1.2',
        entries: [
          {
            startedDateTime: '2026-12-02T10:00:00.000Z',
            time: 33.5,
            request: {
              method: 'get',
              url: 'https://api.example.com/api/v1/admin/wines/x?page=0',
              headers: [
                { name: ':authority', value: 'api.example.com' },
                { name: 'authorization', value: 'Bearer real-token' },
              ],
            },
            response: {
              status: 404,
              headers: [{ name: 'content-type', value: 'application/json' }],
              content: { mimeType: 'application/json', text: btoa('{"status":404}'), encoding: 'base64' },
            },
          },
        ],
      },
    });
    expect(read).toMatchObject({
      method: 'GET',
      path: '/api/v1/admin/wines/x?page=0',
      status: 404,
      durationMs: 33.5,
      request: { headers: { authorization: `Bearer ${MASKED}` }, body: null },
      response: { body: '{"status":404}' },
      contract: ['a request for a wine that does not exist'],
    });
  });

  it('throws a clear error on a file that is not HAR', () => {
    expect(() => fromHar(null)).toThrow(/Not a HAR file/);
    expect(() => fromHar({ requests: [] })).toThrow(
      'Not a HAR file: expected a JSON object with log.entries (HAR 1.2).',
    );
    expect(() => fromHar({ log: { entries: [{ request: { method: 'GET' }, response: { status: 200 } }] } })).toThrow(
      'Not a HAR file: HAR entry 1 has no request method or URL.',
    );
    expect(() => fromHar({ log: { entries: [{ request: { method: 'GET', url: '/x' }, response: {} }] } })).toThrow(
      'Not a HAR file: HAR entry 1 has no response status.',
    );
  });
});
