import type { SignInFailureReason } from '@/api/wire-enums';
import type { AdminRecord } from '../../core/db';
import { appendAuditEvent } from './audit-log';

/** The longest e-mail address there is (RFC 5321); a longer one tried is kept cut to this. */
const MAX_EMAIL_LENGTH = 254;
/** Room for any IPv6 address with a zone; a trusted proxy's longer `X-Forwarded-For` entry is cut. */
const MAX_ADDRESS_LENGTH = 64;

export interface FailedSignIn {
  /** As the request gave it (normalised here); null when none could be read. */
  email: string | null;
  reason: SignInFailureReason;
  clientAddress: string;
  /** The admin the e-mail names, if any. */
  admin: AdminRecord | null;
  /** This failure locked the account. */
  lockedNow: boolean;
}

/**
 * Records a failed sign-in as `auth.login-failed` (outcome `failed`), and the lock it caused as
 * `admin.lock`: nobody is signed in, so neither has an actor; the target is the admin the e-mail
 * names, or only the e-mail tried. Sign-in failures are recorded here rather than from the
 * endpoint's declaration because their reason is exactly what the answer must not tell. Never a
 * password or a code.
 */
export async function recordFailedSignIn(failed: FailedSignIn): Promise<void> {
  const email = normalisedEmail(failed.email);
  const signIn = { email, reason: failed.reason, clientAddress: failed.clientAddress.slice(0, MAX_ADDRESS_LENGTH) };
  const target = { targetType: 'ADMIN' as const, targetId: failed.admin?.id ?? null };
  await appendAuditEvent({
    actor: null,
    action: 'auth.login-failed',
    ...target,
    targetLabel: failed.admin?.email ?? email,
    outcome: 'failed',
    signIn,
  });
  if (failed.lockedNow && failed.admin) {
    await appendAuditEvent({ actor: null, action: 'admin.lock', ...target, targetLabel: failed.admin.email, signIn });
  }
}

/** The e-mail of a request body that may be anything (a rate-limited request is refused unread). */
export async function emailTried(request: Request): Promise<string | null> {
  try {
    const body: unknown = JSON.parse(await request.clone().text());
    const email = typeof body === 'object' && body !== null ? (body as Record<string, unknown>).email : undefined;
    return typeof email === 'string' ? email : null;
  } catch {
    return null;
  }
}

function normalisedEmail(email: string | null): string | null {
  const normal = email?.trim().toLowerCase() ?? '';
  return normal === '' ? null : normal.slice(0, MAX_EMAIL_LENGTH);
}
