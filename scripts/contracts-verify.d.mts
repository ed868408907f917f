export declare const DEFAULT_PACT: string;
export declare const PROVIDER: string;
export declare class UsageError extends Error {}
export interface VerifyPactOptions {
  providerBaseUrl: string;
  stateChangeUrl?: string;
  pactFile?: string;
  logLevel?: string;
}
export declare function providerStatesOf(pactFile: string): string[];
export declare function parseVerifyArgs(argv: string[]): (Required<Omit<VerifyPactOptions, 'stateChangeUrl'>> & { stateChangeUrl?: string; help?: undefined }) | { help: true };
export declare function assertReachable(url: string, what: string): Promise<void>;
export declare function verifyPact(options: VerifyPactOptions): Promise<string>;
