import { describe, expect, it } from 'vitest';
import { createMockServer } from '../../runtimes/node';
import { createTestClient, failureOf, setupMockBackend } from '@tests/support/mock-backend';

const { server } = setupMockBackend();

describe('GET /system/info', () => {
  it('returns the mock backend version and build', async () => {
    const client = createTestClient();
    await client.signIn('admin@vinotheca.test');
    await expect(client.system.info()).resolves.toEqual({
      version: '1.4.2',
      build: { hash: expect.stringMatching(/^mock-/), time: expect.any(String) },
      environment: 'mock',
    });
  });

  it('requires a token', async () => {
    expect(await failureOf(createTestClient().system.info())).toMatchObject({
      status: 401,
      body: { error: 'Unauthorized' },
    });
  });
});

describe('handler base path', () => {
  it('follows the configured admin base', async () => {
    const custom = createMockServer({ adminBase: 'http://api.test/v2/admin/' });
    server.close();
    custom.listen({ onUnhandledFrame: 'error' });
    try {
      const client = createTestClient();
      client.http.defaults.baseURL = 'http://api.test/v2/admin';
      await expect(client.signIn('admin@vinotheca.test')).resolves.toMatchObject({ fullName: 'Ava Laurent' });
    } finally {
      custom.close();
      server.listen({ onUnhandledFrame: 'error' });
    }
  });
});
