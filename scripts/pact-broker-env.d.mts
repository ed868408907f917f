export declare function versionAndBranch(
  env: Record<string, string | undefined>,
  options?: { readGit?: (args: string[]) => string | undefined },
): { version: string | undefined; branch: string | undefined };
export declare function brokerCredentials(env: Record<string, string | undefined>): {
  token?: string;
  username?: string;
  password?: string;
};
export declare function first(env: Record<string, string | undefined>, names: string[]): string | undefined;
