import { WINE_STATUSES } from '@/api/wines';
import { CONTRACT_INSTANT, CONTRACT_WINE } from './contract-wine';
import { db } from './db';
import type { WineRecord } from './db';
import { signInCaller } from './provider-state-admins';
import { WINE_PROVIDER_STATES } from './provider-state-names';
import type { WineProviderStateName } from './provider-state-names';

type Params = Record<string, unknown>;
type Setup = (params: Params) => Promise<void>;

const STATE_CREATED_AT = CONTRACT_INSTANT;

function text(params: Params, name: string): string {
  const value = params[name];
  if (typeof value !== 'string' || value.length === 0) throw new Error(`param "${name}" must be a non-empty string`);
  return value;
}

function wholeNumber(params: Params, name: string, fallback: number): number {
  const value = params[name] ?? fallback;
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 0) throw new Error(`param "${name}" must be a whole number`);
  return value;
}

/** The category with this id and name, replacing any holding either (its wines move to it). */
async function putCategory(id: string, name: string): Promise<void> {
  const wanted = name.toLowerCase();
  const clashing = db.categories.all().filter((c) => c.id === id || c.name.toLowerCase() === wanted);
  db.categories.deleteMany((q) => q.where({ id: (value) => clashing.some((c) => c.id === value) }));
  await db.categories.create({ id, name, description: 'Pact category', createdAt: STATE_CREATED_AT, updatedAt: STATE_CREATED_AT });
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

/** How the mock sets up the wine-domain states; provider-states.ts registers them. */
export const WINE_PACT_PROVIDER_STATES: Record<WineProviderStateName, Setup> = {
  [WINE_PROVIDER_STATES.referenceData]: async (params) => {
    await signInCaller(params);
  },
  [WINE_PROVIDER_STATES.categoryExists]: async (params) => {
    await putCategory(text(params, 'id'), text(params, 'name'));
    await signInCaller(params);
  },
  [WINE_PROVIDER_STATES.categoryMissing]: async (params) => {
    const id = text(params, 'id');
    db.categories.deleteMany((q) => q.where({ id }));
    db.wines.deleteMany((q) => q.where({ categoryId: id }));
    dropLinesOfMissingWines();
    await signInCaller(params);
  },
  [WINE_PROVIDER_STATES.categoryInUse]: async (params) => {
    const id = text(params, 'id');
    await putCategory(id, text(params, 'name'));
    db.wines.deleteMany((q) => q.where({ categoryId: id }));
    dropLinesOfMissingWines();
    const count = wholeNumber(params, 'wineCount', 1);
    for (let i = 0; i < count; i++) {
      await db.wines.create(contractWine({ id: crypto.randomUUID(), categoryId: id, name: `Pact Cuvée ${i + 1}` }));
    }
    await signInCaller(params);
  },
  [WINE_PROVIDER_STATES.wineExists]: async (params) => {
    const id = text(params, 'id');
    const categoryId = text(params, 'categoryId');
    await putCategory(categoryId, text(params, 'categoryName'));
    const status = WINE_STATUSES.find((s) => s === (params.status ?? 'DRAFT'));
    if (!status) throw new Error(`param "status" must be one of ${WINE_STATUSES.join(', ')}`);
    const vintage = params.vintage === null ? null : wholeNumber(params, 'vintage', 2019);
    const wine = contractWine({
      id,
      categoryId,
      name: text(params, 'name'),
      producer: text(params, 'producer'),
      vintage,
      bottleSizeMl: wholeNumber(params, 'bottleSizeMl', 750),
      status,
    });
    const key = (w: WineRecord) => `${w.producer}|${w.name}|${w.vintage}|${w.bottleSizeMl}`.toLowerCase();
    db.wines.deleteMany((q) => q.where({ id: (value) => value === id }));
    const clash = db.wines.all().filter((w) => key(w) === key(wine)).map((w) => w.id);
    db.wines.deleteMany((q) => q.where({ id: (value) => clash.includes(value) }));
    // The seed may hold a wine with this id in members' cellars; the contract wine starts in none.
    dropLinesOfMissingWines();
    await db.wines.create(wine);
    await signInCaller(params);
  },
  [WINE_PROVIDER_STATES.wineMissing]: async (params) => {
    const id = text(params, 'id');
    db.wines.deleteMany((q) => q.where({ id }));
    dropLinesOfMissingWines();
    await signInCaller(params);
  },
};
