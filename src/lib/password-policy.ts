import type { MessageKey } from './i18n';

export const PASSWORD_MIN_LENGTH = 12;
const PASSWORD_SPECIAL_CHARACTERS = `!@#$%^&*()_+-=[]{};':"\\|,.<>/?`;

export interface PasswordRule {
  id: 'length' | 'uppercase' | 'lowercase' | 'number' | 'special';
  /** Shown when the rule fails (the first failing one is the password's error): the server's English words. */
  message: string;
  /** Checklist label, shown met or not met: English. */
  label: string;
  /**
   * The console's texts in the catalogue, for `t(key, { min: PASSWORD_MIN_LENGTH })` (the mock
   * server, which shares these rules, keeps its English and never loads the catalogue).
   */
  messageKey: MessageKey;
  labelKey: MessageKey;
  test: (password: string) => boolean;
}

/** The rules in the order they are checked. */
export const PASSWORD_RULES: readonly PasswordRule[] = [
  {
    id: 'length',
    message: `Password must be at least ${PASSWORD_MIN_LENGTH} characters long`,
    label: `At least ${PASSWORD_MIN_LENGTH} characters long`,
    messageKey: 'password.rule.lengthMessage',
    labelKey: 'password.rule.length',
    test: (p) => [...p].length >= PASSWORD_MIN_LENGTH,
  },
  {
    id: 'uppercase',
    message: 'Password must contain at least one uppercase letter',
    label: 'At least one uppercase letter',
    messageKey: 'password.rule.uppercaseMessage',
    labelKey: 'password.rule.uppercase',
    test: (p) => /[A-Z]/.test(p),
  },
  {
    id: 'lowercase',
    message: 'Password must contain at least one lowercase letter',
    label: 'At least one lowercase letter',
    messageKey: 'password.rule.lowercaseMessage',
    labelKey: 'password.rule.lowercase',
    test: (p) => /[a-z]/.test(p),
  },
  {
    id: 'number',
    message: 'Password must contain at least one number',
    label: 'At least one number',
    messageKey: 'password.rule.numberMessage',
    labelKey: 'password.rule.number',
    test: (p) => /[0-9]/.test(p),
  },
  {
    id: 'special',
    message: 'Password must contain at least one special character',
    label: 'At least one special character (!@#$%^&* etc.)',
    messageKey: 'password.rule.specialMessage',
    labelKey: 'password.rule.special',
    test: (p) => [...p].some((c) => PASSWORD_SPECIAL_CHARACTERS.includes(c)),
  },
];

/** The first failing rule's message, or null when the password meets the policy. */
export function validatePassword(password: string): string | null {
  return PASSWORD_RULES.find((rule) => !rule.test(password))?.message ?? null;
}

/** The first failing rule's message in the catalogue (for the console's `t(key, { min: PASSWORD_MIN_LENGTH })`), or null. */
export function passwordProblemKey(password: string): MessageKey | null {
  return PASSWORD_RULES.find((rule) => !rule.test(password))?.messageKey ?? null;
}

/** Every rule with whether the password meets it, for the live checklist (`labelKey` the catalogue's text). */
export function passwordChecklist(
  password: string,
): { id: PasswordRule['id']; label: string; labelKey: MessageKey; met: boolean }[] {
  return PASSWORD_RULES.map((rule) => ({
    id: rule.id,
    label: rule.label,
    labelKey: rule.labelKey,
    met: rule.test(password),
  }));
}
