import { resetDb } from '../core/db';
import { configureMock, resetMockConfig, type MockConfig } from '../core/mock-config';
import type { SeedOptions } from '../core/seed-options';
import { resetLoginRateLimit } from '../resources/auth/login-rate-limit';
import { seedDb } from './seed';

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
