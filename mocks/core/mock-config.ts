export interface MockConfig {
  /** Overrides the settings row's access-token lifetime (tests); unset, the settings decide. */
  accessTokenTtlMs?: number;
  /** Overrides the settings row's lockout threshold: consecutive failed sign-ins that lock an account. */
  maxFailedLogins?: number;
  loginRateLimit: { maxAttempts: number; windowMs: number };
  /** The mock's clock; tests inject one to cross token expiry and TOTP steps without fake timers. */
  now: () => number;
}

const DEFAULT_CONFIG: MockConfig = {
  loginRateLimit: { maxAttempts: 20, windowMs: 60 * 1000 },
  now: () => Date.now(),
};

let config: MockConfig = { ...DEFAULT_CONFIG };

export function configureMock(overrides: Partial<MockConfig>): void {
  config = { ...config, ...overrides };
}

export function resetMockConfig(): void {
  config = { ...DEFAULT_CONFIG };
}

export function mockConfig(): Readonly<MockConfig> {
  return config;
}

export function now(): number {
  return config.now();
}

export function nowIso(): string {
  return new Date(config.now()).toISOString();
}
