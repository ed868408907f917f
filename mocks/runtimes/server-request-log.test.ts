import { describe, expect, it } from 'vitest';
import { createChaos } from '../core/faults';
import { bodyText, createRequestLog, injectedBy } from './server-request-log';

const entry = (path: string, body: string | null = null) => ({
  at: '2026-12-02T09:00:00.000Z',
  method: 'POST',
  path,
  status: 200,
  durationMs: 1,
  fault: null,
  request: { headers: { authorization: 'Bearer t0ken' }, body },
  response: { headers: {}, body: null },
});

describe('the standalone server’s request log', () => {
  it('keeps the last requests up to its limit, newest first', () => {
    const log = createRequestLog(3);
    for (let i = 1; i <= 5; i++) log.record(entry(`/api/v1/admin/x/${i}`));
    expect(log.entries().map((e) => e.path)).toEqual(['/api/v1/admin/x/5', '/api/v1/admin/x/4', '/api/v1/admin/x/3']);
    expect(log.entries().map((e) => e.id)).toEqual(['5', '4', '3']);
  });

  it('masks what it answers, and masks a long body before it cuts it', () => {
    const log = createRequestLog();
    const long = JSON.stringify({ refreshToken: 'rt-secret', filler: 'x'.repeat(70_000) });
    log.record(entry('/api/v1/admin/auth/refresh', long));
    const [read] = log.entries();
    expect(read?.request.headers.authorization).toBe('Bearer [masked]');
    expect(read?.request.body).toMatch(/^\{"refreshToken":"\[masked\]","filler":"x+… \[cut: \d+ characters in all\]$/);
    expect(JSON.stringify(log.entries())).not.toContain('rt-secret');
  });

  it('keeps a binary body as a note of its size', () => {
    expect(bodyText(new Uint8Array([1, 2, 3]), 'image/png')).toBe('[3 bytes of image/png]');
    expect(bodyText(new TextEncoder().encode('{"a":1}'), 'application/json; charset=utf-8')).toBe('{"a":1}');
    expect(bodyText(new Uint8Array(0), 'application/json')).toBeNull();
  });

  it('says in words which fault or latency a scenario injects', () => {
    const chaos = createChaos({ latency: 'slow', endpoints: [{ method: 'GET', path: '/users', kind: 'unavailable' }] });
    const bases = ['http://127.0.0.1:4010/api/v1/admin'];
    expect(injectedBy(chaos.get(), 'users-down', { method: 'GET', url: `${bases[0]}/users?page=0` }, bases)).toBe(
      '503 Service Unavailable, latency 2 s (scenario users-down)',
    );
    expect(injectedBy(chaos.get(), 'users-down', { method: 'GET', url: `${bases[0]}/wines` }, bases)).toBe(
      'latency 2 s (scenario users-down)',
    );
    expect(injectedBy(createChaos({}).get(), null, { method: 'GET', url: `${bases[0]}/wines` }, bases)).toBeNull();
  });
});
