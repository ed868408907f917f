import { useEffect, useState } from 'react';
import type { AdminId } from '@/api/types';
import type { EmailAvailability } from '@/api/users';
import { emailSchema } from './user-form-schema';

export type CheckEmail = (email: string, excludeId?: AdminId) => Promise<EmailAvailability>;

/** idle: nothing to check; checking: waiting or asking; unknown: the check itself failed. */
export type EmailAvailabilityState = 'idle' | 'checking' | 'available' | 'taken' | 'unknown';

const EMAIL_CHECK_DELAY_MS = 400;

export interface EmailAvailabilityOptions {
  checkEmail: CheckEmail;
  /** The admin being edited, whose own address counts as free. */
  excludeId?: AdminId | undefined;
  /** The address the form started with; it is not checked again. */
  initialEmail?: string | undefined;
  delayMs?: number;
}

/**
 * Whether the typed e-mail is free, asked once typing pauses. Only well-formed addresses that
 * differ from the starting one are checked, and an answer for an address no longer in the field
 * is ignored.
 */
export function useEmailAvailability(
  email: string,
  { checkEmail, excludeId, initialEmail, delayMs = EMAIL_CHECK_DELAY_MS }: EmailAvailabilityOptions,
): EmailAvailabilityState {
  const candidate = email.trim();
  const checkable = candidate !== (initialEmail ?? '').trim() && emailSchema.safeParse(candidate).success;
  const [result, setResult] = useState<{ email: string; state: EmailAvailabilityState } | null>(null);

  useEffect(() => {
    if (!checkable) return;
    let current = true;
    const timer = window.setTimeout(() => {
      checkEmail(candidate, excludeId)
        .then((answer) => {
          if (current) setResult({ email: candidate, state: answer.available ? 'available' : 'taken' });
        })
        .catch(() => {
          if (current) setResult({ email: candidate, state: 'unknown' });
        });
    }, delayMs);
    return () => {
      current = false;
      window.clearTimeout(timer);
    };
  }, [candidate, checkable, checkEmail, excludeId, delayMs]);

  if (!checkable) return 'idle';
  return result?.email === candidate ? result.state : 'checking';
}
