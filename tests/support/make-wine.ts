import type { Wine } from '@/api/wines';

/** A plausible wine for tests; `n` makes the id, name and producer unique. */
export function makeWine(n: number, patch: Partial<Wine> = {}): Wine {
  return {
    id: `wine-${n}`,
    name: `Cuvée ${n}`,
    producer: `Domaine ${n}`,
    vintage: 2015 + n,
    type: 'RED',
    categoryId: 'cat-1',
    categoryName: 'Bordeaux blends',
    grapes: [],
    country: 'FR',
    region: 'Bordeaux',
    appellation: null,
    abv: 13.5,
    bottleSizeMl: 750,
    description: '',
    price: { amount: 24.5, currency: 'EUR' },
    drinkFrom: null,
    drinkUntil: null,
    labelImageUrl: null,
    status: 'DRAFT',
    createdAt: '2025-01-01T00:00:00Z',
    updatedAt: '2025-01-01T00:00:00Z',
    ...patch,
  };
}
