import { t } from './i18n';

/** One server validation message (the shape of an API error list entry). */
export interface FormFieldError {
  field: string;
  message: string;
}

/** A failed form submission as a route action hands it back to its form. */
export interface FormFailure {
  /** HTTP status, or 0 when there was no response. */
  status: number;
  /** The server's own message, if it sent one. */
  message: string | null;
  /** The server's machine-readable reason (e.g. EMAIL_TAKEN), if it sent one. */
  code: string | null;
  fieldErrors: FormFieldError[];
}

/** Keeps what a form needs from an API error (structurally, so lib does not depend on api). */
export function toFormFailure(error: {
  status: number;
  serverMessage?: string | undefined;
  code?: string | undefined;
  fieldErrors: readonly FormFieldError[];
}): FormFailure {
  return {
    status: error.status,
    message: error.serverMessage ?? null,
    code: error.code ?? null,
    fieldErrors: [...error.fieldErrors],
  };
}

/**
 * Splits server field errors into the first message for each field the form shows and the
 * messages that belong to no field of the form.
 */
export function splitFieldErrors<F extends string>(
  errors: readonly FormFieldError[],
  fields: readonly F[],
): { byField: Partial<Record<F, string>>; other: string[] } {
  const byField: Partial<Record<F, string>> = {};
  const other: string[] = [];
  for (const { field, message } of errors) {
    const known = fields.find((f) => f === field);
    if (known === undefined) other.push(field ? t('errors.additional.fieldMessage', { field, message }) : message);
    else byField[known] ??= message;
  }
  return { byField, other };
}
