export function findChrome(): string;
export const CHROME_ARGS: string[];
export function testLaunchOptions(): { executablePath: string; args: string[]; env: Record<string, string | undefined> };
