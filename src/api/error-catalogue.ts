import { t, type MessageKey } from '@/lib/i18n';
import { toFormFailure, type FormFailure } from '@/lib/form-failure';
import { SAVED_VIEW_LIMITS } from '@/lib/saved-view-limits';
import type { ApiError } from './api-error';
import { isKnownErrorCode, type ApiErrorCode } from './error-codes';
import type { RefusalCode } from './permissions';

export type ToastSeverity = 'success' | 'info' | 'warning' | 'error';

export interface ToastSpec {
  type: ToastSeverity;
  title: string;
  description: string;
  /** Lifetime in milliseconds. */
  duration: number;
}

/** Toast lifetimes (docs/product-spec.md#9-business-constants-and-limits). */
export const TOAST_DURATIONS = {
  success: 3000,
  info: 4000,
  warning: 4000,
  error: 5000,
  validation: 5000,
  rateLimit: 7000,
  additionalErrors: 7000,
  themeSuccess: 2000,
  themeError: 3000,
  /** A toast that offers Undo (docs/product-spec.md#9-business-constants-and-limits). */
  undo: 10000,
} as const;

const MAX_ADDITIONAL_ERRORS = 3;

type CatalogueInput = Pick<ApiError, 'kind' | 'status' | 'serverMessage' | 'error' | 'fieldErrors'> &
  Partial<Pick<ApiError, 'code'>>;

/**
 * The console's own text for each error code the API speaks (issue 53, item 6): shown in the
 * language chosen instead of the server's message, which is shown as sent only for a code the
 * console does not know. A code added to API_ERROR_CODES without a text here fails to compile, and
 * a code an endpoint declares outside API_ERROR_CODES fails error-codes.test.ts. The sign-in and
 * session codes' texts are in the catalogue's sign-in part; the others', never seen before the
 * console loads, in its console part.
 */
export const ERROR_CODE_TEXTS: Record<ApiErrorCode, MessageKey> = {
  INVALID_CREDENTIALS: 'errors.code.invalidCredentials',
  ACCOUNT_INACTIVE: 'errors.code.accountInactive',
  TOTP_REQUIRED: 'errors.code.totpRequired',
  TOTP_INVALID: 'errors.code.totpInvalid',
  RATE_LIMITED: 'errors.code.rateLimited',
  UNAUTHENTICATED: 'errors.code.unauthenticated',
  REFRESH_TOKEN_INVALID: 'errors.code.refreshTokenInvalid',
  REFRESH_TOKEN_REUSED: 'errors.code.refreshTokenReused',
  TWO_FACTOR_ALREADY_ENABLED: 'errors.code.twoFactorAlreadyEnabled',
  TWO_FACTOR_SETUP_NOT_STARTED: 'errors.code.twoFactorSetupNotStarted',
  ROLE_FORBIDDEN: 'errors.code.roleForbidden',
  TARGET_ABOVE_ROLE: 'errors.code.targetAboveRole',
  ROLE_ABOVE_OWN: 'errors.code.roleAboveOwn',
  SELF_ROLE_CHANGE: 'errors.code.selfRoleChange',
  LAST_SUPER_ADMIN: 'errors.code.lastSuperAdmin',
  SELF_DEACTIVATION: 'errors.code.selfDeactivation',
  OWN_PASSWORD_RESET: 'errors.code.ownPasswordReset',
  SECURITY_SETTINGS_FORBIDDEN: 'errors.code.securitySettingsForbidden',
  EMAIL_TAKEN: 'errors.code.emailTaken',
  ADMIN_ALREADY_INACTIVE: 'errors.code.adminAlreadyInactive',
  ADMIN_NOT_LOCKED: 'errors.code.adminNotLocked',
  ADMIN_ALREADY_HAS_ROLE: 'errors.code.adminAlreadyHasRole',
  WINE_DUPLICATE: 'errors.code.wineDuplicate',
  WINE_IN_CELLARS: 'errors.code.wineInCellars',
  WINE_ALREADY_PUBLISHED: 'errors.code.wineAlreadyPublished',
  WINE_ALREADY_ARCHIVED: 'errors.code.wineAlreadyArchived',
  WINE_ALREADY_IN_CATEGORY: 'errors.code.wineAlreadyInCategory',
  CATEGORY_NAME_TAKEN: 'errors.code.categoryNameTaken',
  CATEGORY_IN_USE: 'errors.code.categoryInUse',
  CAPACITY_BELOW_BOTTLES: 'errors.code.capacityBelowBottles',
  CELLAR_ARCHIVED: 'errors.code.cellarArchived',
  CELLAR_ALREADY_ARCHIVED: 'errors.code.cellarAlreadyArchived',
  VIEW_NAME_TAKEN: 'errors.code.viewNameTaken',
  VIEW_LIMIT: 'errors.code.viewLimit',
  VIEW_NOT_OWNED: 'errors.code.viewNotOwned',
  BULK_ALREADY_UNDONE: 'errors.code.bulkAlreadyUndone',
  BULK_UNDO_EXPIRED: 'errors.code.bulkUndoExpired',
};

/**
 * The codes whose message carries a count only the server knows (the wines a category holds, the
 * cellars holding a wine, the bottles of a cellar): their text takes `{count}`, the first number of
 * the server's message; without one, the server's message is shown as sent.
 */
const COUNTED_CODES: ReadonlySet<ApiErrorCode> = new Set([
  'CATEGORY_IN_USE',
  'WINE_IN_CELLARS',
  'CAPACITY_BELOW_BOTTLES',
]);

/**
 * What to say for a failure's `code` and `serverMessage`: the catalogue's text, in the language
 * shown, for a code the console knows; the server's message as sent otherwise (undefined when the
 * server sent none).
 */
export function errorCodeText(
  code: string | null | undefined,
  serverMessage: string | null | undefined,
): string | undefined {
  const sent = serverMessage ?? undefined;
  if (!isKnownErrorCode(code)) return sent;
  if (COUNTED_CODES.has(code)) {
    // "1,874" or "1874": the server's English groups thousands or not.
    const count = sent?.match(/\d[\d,]*/)?.[0]?.replaceAll(',', '');
    return count === undefined ? sent : t(ERROR_CODE_TEXTS[code], { count: Number(count) });
  }
  return t(ERROR_CODE_TEXTS[code], { limit: SAVED_VIEW_LIMITS.perList });
}

const error = (title: string, description: string, duration: number = TOAST_DURATIONS.error): ToastSpec => ({
  type: 'error',
  title,
  description,
  duration,
});

/**
 * A failed form's words in the language shown (issue 53, item 6), for the forms to say: its
 * message, the catalogue's text for a code the console knows (the server's as sent otherwise), and
 * its field errors, where a field repeats the server's message for that code, the same text.
 */
export function formFailureTexts(failure: FormFailure): Pick<FormFailure, 'message' | 'fieldErrors'> {
  const message = errorCodeText(failure.code, failure.message) ?? null;
  return {
    message,
    fieldErrors: failure.fieldErrors.map((entry) =>
      failure.message !== null && entry.message === failure.message && message !== null ? { ...entry, message } : entry,
    ),
  };
}

/**
 * A failed form as the form shows it (issue 53, item 6): the same failure with its message and
 * field errors in the language shown (formFailureTexts). Every form that shows a server failure
 * reads it through this, at render time, so a known code never shows the server's words.
 */
export function shownFormFailure(failure: FormFailure): FormFailure {
  return { ...failure, ...formFailureTexts(failure) };
}

/** An API error's words for a form built in an action (a fetcher's result): see shownFormFailure. */
export function shownApiFailure(error: Parameters<typeof toFormFailure>[0]): FormFailure {
  return shownFormFailure(toFormFailure(error));
}

/**
 * A permission refusal's reason in the language shown (src/api/permissions.ts): each refusal is an
 * error code the API answers with, so it reads as that code's text; the mock answers its 403s with
 * REFUSAL_MESSAGES, the server's English.
 */
export function refusalText(code: RefusalCode): string {
  return t(ERROR_CODE_TEXTS[code]);
}

/**
 * The validation-error rule: the first message as 'Validation Error'; the next three as
 * 'Additional Errors'; then '... and N more errors' with N = total − 4.
 */
export function validationToasts(errors: CatalogueInput['fieldErrors']): ToastSpec[] {
  const [first, ...rest] = errors;
  if (!first) return [];
  const toasts = [error(t('errors.validation.title'), first.message, TOAST_DURATIONS.validation)];
  if (rest.length > 0) {
    const listed = rest
      .slice(0, MAX_ADDITIONAL_ERRORS)
      .map((e) => (e.field ? t('errors.additional.fieldMessage', { field: e.field, message: e.message }) : e.message));
    if (rest.length > MAX_ADDITIONAL_ERRORS) listed.push(t('errors.additional.more', { count: errors.length - 4 }));
    toasts.push({
      type: 'warning',
      title: t('errors.additional.title'),
      description: listed.join('\n'),
      duration: TOAST_DURATIONS.additionalErrors,
    });
  }
  return toasts;
}

/**
 * The toasts the global error handler shows for a failed request (docs/product-spec.md#8-error-catalogue). `custom` is a message the
 * caller supplied for the rows that allow one.
 */
export function errorToasts(failure: CatalogueInput, custom?: string): ToastSpec[] {
  if (failure.kind === 'setup') return [error(t('errors.request.title'), t('errors.request.message'))];
  if (failure.kind === 'network') {
    return [error(t('errors.network.title'), custom ?? t('errors.network.message'))];
  }
  const { status, fieldErrors } = failure;
  // A known code's own text, in the language shown; the server's words only for a code the console does not know.
  const serverMessage = errorCodeText(failure.code, failure.serverMessage);
  switch (status) {
    case 400:
      if (fieldErrors.length > 0) return validationToasts(fieldErrors);
      return [
        error(t('errors.badRequest.title'), serverMessage ?? failure.error ?? custom ?? t('errors.badRequest.message')),
      ];
    case 401:
      return [
        {
          type: 'warning',
          title: t('errors.authentication.title'),
          description: t('errors.authentication.message'),
          duration: 4000,
        },
      ];
    case 403:
      return [error(t('errors.accessDenied.title'), t('errors.accessDenied.message'))];
    case 404:
      return [error(t('errors.notFound.title'), custom ?? t('errors.notFound.message'))];
    case 409:
      return [error(t('errors.conflict.title'), serverMessage ?? t('errors.conflict.message'))];
    case 422:
      if (fieldErrors.length > 0) return validationToasts(fieldErrors);
      return [
        error(
          t('errors.validation.title'),
          serverMessage ?? t('errors.validation.message'),
          TOAST_DURATIONS.validation,
        ),
      ];
    case 429:
      return [
        {
          type: 'warning',
          title: t('errors.rateLimit.title'),
          description: t('errors.rateLimit.message'),
          duration: TOAST_DURATIONS.rateLimit,
        },
      ];
    case 500:
    case 502:
    case 503:
    case 504:
      return [error(t('errors.server.title'), custom ?? t('errors.server.message'))];
    default:
      return [error(t('errors.generic.title'), serverMessage ?? failure.error ?? t('errors.generic.message'))];
  }
}
