import { Collection } from '@msw/data';
import { z } from 'zod';
import { ADMIN_ROLES, LANGUAGES, SIGN_IN_FAILURE_REASONS, THEME_PREFERENCES } from '@/api/wire-enums';
import { AUDIT_OUTCOMES, AUDIT_TARGET_TYPES } from '@/api/audit';
import { CELLAR_STATUSES, CELLAR_VISIBILITIES } from '@/api/cellars';
import { SAVED_VIEW_LISTS } from '@/api/saved-views';
import { WINE_STATUSES, WINE_TYPES } from '@/api/wines';
import { lazy } from '@/lib/lazy';
import { nextTask } from '@/lib/next-task';

export const MOCK_DB_VERSION = 3;

// Each schema below is built on its first use (`lazy`). Building the row schemas was the longest
// task of the mock's start on a first visit, which needs none of them: the seed's rows are trusted
// (`trustSeedRows`) and a snapshot copies rows without them, so a schema is built when a row is
// first checked.

const adminSchema = lazy(() =>
  z.object({
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
    /** Added after version 3 was saved: a saved admin without it has chosen none. */
    language: z.enum(LANGUAGES).nullable().default(null),
    password: z.string(),
    totpSecret: z.string().nullable(),
    pendingTotpSecret: z.string().nullable(),
    requires2FASetup: z.boolean(),
    failedLoginAttempts: z.number().int().min(0),
    /** When a lock after failed sign-ins lifts; null for a lock only an admin lifts (or none). */
    lockedUntil: z.string().nullable().default(null),
  }),
);

/** One refresh token of a token family; rotation adds a row and marks the previous one rotated. */
const sessionSchema = lazy(() =>
  z.object({
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
  }),
);

const usedTotpCodeSchema = lazy(() =>
  z.object({
    adminId: z.string().min(1),
    step: z.number().int(),
  }),
);

const categorySchema = lazy(() =>
  z.object({
    id: z.string().min(1),
    name: z.string().min(1),
    description: z.string(),
    createdAt: z.string(),
    updatedAt: z.string(),
  }),
);

/** A wine as stored: the category name is read from the category, never copied. */
const wineSchema = lazy(() =>
  z.object({
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
  }),
);

/** A member: an end user of the wine app (not an admin), who owns cellars. */
const memberSchema = lazy(() =>
  z.object({
    id: z.string().min(1),
    fullName: z.string().min(1),
    email: z.string().min(1),
    country: z.string().length(2),
    joinedAt: z.string(),
  }),
);

/** A cellar's metadata. Bottles, fill rate and value are derived from its inventory, never stored. */
const cellarSchema = lazy(() =>
  z.object({
    id: z.string().min(1),
    memberId: z.string().min(1),
    name: z.string().min(1),
    location: z.string(),
    country: z.string().length(2),
    capacity: z.number().int().min(1),
    temperatureC: z.number(),
    visibility: z.enum(CELLAR_VISIBILITIES),
    status: z.enum(CELLAR_STATUSES),
    createdAt: z.string(),
    lastActivityAt: z.string(),
  }),
);

/** One inventory line of a cellar: so many bottles of one wine. */
const inventoryItemSchema = lazy(() =>
  z.object({
    id: z.string().min(1),
    cellarId: z.string().min(1),
    wineId: z.string().min(1),
    quantity: z.number().int().min(1),
    binLocation: z.string(),
    purchasePrice: z.object({ amount: z.number(), currency: z.string().length(3) }),
    purchaseDate: z.string(),
  }),
);

/** The system settings: one row. */
const settingsSchema = lazy(() =>
  z.object({
    id: z.literal('system'),
    brandName: z.string().min(1),
    companyName: z.string().min(1),
    enforceTwoFactor: z.boolean(),
    lockoutThreshold: z.number().int(),
    /** Snapshots saved before the setting existed lock for the default 15 minutes. */
    lockoutMinutes: z.number().int().default(15),
    accessTokenMinutes: z.number().int(),
    updatedAt: z.string(),
  }),
);

/** One admin action, appended by every mutating admin call (and sign-ins); never edited. */
const auditEventSchema = lazy(() =>
  z.object({
    id: z.string().min(1),
    at: z.string(),
    actorId: z.string().nullable(),
    actorEmail: z.string().nullable(),
    action: z.string().min(1),
    targetType: z.enum(AUDIT_TARGET_TYPES),
    targetId: z.string().nullable(),
    targetLabel: z.string().nullable(),
    /** Snapshots saved before refusals were recorded hold successes only. */
    outcome: z.enum(AUDIT_OUTCOMES).default('success'),
    /** A failed sign-in (and the lock it caused): the e-mail tried, why, and from where; null otherwise. */
    signInEmail: z.string().nullable().default(null),
    signInReason: z.enum(SIGN_IN_FAILURE_REASONS).nullable().default(null),
    clientAddress: z.string().nullable().default(null),
  }),
);

/** One item a bulk action changed: the row as it was, and the fields the action set (null: it removed the row). */
const bulkItemOf = <Row extends z.ZodType>(row: Row) =>
  z.object({
    id: z.string().min(1),
    label: z.string(),
    before: row,
    /** The fields the action set, `updatedAt` included: an undo puts them back while the row still holds them. */
    after: z.record(z.string(), z.unknown()).nullable(),
  });

/**
 * A bulk action kept for its undo (`POST /wines/bulk`, `POST /users/bulk`): who ran it, until when it
 * can be undone, and each item it changed. Dropped a while after its window ends.
 */
const bulkOperationSchema = lazy(() => {
  const fields = {
    id: z.string().min(1),
    action: z.string().min(1),
    actorId: z.string().min(1),
    at: z.string(),
    undoUntil: z.string(),
    undone: z.boolean(),
  };
  return z.discriminatedUnion('resource', [
    z.object({ ...fields, resource: z.literal('wines'), items: z.array(bulkItemOf(wineSchema())) }),
    z.object({ ...fields, resource: z.literal('users'), items: z.array(bulkItemOf(adminSchema())) }),
  ]);
});

/** A saved view of a list (`/saved-views`): an admin's named query and columns. */
const savedViewSchema = lazy(() =>
  z.object({
    id: z.string().min(1),
    list: z.enum(SAVED_VIEW_LISTS),
    name: z.string().min(1),
    query: z.string(),
    columns: z.object({ order: z.array(z.string()), hidden: z.array(z.string()) }).nullable(),
    ownerId: z.string().min(1),
    createdAt: z.string(),
    updatedAt: z.string(),
  }),
);

export type MemberRecord = z.infer<ReturnType<typeof memberSchema>>;
export type CellarRecord = z.infer<ReturnType<typeof cellarSchema>>;
export type InventoryItemRecord = z.infer<ReturnType<typeof inventoryItemSchema>>;
export type SettingsRecord = z.infer<ReturnType<typeof settingsSchema>>;
export type AuditEventRecord = z.infer<ReturnType<typeof auditEventSchema>>;
export type BulkOperationRecord = z.infer<ReturnType<typeof bulkOperationSchema>>;
export type SavedViewRecord = z.infer<ReturnType<typeof savedViewSchema>>;
export type CategoryRecord = z.infer<ReturnType<typeof categorySchema>>;
export type WineRecord = z.infer<ReturnType<typeof wineSchema>>;
export type AdminRecord = z.infer<ReturnType<typeof adminSchema>>;
export type SessionRecord = z.infer<ReturnType<typeof sessionSchema>>;

/**
 * Rows known to be valid: a seed's rows as the seed code computed them (its test holds them to the
 * schemas). A restore inserts them without validating each again, which was most of the cost of
 * loading the large collections; any other row (a saved change, an import) is validated.
 */
const trusted = new WeakSet<object>();

/**
 * Marks a seed's rows as valid (see `trusted`); the rows must not be changed afterwards: snapshots
 * share them (`copies`). Where tests run they are frozen, so a change fails there; the demo skips
 * that walk over every row. With `sliceMs` it hands the main thread back as a restore does: the
 * default seed's rows in one go were a task of 13-18 ms (over 50 ms with the CPU slowed 4x).
 */
export async function trustSeedRows(
  data: Record<string, readonly object[]>,
  options: RestoreOptions = {},
): Promise<void> {
  const slice = options.sliceMs === undefined ? null : createSlicer(options);
  for (const rows of Object.values(data)) {
    for (const row of rows) {
      trusted.add(row);
      if (import.meta.env.MODE === 'test') deepFreeze(row);
      if (slice) await slice();
    }
  }
}

/** Freezes a plain-JSON value and everything in it. */
function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    for (const inner of Object.values(value)) deepFreeze(inner);
    Object.freeze(value);
  }
  return value;
}

/**
 * Each record's plain-JSON copy, kept while the record is the same object: @msw/data replaces a
 * record on update (never changes it in place), so a save copies only the records written since the
 * last one; it copied every record (~3,000 in the default demo, ~13,000 at 10,000 admins) and then
 * compared each with its seed row, ~56 ms of a sign-in's answer. Every record passed its schema on
 * the way in, so a deep copy is its plain-JSON form. A record made from a trusted seed row has that
 * row as its copy (see `trusting`): never copied, and the same object as the base's row a save
 * compares it with. Snapshots share these rows, so no one may change a snapshot's row: the copies
 * made here are frozen, and the seed's rows are frozen too where tests run (`trustSeedRows`).
 */
const copies = new WeakMap<object, unknown>();
function copyOf(record: object): unknown {
  let copy = copies.get(record);
  if (copy === undefined) {
    copy = deepFreeze(structuredClone(record));
    copies.set(record, copy);
  }
  return copy;
}

/**
 * A trusted row on its way into a collection (a class instance, which @msw/data does not copy key
 * by key), holding the seed row it copies (a private field: a spread of the instance leaves it out).
 */
class TrustedRow {
  readonly #source: object;
  constructor(source: object) {
    this.#source = source;
  }
  static sourceOf(row: TrustedRow): object {
    return row.#source;
  }
}

/**
 * The collection schema of a row schema built on first use (`lazy`), letting trusted rows
 * through as a plain copy (a record must be a plain object to be updated) without building it.
 */
function trusting<Schema extends z.ZodType>(schema: () => Schema): { '~standard': z.core.$ZodStandardSchema<Schema> } {
  return {
    '~standard': {
      version: 1,
      vendor: 'zod',
      validate: (value) => {
        if (!(value instanceof TrustedRow)) return schema()['~standard'].validate(value);
        // The record @msw/data keeps: its plain-JSON copy is the seed row it was made from.
        const record = { ...value };
        copies.set(record, TrustedRow.sourceOf(value));
        return { value: record as z.output<Schema> };
      },
    },
  };
}

function createCollections() {
  return {
    admins: new Collection({ schema: trusting(adminSchema) }),
    sessions: new Collection({ schema: trusting(sessionSchema) }),
    usedTotpCodes: new Collection({ schema: trusting(usedTotpCodeSchema) }),
    categories: new Collection({ schema: trusting(categorySchema) }),
    wines: new Collection({ schema: trusting(wineSchema) }),
    members: new Collection({ schema: trusting(memberSchema) }),
    cellars: new Collection({ schema: trusting(cellarSchema) }),
    inventory: new Collection({ schema: trusting(inventoryItemSchema) }),
    settings: new Collection({ schema: trusting(settingsSchema) }),
    auditEvents: new Collection({ schema: trusting(auditEventSchema) }),
    bulkOperations: new Collection({ schema: trusting(bulkOperationSchema) }),
    savedViews: new Collection({ schema: trusting(savedViewSchema) }),
  };
}

export const db = createCollections();

/** A plain-JSON copy of every collection (what is persisted and exported). */
export interface DbSnapshot {
  version: typeof MOCK_DB_VERSION;
  data: { [Name in CollectionName]: z.infer<ReturnType<(typeof ROW_SCHEMAS)[Name]>>[] };
}

/**
 * Empties the db by swapping in fresh collections: `Collection.clear()` deletes one record at a
 * time with a splice each, which is quadratic and took most of a second at 10,000 admins.
 */
export function resetDb(): void {
  replaceCollections(createCollections());
}

type Collections = ReturnType<typeof createCollections>;

/**
 * Rows of a restored snapshot that are not loaded yet (see `RestoreOptions.defer`), and a counter
 * that moves whenever the db is replaced, so a hydration that was overtaken never swaps in.
 */
let deferred: { rows: Partial<Record<CollectionName, unknown[]>>; hydrating?: Promise<void> } | null = null;
let generation = 0;

function replaceCollections(collections: Partial<Collections>, pending: typeof deferred = null): void {
  Object.assign(db, collections);
  deferred = pending;
  generation += 1;
}

/**
 * A plain-JSON copy of every collection, for persisting across reloads. Collections whose restore
 * is deferred are copied from the rows they will be loaded from, so a save before they are loaded
 * keeps them.
 */
export function snapshotDb(): DbSnapshot {
  const rows = (name: CollectionName): unknown[] => deferred?.rows[name] ?? (db[name].all() as object[]).map(copyOf);
  return {
    version: MOCK_DB_VERSION,
    data: Object.fromEntries(COLLECTION_NAMES.map((name) => [name, rows(name)])) as DbSnapshot['data'],
  };
}

/** A snapshot with no rows at all. */
export function emptySnapshot(): DbSnapshot {
  return {
    version: MOCK_DB_VERSION,
    data: Object.fromEntries(COLLECTION_NAMES.map((name) => [name, []])) as unknown as DbSnapshot['data'],
  };
}

/** The row schema of each collection (built on first use), in the order a snapshot lists them. */
const ROW_SCHEMAS = {
  admins: adminSchema,
  sessions: sessionSchema,
  usedTotpCodes: usedTotpCodeSchema,
  categories: categorySchema,
  wines: wineSchema,
  members: memberSchema,
  cellars: cellarSchema,
  inventory: inventoryItemSchema,
  settings: settingsSchema,
  auditEvents: auditEventSchema,
  bulkOperations: bulkOperationSchema,
  savedViews: savedViewSchema,
} as const;
type CollectionName = keyof typeof ROW_SCHEMAS;
const COLLECTION_NAMES = Object.keys(ROW_SCHEMAS) as CollectionName[];

/** Collections added after version 3 was saved: a save without one holds none of its rows. */
const ADDED_SINCE_SAVED: readonly CollectionName[] = ['bulkOperations', 'savedViews'];

/**
 * A collection's rows in a snapshot: an array, its rows checked one by one as they are loaded. (As
 * `z.array(z.unknown())`, zod walked every row of the seed to accept it as unknown: most of a task
 * of 13-17 ms on a first visit.)
 */
const rowsField = () => z.custom<unknown[]>((value) => Array.isArray(value), 'Expected an array of rows');

const envelopeSchema = lazy(() =>
  z.object({
    version: z.literal(MOCK_DB_VERSION),
    data: z
      .object(
        Object.fromEntries(
          COLLECTION_NAMES.map((name) => [
            name,
            ADDED_SINCE_SAVED.includes(name) ? rowsField().default([]) : rowsField(),
          ]),
        ) as Record<CollectionName, ReturnType<typeof rowsField>>,
      )
      // Every dataset holds the demo accounts: a snapshot without admins is damaged, not empty.
      .refine((data) => data.admins.length > 0),
  }),
);

export interface RestoreOptions {
  /**
   * Hand the event loop back after about this many milliseconds of work, so restoring thousands of
   * rows on a page never makes one long task; omit to restore in one go.
   */
  sliceMs?: number;
  /** Told the length of each stretch of work and of each pause that followed it. */
  onSlice?: (busyMs: number, pausedMs: number) => void;
  /**
   * Told how many saved rows were left out: rows that fail their schema, duplicates of an id or a
   * unique name, and rows pointing at a row that is not there. The rest loads as saved.
   */
  onDropped?: (count: number) => void;
  /**
   * Load only the small collections a sign-in needs now, and keep the large ones (wines, members,
   * cellars, inventory, audit events) as rows until `hydrateDb()`. Every request must wait for
   * that: until then those collections are empty.
   */
  defer?: boolean;
}

/** The large collections a deferred restore leaves for `hydrateDb()`; nothing a sign-in reads. */
const DEFERRABLE: readonly CollectionName[] = [
  'wines',
  'members',
  'cellars',
  'inventory',
  'auditEvents',
  'bulkOperations',
];

/**
 * Counts work and pauses for `RestoreOptions`: call it between steps, and it hands the main thread
 * back once a stretch reaches `sliceMs` (with `force`, at once).
 */
export function createSlicer({ sliceMs, onSlice }: RestoreOptions) {
  let from = performance.now();
  return async (force = false) => {
    const busy = performance.now() - from;
    if (sliceMs === undefined || (!force && busy < sliceMs)) return;
    const paused = performance.now();
    await nextTask();
    from = performance.now();
    onSlice?.(busy, from - paused);
  };
}

/**
 * Replaces the db with a snapshot. The rows are validated and loaded into fresh collections that
 * replace the db's only once all of them are in, so a request answered during a pause of a sliced
 * restore sees the old data whole, never half of the new. A damaged row is left out with what
 * points at it (`onDropped` says how many); a snapshot of another version, or one left without any
 * admin, leaves the db untouched and answers false (the caller reseeds). With `defer`, the large
 * collections are checked only by `hydrateDb()`.
 */
export async function restoreDb(snapshot: unknown, options: RestoreOptions = {}): Promise<boolean> {
  const slice = createSlicer(options);
  const envelope = envelopeSchema().safeParse(snapshot);
  if (!envelope.success) return false;
  await slice();
  const rows = envelope.data.data;
  const later = options.defer ? DEFERRABLE : [];
  const fresh = createCollections();
  const loaded = await loadRows(
    fresh,
    rows,
    COLLECTION_NAMES.filter((name) => !later.includes(name)),
    slice,
  );
  if (loaded === null) return false;
  const dropped = loaded + (await repairKeys(fresh, later.length === 0 ? 'all' : 'small', slice));
  // Every dataset holds the demo accounts: without any admin left, the data is damaged beyond use.
  if (fresh.admins.all().length === 0) return false;
  if (dropped > 0) options.onDropped?.(dropped);
  replaceCollections(
    fresh,
    later.length > 0 ? { rows: Object.fromEntries(later.map((name) => [name, rows[name]])) } : null,
  );
  await slice(true);
  return true;
}

/**
 * Loads the collections a deferred restore left (at once if there are none); resolves once they
 * are in, or once the db was replaced meanwhile (its rows are then dropped). A row that is invalid
 * or does not fit the rest is left out (`onDropped` says how many). Concurrent calls share one load.
 */
export function hydrateDb(options: RestoreOptions = {}): Promise<void> {
  const pending = deferred;
  if (!pending) return Promise.resolve();
  pending.hydrating ??= (async () => {
    const startedAt = generation;
    const slice = createSlicer(options);
    const fresh = createCollections();
    const names = DEFERRABLE.filter((name) => name in pending.rows);
    const overtaken = () => generation !== startedAt;
    const skipped = await loadRows(fresh, pending.rows, names, slice, overtaken);
    if (skipped === null || overtaken()) return;
    const loaded = Object.fromEntries(names.map((name) => [name, fresh[name]])) as Partial<Collections>;
    const dropped = skipped + (await repairKeys({ ...db, ...loaded }, 'large', slice));
    if (overtaken()) return;
    if (dropped > 0) options.onDropped?.(dropped);
    replaceCollections(loaded);
    await slice(true);
  })();
  return pending.hydrating;
}

/**
 * Validates each row through `create` into `target`, leaving out a row that fails its schema: the
 * number left out, or null once abandoned.
 */
async function loadRows(
  target: Collections,
  rows: Partial<Record<CollectionName, unknown[]>>,
  names: readonly CollectionName[],
  slice: () => Promise<void>,
  abandoned: () => boolean = () => false,
): Promise<number | null> {
  let skipped = 0;
  for (const name of names) {
    // `create` validates each row against the collection's schema and throws on a bad one.
    const collection = target[name] as { create: (row: object) => Promise<unknown> };
    for (const row of rows[name] ?? []) {
      try {
        if (typeof row !== 'object' || row === null) throw new TypeError('not a row');
        await collection.create(Object.assign(trusted.has(row) ? new TrustedRow(row) : new BulkRow(), row));
      } catch {
        skipped += 1;
      }
      await slice();
      if (abandoned()) return null;
    }
  }
  return skipped;
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

/**
 * Makes the keys hold: ids, names, e-mails and tokens that must be unique are (the first row kept),
 * and every reference points at a row that exists (rows pointing nowhere go, and what points at
 * them). `small` checks the collections a sign-in needs, `large` the deferred ones against them.
 * Returns how many rows went. It goes row by row through `slice`, as the rows were loaded: the
 * large collections in one go were a task of 13-19 ms (over 50 ms with the CPU slowed 4x).
 */
async function repairKeys(
  collections: Collections,
  scope: 'small' | 'large' | 'all',
  slice: () => Promise<void>,
): Promise<number> {
  let dropped = 0;
  const keep = async <R>(
    collection: { all(): R[]; delete(record: NoInfer<R>): unknown },
    ...checks: ((row: NoInfer<R>) => string | boolean)[]
  ) => {
    const seen = checks.map(() => new Set<string>());
    for (const row of [...collection.all()]) {
      await slice();
      const bad = checks.some((check, i) => {
        const key = check(row);
        if (typeof key === 'boolean') return !key;
        if (seen[i]!.has(key)) return true;
        seen[i]!.add(key);
        return false;
      });
      if (bad) {
        collection.delete(row);
        dropped += 1;
      }
    }
  };
  if (scope !== 'large') {
    await keep(
      collections.admins,
      (a) => a.id,
      (a) => a.email.toLowerCase(),
    );
    const adminIds = new Set(collections.admins.all().map((a) => a.id));
    await keep(
      collections.sessions,
      (s) => s.accessToken,
      (s) => s.refreshToken,
      (s) => adminIds.has(s.adminId),
    );
    await keep(
      collections.categories,
      (c) => c.id,
      (c) => c.name.toLowerCase(),
    );
    await keep(collections.settings, () => 'the one row');
    await keep(
      collections.savedViews,
      (v) => v.id,
      (v) => adminIds.has(v.ownerId),
    );
  }
  if (scope !== 'small') {
    const categoryIds = new Set(collections.categories.all().map((c) => c.id));
    await keep(
      collections.wines,
      (w) => w.id,
      (w) => categoryIds.has(w.categoryId),
    );
    await keep(collections.members, (m) => m.id);
    const memberIds = new Set(collections.members.all().map((m) => m.id));
    await keep(
      collections.cellars,
      (c) => c.id,
      (c) => memberIds.has(c.memberId),
    );
    const wineIds = new Set(collections.wines.all().map((w) => w.id));
    const cellarIds = new Set(collections.cellars.all().map((c) => c.id));
    await keep(
      collections.inventory,
      (i) => i.id,
      (i) => cellarIds.has(i.cellarId) && wineIds.has(i.wineId),
    );
    await keep(collections.bulkOperations, (o) => o.id);
  }
  return dropped;
}
