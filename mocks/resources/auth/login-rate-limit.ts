import { mockConfig, now } from '../../core/mock-config';

const attempts = new Map<string, number[]>();

/** Records a sign-in attempt from a client; false once it is over the per-window limit. */
export function consumeLoginAttempt(clientKey: string): boolean {
  const { maxAttempts, windowMs } = mockConfig().loginRateLimit;
  const since = now() - windowMs;
  const recent = (attempts.get(clientKey) ?? []).filter((at) => at > since);
  recent.push(now());
  attempts.set(clientKey, recent);
  return recent.length <= maxAttempts;
}

export function resetLoginRateLimit(): void {
  attempts.clear();
}

/** The first address of x-forwarded-for, else one shared key (the browser has no client address). */
export function clientKeyOf(request: Request): string {
  const forwarded = request.headers.get('x-forwarded-for')?.split(',')[0]?.trim();
  return forwarded || 'global';
}
