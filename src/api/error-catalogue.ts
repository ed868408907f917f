import type { ApiError } from './api-error';

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

type CatalogueInput = Pick<ApiError, 'kind' | 'status' | 'serverMessage' | 'error' | 'fieldErrors'>;

const error = (title: string, description: string, duration: number = TOAST_DURATIONS.error): ToastSpec => ({
  type: 'error',
  title,
  description,
  duration,
});

/**
 * The validation-error rule: the first message as 'Validation Error'; the next three as
 * 'Additional Errors'; then '... and N more errors' with N = total − 4.
 */
export function validationToasts(errors: CatalogueInput['fieldErrors']): ToastSpec[] {
  const [first, ...rest] = errors;
  if (!first) return [];
  const toasts = [error('Validation Error', first.message, TOAST_DURATIONS.validation)];
  if (rest.length > 0) {
    const listed = rest.slice(0, MAX_ADDITIONAL_ERRORS).map((e) => (e.field ? `${e.field}: ${e.message}` : e.message));
    if (rest.length > MAX_ADDITIONAL_ERRORS) listed.push(`... and ${errors.length - 4} more errors`);
    toasts.push({
      type: 'warning',
      title: 'Additional Errors',
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
  if (failure.kind === 'setup') return [error('Request Error', 'Failed to send request')];
  if (failure.kind === 'network') {
    return [
      error('Network Error', custom ?? 'Unable to connect to the server. Please check your internet connection.'),
    ];
  }
  const { status, serverMessage, fieldErrors } = failure;
  switch (status) {
    case 400:
      if (fieldErrors.length > 0) return validationToasts(fieldErrors);
      return [error('Bad Request', serverMessage ?? failure.error ?? custom ?? 'Invalid request')];
    case 401:
      return [
        {
          type: 'warning',
          title: 'Authentication Required',
          description: 'Your session has expired. Please log in again.',
          duration: 4000,
        },
      ];
    case 403:
      return [error('Access Denied', 'You do not have permission to perform this action.')];
    case 404:
      return [error('Not Found', custom ?? 'The requested resource was not found.')];
    case 409:
      return [error('Conflict', serverMessage ?? 'A conflict occurred with your request.')];
    case 422:
      if (fieldErrors.length > 0) return validationToasts(fieldErrors);
      return [
        error(
          'Validation Error',
          serverMessage ?? 'Please check your input and try again.',
          TOAST_DURATIONS.validation,
        ),
      ];
    case 429:
      return [
        {
          type: 'warning',
          title: 'Too Many Requests',
          description: 'You are making too many requests. Please slow down and try again later.',
          duration: TOAST_DURATIONS.rateLimit,
        },
      ];
    case 500:
    case 502:
    case 503:
    case 504:
      return [error('Server Error', custom ?? 'An unexpected error occurred. Please try again later.')];
    default:
      return [error('Error', serverMessage ?? failure.error ?? 'An error occurred')];
  }
}
