import { z } from 'zod';
import {
  ADMIN_ROLES,
  ANALYTICS_PERIODS,
  AUDIT_OUTCOMES,
  AUDIT_TARGET_TYPES,
  BULK_ITEM_OUTCOMES,
  CELLAR_STATUSES,
  CELLAR_VISIBILITIES,
  FILL_RATE_BANDS,
  LANGUAGES,
  SAVED_VIEW_LISTS,
  SIGN_IN_FAILURE_REASONS,
  THEME_PREFERENCES,
  WINE_STATUSES,
  WINE_TYPES,
} from './wire-enums';

/**
 * The bodies the API answers with, as zod schemas: the one definition of every response shape.
 * The console's types are inferred from them (`import type` only, so none of this reaches the
 * console's bundle); the OpenAPI document (`contracts/openapi/`) is generated from them, and the
 * mock's answers are validated against that document. Each named schema carries its `id`, the name
 * of its component in the OpenAPI document.
 */

const instant = (description: string) =>
  z.iso.datetime({ offset: true }).describe(`${description} An RFC 3339 instant.`);
const id = (description: string) => z.string().min(1).describe(description);
const countryCode = z
  .string()
  .regex(/^[A-Z]{2}$/)
  .describe('ISO 3166-1 alpha-2 code.');
const count = z.number().int().min(0);

export const adminRoleSchema = z
  .enum(ADMIN_ROLES)
  .meta({ id: 'AdminRole', description: 'Roles, most powerful first.' });
export const themePreferenceSchema = z.enum(THEME_PREFERENCES).meta({ id: 'ThemePreference' });
export const languageSchema = z
  .enum(LANGUAGES)
  .meta({ id: 'Language', description: 'A language of the console, as a BCP 47 tag.' });

export const fieldErrorSchema = z
  .object({
    field: z.string().describe('The JSON property (dotted when nested), the query parameter, `file`, or `body`.'),
    message: z.string().describe('Written for people.'),
  })
  .meta({ id: 'FieldError' });

export const errorBodySchema = z
  .object({
    status: z.number().int().min(400).max(599).describe('Repeats the HTTP status.'),
    error: z.string().describe('The reason phrase, except `2FA setup required` on the setup-only 403.'),
    message: z.string().describe('Written for people; the console may show it as it is.'),
    code: z.string().optional().describe('Machine-readable reason where the console branches on it.'),
    errors: z
      .array(fieldErrorSchema)
      .optional()
      .describe('One entry per field, its first problem, in the order of the request.'),
  })
  .meta({
    id: 'ErrorBody',
    description: 'The body of every error response (application/json or application/problem+json).',
  });

const avatarUrlsSchema = z
  .object({
    small: z.string().describe('An http(s) or data:image URL.'),
    icon: z.string().describe('An http(s) or data:image URL.'),
  })
  .meta({ id: 'AvatarUrls' });

export const adminUserSchema = z
  .object({
    id: id('The admin id.'),
    email: z.string(),
    fullName: z.string(),
    role: adminRoleSchema,
    active: z.boolean(),
    locked: z.boolean(),
    twoFactorEnabled: z.boolean(),
    lastLoginAt: instant('Null for an admin who never signed in.').nullable(),
    createdAt: instant('When the account was created.'),
    updatedAt: instant('When the account last changed.'),
    avatarUrls: avatarUrlsSchema.nullable(),
    themePreference: themePreferenceSchema,
    language: languageSchema
      .nullable()
      .describe('The language the admin chose for the console; null: none chosen, the browser’s is used.'),
  })
  .meta({ id: 'AdminUser', description: 'An administrator as the API returns it.' });

function pageOf<T extends z.ZodType>(item: T, name: string) {
  return z
    .object({
      content: z.array(item),
      page: count.describe('0-based.'),
      size: z.number().int().min(1),
      totalElements: count,
      totalPages: count,
    })
    .meta({ id: name, description: 'A page of results; `page` is 0-based.' });
}

// --- auth ---
export const loginResponseSchema = z
  .object({
    accessToken: z.string().describe('Opaque.'),
    refreshToken: z.string().describe('Opaque.'),
    requires2FASetup: z.boolean().describe('True: the access token is setup-only until two-factor setup is verified.'),
    adminId: id('The signed-in admin.'),
    email: z.string(),
    fullName: z.string(),
    role: adminRoleSchema,
    expiresIn: z.number().int().min(1).optional().describe('Seconds until the access token expires.'),
  })
  .meta({ id: 'LoginResponse' });

export const refreshResponseSchema = z
  .object({
    accessToken: z.string(),
    refreshToken: z.string(),
    expiresIn: z.number().int().min(1).optional().describe('Seconds until the new access token expires.'),
  })
  .meta({ id: 'RefreshResponse' });

export const twoFactorSetupResponseSchema = z
  .object({
    secret: z.string().describe('Base32, at least 160 bits.'),
    otpauthUri: z.string(),
    issuer: z.string(),
    accountName: z.string(),
  })
  .meta({ id: 'TwoFactorSetupResponse' });

// --- users ---
export const adminPageSchema = pageOf(adminUserSchema, 'AdminPage');
export const emailAvailabilitySchema = z
  .object({ email: z.string(), available: z.boolean() })
  .meta({ id: 'EmailAvailability' });

// --- wines and categories ---
const priceSchema = z
  .object({
    amount: z.number().min(0),
    currency: z
      .string()
      .regex(/^[A-Z]{3}$/)
      .describe('ISO 4217.'),
  })
  .meta({ id: 'Price' });
const grapeShareSchema = z
  .object({
    variety: z.string(),
    percentage: z
      .number()
      .min(0)
      .max(100)
      .nullable()
      .describe('Share of the blend in percent, or null when not disclosed.'),
  })
  .meta({ id: 'GrapeShare' });

export const wineSchema = z
  .object({
    id: id('The wine id.'),
    name: z.string(),
    producer: z.string(),
    vintage: z.number().int().nullable().describe('Harvest year, or null for a non-vintage wine.'),
    type: z.enum(WINE_TYPES),
    categoryId: id('The wine category.'),
    categoryName: z.string(),
    grapes: z.array(grapeShareSchema),
    country: countryCode,
    region: z.string(),
    appellation: z.string().nullable(),
    abv: z.number(),
    bottleSizeMl: z.number().int(),
    description: z.string(),
    price: priceSchema,
    drinkFrom: z.number().int().nullable(),
    drinkUntil: z.number().int().nullable(),
    labelImageUrl: z.string().nullable().describe('An http(s) or data:image URL.'),
    status: z.enum(WINE_STATUSES),
    createdAt: instant('When the wine was created.'),
    updatedAt: instant('When the wine last changed.'),
  })
  .meta({ id: 'Wine' });

export const winePageSchema = pageOf(wineSchema, 'WinePage');

export const wineCategorySchema = z
  .object({
    id: id('The category id.'),
    name: z.string(),
    description: z.string(),
    wineCount: count,
    createdAt: instant('When the category was created.'),
    updatedAt: instant('When the category last changed.'),
  })
  .meta({ id: 'WineCategory' });

export const wineCategoryListSchema = z.array(wineCategorySchema).meta({ id: 'WineCategoryList' });

// --- cellars ---
const eurAmountSchema = z.object({ amount: z.number(), currency: z.literal('EUR') }).meta({ id: 'EurAmount' });
const memberSchema = z
  .object({ id: id('The member id.'), fullName: z.string(), email: z.string() })
  .meta({ id: 'Member' });

export const cellarSchema = z
  .object({
    id: id('The cellar id.'),
    name: z.string(),
    owner: memberSchema,
    location: z.string(),
    country: countryCode,
    capacity: z.number().int().describe('In bottles.'),
    temperatureC: z.number(),
    visibility: z.enum(CELLAR_VISIBILITIES),
    status: z.enum(CELLAR_STATUSES),
    createdAt: instant('When the cellar was created.'),
    lastActivityAt: instant('The last change to the cellar or its inventory.'),
    bottles: count,
    fillRate: z.number().min(0).describe('bottles ÷ capacity.'),
    estimatedValue: eurAmountSchema,
  })
  .meta({ id: 'Cellar' });

export const cellarPageSchema = pageOf(cellarSchema, 'CellarPage');

const inventoryWineSchema = z
  .object({
    id: id('The wine id.'),
    name: z.string(),
    producer: z.string(),
    vintage: z.number().int().nullable(),
    type: z.enum(WINE_TYPES),
    price: priceSchema.describe("The wine's reference price in its own currency."),
  })
  .meta({ id: 'InventoryWine' });

export const inventoryItemSchema = z
  .object({
    id: id('The inventory line id.'),
    wine: inventoryWineSchema,
    quantity: z.number().int().min(1),
    binLocation: z.string(),
    purchasePrice: priceSchema.describe('What the member paid per bottle, in the currency paid.'),
    purchaseDate: z.iso.date().describe('YYYY-MM-DD.'),
    value: eurAmountSchema.describe("quantity × the wine's reference price, in EUR, rounded to cents."),
  })
  .meta({ id: 'InventoryItem' });

export const inventoryPageSchema = pageOf(inventoryItemSchema, 'InventoryPage');

// --- analytics ---
const typeSchema = z.enum(WINE_TYPES);
export const analyticsSchema = z
  .object({
    period: z.enum(ANALYTICS_PERIODS),
    from: instant("The period's first instant; null for `all`.").nullable(),
    to: instant('When the aggregates were computed.'),
    winesByType: z.array(z.object({ type: typeSchema, count })),
    winesByCountry: z.object({ top: z.array(z.object({ country: countryCode, count })), otherCount: count }),
    vintages: z.object({ decades: z.array(z.object({ decade: z.number().int(), count })), nonVintage: count }),
    catalogueGrowth: z.array(
      z.object({
        month: z
          .string()
          .regex(/^\d{4}-\d{2}$/)
          .describe('YYYY-MM (UTC).'),
        added: count,
        cumulative: count,
      }),
    ),
    fillRates: z.array(z.object({ band: z.enum(FILL_RATE_BANDS), cellars: count })),
    holdingsByType: z.array(z.object({ type: typeSchema, bottles: count, valueEur: z.number().min(0) })),
    signInsPerDay: z.array(z.object({ date: z.iso.date().describe('YYYY-MM-DD (UTC).'), count })),
  })
  .meta({ id: 'Analytics' });

export const analyticsSummarySchema = z
  .object({
    admins: count,
    publishedWines: count,
    cellars: count.describe('Active cellars.'),
    bottles: count.describe('Bottles in active cellars.'),
    totalValueEur: z.number().min(0),
  })
  .meta({ id: 'AnalyticsSummary' });

// --- audit ---
export const auditEventSchema = z
  .object({
    id: id('The event id.'),
    at: instant('When it happened.'),
    actor: z
      .object({ id: id('The admin who acted.'), email: z.string() })
      .nullable()
      .describe('Null only for an action nobody signed in could be blamed for.'),
    action: z.string().describe('`<resource>.<verb>`, e.g. `wine.publish`.'),
    target: z.object({ type: z.enum(AUDIT_TARGET_TYPES), id: z.string().nullable(), label: z.string().nullable() }),
    outcome: z
      .enum(AUDIT_OUTCOMES)
      .describe('`denied`: the call was refused and changed nothing; `failed`: a sign-in that did not pass.'),
    signIn: z
      .object({
        email: z
          .string()
          .nullable()
          .describe('The e-mail tried, trimmed and lower-cased; null when none could be read.'),
        reason: z.enum(SIGN_IN_FAILURE_REASONS),
        clientAddress: z
          .string()
          .describe('The caller’s address as the server saw it (the address the sign-in rate limit counts).'),
      })
      .optional()
      .describe(
        'Only on `auth.login-failed`, and on the `admin.lock` such a failure caused: what was tried, why it failed, and from where. Never a password or a code.',
      ),
  })
  .meta({ id: 'AuditEvent' });

export const auditPageSchema = pageOf(auditEventSchema, 'AuditEventPage');

// --- bulk actions ---
export const bulkResultSchema = z
  .object({
    operationId: id('Names the change for its undo (`POST …/bulk/{operationId}/undo`).'),
    action: z.string().describe('The action asked for, e.g. `PUBLISH`.'),
    done: count.describe('Items changed.'),
    refused: count.describe('Items left as they were.'),
    items: z
      .array(
        z.object({
          id: id('The wine or admin id.'),
          label: z
            .string()
            .describe('The wine’s or admin’s name, for people; empty for an id that names none (`NOT_FOUND`).'),
          outcome: z.enum(BULK_ITEM_OUTCOMES),
          code: z
            .string()
            .optional()
            .describe('Why an item was refused, machine-readable (the single-item call’s code where there is one).'),
          message: z.string().optional().describe('Why an item was refused, written for people.'),
        }),
      )
      .describe('One entry per item selected, in the list’s default order.'),
    undoUntil: instant(
      'Until when `POST …/bulk/{operationId}/undo` puts the done items back; null when nothing can be undone (nothing was done, or this is the answer to an undo).',
    ).nullable(),
  })
  .meta({
    id: 'BulkResult',
    description: 'What a bulk action or its undo did to each item. Each item is changed whole or not at all.',
  });

// --- saved views ---
export const savedViewSchema = z
  .object({
    id: id('The view id; `/<list>?view=<id>` opens it.'),
    list: z.enum(SAVED_VIEW_LISTS).describe('The list it filters.'),
    name: z.string(),
    query: z
      .string()
      .describe(
        'The list’s search, filters, sort and page size as URL query parameters (`status=PUBLISHED&sort=price,asc`), without the page.',
      ),
    columns: z
      .object({
        order: z.array(z.string()).describe('The columns after the first, in the order shown.'),
        hidden: z.array(z.string()),
      })
      .nullable()
      .describe('The columns shown, or null for the list’s defaults.'),
    ownerId: id('The admin who saved it.'),
    createdAt: instant('When it was saved.'),
    updatedAt: instant('When it last changed.'),
  })
  .meta({ id: 'SavedView', description: 'A named view of a list, kept per admin.' });

export const savedViewListSchema = z.array(savedViewSchema).meta({ id: 'SavedViewList' });

// --- settings and system ---
export const systemSettingsSchema = z
  .object({
    brandName: z.string(),
    companyName: z.string(),
    enforceTwoFactor: z.boolean(),
    lockoutThreshold: z.number().int(),
    lockoutMinutes: z.number().int(),
    accessTokenMinutes: z.number().int(),
    updatedAt: instant('When the settings last changed.'),
  })
  .meta({ id: 'SystemSettings' });

export const systemInfoSchema = z
  .object({
    version: z.string(),
    build: z.object({ hash: z.string(), time: z.string().optional() }),
    environment: z.string().optional(),
  })
  .meta({ id: 'SystemInfo' });

// --- reference data (general API) ---
export const countrySchema = z.object({ code: countryCode, name: z.string() }).meta({ id: 'Country' });
export const countryListSchema = z.array(countrySchema);
export const regionSchema = z
  .object({ name: z.string(), countryCode, appellations: z.array(z.string()) })
  .meta({ id: 'Region' });
export const regionListSchema = z.array(regionSchema);
export const grapeVarietySchema = z.object({ name: z.string() }).meta({ id: 'GrapeVariety' });
export const grapeVarietyListSchema = z.array(grapeVarietySchema);
