import { Collection } from '@msw/data';
import { z } from 'zod';
import { ADMIN_ROLES, THEME_PREFERENCES } from '@/api/types';
import { WINE_STATUSES, WINE_TYPES } from '@/api/wines';

export const MOCK_DB_VERSION = 2;

const adminSchema = z.object({
  id: z.string().min(1),
  email: z.string().min(1),
  fullName: z.string(),
  role: z.enum(ADMIN_ROLES),
  active: z.boolean(),
  locked: z.boolean(),
  twoFactorEnabled: z.boolean(),
  lastLoginAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  avatarUrls: z.object({ small: z.string(), icon: z.string() }).nullable(),
  themePreference: z.enum(THEME_PREFERENCES),
  password: z.string(),
  totpSecret: z.string().nullable(),
  pendingTotpSecret: z.string().nullable(),
  requires2FASetup: z.boolean(),
  failedLoginAttempts: z.number().int().min(0),
});

/** One refresh token of a token family; rotation adds a row and marks the previous one rotated. */
const sessionSchema = z.object({
  id: z.string().min(1),
  familyId: z.string().min(1),
  adminId: z.string().min(1),
  refreshToken: z.string().min(1),
  accessToken: z.string().min(1),
  accessTokenExpiresAt: z.number(),
  setupOnly: z.boolean(),
  rotated: z.boolean(),
  revoked: z.boolean(),
  createdAt: z.number(),
});

const usedTotpCodeSchema = z.object({
  adminId: z.string().min(1),
  step: z.number().int(),
});

const categorySchema = z.object({
  id: z.string().min(1),
  name: z.string().min(1),
  description: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});

/** A wine as stored: the category name is read from the category, never copied. */
const wineSchema = z.object({
  id: z.string().min(1),
  name: z.string().min(1),
  producer: z.string().min(1),
  vintage: z.number().int().nullable(),
  type: z.enum(WINE_TYPES),
  categoryId: z.string().min(1),
  grapes: z.array(z.object({ variety: z.string().min(1), percentage: z.number().nullable() })),
  country: z.string().length(2),
  region: z.string().min(1),
  appellation: z.string().nullable(),
  abv: z.number(),
  bottleSizeMl: z.number().int(),
  description: z.string(),
  price: z.object({ amount: z.number(), currency: z.string().length(3) }),
  drinkFrom: z.number().int().nullable(),
  drinkUntil: z.number().int().nullable(),
  labelImageUrl: z.string().nullable(),
  status: z.enum(WINE_STATUSES),
  createdAt: z.string(),
  updatedAt: z.string(),
});

export type CategoryRecord = z.infer<typeof categorySchema>;
export type WineRecord = z.infer<typeof wineSchema>;
export type AdminRecord = z.infer<typeof adminSchema>;
export type SessionRecord = z.infer<typeof sessionSchema>;
export type UsedTotpCodeRecord = z.infer<typeof usedTotpCodeSchema>;

function createCollections() {
  return {
    admins: new Collection({ schema: adminSchema }),
    sessions: new Collection({ schema: sessionSchema }),
    usedTotpCodes: new Collection({ schema: usedTotpCodeSchema }),
    categories: new Collection({ schema: categorySchema }),
    wines: new Collection({ schema: wineSchema }),
  };
}

export const db = createCollections();

const snapshotSchema = z.object({
  version: z.literal(MOCK_DB_VERSION),
  data: z.object({
    admins: z.array(adminSchema),
    sessions: z.array(sessionSchema),
    usedTotpCodes: z.array(usedTotpCodeSchema),
    categories: z.array(categorySchema),
    wines: z.array(wineSchema),
  }),
});

export type DbSnapshot = z.infer<typeof snapshotSchema>;

/**
 * Empties the db by swapping in fresh collections: `Collection.clear()` deletes one record at a
 * time with a splice each, which is quadratic and took most of a second at 10,000 admins.
 */
export function resetDb(): void {
  Object.assign(db, createCollections());
}

/** A plain-JSON copy of every collection, for persisting across reloads. */
export function snapshotDb(): DbSnapshot {
  return {
    version: MOCK_DB_VERSION,
    data: {
      admins: db.admins.all().map((record) => adminSchema.parse(record)),
      sessions: db.sessions.all().map((record) => sessionSchema.parse(record)),
      usedTotpCodes: db.usedTotpCodes.all().map((record) => usedTotpCodeSchema.parse(record)),
      categories: db.categories.all().map((record) => categorySchema.parse(record)),
      wines: db.wines.all().map((record) => wineSchema.parse(record)),
    },
  };
}

/**
 * Replaces the db with a snapshot. Validates the whole snapshot first, so a corrupt or outdated
 * one leaves the db untouched and answers false (the caller reseeds).
 */
export async function restoreDb(snapshot: unknown): Promise<boolean> {
  const parsed = snapshotSchema.safeParse(snapshot);
  if (!parsed.success || !hasUniqueKeys(parsed.data)) return false;
  resetDb();
  const { admins, sessions, usedTotpCodes, categories, wines } = parsed.data.data;
  await insertMany(db.admins, admins);
  await insertMany(db.sessions, sessions);
  await insertMany(db.usedTotpCodes, usedTotpCodes);
  await insertMany(db.categories, categories);
  await insertMany(db.wines, wines);
  return true;
}

class BulkRow {}

/**
 * Inserts rows one by one through `create` (so the schema still validates each), handing each over
 * as a class instance: @msw/data deep-copies a plain object key by key to strip relation getters
 * (these collections have none) before validating, and that copy was most of a 10,000-admin seed.
 */
export async function insertMany<Row extends object>(
  collection: { create: (row: Row) => Promise<unknown> },
  rows: readonly Row[],
): Promise<void> {
  for (const row of rows) await collection.create(Object.assign(new BulkRow(), row));
}

function hasUniqueKeys(snapshot: DbSnapshot): boolean {
  const { admins, sessions, categories, wines } = snapshot.data;
  const unique = (values: string[]) => new Set(values).size === values.length;
  const categoryIds = new Set(categories.map((c) => c.id));
  return (
    unique(categories.map((c) => c.id)) &&
    unique(categories.map((c) => c.name.toLowerCase())) &&
    unique(wines.map((w) => w.id)) &&
    wines.every((w) => categoryIds.has(w.categoryId)) &&
    unique(admins.map((a) => a.id)) &&
    unique(admins.map((a) => a.email.toLowerCase())) &&
    unique(sessions.map((s) => s.refreshToken)) &&
    unique(sessions.map((s) => s.accessToken))
  );
}
