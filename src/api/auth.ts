import type { AxiosInstance } from 'axios';
import type { z } from 'zod';
import { call, imageBody } from './call';
import type { loginResponseSchema, refreshResponseSchema, twoFactorSetupResponseSchema } from './wire-schemas';
import type { loginRequestSchema, passwordChangeSchema, profileUpdateSchema } from './requests/auth';
import type { ApiErrorCode } from './error-codes';
import type { Language, ThemePreference } from './wire-enums';

/** A sign-in: e-mail, password, and the current TOTP code once the admin has enrolled in two-factor authentication. */
export type LoginRequest = z.output<ReturnType<typeof loginRequestSchema>>;

export type LoginResponse = z.infer<typeof loginResponseSchema>;

export type RefreshResponse = z.infer<typeof refreshResponseSchema>;

export type TwoFactorSetupResponse = z.infer<typeof twoFactorSetupResponseSchema>;

/** The own name and e-mail. */
export type ProfileUpdate = z.output<ReturnType<typeof profileUpdateSchema>>;

export type PasswordChange = z.output<ReturnType<typeof passwordChangeSchema>>;

/** Error codes the login call answers with, so the form can tell the user what to do. */
export const LOGIN_ERROR_CODES = {
  invalidCredentials: 'INVALID_CREDENTIALS',
  inactive: 'ACCOUNT_INACTIVE',
  totpRequired: 'TOTP_REQUIRED',
  totpInvalid: 'TOTP_INVALID',
  rateLimited: 'RATE_LIMITED',
} as const satisfies Record<string, ApiErrorCode>;

/** The auth endpoints of the admin API (sign-in, tokens, own profile, two-factor setup). */
export function createAuthApi(http: AxiosInstance) {
  return {
    /** Signs in. The global error toast is skipped: the form shows the error. */
    login: (body: LoginRequest) => call(http, 'POST /auth/login', { body, config: { skipGlobalErrorHandler: true } }),
    refresh: (refreshToken: string) =>
      call(http, 'POST /auth/refresh', {
        body: { refreshToken },
        config: { skipAuthRefresh: true, skipGlobalErrorHandler: true },
      }),
    /** Revokes one refresh token; callers only log a failure. */
    logout: (refreshToken: string) =>
      call(http, 'POST /auth/logout', { body: { refreshToken }, config: { skipGlobalErrorHandler: true } }),
    logoutAll: () => call(http, 'POST /auth/logout-all'),
    me: () => call(http, 'GET /auth/me'),
    updateMe: (body: ProfileUpdate) => call(http, 'PUT /auth/me', { body }),
    changePassword: (body: PasswordChange) => call(http, 'POST /auth/change-password', { body }),
    uploadAvatar: (file: Blob, fileName = 'avatar.png') =>
      call(http, 'POST /auth/me/avatar', { body: imageBody(file, fileName) }),
    deleteAvatar: () => call(http, 'DELETE /auth/me/avatar'),
    updateTheme: (themePreference: ThemePreference) =>
      call(http, 'PATCH /auth/me/theme', { body: { themePreference }, config: { skipGlobalErrorHandler: true } }),
    /** Keeps the admin's language for the console (null: the browser's), as the theme is kept. */
    updateLanguage: (language: Language | null) =>
      call(http, 'PATCH /auth/me/language', { body: { language }, config: { skipGlobalErrorHandler: true } }),
    /** Starts two-factor enrolment, or returns the one already started (its secret unchanged); allowed with a setup-only token. */
    setupTwoFactor: () => call(http, 'POST /auth/2fa/setup'),
    /** Confirms enrolment with a code and exchanges the setup-only token for full tokens. */
    verifyTwoFactor: (code: string) =>
      call(http, 'POST /auth/2fa/verify', { body: { code }, config: { skipGlobalErrorHandler: true } }),
  };
}

export type AuthApi = ReturnType<typeof createAuthApi>;
