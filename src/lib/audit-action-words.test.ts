import { describe, expect, it } from 'vitest';
import { auditActionWords, signInFailureWords } from './audit-action-words';

describe('auditActionWords', () => {
  it.each([
    ['auth.login', 'signed in'],
    ['auth.login-failed', 'failed to sign in'],
    ['admin.lock', 'locked admin'],
    ['wine.publish', 'published wine'],
    ['category.rename', 'renamed category'],
    ['admin.reset-password', 'reset the password of'],
    ['settings.update', 'changed the settings'],
    ['profile.2fa-setup', 'set up two-factor authentication'],
    ['vintage.merge', 'merged vintage'],
    ['cellar.repaint', 'repainted cellar'],
    ['reindex', 'reindex'],
  ])('%s reads "%s"', (action, words) => {
    expect(auditActionWords(action)).toBe(words);
  });
});

describe('signInFailureWords', () => {
  it.each([
    ['wrong-password', 'wrong password, from 203.0.113.7'],
    ['unknown-email', 'unknown e-mail, from 203.0.113.7'],
    ['totp-invalid', 'wrong two-factor code, from 203.0.113.7'],
    ['account-locked', 'account locked, from 203.0.113.7'],
    ['rate-limited', 'too many attempts, from 203.0.113.7'],
  ] as const)('%s reads "%s"', (reason, words) => {
    expect(signInFailureWords({ reason, clientAddress: '203.0.113.7' })).toBe(words);
  });
});
