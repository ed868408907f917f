import {
  loginRequestSchema,
  passwordChangeSchema,
  profileUpdateSchema,
  refreshTokenSchema,
  themeUpdateSchema,
  totpVerifySchema,
} from '@/api/requests/auth';
import { z } from 'zod';
import { lazy } from '@/lib/lazy';
import { LANGUAGES } from '@/api/wire-enums';
import { defineEndpoints, json, records } from './define';
import { DUPLICATE_EMAIL } from './users';

/** `PATCH /auth/me/language`: a language of the console, or null to follow the browser's. */
export const languageUpdateSchema = lazy(() =>
  z.object({
    language: z
      .enum(LANGUAGES, {
        error: (issue) =>
          issue.input === undefined ? 'Language is required' : `Language must be ${LANGUAGES.join(' or ')}, or null`,
      })
      .nullable(),
  }),
);

/** Sign-in, tokens, two-factor enrolment and the signed-in admin's own profile. */
export const AUTH_ENDPOINTS = defineEndpoints({
  'POST /auth/login': {
    tag: 'Auth',
    summary: 'Sign in',
    description:
      'With `totpCode` once the admin has enrolled in two-factor authentication. A correct password for an admin who must set up two-factor authentication gets a setup-only token (`requires2FASetup: true`).',
    access: 'public',
    body: json('LoginRequest', loginRequestSchema),
    success: { status: 200, schema: 'loginResponseSchema', description: 'Signed in.' },
    errors: {
      401: {
        description:
          'Sign-in refused. An unknown e-mail, a wrong password and any attempt on a locked account answer the same INVALID_CREDENTIALS, whatever the password; the attempt is recorded in the audit log (`auth.login-failed`) with its reason.',
        codes: ['INVALID_CREDENTIALS', 'ACCOUNT_INACTIVE', 'TOTP_REQUIRED', 'TOTP_INVALID'],
      },
      429: {
        description:
          'Too many sign-in attempts from this client; `Retry-After` says when to try again. Recorded in the audit log too.',
        codes: ['RATE_LIMITED'],
      },
    },
    audit: { ...records('auth.login', 'ADMIN', 'signed-in'), onFailure: ['auth.login-failed', 'admin.lock'] },
  },
  'POST /auth/refresh': {
    tag: 'Auth',
    summary: 'Renew the tokens',
    description: 'Rotates the refresh token: the old one stops working, and reusing it revokes the whole session.',
    access: 'public',
    body: json('RefreshTokenRequest', refreshTokenSchema),
    success: { status: 200, schema: 'refreshResponseSchema', description: 'New tokens.' },
    errors: {
      401: {
        description: 'The refresh token is unknown, expired or was reused.',
        codes: ['REFRESH_TOKEN_INVALID', 'REFRESH_TOKEN_REUSED'],
      },
    },
    audit: { none: 'token rotation keeps an existing sign-in; it is not an admin action' },
  },
  'POST /auth/logout': {
    tag: 'Auth',
    summary: 'Sign out this session',
    access: 'public',
    body: json('RefreshTokenRequest', refreshTokenSchema),
    success: { status: 204, description: 'Signed out (also for an unknown refresh token).' },
    audit: records('auth.logout', 'ADMIN', 'self'),
  },
  'POST /auth/logout-all': {
    tag: 'Auth',
    summary: 'Sign out every session of the caller',
    access: 'profile.manage',
    success: { status: 204, description: 'Every session revoked.' },
    audit: records('auth.logout-all', 'ADMIN', 'self'),
  },
  'POST /auth/2fa/setup': {
    tag: 'Auth',
    summary: 'Start two-factor setup',
    description: 'Also with a setup-only token.',
    access: 'setup',
    success: {
      status: 200,
      schema: 'twoFactorSetupResponseSchema',
      description: 'A new secret to enrol in an authenticator.',
    },
    errors: {
      409: { description: 'Two-factor authentication is already enabled.', codes: ['TWO_FACTOR_ALREADY_ENABLED'] },
    },
    audit: records('profile.2fa-setup', 'ADMIN', 'self'),
  },
  'POST /auth/2fa/verify': {
    tag: 'Auth',
    summary: 'Finish two-factor setup',
    description:
      'A right code enables two-factor authentication and answers a full session; a setup-only session is revoked.',
    access: 'setup',
    body: json('TotpVerifyRequest', totpVerifySchema),
    success: { status: 200, schema: 'loginResponseSchema', description: 'Enrolled and signed in.' },
    errors: {
      409: {
        description: 'Setup was not started, or is already done.',
        codes: ['TWO_FACTOR_SETUP_NOT_STARTED', 'TWO_FACTOR_ALREADY_ENABLED'],
      },
    },
    // Finishing two-factor enrolment issues the full-access session: that is the sign-in.
    audit: records('auth.login', 'ADMIN', 'signed-in'),
  },
  'GET /auth/me': {
    tag: 'Profile',
    summary: 'The signed-in admin',
    access: 'profile.manage',
    success: { status: 200, schema: 'adminUserSchema', description: 'The caller.' },
  },
  'PUT /auth/me': {
    tag: 'Profile',
    summary: 'Update the own name and e-mail',
    access: 'profile.manage',
    body: json('ProfileUpdateRequest', profileUpdateSchema),
    success: { status: 200, schema: 'adminUserSchema', description: 'Updated.' },
    errors: DUPLICATE_EMAIL,
    audit: records('profile.update', 'ADMIN', 'self'),
  },
  'POST /auth/change-password': {
    tag: 'Profile',
    summary: 'Change the own password',
    description:
      'The new password must meet the password policy; a wrong current password is a 422 on `currentPassword`. Every other session of the caller is signed out.',
    access: 'profile.manage',
    body: json('PasswordChangeRequest', passwordChangeSchema),
    success: { status: 204, description: 'Changed.' },
    audit: records('profile.password', 'ADMIN', 'self'),
  },
  'POST /auth/me/avatar': {
    tag: 'Profile',
    summary: 'Upload the own avatar',
    access: 'profile.manage',
    body: 'image',
    success: { status: 200, schema: 'adminUserSchema', description: 'The caller with the new avatar.' },
    audit: records('profile.avatar-upload', 'ADMIN', 'self'),
  },
  'DELETE /auth/me/avatar': {
    tag: 'Profile',
    summary: 'Remove the own avatar',
    access: 'profile.manage',
    success: { status: 204, description: 'Removed.' },
    audit: records('profile.avatar-remove', 'ADMIN', 'self'),
  },
  'PATCH /auth/me/theme': {
    tag: 'Profile',
    summary: 'Set the own theme',
    access: 'profile.manage',
    body: json('ThemeUpdateRequest', themeUpdateSchema),
    success: { status: 200, schema: 'adminUserSchema', description: 'The caller with the new theme.' },
    audit: records('profile.theme', 'ADMIN', 'self'),
  },
  'PATCH /auth/me/language': {
    tag: 'Profile',
    summary: 'Set the own language',
    description: 'The console shows itself in this language; `null` follows the browser’s.',
    access: 'profile.manage',
    body: json('LanguageUpdateRequest', languageUpdateSchema),
    success: { status: 200, schema: 'adminUserSchema', description: 'The caller with the new language.' },
    audit: records('profile.language', 'ADMIN', 'self'),
  },
});
