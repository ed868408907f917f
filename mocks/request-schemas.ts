import { z } from 'zod';
import { THEME_PREFERENCES } from '@/api/types';

function requiredString(label: string) {
  return z
    .string({ error: (issue) => (issue.input === undefined ? `${label} is required` : `${label} must be a string`) })
    .min(1, `${label} is required`);
}

const emailField = z
  .string({ error: (issue) => (issue.input === undefined ? 'Email is required' : 'Email must be a string') })
  .trim()
  .min(1, 'Email is required')
  .max(254, 'Email must be at most 254 characters')
  .pipe(z.email('Enter a valid email address'))
  .transform((email) => email.toLowerCase());

export const loginRequestSchema = z.object({
  email: z
    .string({ error: (issue) => (issue.input === undefined ? 'Email is required' : 'Email must be a string') })
    .trim()
    .min(1, 'Email is required'),
  password: requiredString('Password'),
  totpCode: z.string({ error: 'Code must be a string' }).nullish(),
});

export const refreshTokenSchema = z.object({ refreshToken: requiredString('Refresh token') });

export const profileUpdateSchema = z.object({
  fullName: z
    .string({ error: (issue) => (issue.input === undefined ? 'Full name is required' : 'Full name must be a string') })
    .trim()
    .min(1, 'Full name is required')
    .max(100, 'Full name must be at most 100 characters'),
  email: emailField,
});

export const passwordChangeSchema = z.object({
  currentPassword: requiredString('Current password'),
  newPassword: requiredString('New password'),
});

export const themeUpdateSchema = z.object({
  themePreference: z.enum(THEME_PREFERENCES, { error: 'Theme must be LIGHT, DARK or SYSTEM' }),
});

export const totpVerifySchema = z.object({ code: requiredString('Code') });
