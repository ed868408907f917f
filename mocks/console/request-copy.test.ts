import { describe, expect, it } from 'vitest';
import { makeRequestEntry } from '@tests/support/make-request-entry';
import { curlOf, fetchOf, filterEntries, NO_FILTER, statusClassOf } from './request-copy';

const entry = makeRequestEntry;

const users = entry({ id: 'a', contract: ['a request for the first page of admins'] });
const login = entry({
  id: 'b',
  method: 'POST',
  path: '/api/v1/auth/login',
  status: 401,
  request: { headers: { 'content-type': 'application/json' }, body: '{"email":"a@b.test","password":"[masked]"}' },
});
const broken = entry({
  id: 'c',
  path: '/api/v1/admin/wines',
  status: 503,
  fault: '503 Service Unavailable (mock console)',
});
const lost = entry({
  id: 'd',
  path: '/api/v1/admin/cellars',
  status: 0,
  fault: 'Network error (no response) (mock console)',
});
const all = [users, login, broken, lost];

describe('filtering the request log', () => {
  it('keeps everything without a filter', () => {
    expect(filterEntries(all, NO_FILTER)).toEqual(all);
  });

  it.each([
    ['text in the path', { text: 'WINES' }, [broken]],
    ['text in a covering interaction', { text: 'first page' }, [users]],
    ['text in the fault', { text: 'unavailable' }, [broken]],
    ['a method', { method: 'POST' }, [login]],
    ['the 4xx class', { status: '4xx' as const }, [login]],
    ['the 5xx class', { status: '5xx' as const }, [broken]],
    ['network errors', { status: 'network' as const }, [lost]],
    ['not under contract', { uncoveredOnly: true }, [login, broken, lost]],
    ['several at once', { method: 'GET', uncoveredOnly: true, text: 'cellars' }, [lost]],
  ])('filters by %s', (_, filter, expected) => {
    expect(filterEntries(all, { ...NO_FILTER, ...filter })).toEqual(expected);
  });

  it('puts a status into its class, 0 being a network error', () => {
    expect([200, 204, 302, 404, 503, 0].map(statusClassOf)).toEqual(['2xx', '2xx', '3xx', '4xx', '5xx', 'network']);
  });
});

describe('copying a request', () => {
  const authorized = entry({
    method: 'PATCH',
    path: "/api/v1/admin/users/7?note=it's",
    request: {
      headers: {
        authorization: 'Bearer [masked]',
        'content-type': 'application/json',
        'user-agent': 'Chromium',
        'sec-fetch-mode': 'cors',
      },
      body: `{"fullName":"O'Brien"}`,
    },
  });

  it('gives curl the masked token as $TOKEN, the body quoted for a shell, and no headers the browser adds', () => {
    expect(curlOf(authorized, 'http://localhost:5173')).toBe(
      [
        `curl 'http://localhost:5173/api/v1/admin/users/7?note=it'\\''s'`,
        '-X PATCH',
        '-H "Authorization: Bearer $TOKEN"',
        `-H 'content-type: application/json'`,
        `--data-raw '{"fullName":"O'\\''Brien"}'`,
      ].join(' \\\n  '),
    );
  });

  it('gives a GET without a body as a bare curl', () => {
    expect(curlOf(users, 'https://demo.test')).toBe(`curl 'https://demo.test/api/v1/admin/users?page=1'`);
  });

  it('gives fetch the masked token as TOKEN and the body as a string', () => {
    expect(fetchOf(authorized, 'http://localhost:5173')).toBe(
      [
        '// TOKEN: your access token',
        'await fetch("http://localhost:5173/api/v1/admin/users/7?note=it\'s", {',
        '  method: "PATCH",',
        '  headers: {',
        '    Authorization: `Bearer ${TOKEN}`,',
        '    "content-type": "application/json",',
        '  },',
        `  body: "{\\"fullName\\":\\"O'Brien\\"}",`,
        '});',
      ].join('\n'),
    );
  });

  it('never puts a masked secret back: what the log holds is what is copied', () => {
    expect(curlOf(login, 'http://x.test')).toContain('"password":"[masked]"');
    expect(fetchOf(login, 'http://x.test')).not.toContain('TOKEN');
  });
});
