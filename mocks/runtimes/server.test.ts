import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '@/config/demo-accounts';
import { startMockHttpServer, type MockHttpServer } from './server';

let server: MockHttpServer;
const lines: string[] = [];

beforeAll(async () => {
  server = await startMockHttpServer({ port: 0, adminCount: 20, log: (line) => lines.push(line) });
});
afterAll(() => server.close());

const admin = (path: string) => `${server.url}/api/v1/admin${path}`;

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
  it('serves the same handlers over real HTTP: sign in, then an authorised call', async () => {
    const token = await signIn();
    const me = await fetch(admin('/auth/me'), { headers: { Authorization: `Bearer ${token}` } });
    expect(me.status).toBe(200);
    expect(await me.json()).toMatchObject({ email: 'admin@vinotheca.test', role: 'SUPER_ADMIN' });
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
    await fetch(admin('/users/x/reset-password?newPassword=Secret-Passw0rd!'), { method: 'POST', headers: { Authorization: `Bearer ${token}` } });
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^POST \/api\/v1\/admin\/users\/x\/reset-password \d{3} [\d.]+ms$/);
    expect(lines.join('\n')).not.toContain('Secret-Passw0rd');
    expect(lines.join('\n')).not.toContain(token);
  });

  it('answers unknown paths with a JSON 404 and malformed JSON with a 400', async () => {
    const missing = await fetch(`${server.url}/nothing-here`);
    expect(missing.status).toBe(404);
    expect(await missing.json()).toMatchObject({ status: 404, error: 'Not Found' });
    const bad = await fetch(admin('/auth/login'), { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{"email":' });
    expect(bad.status).toBe(400);
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
