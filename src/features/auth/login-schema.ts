import type { RegisterOptions } from 'react-hook-form';

/**
 * Sign-in field rules as react-hook-form rules rather than a zod schema: the login page is the
 * first thing every visit loads, and keeping zod out of it holds the initial bundle under budget.
 */
export type LoginValues = {
  email: string;
  password: string;
  totpCode?: string;
};

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const SIX_DIGITS = /^\s*\d{6}\s*$/;

export const LOGIN_RULES = {
  email: {
    validate: (v: string) =>
      v.trim().length === 0 ? 'Enter your e-mail address' : EMAIL.test(v.trim()) || 'Enter a valid e-mail address',
  },
  password: { required: 'Enter your password' },
  totpCode: { pattern: { value: SIX_DIGITS, message: 'Enter the 6-digit code' }, required: 'Enter the 6-digit code' },
} satisfies { [K in keyof LoginValues]-?: RegisterOptions<LoginValues, K> };
