import { resolve } from 'node:path';
import { MatchersV3, PactV4 } from '@pact-foundation/pact';
import type { V3MockServer as V4MockServer } from '@pact-foundation/pact';
import type { AxiosInstance } from 'axios';
import { toApiError } from '@/api/api-error';
import type { ApiError } from '@/api/api-error';
import { createAdminClient, createGeneralClient } from '@/api/http';
import type { SessionBridge } from '@/api/http';

const CONSUMER = 'vinotheca-admin-console';
const PROVIDER = 'vinotheca-admin-api';
export const ADMIN_BASE_PATH = '/api/v1/admin';
export const GENERAL_BASE_PATH = '/api/v1';

/** Where the consumer tests write the pact; `PACT_OUTPUT_DIR` redirects it (determinism test). */
const PACT_DIR = resolve(process.env.PACT_OUTPUT_DIR ?? 'contracts/pacts');
export const COMMITTED_PACT_FILE = resolve('contracts/pacts', `${CONSUMER}-${PROVIDER}.json`);

/**
 * The fixed tokens of the contract. The provider states make them valid (the mock starts a session
 * holding exactly these); contracts/README.md tells a real backend how to honour them.
 */
export const PACT_TOKENS = {
  access: 'pact-access-token',
  refresh: 'pact-refresh-token',
  setupOnly: 'pact-setup-only-token',
  invalid: 'pact-revoked-token',
} as const;

/** One pact per test file; every file writes into the same consumer–provider pact. */
export function createPact(): PactV4 {
  return new PactV4({ consumer: CONSUMER, provider: PROVIDER, dir: PACT_DIR, logLevel: 'warn' });
}

export interface FakeSession extends SessionBridge {
  calls: { sessionExpired: number; setupRequired: number; errors: number };
}

/** A SessionBridge holding one token, counting what the client reports. */
export function fakeSession(token: string | null, options: { setupOnly?: boolean } = {}): FakeSession {
  const calls = { sessionExpired: 0, setupRequired: 0, errors: 0 };
  return {
    calls,
    getAccessToken: () => token,
    getRefreshToken: () => null,
    hasSetupOnlyToken: () => options.setupOnly ?? false,
    onTokensRefreshed: () => undefined,
    onSessionExpired: () => {
      calls.sessionExpired += 1;
    },
    onSetupRequired: () => {
      calls.setupRequired += 1;
    },
    onError: () => {
      calls.errors += 1;
    },
    whenReady: () => Promise.resolve(),
  };
}

/** The app's own admin client (bearer header, error mapping) pointed at the Pact mock server. */
export function adminClient(mockServer: V4MockServer, session: SessionBridge = fakeSession(null)): AxiosInstance {
  return createAdminClient(`${mockServer.url}${ADMIN_BASE_PATH}`, session);
}

/** The path the contract records: the admin base plus the API module's path. */
export function adminPath(path: string): string {
  return `${ADMIN_BASE_PATH}${path}`;
}

/**
 * `/{collection}/{id}[suffix]` with the id the provider state answered (`fromProviderState`), so a
 * backend that makes its own ids can satisfy the interaction; `id` is the example the consumer test
 * and the pact file show.
 */
export function recordPath(
  collection: 'users' | 'wines' | 'categories' | 'cellars' | 'users/bulk' | 'wines/bulk' | 'saved-views',
  id: string,
  suffix = '',
) {
  return MatchersV3.fromProviderState(
    `${adminPath(`/${collection}/`)}\${id}${suffix}`,
    adminPath(`/${collection}/${id}${suffix}`),
  );
}

/** An id in a request body, taken from the provider state's answer (its `key`). */
export function stateId(key: 'id' | 'categoryId' | 'otherId', example: string) {
  return MatchersV3.fromProviderState(`\${${key}}`, example);
}

/** The ApiError a call failed with, read through `toApiError` as the app reads it. */
export function failureOf(call: Promise<unknown>): Promise<ApiError> {
  return call.then(
    () => {
      throw new Error('Expected the call to fail, but it succeeded');
    },
    (error: unknown) => toApiError(error),
  );
}

/**
 * The app's general client (reference data) pointed at the Pact mock server. Its refresh never
 * succeeds here: a contract interaction is one request, and the refresh path has its own tests.
 */
export function generalClient(mockServer: V4MockServer, session: SessionBridge = fakeSession(null)): AxiosInstance {
  return createGeneralClient(`${mockServer.url}${GENERAL_BASE_PATH}`, session, () =>
    Promise.reject(new Error('No refresh in a contract test')),
  );
}

/** The path the contract records for a general-API call. */
export function generalPath(path: string): string {
  return `${GENERAL_BASE_PATH}${path}`;
}
