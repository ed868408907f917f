import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROVIDER_STATES_PATH } from '../mocks/core/provider-states';
import { startMockHttpServer } from '../mocks/runtimes/server';
import type { MockHttpServer } from '../mocks/runtimes/server';
import { providerStatesOf, verifyPact } from '../scripts/contracts-verify.mjs';
import { COMMITTED_PACT_FILE } from './support/pact';
import { startSpringStyleProxy } from './support/spring-style-proxy';

describe('provider verification: the mock backend honours the committed pact', () => {
  let server: MockHttpServer;

  beforeAll(async () => {
    server = await startMockHttpServer({ port: 0 });
  });

  afterAll(async () => {
    await server.close();
  });

  // The same code as `npm run contracts:verify`, with the mock's state-change endpoint.
  const verify = (providerBaseUrl = server.url) =>
    verifyPact({
      providerBaseUrl,
      stateChangeUrl: `${server.url}${PROVIDER_STATES_PATH}`,
      pactFile: COMMITTED_PACT_FILE,
    });

  it('registers a setup for every provider state the pact names', async () => {
    const unknown: string[] = [];
    for (const state of providerStatesOf(COMMITTED_PACT_FILE)) {
      const probe = await fetch(`${server.url}${PROVIDER_STATES_PATH}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ state, params: {}, action: 'setup' }),
      });
      const body = (await probe.json()) as { message?: string };
      if (body.message?.startsWith('Unknown provider state')) unknown.push(state);
    }
    expect(unknown).toEqual([]);
  }, 90_000);

  // Every interaction reseeds the whole demo (wines, cellars, audit history): ~100 reseeds outlast
  // the 30 s default on a loaded machine, and a timed-out run would race the next one.
  it('verifies every interaction', async () => {
    await expect(verify()).resolves.toMatch(/honours all \d+ interactions/);
  }, 180_000);

  // The second run in a row (state setups are idempotent) goes through a provider that answers as
  // a default Spring Boot service would: whole-second, microsecond, nanosecond and offset instants,
  // and `application/problem+json` errors. The contract must not pin the mock's own formatting.
  it('verifies again in a row, answered with other RFC 3339 instants and problem+json errors', async () => {
    const proxy = await startSpringStyleProxy(server.url);
    try {
      await expect(verify(proxy.url)).resolves.toMatch(/honours all \d+ interactions/);
      expect(proxy.rewritten.instants).toBeGreaterThan(20);
      expect(proxy.rewritten.problemJson).toBeGreaterThan(40);
    } finally {
      await proxy.close();
    }
  }, 180_000);
});
