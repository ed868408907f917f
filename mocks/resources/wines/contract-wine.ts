import type { WineRequest } from '@/api/wines';

/**
 * The wine the contract's interactions are about (handwritten, unlike any seeded one): the pact
 * describes it and the provider states put it in the db, so both read it from here.
 */
export const CONTRACT_WINE: WineRequest = {
  name: 'Clos des Argiles',
  producer: 'Domaine Vale',
  vintage: 2019,
  type: 'RED',
  categoryId: '6b1f0c3e-2d4a-4e8b-9c7d-1a2b3c4d5e6f',
  grapes: [
    { variety: 'Grenache', percentage: 70 },
    { variety: 'Syrah', percentage: 30 },
  ],
  country: 'FR',
  region: 'Rhône',
  appellation: 'Gigondas',
  abv: 14.5,
  bottleSizeMl: 750,
  description: 'Garrigue and black cherry.',
  price: { amount: 32.5, currency: 'EUR' },
  drinkFrom: 2022,
  drinkUntil: 2032,
  labelImageUrl: null,
};

/** When the contract's records were created and last updated. */
export const CONTRACT_INSTANT = '2025-06-01T08:00:00.000Z';
