import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROVIDER_STATES_PATH } from '../mocks/app/provider-states';
import { SEED_REFERENCE_DAY } from '../mocks/core/demo-clock';
import { startMockHttpServer } from '../mocks/runtimes/server';
import type { MockHttpServer } from '../mocks/runtimes/server';
import { providerStatesOf, verifyPact } from '../scripts/contracts-verify.mjs';
import { createAnswerValidator } from './support/openapi-validator';
import { COMMITTED_PACT_FILE } from './support/pact';
import { springStyle, startProviderProxy } from './support/provider-proxy';

describe('provider verification: the mock backend honours the committed pact', () => {
  let server: MockHttpServer;

  beforeAll(async () => {
    // Pinned, as the pact and the OpenAPI examples are: the answers do not depend on today's date.
    server = await startMockHttpServer({ port: 0, seedDate: SEED_REFERENCE_DAY });
  });

  afterAll(async () => {
    await server.close();
  });

  // The same code as `npm run contracts:verify`, with the mock's state-change endpoint.
  const verify = (providerBaseUrl: string) =>
    verifyPact({
      providerBaseUrl,
      stateChangeUrl: `${providerBaseUrl}${PROVIDER_STATES_PATH}`,
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
  // the 30 s default on a loaded machine, and a timed-out run would race the next one. On the way,
  // every answer of the mock (every handler, successes and errors) is checked against the OpenAPI
  // document: the three (pact, mock, document) agree.
  it('verifies every interaction, each answer conforming to the OpenAPI document', async () => {
    const check = createAnswerValidator(JSON.parse(readFileSync('contracts/openapi.json', 'utf8')));
    const seen = { answers: 0, problems: [] as string[], statuses: new Set<number>() };
    const proxy = await startProviderProxy(server.url, (exchange) => {
      if (!exchange.path.startsWith('/api/')) return; // contracts:verify's reachability probe of the base URL
      seen.answers += 1;
      seen.statuses.add(exchange.status);
      seen.problems.push(...check(exchange));
    });
    try {
      await expect(verify(proxy.url)).resolves.toMatch(/honours all \d+ interactions/);
    } finally {
      await proxy.close();
    }
    expect(seen.problems).toEqual([]);
    expect(seen.answers).toBeGreaterThanOrEqual(100);
    expect([...seen.statuses].sort()).toEqual([200, 201, 204, 400, 401, 403, 404, 409, 422, 429]);
  }, 180_000);

  // The second run in a row (state setups are idempotent) goes through a provider that answers as
  // a default Spring Boot service would: whole-second, microsecond, nanosecond and offset instants,
  // `application/problem+json` errors, and ids its database makes (the pact's suggested ids never
  // reach the state setups). The contract must pin neither the mock's formatting nor its ids.
  it('verifies again in a row, answered with other instants, problem+json errors and ids of its own', async () => {
    const spring = springStyle(PROVIDER_STATES_PATH);
    const proxy = await startProviderProxy(server.url, spring.onAnswer, spring.onRequest);
    try {
      await expect(verify(proxy.url)).resolves.toMatch(/honours all \d+ interactions/);
    } finally {
      await proxy.close();
    }
    expect(spring.rewritten.instants).toBeGreaterThan(20);
    expect(spring.rewritten.problemJson).toBeGreaterThan(40);
    expect(spring.rewritten.droppedIds).toBeGreaterThan(40);
  }, 180_000);
});
