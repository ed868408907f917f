import { z } from 'zod';
import { lazy } from '@/lib/lazy';
import { THEME_PREFERENCES } from '@/api/wire-enums';

/**
 * The bodies of the auth endpoints (sign-in, tokens, own profile, two-factor): what a call must
 * satisfy, in the messages the server answers. Each schema is built on its first use (`lazy`):
 * built as the module loaded, the users' and these were a task of 56-125 ms of a first visit with
 * the CPU slowed 4x (ADR 0025), and a sign-in uses one of them.
 */

function requiredString(label: string) {
  return z
    .string({ error: (issue) => (issue.input === undefined ? `${label} is required` : `${label} must be a string`) })
    .min(1, `${label} is required`);
}

export const emailField = lazy(() =>
  z
    .string({ error: (issue) => (issue.input === undefined ? 'Email is required' : 'Email must be a string') })
    .trim()
    .min(1, 'Email is required')
    .max(254, 'Email must be at most 254 characters')
    .pipe(z.email('Enter a valid email address'))
    .transform((email) => email.toLowerCase()),
);

export const fullNameField = lazy(() =>
  z
    .string({ error: (issue) => (issue.input === undefined ? 'Full name is required' : 'Full name must be a string') })
    .trim()
    .min(1, 'Full name is required')
    .max(100, 'Full name must be at most 100 characters'),
);

export const loginRequestSchema = lazy(() =>
  z.object({
    email: z
      .string({ error: (issue) => (issue.input === undefined ? 'Email is required' : 'Email must be a string') })
      .trim()
      .min(1, 'Email is required'),
    password: requiredString('Password'),
    totpCode: z.string({ error: 'Code must be a string' }).nullish(),
  }),
);

export const refreshTokenSchema = lazy(() => z.object({ refreshToken: requiredString('Refresh token') }));

export const profileUpdateSchema = lazy(() =>
  z.object({
    fullName: fullNameField(),
    email: emailField(),
  }),
);

export const passwordChangeSchema = lazy(() =>
  z.object({
    currentPassword: requiredString('Current password'),
    newPassword: requiredString('New password'),
  }),
);

export const themeUpdateSchema = lazy(() =>
  z.object({
    themePreference: z.enum(THEME_PREFERENCES, { error: 'Theme must be LIGHT, DARK or SYSTEM' }),
  }),
);

export const totpVerifySchema = lazy(() => z.object({ code: requiredString('Code') }));
