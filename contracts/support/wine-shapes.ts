import { MatchersV3 } from '@pact-foundation/pact';
import { WINE_STATUSES, WINE_TYPES } from '@/api/wines';
import type { WineRequest, WineStatus, WineType } from '@/api/wines';
import { CONTRACT_INSTANT, CONTRACT_WINE } from '../../mocks/resources/wines/contract-wine';
import { stateId } from './pact';
import { instant } from './shapes';

const { eachLike, integer, like, number, regex, uuid } = MatchersV3;

const oneOf = (values: readonly string[], example: string) => regex(new RegExp(`^(${values.join('|')})$`), example);

const wineType = (example: WineType) => oneOf(WINE_TYPES, example);
export const wineStatus = (example: WineStatus) => oneOf(WINE_STATUSES, example);

/** The wine the contract's interactions are about, shared with the provider states that seed it. */
export { CONTRACT_WINE };
export const CONTRACT_CATEGORY = { id: CONTRACT_WINE.categoryId, name: 'Pact Rhône Reds' } as const;

/**
 * A wine request body with matchers (types, not values, except the enums). Its category is the one
 * the provider state answered: its `id` (a category state) or its `categoryId` (a wine state).
 */
export function wineRequestBody(request: WineRequest = CONTRACT_WINE, categoryKey: 'id' | 'categoryId' = 'id') {
  return {
    name: like(request.name),
    producer: like(request.producer),
    vintage: request.vintage === null ? null : integer(request.vintage),
    type: wineType(request.type),
    categoryId: stateId(categoryKey, request.categoryId),
    grapes: eachLike({
      variety: like(request.grapes[0]?.variety ?? 'Grenache'),
      percentage: integer(request.grapes[0]?.percentage ?? 70),
    }),
    country: regex(/^[A-Z]{2}$/, request.country),
    region: like(request.region),
    appellation: like(request.appellation ?? 'Gigondas'),
    abv: number(request.abv),
    bottleSizeMl: integer(request.bottleSizeMl),
    description: like(request.description),
    price: { amount: number(request.price.amount), currency: regex(/^[A-Z]{3}$/, request.price.currency) },
    drinkFrom: integer(request.drinkFrom ?? 2022),
    drinkUntil: integer(request.drinkUntil ?? 2032),
    labelImageUrl: null,
  };
}

/** A wine as the API returns it; `overrides` pins what an interaction is about. */
export function wineBody(overrides: Record<string, unknown> = {}) {
  return {
    id: uuid('9d439969-8166-4cc2-b267-5a93165cc7af'),
    name: like(CONTRACT_WINE.name),
    producer: like(CONTRACT_WINE.producer),
    vintage: integer(2019),
    type: wineType('RED'),
    categoryId: like(CONTRACT_CATEGORY.id),
    categoryName: like(CONTRACT_CATEGORY.name),
    grapes: eachLike({ variety: like('Grenache'), percentage: integer(70) }),
    country: regex(/^[A-Z]{2}$/, 'FR'),
    region: like('Rhône'),
    appellation: like('Gigondas'),
    abv: number(14.5),
    bottleSizeMl: integer(750),
    description: like('Garrigue and black cherry.'),
    price: { amount: number(32.5), currency: regex(/^[A-Z]{3}$/, 'EUR') },
    drinkFrom: integer(2022),
    drinkUntil: integer(2032),
    labelImageUrl: null,
    status: wineStatus('DRAFT'),
    createdAt: instant(CONTRACT_INSTANT),
    updatedAt: instant(CONTRACT_INSTANT),
    ...overrides,
  };
}

/** A category as the API returns it. */
export function categoryBody(overrides: Record<string, unknown> = {}) {
  return {
    id: like(CONTRACT_CATEGORY.id),
    name: like(CONTRACT_CATEGORY.name),
    description: like('Pact category'),
    wineCount: integer(3),
    createdAt: instant(CONTRACT_INSTANT),
    updatedAt: instant(CONTRACT_INSTANT),
    ...overrides,
  };
}
