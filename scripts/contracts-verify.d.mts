export declare const DEFAULT_PACT: string;
export declare const PROVIDER: string;
export declare const PACT_ACCESS_TOKEN: string;
export declare class UsageError extends Error {}
export interface BrokerOptions {
  url: string;
  selectors: Record<string, unknown>[];
  enablePending: boolean;
  includeWipPactsSince?: string;
  publish: boolean;
  credentials: { token?: string; username?: string; password?: string };
}
export interface VerifyPactOptions {
  providerBaseUrl: string;
  stateChangeUrl?: string;
  pactFile?: string;
  logLevel?: string;
  broker?: BrokerOptions;
  providerVersion?: string;
  providerBranch?: string;
  login?: { email: string; password: string };
}
export declare function providerStatesOf(pactFile: string): string[];
export declare function defaultSelectors(providerBranch?: string): Record<string, unknown>[];
export declare function parseVerifyArgs(
  argv: string[],
  env?: Record<string, string | undefined>,
  readGit?: (args: string[]) => string | undefined,
): (VerifyPactOptions & { logLevel: string; help?: undefined }) | { help: true };
export declare function assertReachable(url: string, what: string): Promise<void>;
type Handler = {
  setup: (params?: unknown) => Promise<Record<string, unknown>>;
  teardown: (params?: unknown) => Promise<Record<string, unknown>>;
};
export declare function forwardingStateHandlers(
  stateChangeUrl: string,
  failures: string[],
  onSetup?: () => void,
): Record<string, Handler>;
export declare function loginFilter(
  providerBaseUrl: string,
  login: { email: string; password: string },
  fetchImpl?: typeof fetch,
): {
  requestFilter: (
    req: { headers: Record<string, string | string[] | undefined> },
    res: unknown,
    next: (error?: unknown) => void,
  ) => void;
  forget: () => void;
  /** Signs in once (or reuses the token): rejects with the reason when the login fails, which is never tried again. */
  signIn: () => Promise<void>;
};
export declare function verifyPact(options: VerifyPactOptions): Promise<string>;
