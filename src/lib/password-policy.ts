export const PASSWORD_MIN_LENGTH = 12;
const PASSWORD_SPECIAL_CHARACTERS = `!@#$%^&*()_+-=[]{};':"\\|,.<>/?`;

export interface PasswordRule {
  id: 'length' | 'uppercase' | 'lowercase' | 'number' | 'special';
  /** Shown when the rule fails (the first failing one is the password's error). */
  message: string;
  /** Checklist label, shown met or not met. */
  label: string;
  test: (password: string) => boolean;
}

/** The rules in the order they are checked. */
export const PASSWORD_RULES: readonly PasswordRule[] = [
  {
    id: 'length',
    message: `Password must be at least ${PASSWORD_MIN_LENGTH} characters long`,
    label: `At least ${PASSWORD_MIN_LENGTH} characters long`,
    test: (p) => [...p].length >= PASSWORD_MIN_LENGTH,
  },
  {
    id: 'uppercase',
    message: 'Password must contain at least one uppercase letter',
    label: 'At least one uppercase letter',
    test: (p) => /[A-Z]/.test(p),
  },
  {
    id: 'lowercase',
    message: 'Password must contain at least one lowercase letter',
    label: 'At least one lowercase letter',
    test: (p) => /[a-z]/.test(p),
  },
  {
    id: 'number',
    message: 'Password must contain at least one number',
    label: 'At least one number',
    test: (p) => /[0-9]/.test(p),
  },
  {
    id: 'special',
    message: 'Password must contain at least one special character',
    label: 'At least one special character (!@#$%^&* etc.)',
    test: (p) => [...p].some((c) => PASSWORD_SPECIAL_CHARACTERS.includes(c)),
  },
];

/** The first failing rule's message, or null when the password meets the policy. */
export function validatePassword(password: string): string | null {
  return PASSWORD_RULES.find((rule) => !rule.test(password))?.message ?? null;
}

/** Every rule with whether the password meets it, for the live checklist. */
export function passwordChecklist(password: string): { id: PasswordRule['id']; label: string; met: boolean }[] {
  return PASSWORD_RULES.map((rule) => ({ id: rule.id, label: rule.label, met: rule.test(password) }));
}
