import { WINE_STATUSES } from '@/api/wines';
import { CONTRACT_INSTANT, CONTRACT_WINE } from './contract-wine';
import { db } from '../../core/db';
import type { WineRecord } from '../../core/db';
import { signInCaller } from '../users/admin-provider-states';
import { textParam, wholeNumberParam } from '../../core/provider-state-params';
import type { ProviderStateParams, ProviderStateSetup } from '../../core/provider-state-params';
import { now } from '../../core/mock-config';
import { changeWines, undoWineBulk } from './wine-bulk';

/** The provider states of the wine domain (reference data, categories, wines); their setups are below. */
export const WINE_PROVIDER_STATES = {
  /** params: accessToken. The caller is signed in; the reference data is the static set. */
  referenceData: 'reference data exists and access token {accessToken} is valid',
  /** params: id, name, accessToken. The category exists and no other category has this name. */
  categoryExists: 'a wine category with id {id} and name {name} exists',
  /** params: id, accessToken. */
  categoryMissing: 'no wine category with id {id} exists',
  /** params: id, name, wineCount, accessToken. The category exists and holds exactly wineCount wines. */
  categoryInUse: 'wine category {id} holds {wineCount} wines',
  /**
   * params: id, name, producer, vintage, bottleSizeMl, status, categoryId, categoryName, accessToken.
   * The wine exists in that category with exactly these identity fields and status.
   */
  wineExists: 'a wine with id {id} exists',
  /** params: id, accessToken. */
  wineMissing: 'no wine with id {id} exists',
  /** params: as wineExists, plus callerEmail and callerRole: the caller is an active admin of that role. */
  wineExistsForCaller: 'a wine with id {id} exists and {callerEmail} is signed in as {callerRole}',
  /** params: id, otherId, categoryId, categoryName, accessToken. Two wines of the category: `id` a draft, `otherId` published. */
  draftAndPublishedWine: 'wine {id} is a draft and wine {otherId} is published',
  /**
   * params: id (the operation's), wineId, categoryId, categoryName, accessToken. The caller published
   * that wine (a draft before) by `POST /wines/bulk` a moment ago: operation `id` can be undone.
   */
  wineBulkUndoable: 'wine bulk operation {id} published wine {wineId} and can be undone',
  /** params: as wineBulkUndoable. The operation's undo window ended a second ago. */
  wineBulkExpired: 'wine bulk operation {id} published wine {wineId} and its time to undo has passed',
  /** params: as wineBulkUndoable. The operation was undone already. */
  wineBulkUndone: 'wine bulk operation {id} published wine {wineId} and has been undone',
} as const;

export type WineProviderStateName = (typeof WINE_PROVIDER_STATES)[keyof typeof WINE_PROVIDER_STATES];

const STATE_CREATED_AT = CONTRACT_INSTANT;

/** The category with this id and name, replacing any holding either (its wines move to it). */
async function putCategory(id: string, name: string): Promise<void> {
  const wanted = name.toLowerCase();
  const clashing = db.categories.all().filter((c) => c.id === id || c.name.toLowerCase() === wanted);
  db.categories.deleteMany((q) => q.where({ id: (value) => clashing.some((c) => c.id === value) }));
  await db.categories.create({
    id,
    name,
    description: 'Pact category',
    createdAt: STATE_CREATED_AT,
    updatedAt: STATE_CREATED_AT,
  });
  for (const old of clashing) {
    if (old.id === id) continue;
    await db.wines.updateMany((q) => q.where({ categoryId: old.id }), {
      data(row) {
        row.categoryId = id;
      },
    });
  }
}

/** Cellar lines whose wine a state removed go too, as the API never leaves a line without its wine. */
function dropLinesOfMissingWines(): void {
  const wineIds = new Set(db.wines.all().map((w) => w.id));
  db.inventory.deleteMany((q) => q.where({ wineId: (value) => !wineIds.has(value) }));
}

function contractWine(fields: Partial<WineRecord> & { id: string; categoryId: string }): WineRecord {
  return {
    ...CONTRACT_WINE,
    status: 'DRAFT',
    createdAt: STATE_CREATED_AT,
    updatedAt: STATE_CREATED_AT,
    ...fields,
  };
}

/** A wine of the state's category with this id, name and status, no other wine sharing its identity (nor its id). */
async function putWine(fields: Partial<WineRecord> & { id: string; categoryId: string; name: string }): Promise<void> {
  const wine = contractWine(fields);
  const key = (w: WineRecord) => `${w.producer}|${w.name}|${w.vintage}|${w.bottleSizeMl}`.toLowerCase();
  db.wines.deleteMany((q) => q.where({ id: (value) => value === wine.id }));
  const clash = db.wines
    .all()
    .filter((w) => key(w) === key(wine))
    .map((w) => w.id);
  db.wines.deleteMany((q) => q.where({ id: (value) => clash.includes(value) }));
  // The seed may hold a wine with this id in members' cellars; the contract wine starts in none.
  dropLinesOfMissingWines();
  await db.wines.create(wine);
}

/**
 * The caller signed in, having published draft `wineId` by a bulk action that is operation `id`
 * (run through the mock's own bulk code, so the operation is the one a real call leaves).
 */
async function publishedInBulk(params: ProviderStateParams): Promise<{ operationId: string; callerId: string }> {
  const categoryId = textParam(params, 'categoryId');
  await putCategory(categoryId, textParam(params, 'categoryName'));
  const wineId = textParam(params, 'wineId');
  await putWine({ id: wineId, categoryId, name: CONTRACT_WINE.name, status: 'DRAFT' });
  const caller = await signInCaller(params);
  const operationId = textParam(params, 'id');
  const outcome = await changeWines({ action: 'PUBLISH', ids: [wineId] }, caller.id, operationId);
  if ('errors' in outcome || outcome.result.done !== 1) throw new Error('the wine could not be published');
  return { operationId, callerId: caller.id };
}

/** How the mock sets up the wine-domain states; provider-states.ts registers them. */
export const WINE_PACT_PROVIDER_STATES: Record<WineProviderStateName, ProviderStateSetup> = {
  [WINE_PROVIDER_STATES.referenceData]: async (params) => {
    await signInCaller(params);
  },
  [WINE_PROVIDER_STATES.categoryExists]: async (params) => {
    await putCategory(textParam(params, 'id'), textParam(params, 'name'));
    await signInCaller(params);
  },
  [WINE_PROVIDER_STATES.categoryMissing]: async (params) => {
    const id = textParam(params, 'id');
    db.categories.deleteMany((q) => q.where({ id }));
    db.wines.deleteMany((q) => q.where({ categoryId: id }));
    dropLinesOfMissingWines();
    await signInCaller(params);
  },
  [WINE_PROVIDER_STATES.categoryInUse]: async (params) => {
    const id = textParam(params, 'id');
    await putCategory(id, textParam(params, 'name'));
    db.wines.deleteMany((q) => q.where({ categoryId: id }));
    dropLinesOfMissingWines();
    const count = wholeNumberParam(params, 'wineCount', 1);
    for (let i = 0; i < count; i++) {
      await db.wines.create(contractWine({ id: crypto.randomUUID(), categoryId: id, name: `Pact Cuvée ${i + 1}` }));
    }
    await signInCaller(params);
  },
  [WINE_PROVIDER_STATES.wineExists]: (params) => wineExists(params),
  [WINE_PROVIDER_STATES.wineExistsForCaller]: (params) => wineExists(params),
  [WINE_PROVIDER_STATES.draftAndPublishedWine]: async (params) => {
    const categoryId = textParam(params, 'categoryId');
    await putCategory(categoryId, textParam(params, 'categoryName'));
    await putWine({ id: textParam(params, 'id'), categoryId, name: CONTRACT_WINE.name, status: 'DRAFT' });
    await putWine({
      id: textParam(params, 'otherId'),
      categoryId,
      name: `${CONTRACT_WINE.name} Vieilles Vignes`,
      status: 'PUBLISHED',
    });
    await signInCaller(params);
  },
  [WINE_PROVIDER_STATES.wineBulkUndoable]: async (params) => {
    await publishedInBulk(params);
  },
  [WINE_PROVIDER_STATES.wineBulkExpired]: async (params) => {
    const { operationId } = await publishedInBulk(params);
    await db.bulkOperations.update((q) => q.where({ id: operationId }), {
      data(row) {
        row.undoUntil = new Date(now() - 1000).toISOString();
      },
    });
  },
  [WINE_PROVIDER_STATES.wineBulkUndone]: async (params) => {
    const { operationId, callerId } = await publishedInBulk(params);
    const undone = await undoWineBulk(operationId, callerId);
    if (!undone.ok) throw new Error('the operation could not be undone');
  },
  [WINE_PROVIDER_STATES.wineMissing]: async (params) => {
    const id = textParam(params, 'id');
    db.wines.deleteMany((q) => q.where({ id }));
    dropLinesOfMissingWines();
    await signInCaller(params);
  },
};

/** `a wine with id {id} exists` (and its variant naming the caller): the wine, then the caller signed in. */
async function wineExists(params: ProviderStateParams): Promise<void> {
  const categoryId = textParam(params, 'categoryId');
  await putCategory(categoryId, textParam(params, 'categoryName'));
  const status = WINE_STATUSES.find((s) => s === (params.status ?? 'DRAFT'));
  if (!status) throw new Error(`param "status" must be one of ${WINE_STATUSES.join(', ')}`);
  const vintage = params.vintage === null ? null : wholeNumberParam(params, 'vintage', 2019);
  await putWine({
    id: textParam(params, 'id'),
    categoryId,
    name: textParam(params, 'name'),
    producer: textParam(params, 'producer'),
    vintage,
    bottleSizeMl: wholeNumberParam(params, 'bottleSizeMl', 750),
    status,
  });
  await signInCaller(params);
}
