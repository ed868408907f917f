import { getResponse, http, HttpHandler, HttpResponse } from 'msw';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { DEMO_PASSWORD } from '@/config/demo-accounts';
import { createHandlers } from '../app/create-handlers';
import { jsonResponse, unreadJsonText } from './http';
import { respond } from './respond';
import { wrapHandler } from './wrap-handler';
import { NODE_ADMIN_BASE, NODE_GENERAL_BASE } from '../runtimes/node';
import { resetMockBackend } from '../app/reset-mock-backend';

const handlers = createHandlers({ adminBase: NODE_ADMIN_BASE, generalBase: NODE_GENERAL_BASE });
let token = '';
let wineId = '';

beforeAll(async () => {
  await resetMockBackend({ adminCount: 20 });
  const login = await respond(
    handlers,
    new Request(`${NODE_ADMIN_BASE}/auth/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: 'admin@vinotheca.test', password: DEMO_PASSWORD }),
    }),
  );
  token = ((await login.json()) as { accessToken: string }).accessToken;
  const list = await respond(
    handlers,
    new Request(`${NODE_ADMIN_BASE}/wines?size=1`, { headers: { Authorization: `Bearer ${token}` } }),
  );
  wineId = ((await list.json()) as { content: { id: string }[] }).content[0]!.id;
});

const answerOf = async (response: Response | undefined) => ({
  status: response?.status,
  contentType: response?.headers.get('content-type'),
  location: response?.headers.get('location'),
  body: await response?.text(),
});

describe('respond', () => {
  // Requests that change nothing, so both ways of answering see the same data.
  const READS: [string, string, string, boolean][] = [
    ['a list', 'GET', '/wines?page=1&size=5&sort=name,asc&search=ch', true],
    ['a record named by a path parameter', 'GET', '/wines/{wine}', true],
    ['an unknown record', 'GET', '/wines/no-such-wine', true],
    ['a path in another case', 'GET', '/WINES/{wine}', true],
    ['a bad query', 'GET', '/wines?size=0', true],
    ['no token', 'GET', '/wines', false],
    ['a method the path does not take', 'PATCH', '/wines', true],
    ['an unknown path under the base', 'GET', '/no-such-thing', true],
    ['reference data under the general base', 'GET', '@/reference/countries', true],
  ];

  it.each(READS)('answers %s as msw would: %s %s', async (_, method, path, signedIn) => {
    const url = path.startsWith('@')
      ? `${NODE_GENERAL_BASE}${path.slice(1)}`
      : `${NODE_ADMIN_BASE}${path.replace('{wine}', wineId)}`;
    const request = () => new Request(url, { method, headers: signedIn ? { Authorization: `Bearer ${token}` } : {} });
    const ours = await answerOf(await respond(handlers, request()));
    const msws = await answerOf(await getResponse(handlers, request()));
    expect(ours).toEqual(msws);
    expect(ours.status).toBeDefined();
  });

  it('tries the next handler when one passes (a fault handler with nothing to inject), with the path parameters matched', async () => {
    const passing = [
      http.all('http://localhost/api/*', () => undefined),
      http.get('http://localhost/api/things/:id', ({ params }) => jsonResponse({ id: params.id })),
    ];
    const response = await respond(passing, new Request('http://localhost/api/things/42'));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ id: '42' });
  });

  it('matches a method given as a pattern, as msw does, and refuses a path it cannot match', async () => {
    const byPattern = [
      new HttpHandler(/^(GET|HEAD)$/, 'http://localhost/api/things', () => jsonResponse({ found: true })),
    ];
    expect((await respond(byPattern, new Request('http://localhost/api/things'))).status).toBe(200);
    expect((await respond(byPattern, new Request('http://localhost/api/things', { method: 'POST' }))).status).toBe(404);
    const byPredicate = [
      new HttpHandler(
        'GET',
        () => ({ matches: true, params: {} }),
        () => jsonResponse({}),
      ),
    ];
    await expect(respond(byPredicate, new Request('http://localhost/api/things'))).rejects.toThrow(
      'its path is a function',
    );
  });

  it('takes a thrown Response as the answer, through a wrapper too, and a thrown error as a 500 without details', async () => {
    const throwing = [
      wrapHandler(
        http.get('http://localhost/api/refused', () => {
          throw HttpResponse.json({ refused: true }, { status: 409 });
        }),
        async ({ answer }) => answer(),
      ),
      http.get('http://localhost/api/broken', () => {
        throw new Error('secret detail');
      }),
    ];
    const refused = await respond(throwing, new Request('http://localhost/api/refused'));
    expect(refused.status).toBe(409);
    expect(await refused.json()).toEqual({ refused: true });
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const broken = await respond(throwing, new Request('http://localhost/api/broken'));
    expect(broken.status).toBe(500);
    expect(await broken.text()).not.toContain('secret detail');
    expect(logged).toHaveBeenCalledWith('[mock] GET /api/broken failed (Error)');
    logged.mockRestore();
  });
});

describe('jsonResponse', () => {
  it('answers JSON with the given status and headers, and keeps a Content-Type given', async () => {
    const created = jsonResponse({ name: 'Château Margaux' }, { status: 201, headers: { Location: '/wines/1' } });
    expect(created.status).toBe(201);
    expect(created.headers.get('content-type')).toBe('application/json');
    expect(created.headers.get('location')).toBe('/wines/1');
    expect(await created.json()).toEqual({ name: 'Château Margaux' });
    const problem = jsonResponse({}, { headers: { 'Content-Type': 'application/problem+json' } });
    expect(problem.headers.get('content-type')).toBe('application/problem+json');
  });

  it('gives its text to a server that writes it directly, only while its body is unread', async () => {
    const answer = jsonResponse({ name: 'Château Margaux', vintage: 2015 });
    expect(unreadJsonText(answer)).toBe('{"name":"Château Margaux","vintage":2015}');
    await answer.text();
    expect(unreadJsonText(answer)).toBeNull();
    expect(unreadJsonText(new Response('{}'))).toBeNull();
  });
});
