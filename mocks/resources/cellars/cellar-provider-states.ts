import { CELLAR_STATUSES } from '@/api/cellars';
import { db } from '../../core/db';
import type { CellarRecord, WineRecord } from '../../core/db';
import { signInCaller } from '../users/admin-provider-states';
import { WINE_PROVIDER_STATES } from '../wines/wine-provider-states';
import { WINE_PACT_PROVIDER_STATES } from '../wines/wine-provider-states';
import { textParam, wholeNumberParam } from '../../core/provider-state-params';
import type { ProviderStateSetup } from '../../core/provider-state-params';

/**
 * The provider states of the cellar interactions (contracts/cellars.pact.test.ts and the wine
 * deletion refused while a cellar holds the wine); provider-states.ts registers the setups.
 */
export const CELLAR_PROVIDER_STATES = {
  /**
   * params: id, name, capacity, status, quantity, wineId, accessToken. The cellar exists, owned by
   * the contract member, holding exactly one line: `quantity` bottles of the contract wine
   * (32.50 EUR), so bottles = quantity and the value is quantity × 32.50.
   */
  cellarExists: 'a cellar with id {id} exists',
  /** params: id, accessToken. */
  cellarMissing: 'no cellar with id {id} exists',
  /** params: as the wineExists state of the wines, plus cellarId and accessToken. A cellar holds 6 bottles of the wine. */
  wineInCellars: 'wine {id} is held in a cellar',
} as const;

export type CellarProviderStateName = (typeof CELLAR_PROVIDER_STATES)[keyof typeof CELLAR_PROVIDER_STATES];

const STATE_AT = '2025-06-01T08:00:00.000Z';
const CONTRACT_MEMBER = {
  id: '5e8a2c41-7b3d-4f6e-9a1c-2d4b6f8a0c3e',
  fullName: 'Camille Durand',
  email: 'camille.durand@example.com',
} as const;

function contractWine(id: string): WineRecord {
  const categoryId = db.categories.all()[0]?.id;
  if (!categoryId) throw new Error('the seed holds no category');
  return {
    id,
    name: 'Pact Cellar Cuvée',
    producer: 'Domaine Vale',
    vintage: 2018,
    type: 'RED',
    categoryId,
    grapes: [{ variety: 'Syrah', percentage: 100 }],
    country: 'FR',
    region: 'Rhône',
    appellation: 'Cornas',
    abv: 13.5,
    bottleSizeMl: 750,
    description: 'Pact wine held in a cellar.',
    price: { amount: 32.5, currency: 'EUR' },
    drinkFrom: 2022,
    drinkUntil: 2034,
    labelImageUrl: null,
    status: 'PUBLISHED',
    createdAt: STATE_AT,
    updatedAt: STATE_AT,
  };
}

/** The contract member, the cellar with this id (replacing any) and one line of `quantity` bottles of wine `wineId`. */
async function putCellar(
  fields: Pick<CellarRecord, 'id' | 'name' | 'capacity' | 'status'>,
  wineId: string,
  quantity: number,
): Promise<void> {
  db.members.deleteMany((q) => q.where({ id: CONTRACT_MEMBER.id }));
  await db.members.create({ ...CONTRACT_MEMBER, country: 'FR', joinedAt: STATE_AT });
  db.inventory.deleteMany((q) => q.where({ cellarId: fields.id }));
  db.cellars.deleteMany((q) => q.where({ id: fields.id }));
  await db.cellars.create({
    ...fields,
    memberId: CONTRACT_MEMBER.id,
    location: 'Lyon',
    country: 'FR',
    temperatureC: 12.5,
    visibility: 'PRIVATE',
    createdAt: STATE_AT,
    lastActivityAt: '2026-10-01T18:00:00.000Z',
  });
  if (!db.wines.findFirst((q) => q.where({ id: wineId }))) await db.wines.create(contractWine(wineId));
  await db.inventory.create({
    id: crypto.randomUUID(),
    cellarId: fields.id,
    wineId,
    quantity,
    binLocation: 'B4',
    purchasePrice: { amount: 29.9, currency: 'EUR' },
    purchaseDate: '2026-10-01',
  });
}

export const CELLAR_PACT_PROVIDER_STATES: Record<CellarProviderStateName, ProviderStateSetup> = {
  [CELLAR_PROVIDER_STATES.cellarExists]: async (params) => {
    const status = CELLAR_STATUSES.find((s) => s === (params.status ?? 'ACTIVE'));
    if (!status) throw new Error(`param "status" must be one of ${CELLAR_STATUSES.join(', ')}`);
    await putCellar(
      {
        id: textParam(params, 'id'),
        name: textParam(params, 'name', 'Pact Cellar'),
        capacity: wholeNumberParam(params, 'capacity', 120, 1),
        status,
      },
      textParam(params, 'wineId'),
      wholeNumberParam(params, 'quantity', 6, 1),
    );
    await signInCaller(params);
  },
  [CELLAR_PROVIDER_STATES.cellarMissing]: async (params) => {
    const id = textParam(params, 'id');
    db.inventory.deleteMany((q) => q.where({ cellarId: id }));
    db.cellars.deleteMany((q) => q.where({ id }));
    await signInCaller(params);
  },
  [CELLAR_PROVIDER_STATES.wineInCellars]: async (params) => {
    await WINE_PACT_PROVIDER_STATES[WINE_PROVIDER_STATES.wineExists](params);
    await putCellar(
      { id: textParam(params, 'cellarId'), name: 'Pact Cellar', capacity: 120, status: 'ACTIVE' },
      textParam(params, 'id'),
      6,
    );
  },
};
