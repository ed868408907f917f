/** The limits of a wine's fields (see ./wine-rules for the rules built on them). */
export const WINE_LIMITS = {
  minVintage: 1800,
  maxYear: 2200,
  maxAbv: 25,
  maxGrapes: 20,
  maxGrapeTotal: 100,
  name: 200,
  producer: 200,
  region: 100,
  appellation: 100,
  variety: 100,
  description: 2000,
  minBottleMl: 50,
  maxBottleMl: 30000,
  maxPrice: 1_000_000,
} as const;
