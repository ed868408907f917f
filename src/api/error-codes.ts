/**
 * The machine-readable `code`s the API answers with (the endpoint declarations' `errors`, the
 * bulk calls' refused items, the auth guards'), declared once. The console shows its own catalogue's
 * text for each (error-catalogue.ts, `ERROR_CODE_TEXTS`, typed over this list) and the server's
 * message as sent only for a code it does not know (issue 53, item 6). It imports nothing.
 */
export const API_ERROR_CODES = [
  // Sign-in, tokens and two-factor setup.
  'INVALID_CREDENTIALS',
  'ACCOUNT_INACTIVE',
  'TOTP_REQUIRED',
  'TOTP_INVALID',
  'RATE_LIMITED',
  'UNAUTHENTICATED',
  'REFRESH_TOKEN_INVALID',
  'REFRESH_TOKEN_REUSED',
  'TWO_FACTOR_ALREADY_ENABLED',
  'TWO_FACTOR_SETUP_NOT_STARTED',
  // The permission rules (src/api/permissions.ts).
  'ROLE_FORBIDDEN',
  'TARGET_ABOVE_ROLE',
  'ROLE_ABOVE_OWN',
  'SELF_ROLE_CHANGE',
  'LAST_SUPER_ADMIN',
  'SELF_DEACTIVATION',
  'OWN_PASSWORD_RESET',
  'SECURITY_SETTINGS_FORBIDDEN',
  // Admins.
  'EMAIL_TAKEN',
  'ADMIN_ALREADY_INACTIVE',
  'ADMIN_NOT_LOCKED',
  'ADMIN_ALREADY_HAS_ROLE',
  // Wines and categories.
  'WINE_DUPLICATE',
  'WINE_IN_CELLARS',
  'WINE_ALREADY_PUBLISHED',
  'WINE_ALREADY_ARCHIVED',
  'WINE_ALREADY_IN_CATEGORY',
  'CATEGORY_NAME_TAKEN',
  'CATEGORY_IN_USE',
  // Cellars.
  'CAPACITY_BELOW_BOTTLES',
  'CELLAR_ARCHIVED',
  'CELLAR_ALREADY_ARCHIVED',
  // Saved views and bulk changes.
  'VIEW_NAME_TAKEN',
  'VIEW_LIMIT',
  'VIEW_NOT_OWNED',
  'BULK_ALREADY_UNDONE',
  'BULK_UNDO_EXPIRED',
] as const;
export type ApiErrorCode = (typeof API_ERROR_CODES)[number];

/** Whether the console knows `code` (and so shows its own text for it). */
export function isKnownErrorCode(code: string | null | undefined): code is ApiErrorCode {
  return typeof code === 'string' && (API_ERROR_CODES as readonly string[]).includes(code);
}
