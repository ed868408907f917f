export function findChrome(): string;
export const CHROME_ARGS: string[];
export function launchOptions(extraArgs?: string[]): {
  executablePath: string;
  args: string[];
  env: Record<string, string | undefined>;
};
