export function findChrome(): string;
export const CHROME_ARGS: string[];
