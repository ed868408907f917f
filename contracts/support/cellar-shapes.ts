import { MatchersV3 } from '@pact-foundation/pact';
import { CELLAR_STATUSES, CELLAR_VISIBILITIES } from '@/api/cellars';
import type { CellarStatus, CellarUpdateRequest } from '@/api/cellars';
import { WINE_TYPES } from '@/api/wines';
import { instant } from './shapes';

const { integer, like, number, regex, uuid } = MatchersV3;

const oneOf = (values: readonly string[], example: string) => regex(new RegExp(`^(${values.join('|')})$`), example);

export const cellarStatus = (example: CellarStatus) => oneOf(CELLAR_STATUSES, example);

/** The cellar the contract's interactions are about; its one line holds 6 bottles at 32.50 EUR. */
export const CONTRACT_CELLAR = {
  id: '7c1e9a52-3f4b-4d8e-a6c2-9b0d1e2f3a4b',
  wineId: '2a4c6e8f-1b3d-4f5a-8c7e-9d0b1a2c3e4f',
  name: 'Pact Cellar',
  capacity: 120,
  quantity: 6,
} as const;

export const CONTRACT_CELLAR_UPDATE: CellarUpdateRequest = {
  name: 'Pact Cellar Renamed',
  location: 'Lyon',
  country: 'FR',
  capacity: 240,
  temperatureC: 12.5,
  visibility: 'SHARED',
};

const eur = (amount: number) => ({ amount: number(amount), currency: regex(/^EUR$/, 'EUR') });

/** A cellar as the API returns it; `overrides` pins what an interaction is about. */
export function cellarBody(overrides: Record<string, unknown> = {}) {
  return {
    id: uuid(CONTRACT_CELLAR.id),
    name: like(CONTRACT_CELLAR.name),
    owner: {
      id: like('5e8a2c41-7b3d-4f6e-9a1c-2d4b6f8a0c3e'),
      fullName: like('Camille Durand'),
      email: like('camille.durand@example.com'),
    },
    location: like('Lyon'),
    country: regex(/^[A-Z]{2}$/, 'FR'),
    capacity: integer(CONTRACT_CELLAR.capacity),
    temperatureC: number(12.5),
    visibility: oneOf(CELLAR_VISIBILITIES, 'PRIVATE'),
    status: cellarStatus('ACTIVE'),
    createdAt: instant('2025-06-01T08:00:00.000Z'),
    lastActivityAt: instant('2026-10-01T18:00:00.000Z'),
    bottles: integer(CONTRACT_CELLAR.quantity),
    fillRate: number(0.05),
    estimatedValue: eur(195),
    ...overrides,
  };
}

/** A cellar update body with matchers (types, not values, except the enum). */
export function cellarUpdateBody(request: CellarUpdateRequest = CONTRACT_CELLAR_UPDATE) {
  return {
    name: like(request.name),
    location: like(request.location),
    country: regex(/^[A-Za-z]{2}$/, request.country),
    capacity: integer(request.capacity),
    temperatureC: number(request.temperatureC),
    visibility: oneOf(CELLAR_VISIBILITIES, request.visibility),
  };
}

/** One inventory line as returned. */
export function inventoryItemBody() {
  return {
    id: like('0f1e2d3c-4b5a-4968-8776-655443322110'),
    wine: {
      id: uuid(CONTRACT_CELLAR.wineId),
      name: like('Pact Cellar Cuvée'),
      producer: like('Domaine Vale'),
      vintage: integer(2018),
      type: oneOf(WINE_TYPES, 'RED'),
      price: { amount: number(32.5), currency: regex(/^[A-Z]{3}$/, 'EUR') },
    },
    quantity: integer(CONTRACT_CELLAR.quantity),
    binLocation: like('B4'),
    purchasePrice: { amount: number(29.9), currency: regex(/^[A-Z]{3}$/, 'EUR') },
    purchaseDate: regex(/^\d{4}-\d{2}-\d{2}$/, '2026-10-01'),
    value: eur(195),
  };
}
