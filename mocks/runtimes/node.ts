import { setupServer } from 'msw/node';
import type { SetupServer } from 'msw/node';
import { resetDb } from '../core/db';
import { createHandlers } from '../core/create-handlers';
import type { MockHandlerOptions } from '../core/create-handlers';
import { resetLoginRateLimit } from '../resources/auth/login-rate-limit';
import { configureMock, resetMockConfig } from '../core/mock-config';
import type { MockConfig } from '../core/mock-config';
import { seedDb } from '../core/seed';
import type { SeedOptions } from '../core/seed';

/** Node has no page origin, so tests call an absolute base. */
export const NODE_ADMIN_BASE = 'http://localhost/api/v1/admin';
/** The general API (reference data) beside it. */
export const NODE_GENERAL_BASE = 'http://localhost/api/v1';

/** An msw server with every mock handler, for tests (listen/close it in the test's hooks). */
export function createMockServer(options: MockHandlerOptions = {}): SetupServer {
  return setupServer(...createHandlers({ adminBase: NODE_ADMIN_BASE, generalBase: NODE_GENERAL_BASE, ...options }));
}

export interface ResetMockBackendOptions extends SeedOptions {
  config?: Partial<MockConfig>;
}

/** A fresh seeded db, default config (or the given overrides) and no rate-limit history. */
export async function resetMockBackend(options: ResetMockBackendOptions = {}): Promise<void> {
  resetDb();
  resetLoginRateLimit();
  resetMockConfig();
  if (options.config) configureMock(options.config);
  await seedDb(options);
}
