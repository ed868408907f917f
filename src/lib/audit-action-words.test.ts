import { describe, expect, it } from 'vitest';
import { auditActionWords } from './audit-action-words';

describe('auditActionWords', () => {
  it.each([
    ['auth.login', 'signed in'],
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
