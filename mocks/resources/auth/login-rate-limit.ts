import { mockConfig, now } from '../../core/mock-config';

const attempts = new Map<string, number[]>();

/**
 * The header carrying the caller's address. The standalone server sets it from the connection (or,
 * only when told to trust a proxy, from `X-Forwarded-For`) and drops any value a client sends; the
 * browser worker serves one client and sets none.
 */
export const CLIENT_ADDRESS_HEADER = 'x-mock-client-address';

/**
 * The one client the browser worker (or an in-process test) serves, which runs on the same machine:
 * its key here, and the address the audit log records for its failed sign-ins.
 */
const THIS_CLIENT = '127.0.0.1';

export type LoginAttempt = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/**
 * Records a sign-in attempt from a client: refused once it is over the per-window limit, with the
 * seconds until its oldest counted attempt leaves the window (the `Retry-After` of the 429).
 */
export function consumeLoginAttempt(clientKey: string): LoginAttempt {
  const { maxAttempts, windowMs } = mockConfig().loginRateLimit;
  const at = now();
  const recent = (attempts.get(clientKey) ?? []).filter((t) => t > at - windowMs);
  if (recent.length >= maxAttempts) {
    attempts.set(clientKey, recent);
    const oldest = recent[recent.length - maxAttempts] ?? at;
    return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((oldest + windowMs - at) / 1000)) };
  }
  recent.push(at);
  attempts.set(clientKey, recent);
  return { allowed: true };
}

export function resetLoginRateLimit(): void {
  attempts.clear();
}

/** The caller's address as the server saw it, else the one client of the browser worker (the rate limit's key, and the audit log's address). */
export function clientKeyOf(request: Request): string {
  return request.headers.get(CLIENT_ADDRESS_HEADER)?.trim() || THIS_CLIENT;
}
