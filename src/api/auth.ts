import type { AxiosInstance } from 'axios';
import type { z } from 'zod';
import type { loginResponseSchema, refreshResponseSchema, twoFactorSetupResponseSchema } from './wire-schemas';
import type { AdminUser } from './types';
import type { ThemePreference } from './wire-enums';

export interface LoginRequest {
  email: string;
  password: string;
  /** The current TOTP code; required once the admin has enrolled in two-factor authentication. */
  totpCode?: string;
}

export type LoginResponse = z.infer<typeof loginResponseSchema>;

export type RefreshResponse = z.infer<typeof refreshResponseSchema>;

export type TwoFactorSetupResponse = z.infer<typeof twoFactorSetupResponseSchema>;

export interface ProfileUpdate {
  fullName: string;
  email: string;
}

export interface PasswordChange {
  currentPassword: string;
  newPassword: string;
}

/** Error codes the login call answers with, so the form can tell the user what to do. */
export const LOGIN_ERROR_CODES = {
  invalidCredentials: 'INVALID_CREDENTIALS',
  locked: 'ACCOUNT_LOCKED',
  inactive: 'ACCOUNT_INACTIVE',
  totpRequired: 'TOTP_REQUIRED',
  totpInvalid: 'TOTP_INVALID',
  rateLimited: 'RATE_LIMITED',
} as const;

/** The auth endpoints of the admin API (sign-in, tokens, own profile, two-factor setup). */
export function createAuthApi(http: AxiosInstance) {
  return {
    /** Signs in. The global error toast is skipped: the form shows the error. */
    login: (body: LoginRequest) =>
      http.post<LoginResponse>('/auth/login', body, { skipGlobalErrorHandler: true }).then((r) => r.data),
    refresh: (refreshToken: string) =>
      http
        .post<RefreshResponse>(
          '/auth/refresh',
          { refreshToken },
          { skipAuthRefresh: true, skipGlobalErrorHandler: true },
        )
        .then((r) => r.data),
    /** Revokes one refresh token; callers only log a failure. */
    logout: (refreshToken: string) =>
      http.post<void>('/auth/logout', { refreshToken }, { skipGlobalErrorHandler: true }).then(() => undefined),
    logoutAll: () => http.post<void>('/auth/logout-all').then(() => undefined),
    me: () => http.get<AdminUser>('/auth/me').then((r) => r.data),
    updateMe: (body: ProfileUpdate) => http.put<AdminUser>('/auth/me', body).then((r) => r.data),
    changePassword: (body: PasswordChange) => http.post<void>('/auth/change-password', body).then(() => undefined),
    uploadAvatar: (file: Blob, fileName = 'avatar.png') => {
      const form = new FormData();
      form.append('file', file, fileName);
      return http.post<AdminUser>('/auth/me/avatar', form).then((r) => r.data);
    },
    deleteAvatar: () => http.delete<void>('/auth/me/avatar').then(() => undefined),
    updateTheme: (themePreference: ThemePreference) =>
      http
        .patch<AdminUser>('/auth/me/theme', { themePreference }, { skipGlobalErrorHandler: true })
        .then((r) => r.data),
    /** Starts two-factor enrolment, or returns the one already started (its secret unchanged); allowed with a setup-only token. */
    setupTwoFactor: () => http.post<TwoFactorSetupResponse>('/auth/2fa/setup').then((r) => r.data),
    /** Confirms enrolment with a code and exchanges the setup-only token for full tokens. */
    verifyTwoFactor: (code: string) =>
      http.post<LoginResponse>('/auth/2fa/verify', { code }, { skipGlobalErrorHandler: true }).then((r) => r.data),
  };
}

export type AuthApi = ReturnType<typeof createAuthApi>;
