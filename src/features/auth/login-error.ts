import type { ApiError } from '@/api/api-error';
import { LOGIN_ERROR_CODES } from '@/api/auth';
import { errorCodeText, errorToasts } from '@/api/error-catalogue';
import { t } from '@/lib/i18n';

export interface LoginFailure {
  message: string;
  /** The server asked for (or refused) a two-factor code. */
  step: 'credentials' | 'totp';
  /** An instruction (the code is asked for) rather than a refusal. */
  tone: 'info' | 'error';
}

/**
 * What the login form says for a failed sign-in (the global toast is skipped for this call): the
 * catalogue's text for a code the console knows, in the language shown; the server's message as
 * sent for another.
 */
export function describeLoginFailure(error: ApiError, hadCode: boolean): LoginFailure {
  const said = errorCodeText(error.code, error.serverMessage);
  if (error.code === LOGIN_ERROR_CODES.totpRequired) {
    return { message: said ?? t('errors.code.totpRequired'), step: 'totp', tone: 'info' };
  }
  if (error.code === LOGIN_ERROR_CODES.totpInvalid) {
    return { message: said ?? t('auth.login.codeRefused'), step: 'totp', tone: 'error' };
  }
  const step = hadCode && error.status === 401 && !error.code ? 'totp' : 'credentials';
  if (error.status === 401 || error.status === 423 || error.status === 429 || error.status === 422) {
    return { message: said ?? errorToasts(error)[0]?.description ?? t('auth.login.failed'), step, tone: 'error' };
  }
  return { message: errorToasts(error)[0]?.description ?? t('auth.login.failed'), step: 'credentials', tone: 'error' };
}
