import { describe, expect, it } from 'vitest';
import { hasOwnWords, hasReasonWords } from '@/lib/audit-action-words';
import { AUDIT_ACTIONS } from './audit';
import { SIGN_IN_FAILURE_REASONS } from './wire-enums';

describe('AUDIT_ACTIONS', () => {
  // No action the log records reads as a made-up verb ("2fa setuped").
  it.each([...AUDIT_ACTIONS])('%s has words of its own', (action) => {
    expect(hasOwnWords(action)).toBe(true);
  });
});

describe('SIGN_IN_FAILURE_REASONS', () => {
  // Not the code's words ("totp invalid") but a reason people read.
  it.each([...SIGN_IN_FAILURE_REASONS])('%s has words of its own', (reason) => {
    expect(hasReasonWords(reason)).toBe(true);
  });
});
