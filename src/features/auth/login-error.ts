import type { ApiError } from '@/api/api-error';
import { LOGIN_ERROR_CODES } from '@/api/auth';
import { errorToasts } from '@/api/error-catalogue';

export interface LoginFailure {
  message: string;
  /** The server asked for (or refused) a two-factor code. */
  step: 'credentials' | 'totp';
}

/** What the login form says for a failed sign-in (the global toast is skipped for this call). */
export function describeLoginFailure(error: ApiError, hadCode: boolean): LoginFailure {
  if (error.code === LOGIN_ERROR_CODES.totpRequired) {
    return { message: error.serverMessage ?? 'Enter the 6-digit code from your authenticator app', step: 'totp' };
  }
  if (error.code === LOGIN_ERROR_CODES.totpInvalid) {
    return {
      message: error.serverMessage ?? 'That code is invalid or has expired. Try the current one.',
      step: 'totp',
    };
  }
  const step = hadCode && error.status === 401 && !error.code ? 'totp' : 'credentials';
  if (error.status === 401 || error.status === 423 || error.status === 429 || error.status === 422) {
    return { message: error.serverMessage ?? errorToasts(error)[0]?.description ?? 'Sign-in failed', step };
  }
  return { message: errorToasts(error)[0]?.description ?? 'Sign-in failed', step: 'credentials' };
}
