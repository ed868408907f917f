import axios, { AxiosError } from 'axios';
import type { AxiosInstance } from 'axios';
import type { SetupServer } from 'msw/node';
import * as OTPAuth from 'otpauth';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { createAuditApi } from '@/api/audit';
import { createAuthApi } from '@/api/auth';
import { createCategoriesApi } from '@/api/categories';
import { createReferenceApi } from '@/api/reference';
import { createSavedViewsApi } from '@/api/saved-views';
import { createSettingsApi } from '@/api/settings';
import type { LoginResponse } from '@/api/auth';
import { createSystemApi } from '@/api/system';
import type { ErrorBody } from '@/api/types';
import { createUsersApi } from '@/api/users';
import { createWinesApi } from '@/api/wines';
import { configureMock } from '../../mocks/core/mock-config';
import { createMockServer, NODE_ADMIN_BASE, NODE_GENERAL_BASE } from '../../mocks/runtimes/node';
import { resetMockBackend, type ResetMockBackendOptions } from '../../mocks/app/reset-mock-backend';
import { DEMO_PASSWORD } from '@/config/demo-accounts';

/** Starts at a round 30 s step boundary plus 10 s, so ±1 step arithmetic stays obvious. */
const TEST_EPOCH = Date.UTC(2026, 1, 2, 10, 0, 10);

export interface TestClient {
  http: AxiosInstance;
  auth: ReturnType<typeof createAuthApi>;
  system: ReturnType<typeof createSystemApi>;
  users: ReturnType<typeof createUsersApi>;
  wines: ReturnType<typeof createWinesApi>;
  categories: ReturnType<typeof createCategoriesApi>;
  settings: ReturnType<typeof createSettingsApi>;
  audit: ReturnType<typeof createAuditApi>;
  savedViews: ReturnType<typeof createSavedViewsApi>;
  /** On the general API base, with the same token. */
  reference: ReturnType<typeof createReferenceApi>;
  general: AxiosInstance;
  setToken: (token: string | null) => void;
  signIn: (email: string, extra?: { password?: string; totpCode?: string }) => Promise<LoginResponse>;
}

/** The real API factories over an axios instance that sends the token held in a local variable. */
export function createTestClient(headers: Record<string, string> = {}): TestClient {
  let token: string | null = null;
  const withToken = (baseURL: string) => {
    const instance = axios.create({ baseURL, headers });
    instance.interceptors.request.use((config) => {
      if (token) config.headers.set('Authorization', `Bearer ${token}`);
      return config;
    });
    return instance;
  };
  const http = withToken(NODE_ADMIN_BASE);
  const general = withToken(NODE_GENERAL_BASE);
  const auth = createAuthApi(http);
  return {
    http,
    auth,
    system: createSystemApi(http),
    users: createUsersApi(http),
    wines: createWinesApi(http),
    categories: createCategoriesApi(http),
    settings: createSettingsApi(http),
    audit: createAuditApi(http),
    savedViews: createSavedViewsApi(http),
    reference: createReferenceApi(general),
    general,
    setToken: (next) => {
      token = next;
    },
    signIn: async (email, extra = {}) => {
      const response = await auth.login({ email, password: extra.password ?? DEMO_PASSWORD, totpCode: extra.totpCode });
      token = response.accessToken;
      return response;
    },
  };
}

export interface MockBackendOptions extends ResetMockBackendOptions {
  /** Signs the returned client in as this admin before each test, after the reset. */
  signInAs?: string;
}

export interface MockBackend {
  server: SetupServer;
  /** Holds no token at the start of each test (or the `signInAs` admin's). */
  client: TestClient;
}

/**
 * The msw/node mock backend for the current test file: listening for the whole file (an unhandled
 * request fails the test), a freshly seeded db before each test.
 */
export function setupMockBackend({ signInAs, ...reset }: MockBackendOptions = {}): MockBackend {
  const server = createMockServer();
  const client = createTestClient();
  beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
  afterAll(() => server.close());
  beforeEach(async () => {
    await resetMockBackend(reset);
    client.setToken(null);
    if (signInAs) await client.signIn(signInAs);
  });
  return { server, client };
}

/** A controllable clock for the mock (token expiry, TOTP steps, rate-limit windows). */
export function installTestClock(start = TEST_EPOCH): { advance: (ms: number) => void; now: () => number } {
  let current = start;
  configureMock({ now: () => current });
  return {
    advance: (ms) => {
      current += ms;
    },
    now: () => current,
  };
}

export function totpCodeAt(secret: string, timestamp: number): string {
  return OTPAuth.TOTP.generate({
    secret: OTPAuth.Secret.fromBase32(secret),
    algorithm: 'SHA1',
    digits: 6,
    period: 30,
    timestamp,
  });
}

/** The status and error body of a rejected call; fails the test when the call succeeded. */
export async function failureOf(call: Promise<unknown>): Promise<{ status: number; body: ErrorBody }> {
  try {
    await call;
  } catch (error) {
    if (error instanceof AxiosError && error.response) {
      return { status: error.response.status, body: error.response.data as ErrorBody };
    }
    throw error;
  }
  throw new Error('Expected the call to fail, but it succeeded');
}

/** Posts a raw string body, bypassing axios serialisation (for malformed JSON). */
export function postRaw(http: AxiosInstance, url: string, body: string) {
  return http.post(url, body, {
    headers: { 'Content-Type': 'application/json' },
    transformRequest: [(d: unknown) => d],
  });
}
