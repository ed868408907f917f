export declare const CONSUMER: string;
export declare const PACT_DIR: string;
export declare const STEPS: string[];
export declare class BrokerConfigError extends Error {}
export interface BrokerConfig {
  baseUrl: string;
  version: string;
  branch: string;
  environment: string | undefined;
  cli: string[];
}
export declare const BUNDLED_CLI: string;
export declare function brokerConfig(
  env: Record<string, string | undefined>,
  options?: { environment?: string; readGit?: (args: string[]) => string | undefined },
): BrokerConfig;
export declare function brokerCommands(config: BrokerConfig, steps: string[]): string[][];
export declare function formatCommand(argv: string[]): string;
