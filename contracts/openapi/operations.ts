import { z } from 'zod';
import { ANALYTICS_PERIODS, DEFAULT_ANALYTICS_PERIOD } from '@/api/analytics';
import { BULK_UNDO_WINDOW_SECONDS } from '@/api/bulk';
import { AUDIT_LIST } from '@/api/audit';
import { CELLAR_LIST, INVENTORY_LIST } from '@/api/cellars';
import type { ENDPOINT_PERMISSIONS } from '@/api/permissions';
import { SAVED_VIEW_LISTS } from '@/api/saved-views';
import { USER_LIST } from '@/api/users';
import { WINE_LIST } from '@/api/wines';
import * as wire from '@/api/wire-schemas';
import { settingsRequestSchema } from '@/lib/settings-rules';
import {
  loginRequestSchema,
  passwordChangeSchema,
  profileUpdateSchema,
  refreshTokenSchema,
  themeUpdateSchema,
  totpVerifySchema,
} from '@/api/requests/auth';
import { categoryRequestSchema } from '@/api/requests/categories';
import { cellarUpdateSchema } from '@/api/requests/cellars';
import { savedViewCreateSchema, savedViewUpdateSchema } from '@/api/requests/saved-views';
import { adminCreateSchema, adminUpdateSchema, userBulkRequestSchema } from '@/api/requests/users';
import { wineBulkRequestSchema, wineRequestSchema } from '@/api/requests/wines';

/**
 * Every endpoint of the API as data: what it takes and what it answers. The request bodies are the
 * mock's own validation schemas (what a call must satisfy), the responses the wire schemas the
 * console's types come from, the query parameters the list specs both sides read. `document.ts`
 * turns this into the OpenAPI document; nothing in the document is written by hand.
 */

export type EndpointKey = keyof typeof ENDPOINT_PERMISSIONS;

/** A query parameter: its JSON Schema and what it means. */
export interface QueryParam {
  name: string;
  schema: Readonly<Record<string, unknown>>;
  description: string;
  required?: boolean;
}

export interface Operation {
  summary: string;
  tag:
    | 'Auth'
    | 'Profile'
    | 'Users'
    | 'Wines'
    | 'Categories'
    | 'Cellars'
    | 'Analytics'
    | 'Audit'
    | 'Saved views'
    | 'Settings'
    | 'System'
    | 'Reference';
  description?: string;
  query?: QueryParam[];
  /** A JSON body validated by this schema (named as a component), or an image upload (`multipart/form-data`, part `file`). */
  body?: { name: string; schema: z.ZodType } | 'image';
  /** The success status and its body (none for 204). */
  success: { status: 200 | 201 | 204; schema?: z.ZodType; description: string };
  /** Error statuses beyond the ones every call of its kind can get, with the codes they carry. */
  errors?: Partial<Record<400 | 401 | 403 | 404 | 409 | 422 | 429, { description: string; codes?: string[] }>>;
}

const json = (name: string, schema: z.ZodType) => ({ name, schema });

/** page, size, sort and search, then the list's own filters, from its list spec. */
function listQuery(spec: {
  sortFields: readonly string[];
  maxSize: number;
  searchMaxLength: number | undefined;
  defaults: { size: number };
  params: Record<string, { label: string; schema: Readonly<Record<string, unknown>> }>;
}): QueryParam[] {
  const paging: QueryParam[] = [
    { name: 'page', schema: { type: 'integer', minimum: 0, default: 0 }, description: '0-based page.' },
    {
      name: 'size',
      schema: { type: 'integer', minimum: 1, maximum: spec.maxSize, default: spec.defaults.size },
      description: 'Page size.',
    },
    {
      name: 'sort',
      schema: { type: 'string', pattern: `^(${spec.sortFields.join('|')}),(asc|desc)$` },
      description: `\`field,asc\` or \`field,desc\`; fields: ${spec.sortFields.map((f) => `\`${f}\``).join(', ')}.`,
    },
  ];
  const search: QueryParam[] = spec.searchMaxLength
    ? [
        {
          name: 'search',
          schema: { type: 'string', maxLength: spec.searchMaxLength },
          description: 'Free text, trimmed; empty matches everything.',
        },
      ]
    : [];
  const filters = Object.entries(spec.params).map(([name, kind]) => ({
    name,
    schema: kind.schema,
    description: `${kind.label} filter.`,
  }));
  return [...paging, ...search, ...filters];
}

const listErrors = { 400: { description: 'A query parameter is invalid: `errors` names each one.' } } as const;
/** What both bulk endpoints and their undos say alike. */
const BULK_ANSWER = `Answers each item’s outcome (\`done\`, or \`refused\` with a \`code\` and a \`message\`): a refused item is not an error, and each item is changed whole or not at all. The change can be undone for ${BULK_UNDO_WINDOW_SECONDS} seconds (\`undoUntil\`).`;
const BULK_BODY_ERRORS = {
  422: {
    description:
      'A field is invalid; neither or both of `ids` and `filter`; a `filter.<name>` value the list refuses; a filter matching too many items.',
  },
};
const BULK_UNDO_ERRORS = {
  404: { description: 'No bulk operation of this resource by the caller has this id (`Bulk operation not found`).' },
  409: {
    description: 'Already undone, or the time to undo it has passed.',
    codes: ['BULK_ALREADY_UNDONE', 'BULK_UNDO_EXPIRED'],
  },
};
const BULK_UNDO_ANSWER =
  'Each item the operation changed gets back the fields it set (a deleted wine comes back whole, with its id), or is refused with `CHANGED_SINCE` when it changed again after; `undoUntil` is null. Nothing is put back twice.';

const DUPLICATE_EMAIL = {
  409: { description: 'The e-mail address belongs to another admin.', codes: ['EMAIL_TAKEN'] },
};

export const OPERATIONS: Record<EndpointKey, Operation> = {
  'POST /auth/login': {
    tag: 'Auth',
    summary: 'Sign in',
    description:
      'With `totpCode` once the admin has enrolled in two-factor authentication. A correct password for an admin who must set up two-factor authentication gets a setup-only token (`requires2FASetup: true`).',
    body: json('LoginRequest', loginRequestSchema()),
    success: { status: 200, schema: wire.loginResponseSchema, description: 'Signed in.' },
    errors: {
      401: {
        description: 'Sign-in refused. A locked account answers ACCOUNT_LOCKED only to the right password.',
        codes: ['INVALID_CREDENTIALS', 'ACCOUNT_LOCKED', 'ACCOUNT_INACTIVE', 'TOTP_REQUIRED', 'TOTP_INVALID'],
      },
      429: {
        description: 'Too many sign-in attempts from this client; `Retry-After` says when to try again.',
        codes: ['RATE_LIMITED'],
      },
    },
  },
  'POST /auth/refresh': {
    tag: 'Auth',
    summary: 'Renew the tokens',
    description: 'Rotates the refresh token: the old one stops working, and reusing it revokes the whole session.',
    body: json('RefreshTokenRequest', refreshTokenSchema()),
    success: { status: 200, schema: wire.refreshResponseSchema, description: 'New tokens.' },
    errors: {
      401: {
        description: 'The refresh token is unknown, expired or was reused.',
        codes: ['REFRESH_TOKEN_INVALID', 'REFRESH_TOKEN_REUSED'],
      },
    },
  },
  'POST /auth/logout': {
    tag: 'Auth',
    summary: 'Sign out this session',
    body: json('RefreshTokenRequest', refreshTokenSchema()),
    success: { status: 204, description: 'Signed out (also for an unknown refresh token).' },
  },
  'POST /auth/logout-all': {
    tag: 'Auth',
    summary: 'Sign out every session of the caller',
    success: { status: 204, description: 'Every session revoked.' },
  },
  'POST /auth/2fa/setup': {
    tag: 'Auth',
    summary: 'Start two-factor setup',
    description: 'Also with a setup-only token.',
    success: {
      status: 200,
      schema: wire.twoFactorSetupResponseSchema,
      description: 'A new secret to enrol in an authenticator.',
    },
    errors: {
      409: { description: 'Two-factor authentication is already enabled.', codes: ['TWO_FACTOR_ALREADY_ENABLED'] },
    },
  },
  'POST /auth/2fa/verify': {
    tag: 'Auth',
    summary: 'Finish two-factor setup',
    description:
      'A right code enables two-factor authentication and answers a full session; a setup-only session is revoked.',
    body: json('TotpVerifyRequest', totpVerifySchema()),
    success: { status: 200, schema: wire.loginResponseSchema, description: 'Enrolled and signed in.' },
    errors: {
      409: {
        description: 'Setup was not started, or is already done.',
        codes: ['TWO_FACTOR_SETUP_NOT_STARTED', 'TWO_FACTOR_ALREADY_ENABLED'],
      },
    },
  },
  'GET /auth/me': {
    tag: 'Profile',
    summary: 'The signed-in admin',
    success: { status: 200, schema: wire.adminUserSchema, description: 'The caller.' },
  },
  'PUT /auth/me': {
    tag: 'Profile',
    summary: 'Update the own name and e-mail',
    body: json('ProfileUpdateRequest', profileUpdateSchema()),
    success: { status: 200, schema: wire.adminUserSchema, description: 'Updated.' },
    errors: DUPLICATE_EMAIL,
  },
  'POST /auth/change-password': {
    tag: 'Profile',
    summary: 'Change the own password',
    description:
      'The new password must meet the password policy; a wrong current password is a 422 on `currentPassword`. Every other session of the caller is signed out.',
    body: json('PasswordChangeRequest', passwordChangeSchema()),
    success: { status: 204, description: 'Changed.' },
  },
  'POST /auth/me/avatar': {
    tag: 'Profile',
    summary: 'Upload the own avatar',
    body: 'image',
    success: { status: 200, schema: wire.adminUserSchema, description: 'The caller with the new avatar.' },
  },
  'DELETE /auth/me/avatar': {
    tag: 'Profile',
    summary: 'Remove the own avatar',
    success: { status: 204, description: 'Removed.' },
  },
  'PATCH /auth/me/theme': {
    tag: 'Profile',
    summary: 'Set the own theme',
    body: json('ThemeUpdateRequest', themeUpdateSchema()),
    success: { status: 200, schema: wire.adminUserSchema, description: 'The caller with the new theme.' },
  },
  'GET /users': {
    tag: 'Users',
    summary: 'List admins',
    query: listQuery(USER_LIST),
    success: { status: 200, schema: wire.adminPageSchema, description: 'A page of admins.' },
    errors: listErrors,
  },
  'GET /users/check-email': {
    tag: 'Users',
    summary: 'Is an e-mail address free?',
    query: [
      {
        name: 'email',
        schema: { type: 'string', maxLength: 254 },
        description: 'Compared trimmed and case-insensitively.',
        required: true,
      },
      {
        name: 'excludeId',
        schema: { type: 'string', minLength: 1 },
        description: 'An admin whose own address counts as free (when editing them).',
      },
    ],
    success: {
      status: 200,
      schema: wire.emailAvailabilitySchema,
      description: 'The normalised address and whether it is free.',
    },
  },
  'GET /users/:id': {
    tag: 'Users',
    summary: 'One admin',
    success: { status: 200, schema: wire.adminUserSchema, description: 'The admin.' },
  },
  'POST /users': {
    tag: 'Users',
    summary: 'Create an admin',
    body: json('AdminCreateRequest', adminCreateSchema()),
    success: { status: 201, schema: wire.adminUserSchema, description: 'Created.' },
    errors: {
      ...DUPLICATE_EMAIL,
      403: { description: 'The role is above the caller’s own.', codes: ['ROLE_FORBIDDEN', 'ROLE_ABOVE_OWN'] },
    },
  },
  'PUT /users/:id': {
    tag: 'Users',
    summary: 'Update an admin',
    description: 'Unknown fields, a password among them, are ignored.',
    body: json('AdminUpdateRequest', adminUpdateSchema()),
    success: { status: 200, schema: wire.adminUserSchema, description: 'Updated.' },
    errors: {
      ...DUPLICATE_EMAIL,
      403: {
        description: 'A rule on the target refuses the change.',
        codes: ['ROLE_FORBIDDEN', 'TARGET_ABOVE_ROLE', 'ROLE_ABOVE_OWN', 'SELF_ROLE_CHANGE', 'LAST_SUPER_ADMIN'],
      },
      409: {
        description: 'The e-mail belongs to another admin, or the caller would deactivate themself.',
        codes: ['EMAIL_TAKEN', 'SELF_DEACTIVATION'],
      },
    },
  },
  'DELETE /users/:id': {
    tag: 'Users',
    summary: 'Deactivate an admin',
    description: 'The record stays (`active: false`); its sessions are revoked.',
    success: { status: 204, description: 'Deactivated.' },
    errors: {
      403: {
        description: 'A rule on the target refuses it.',
        codes: ['ROLE_FORBIDDEN', 'TARGET_ABOVE_ROLE', 'LAST_SUPER_ADMIN'],
      },
      409: { description: 'The caller cannot deactivate themself.', codes: ['SELF_DEACTIVATION'] },
    },
  },
  'POST /users/bulk': {
    tag: 'Users',
    summary: 'Deactivate, unlock or change the role of many admins',
    description: `The admins by \`ids\` or by the users list’s \`filter\`. Each follows the rules on a target of the single calls, the active super admins counted before each item; refused item codes: the rule’s (\`TARGET_ABOVE_ROLE\`, \`ROLE_ABOVE_OWN\`, \`LAST_SUPER_ADMIN\`, \`SELF_ROLE_CHANGE\`, \`SELF_DEACTIVATION\`), \`ADMIN_ALREADY_INACTIVE\`, \`ADMIN_NOT_LOCKED\`, \`ADMIN_ALREADY_HAS_ROLE\`, \`NOT_FOUND\`. ${BULK_ANSWER}`,
    body: json('UserBulkRequest', userBulkRequestSchema()),
    success: { status: 200, schema: wire.bulkResultSchema, description: 'What happened to each admin.' },
    errors: BULK_BODY_ERRORS,
  },
  'POST /users/bulk/:id/undo': {
    tag: 'Users',
    summary: 'Undo a bulk change of admins',
    description: `${BULK_UNDO_ANSWER} The rules on a target apply to the change back.`,
    success: {
      status: 200,
      schema: wire.bulkResultSchema,
      description: 'What happened to each admin the operation changed.',
    },
    errors: BULK_UNDO_ERRORS,
  },
  'POST /users/:id/unlock': {
    tag: 'Users',
    summary: 'Unlock an admin',
    success: { status: 200, schema: wire.adminUserSchema, description: 'Unlocked (also when it was not locked).' },
    errors: {
      403: { description: 'A rule on the target refuses it.', codes: ['ROLE_FORBIDDEN', 'TARGET_ABOVE_ROLE'] },
    },
  },
  'POST /users/:id/reset-password': {
    tag: 'Users',
    summary: 'Set another admin’s password',
    query: [
      {
        name: 'newPassword',
        schema: { type: 'string', minLength: 1, maxLength: 128 },
        description: 'The new password; it must meet the password policy.',
        required: true,
      },
    ],
    success: { status: 204, description: 'Set; the admin’s sessions are revoked.' },
    errors: {
      403: {
        description: 'A rule on the target refuses it; the own password is changed from the profile.',
        codes: ['ROLE_FORBIDDEN', 'TARGET_ABOVE_ROLE', 'OWN_PASSWORD_RESET'],
      },
      422: { description: 'The password does not meet the policy (`errors` on `newPassword`).' },
    },
  },
  'POST /users/:id/avatar': {
    tag: 'Users',
    summary: 'Upload an admin’s avatar',
    body: 'image',
    success: { status: 200, schema: wire.adminUserSchema, description: 'The admin with the new avatar.' },
  },
  'DELETE /users/:id/avatar': {
    tag: 'Users',
    summary: 'Remove an admin’s avatar',
    success: { status: 204, description: 'Removed.' },
  },
  'GET /system/info': {
    tag: 'System',
    summary: 'Backend build information',
    success: { status: 200, schema: wire.systemInfoSchema, description: 'Version and build.' },
  },
  'GET /wines': {
    tag: 'Wines',
    summary: 'List wines',
    query: listQuery(WINE_LIST),
    success: { status: 200, schema: wire.winePageSchema, description: 'A page of wines.' },
    errors: listErrors,
  },
  'POST /wines': {
    tag: 'Wines',
    summary: 'Create a wine',
    description: 'Created as a draft.',
    body: json('WineRequest', wineRequestSchema()),
    success: { status: 201, schema: wire.wineSchema, description: 'Created.' },
    errors: {
      409: { description: 'A wine with this name, producer and vintage exists.', codes: ['WINE_DUPLICATE'] },
      422: { description: 'A field is invalid, or the category does not exist.' },
    },
  },
  'GET /wines/:id': {
    tag: 'Wines',
    summary: 'One wine',
    success: { status: 200, schema: wire.wineSchema, description: 'The wine.' },
  },
  'PUT /wines/:id': {
    tag: 'Wines',
    summary: 'Update a wine',
    body: json('WineRequest', wineRequestSchema()),
    success: { status: 200, schema: wire.wineSchema, description: 'Updated.' },
    errors: { 409: { description: 'Another wine has this name, producer and vintage.', codes: ['WINE_DUPLICATE'] } },
  },
  'DELETE /wines/:id': {
    tag: 'Wines',
    summary: 'Delete a wine',
    success: { status: 204, description: 'Deleted.' },
    errors: { 409: { description: 'A cellar holds the wine.', codes: ['WINE_IN_CELLARS'] } },
  },
  'POST /wines/bulk': {
    tag: 'Wines',
    summary: 'Publish, archive, delete or move many wines',
    description: `The wines by \`ids\` or by the wines list’s \`filter\`. Each follows the rules of the single calls; refused item codes: \`WINE_ALREADY_PUBLISHED\`, \`WINE_ALREADY_ARCHIVED\`, \`WINE_IN_CELLARS\`, \`WINE_ALREADY_IN_CATEGORY\`, \`NOT_FOUND\`. ${BULK_ANSWER}`,
    body: json('WineBulkRequest', wineBulkRequestSchema()),
    success: { status: 200, schema: wire.bulkResultSchema, description: 'What happened to each wine.' },
    errors: BULK_BODY_ERRORS,
  },
  'POST /wines/bulk/:id/undo': {
    tag: 'Wines',
    summary: 'Undo a bulk change of wines',
    description: BULK_UNDO_ANSWER,
    success: {
      status: 200,
      schema: wire.bulkResultSchema,
      description: 'What happened to each wine the operation changed.',
    },
    errors: BULK_UNDO_ERRORS,
  },
  'POST /wines/:id/publish': {
    tag: 'Wines',
    summary: 'Publish a wine',
    success: { status: 200, schema: wire.wineSchema, description: 'Published.' },
    errors: { 409: { description: 'Already published.', codes: ['WINE_ALREADY_PUBLISHED'] } },
  },
  'POST /wines/:id/archive': {
    tag: 'Wines',
    summary: 'Archive a wine',
    success: { status: 200, schema: wire.wineSchema, description: 'Archived.' },
    errors: { 409: { description: 'Already archived.', codes: ['WINE_ALREADY_ARCHIVED'] } },
  },
  'POST /wines/:id/label': {
    tag: 'Wines',
    summary: 'Upload a wine’s label image',
    body: 'image',
    success: { status: 200, schema: wire.wineSchema, description: 'The wine with its label.' },
  },
  'DELETE /wines/:id/label': {
    tag: 'Wines',
    summary: 'Remove a wine’s label image',
    success: { status: 204, description: 'Removed.' },
  },
  'GET /categories': {
    tag: 'Categories',
    summary: 'List wine categories',
    success: { status: 200, schema: wire.wineCategoryListSchema, description: 'Every category, by name.' },
  },
  'POST /categories': {
    tag: 'Categories',
    summary: 'Create a wine category',
    body: json('CategoryRequest', categoryRequestSchema()),
    success: { status: 201, schema: wire.wineCategorySchema, description: 'Created.' },
    errors: { 409: { description: 'The name is in use.', codes: ['CATEGORY_NAME_TAKEN'] } },
  },
  'GET /categories/:id': {
    tag: 'Categories',
    summary: 'One wine category',
    success: { status: 200, schema: wire.wineCategorySchema, description: 'The category.' },
  },
  'PUT /categories/:id': {
    tag: 'Categories',
    summary: 'Rename a wine category',
    body: json('CategoryRequest', categoryRequestSchema()),
    success: { status: 200, schema: wire.wineCategorySchema, description: 'Updated.' },
    errors: { 409: { description: 'The name is in use.', codes: ['CATEGORY_NAME_TAKEN'] } },
  },
  'DELETE /categories/:id': {
    tag: 'Categories',
    summary: 'Delete a wine category',
    success: { status: 204, description: 'Deleted.' },
    errors: { 409: { description: 'Wines still use it.', codes: ['CATEGORY_IN_USE'] } },
  },
  'GET /cellars': {
    tag: 'Cellars',
    summary: 'List cellars',
    query: listQuery(CELLAR_LIST),
    success: { status: 200, schema: wire.cellarPageSchema, description: 'A page of cellars.' },
    errors: listErrors,
  },
  'GET /cellars/:id': {
    tag: 'Cellars',
    summary: 'One cellar',
    success: { status: 200, schema: wire.cellarSchema, description: 'The cellar.' },
  },
  'GET /cellars/:id/inventory': {
    tag: 'Cellars',
    summary: 'A cellar’s inventory',
    query: listQuery(INVENTORY_LIST),
    success: { status: 200, schema: wire.inventoryPageSchema, description: 'A page of inventory lines.' },
    errors: listErrors,
  },
  'PUT /cellars/:id': {
    tag: 'Cellars',
    summary: 'Update a cellar',
    body: json('CellarUpdateRequest', cellarUpdateSchema()),
    success: { status: 200, schema: wire.cellarSchema, description: 'Updated.' },
    errors: {
      409: {
        description: 'The capacity is below the bottles held, or the cellar is archived.',
        codes: ['CAPACITY_BELOW_BOTTLES', 'CELLAR_ARCHIVED'],
      },
    },
  },
  'POST /cellars/:id/archive': {
    tag: 'Cellars',
    summary: 'Archive a cellar',
    success: { status: 200, schema: wire.cellarSchema, description: 'Archived.' },
    errors: { 409: { description: 'Already archived.', codes: ['CELLAR_ALREADY_ARCHIVED'] } },
  },
  'GET /analytics': {
    tag: 'Analytics',
    summary: 'Aggregates for the analytics screen',
    query: [
      {
        name: 'period',
        schema: { type: 'string', enum: ANALYTICS_PERIODS, default: DEFAULT_ANALYTICS_PERIOD },
        description: 'The last 30 or 90 days, the last 12 calendar months, or everything.',
      },
    ],
    success: { status: 200, schema: wire.analyticsSchema, description: 'The aggregates of the period.' },
    errors: listErrors,
  },
  'GET /analytics/summary': {
    tag: 'Analytics',
    summary: 'The dashboard’s figures',
    success: { status: 200, schema: wire.analyticsSummarySchema, description: 'The figures.' },
  },
  'GET /audit-events': {
    tag: 'Audit',
    summary: 'The audit log',
    query: listQuery(AUDIT_LIST),
    success: { status: 200, schema: wire.auditPageSchema, description: 'A page of events, newest first by default.' },
    errors: listErrors,
  },
  'GET /saved-views': {
    tag: 'Saved views',
    summary: 'The signed-in admin’s saved views',
    description: 'Only the caller’s own views, by name; `list` keeps those of one list.',
    query: [
      {
        name: 'list',
        schema: { type: 'string', enum: [...SAVED_VIEW_LISTS] },
        description: 'Only the views of this list.',
      },
    ],
    success: { status: 200, schema: wire.savedViewListSchema, description: 'The caller’s views.' },
    errors: { 400: { description: 'An unknown `list`.' } },
  },
  'POST /saved-views': {
    tag: 'Saved views',
    summary: 'Save a view of a list',
    description:
      'The query is kept in the list’s canonical form: read as the console reads the list’s URL (unknown parameters and bad values dropped), without the page.',
    body: json('SavedViewCreateRequest', savedViewCreateSchema()),
    success: { status: 201, schema: wire.savedViewSchema, description: 'Saved; `Location` names it.' },
    errors: {
      409: {
        description: 'The caller has a view of this list with this name, or fifty views of it already.',
        codes: ['VIEW_NAME_TAKEN', 'VIEW_LIMIT'],
      },
    },
  },
  'GET /saved-views/:id': {
    tag: 'Saved views',
    summary: 'A saved view, by id',
    description: 'Any signed-in admin may open any view: a view is shared by its link, `/<list>?view=<id>`.',
    success: { status: 200, schema: wire.savedViewSchema, description: 'The view.' },
    errors: { 404: { description: 'No such view.' } },
  },
  'PUT /saved-views/:id': {
    tag: 'Saved views',
    summary: 'Rename or change one’s own view',
    description: 'The view keeps its list.',
    body: json('SavedViewUpdateRequest', savedViewUpdateSchema()),
    success: { status: 200, schema: wire.savedViewSchema, description: 'Changed.' },
    errors: {
      403: { description: 'Another admin’s view.', codes: ['VIEW_NOT_OWNED'] },
      404: { description: 'No such view.' },
      409: { description: 'The name is taken.', codes: ['VIEW_NAME_TAKEN'] },
    },
  },
  'DELETE /saved-views/:id': {
    tag: 'Saved views',
    summary: 'Delete one’s own view',
    success: { status: 204, description: 'Deleted; its link opens the list as it is.' },
    errors: {
      403: { description: 'Another admin’s view.', codes: ['VIEW_NOT_OWNED'] },
      404: { description: 'No such view.' },
    },
  },
  'GET /settings': {
    tag: 'Settings',
    summary: 'The system settings',
    success: { status: 200, schema: wire.systemSettingsSchema, description: 'The settings.' },
  },
  'PUT /settings': {
    tag: 'Settings',
    summary: 'Change the system settings',
    body: json('SettingsRequest', settingsRequestSchema),
    success: { status: 200, schema: wire.systemSettingsSchema, description: 'Saved.' },
    errors: {
      403: {
        description: 'Only a super admin changes a security setting.',
        codes: ['ROLE_FORBIDDEN', 'SECURITY_SETTINGS_FORBIDDEN'],
      },
    },
  },
  'GET /reference/countries': {
    tag: 'Reference',
    summary: 'Wine countries',
    success: { status: 200, schema: z.array(wire.countrySchema), description: 'By name.' },
  },
  'GET /reference/regions': {
    tag: 'Reference',
    summary: 'The wine regions of a country',
    query: [
      {
        name: 'country',
        schema: { type: 'string', pattern: '^[A-Za-z]{2}$' },
        description: 'ISO 3166-1 alpha-2 code.',
        required: true,
      },
    ],
    success: {
      status: 200,
      schema: z.array(wire.regionSchema),
      description: 'By name; empty for a country without regions.',
    },
    errors: listErrors,
  },
  'GET /reference/grapes': {
    tag: 'Reference',
    summary: 'Grape varieties',
    query: [
      {
        name: 'search',
        schema: { type: 'string', maxLength: 100 },
        description: 'Part of the name, case-insensitive.',
      },
    ],
    success: { status: 200, schema: z.array(wire.grapeVarietySchema), description: 'Matching varieties.' },
    errors: listErrors,
  },
};
