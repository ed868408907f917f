import type { RegisterOptions } from 'react-hook-form';
import { t } from '@/lib/i18n';

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

/** The rules, their messages in the language shown: called while the form renders. */
export const loginRules = () =>
  ({
    email: {
      validate: (v: string) =>
        v.trim().length === 0 ? t('auth.login.emailRequired') : EMAIL.test(v.trim()) || t('auth.login.emailInvalid'),
    },
    password: { required: t('auth.login.passwordRequired') },
    totpCode: {
      pattern: { value: SIX_DIGITS, message: t('auth.login.codeRequired') },
      required: t('auth.login.codeRequired'),
    },
  }) satisfies { [K in keyof LoginValues]-?: RegisterOptions<LoginValues, K> };
