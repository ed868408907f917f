import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { restoreDb, snapshotDb } from './db';
import { createTestClient, failureOf, postRaw, setupMockBackend } from '@tests/support/mock-backend';

const { client } = setupMockBackend({ config: { loginRateLimit: { maxAttempts: 10_000, windowMs: 60_000 } } });

const JSON_POSTS = ['/auth/login', '/auth/refresh', '/auth/logout', '/auth/change-password', '/auth/2fa/verify'];

describe('malformed bodies', () => {
  it.each(JSON_POSTS)('POST %s answers 400 with an errors list for malformed JSON', async (path) => {
    await client.signIn('admin@vinotheca.test');
    const failure = await failureOf(postRaw(client.http, path, '{"email": "admin@vinotheca.test",'));
    expect(failure).toMatchObject({
      status: 400,
      body: {
        status: 400,
        error: 'Bad Request',
        errors: [{ field: 'body', message: 'Request body is not valid JSON' }],
      },
    });
  });

  it.each([
    ['an array', '[1,2]', 'Request body must be a JSON object'],
    ['null', 'null', 'Request body must be a JSON object'],
    ['a string', '"admin"', 'Request body must be a JSON object'],
    ['nothing', '', 'Request body is required'],
  ])('login answers 400 for %s', async (_, raw, message) => {
    const failure = await failureOf(postRaw(client.http, '/auth/login', raw));
    expect(failure).toMatchObject({ status: 400, body: { message, errors: [{ field: 'body', message }] } });
  });
});

describe('login field validation', () => {
  it('lists missing fields', async () => {
    const failure = await failureOf(client.http.post('/auth/login', {}));
    expect(failure).toEqual({
      status: 422,
      body: {
        status: 422,
        error: 'Unprocessable Entity',
        message: 'Validation failed',
        errors: [
          { field: 'email', message: 'Email is required' },
          { field: 'password', message: 'Password is required' },
        ],
      },
    });
  });

  it('lists ill-typed fields', async () => {
    const failure = await failureOf(
      client.http.post('/auth/login', { email: 42, password: { a: 1 }, totpCode: 123456 }),
    );
    expect(failure.body.errors).toEqual([
      { field: 'email', message: 'Email must be a string' },
      { field: 'password', message: 'Password must be a string' },
      { field: 'totpCode', message: 'Code must be a string' },
    ]);
  });

  it('counts no failure for a request it could not read', async () => {
    for (let i = 0; i < 6; i++) await failureOf(client.http.post('/auth/login', { email: 'admin@vinotheca.test' }));
    await expect(client.signIn('admin@vinotheca.test')).resolves.toBeTruthy();
  });
});

describe('unknown endpoints', () => {
  it('answer 404 with the error body', async () => {
    const failure = await failureOf(client.http.get('/auth/nope'));
    expect(failure).toMatchObject({ status: 404, body: { status: 404, error: 'Not Found' } });
  });
});

describe('arbitrary input', () => {
  it('never gets a 5xx and leaves the data intact', async () => {
    const login = await client.signIn('admin@vinotheca.test');
    const endpoints: [string, string][] = [
      ['post', '/auth/login'],
      ['post', '/auth/refresh'],
      ['post', '/auth/change-password'],
      ['put', '/auth/me'],
      ['patch', '/auth/me/theme'],
      ['post', '/auth/2fa/verify'],
      ['post', '/auth/2fa/setup'],
      ['post', '/auth/logout-all'],
    ];
    const body = fc.oneof(
      fc.jsonValue(),
      fc.record({ email: fc.jsonValue(), password: fc.jsonValue(), totpCode: fc.jsonValue() }, { requiredKeys: [] }),
      fc.record(
        { fullName: fc.jsonValue(), email: fc.jsonValue(), themePreference: fc.jsonValue() },
        { requiredKeys: [] },
      ),
      fc.record({ currentPassword: fc.string(), newPassword: fc.string(), code: fc.jsonValue() }, { requiredKeys: [] }),
    );
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...endpoints), body, fc.boolean(), async ([method, path], value, raw) => {
        const payload = raw ? JSON.stringify(value).slice(0, -1) : JSON.stringify(value);
        const response = await client.http.request({
          method,
          url: path,
          data: payload,
          headers: { 'Content-Type': 'application/json' },
          transformRequest: [(d: unknown) => d],
          validateStatus: () => true,
        });
        expect(response.status).toBeLessThan(500);
      }),
      { numRuns: 150, seed: 2026 },
    );
    const snapshot = snapshotDb();
    await expect(restoreDb(JSON.parse(JSON.stringify(snapshot)))).resolves.toBe(true);
    expect(snapshot.data.admins).toHaveLength(150);
    await expect(createTestClient().signIn('setup@vinotheca.test')).resolves.toMatchObject({ requires2FASetup: true });
    expect(login.adminId).toBe(snapshot.data.admins[0]?.id);
  });
});
