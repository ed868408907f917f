import { readFileSync } from 'node:fs';
import { Verifier } from '@pact-foundation/pact';
import type { StateHandlers } from '@pact-foundation/pact/src/dsl/verifier/proxy/types';
import { PROVIDER } from './pact';

interface PactFile {
  interactions: { description: string; providerStates?: { name: string }[] }[];
}

/** Every provider state the pact names, once each, sorted. */
export function providerStatesOf(pactFile: string): string[] {
  const pact = JSON.parse(readFileSync(pactFile, 'utf8')) as PactFile;
  return [...new Set(pact.interactions.flatMap((i) => (i.providerStates ?? []).map((s) => s.name)))].sort();
}

/**
 * State handlers that forward each state, with its params, to a state-change URL speaking pact's
 * protocol (`POST {state, params, action}`): the mock's `/_mock/provider-states`, or a real
 * backend's own endpoint. Failures are collected, because the verifier's proxy only logs them.
 */
export function forwardingStateHandlers(stateNames: string[], stateChangeUrl: string, failures: string[]): StateHandlers {
  const forward = (state: string) => async (params?: unknown) => {
    const response = await fetch(stateChangeUrl, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ state, params: params ?? {}, action: 'setup' }),
    });
    if (!response.ok) {
      const failure = `state "${state}" → ${response.status} ${await response.text()}`;
      failures.push(failure);
      throw new Error(failure);
    }
  };
  return Object.fromEntries(stateNames.map((name) => [name, forward(name)]));
}

export interface VerifyOptions {
  providerBaseUrl: string;
  stateChangeUrl: string;
  pactFile: string;
}

/** Verifies a running provider against a pact file; rejects on any mismatch or failed state. */
export async function verifyProvider({ providerBaseUrl, stateChangeUrl, pactFile }: VerifyOptions): Promise<void> {
  const failures: string[] = [];
  await new Verifier({
    provider: PROVIDER,
    providerBaseUrl,
    pactUrls: [pactFile],
    stateHandlers: forwardingStateHandlers(providerStatesOf(pactFile), stateChangeUrl, failures),
    logLevel: 'warn',
  }).verifyProvider();
  if (failures.length > 0) throw new Error(`Provider states failed:\n${failures.join('\n')}`);
}
