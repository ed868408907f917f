/**
 * The closed sets of values the API speaks (roles, statuses, types, periods, bulk actions, audit
 * actions…), declared once. It
 * imports nothing, so wire-schemas.ts can build its enums from it while the resource modules take
 * their types from wire-schemas.ts: the imports of src/api stay acyclic (tests/repo/api-imports.test.ts).
 * Each resource module re-exports its own, where the console, the mock and the contracts import them.
 */

/** Roles an admin can hold, most powerful first. */
export const ADMIN_ROLES = ['SUPER_ADMIN', 'ADMIN', 'EDITOR', 'VIEWER'] as const;
export type AdminRole = (typeof ADMIN_ROLES)[number];

export const THEME_PREFERENCES = ['LIGHT', 'DARK', 'SYSTEM'] as const;
export type ThemePreference = (typeof THEME_PREFERENCES)[number];
/** The console's languages, as BCP 47 tags: an admin's choice, or none (the browser's language then). */
export const LANGUAGES = ['en', 'fr'] as const;
export type Language = (typeof LANGUAGES)[number];

export const WINE_TYPES = ['RED', 'WHITE', 'ROSE', 'SPARKLING', 'DESSERT', 'FORTIFIED'] as const;
export type WineType = (typeof WINE_TYPES)[number];

export const WINE_STATUSES = ['DRAFT', 'PUBLISHED', 'ARCHIVED'] as const;
export type WineStatus = (typeof WINE_STATUSES)[number];

export const CELLAR_VISIBILITIES = ['PRIVATE', 'SHARED'] as const;
export type CellarVisibility = (typeof CELLAR_VISIBILITIES)[number];

export const CELLAR_STATUSES = ['ACTIVE', 'ARCHIVED'] as const;
export type CellarStatus = (typeof CELLAR_STATUSES)[number];

/**
 * The periods `GET /analytics` accepts: the last 30 or 90 days (today included), the last 12
 * calendar months (this month included), or everything since the first record.
 */
export const ANALYTICS_PERIODS = ['30d', '90d', '12m', 'all'] as const;
export type AnalyticsPeriod = (typeof ANALYTICS_PERIODS)[number];

/** The period `GET /analytics` answers for without a `period`. */
export const DEFAULT_ANALYTICS_PERIOD: AnalyticsPeriod = '12m';

/** The fill-rate bands of the distribution: bottles ÷ capacity, lower bound inclusive; 80–100 includes a full cellar. */
export const FILL_RATE_BANDS = ['0-20', '20-40', '40-60', '60-80', '80-100', 'OVER_100'] as const;
export type FillRateBand = (typeof FILL_RATE_BANDS)[number];

/** What an audit event is about. */
export const AUDIT_TARGET_TYPES = ['ADMIN', 'WINE', 'CATEGORY', 'CELLAR', 'SETTINGS', 'SESSION'] as const;
export type AuditTargetType = (typeof AUDIT_TARGET_TYPES)[number];

/**
 * How a call ended: done, refused by the permission rules (src/api/permissions.ts), or a sign-in
 * that failed (`auth.login-failed`).
 */
export const AUDIT_OUTCOMES = ['success', 'denied', 'failed'] as const;
export type AuditOutcome = (typeof AUDIT_OUTCOMES)[number];

/**
 * Why a sign-in failed, as the audit log records it (`signIn.reason` of an `auth.login-failed`
 * event); the answer to the caller never tells it.
 */
export const SIGN_IN_FAILURE_REASONS = [
  'unknown-email',
  'wrong-password',
  'totp-missing',
  'totp-invalid',
  'account-locked',
  'account-inactive',
  'rate-limited',
] as const;
export type SignInFailureReason = (typeof SIGN_IN_FAILURE_REASONS)[number];

/** How one item of a bulk call ended. */
export const BULK_ITEM_OUTCOMES = ['done', 'refused'] as const;

/**
 * Fill-rate bands of the cellars list's `fill` filter: EMPTY holds no bottle; LOW is under 25 % of
 * capacity, MEDIUM 25 % to under 75 %, HIGH 75 % to under 100 %, FULL 100 % or more (overfull included).
 */
export const CELLAR_FILL_BANDS = ['EMPTY', 'LOW', 'MEDIUM', 'HIGH', 'FULL'] as const;
export type CellarFillBand = (typeof CELLAR_FILL_BANDS)[number];

/** What `POST /users/bulk` can do to each admin selected (the rules on a target apply to each). */
export const USER_BULK_ACTIONS = ['DEACTIVATE', 'UNLOCK', 'SET_ROLE'] as const;
export type UserBulkAction = (typeof USER_BULK_ACTIONS)[number];

/** What `POST /wines/bulk` can do to each wine selected. */
export const WINE_BULK_ACTIONS = ['PUBLISH', 'ARCHIVE', 'DELETE', 'SET_CATEGORY'] as const;
export type WineBulkAction = (typeof WINE_BULK_ACTIONS)[number];

/**
 * The countries the reference data knows (ISO 3166-1 alpha-2): a wine's or a cellar's country is one
 * of them (`GET /reference/countries` names them; the mock's reference table holds one profile each).
 */
export const WINE_COUNTRY_CODES = ['FR', 'IT', 'ES', 'PT', 'DE', 'US', 'AU', 'NZ', 'AR', 'CL', 'ZA'] as const;
export type WineCountryCode = (typeof WINE_COUNTRY_CODES)[number];

/** Every action the audit log records, `<resource>.<verb>` (contracts/README.md says which call records which). */
export const AUDIT_ACTIONS = [
  'auth.login',
  'auth.login-failed',
  'auth.logout',
  'auth.logout-all',
  'profile.update',
  'profile.password',
  'profile.avatar-upload',
  'profile.avatar-remove',
  'profile.theme',
  'profile.language',
  'profile.2fa-setup',
  'admin.create',
  'admin.update',
  'admin.activate',
  'admin.deactivate',
  'admin.lock',
  'admin.unlock',
  'admin.reset-password',
  'admin.avatar-upload',
  'admin.avatar-remove',
  'admin.undo',
  'wine.create',
  'wine.update',
  'wine.publish',
  'wine.archive',
  'wine.delete',
  'wine.label-upload',
  'wine.label-remove',
  'wine.undo',
  'category.create',
  'category.rename',
  'category.delete',
  'cellar.update',
  'cellar.archive',
  'settings.update',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** The lists a view can be saved for. */
export const SAVED_VIEW_LISTS = ['wines', 'users', 'cellars'] as const;
export type SavedViewList = (typeof SAVED_VIEW_LISTS)[number];
