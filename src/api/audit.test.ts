import { describe, expect, it } from 'vitest';
import { hasOwnWords } from '@/lib/audit-action-words';
import { AUDIT_ACTIONS } from './audit';

describe('AUDIT_ACTIONS', () => {
  // No action the log records reads as a made-up verb ("2fa setuped").
  it.each([...AUDIT_ACTIONS])('%s has words of its own', (action) => {
    expect(hasOwnWords(action)).toBe(true);
  });
});
