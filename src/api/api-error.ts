import type { AxiosError } from 'axios';
import type { ErrorBody, FieldError } from './types';

/** How a request failed: no response at all, an HTTP error status, or never sent. */
export type ApiErrorKind = 'network' | 'http' | 'setup';

/** The one error type API callers see. */
export class ApiError extends Error {
  readonly kind: ApiErrorKind;
  /** HTTP status, or 0 when there was no response. */
  readonly status: number;
  /** The response's `error` text (e.g. '2FA setup required'). */
  readonly error: string | undefined;
  /** The response's machine-readable `code`, where the API sends one. */
  readonly code: string | undefined;
  readonly fieldErrors: FieldError[];
  /** The response's own `message`, if any (`message` falls back to a generic text). */
  readonly serverMessage: string | undefined;

  constructor(init: {
    kind: ApiErrorKind;
    status: number;
    message?: string;
    error?: string;
    code?: string;
    fieldErrors?: FieldError[];
  }) {
    super(
      init.message ?? init.error ?? (init.kind === 'network' ? 'Network error' : `Request failed (${init.status})`),
    );
    this.name = 'ApiError';
    this.kind = init.kind;
    this.status = init.status;
    this.error = init.error;
    this.code = init.code;
    this.fieldErrors = init.fieldErrors ?? [];
    this.serverMessage = init.message;
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Structural check, so that code reading errors does not load axios itself. */
function isAxiosError(value: unknown): value is AxiosError {
  return isRecord(value) && value.isAxiosError === true;
}

function asString(value: unknown): string | undefined {
  return typeof value === 'string' && value.length > 0 ? value : undefined;
}

function parseFieldErrors(value: unknown): FieldError[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((item): FieldError[] => {
    if (!isRecord(item)) return [];
    const message = asString(item.message);
    return message ? [{ field: typeof item.field === 'string' ? item.field : '', message }] : [];
  });
}

/** Reads whatever error body the server sent, tolerating anything. */
export function parseErrorBody(data: unknown): Partial<ErrorBody> {
  if (!isRecord(data)) return {};
  return {
    message: asString(data.message),
    error: asString(data.error),
    code: asString(data.code),
    errors: parseFieldErrors(data.errors),
  };
}

/** Turns anything a request can throw into an ApiError. */
export function toApiError(failure: unknown): ApiError {
  if (failure instanceof ApiError) return failure;
  if (isAxiosError(failure)) {
    if (failure.response) {
      const body = parseErrorBody(failure.response.data);
      return new ApiError({
        kind: 'http',
        status: failure.response.status,
        message: body.message,
        error: body.error,
        code: body.code,
        fieldErrors: body.errors,
      });
    }
    if (failure.request) return new ApiError({ kind: 'network', status: 0, message: undefined });
  }
  return new ApiError({ kind: 'setup', status: 0, message: failure instanceof Error ? failure.message : undefined });
}

export const TWO_FACTOR_SETUP_REQUIRED = '2FA setup required';

/** A 403 whose error text says the token may only be used for two-factor setup. */
export function isSetupRequired(error: ApiError): boolean {
  return error.status === 403 && error.error === TWO_FACTOR_SETUP_REQUIRED;
}
