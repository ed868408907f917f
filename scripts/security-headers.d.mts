export declare const NONCE_PLACEHOLDER: string;
export declare const IMAGE_ORIGINS: readonly string[];
export declare function newNonce(): string;
export declare function withNonce(html: string, nonce: string): string;
export declare function contentSecurityPolicy(nonce: string, options?: { connect?: readonly string[] }): string;
export declare function securityHeaders(
  nonce: string,
  options?: { connect?: readonly string[] },
): Record<string, string>;
export declare function cacheControl(servedFile: string | null): string;
