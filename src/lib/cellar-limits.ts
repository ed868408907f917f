/** The bounds `PUT /cellars/{id}` enforces (422 outside them); the cellar form checks the same. */
export const CELLAR_LIMITS = {
  nameMax: 80,
  locationMax: 120,
  capacityMin: 1,
  capacityMax: 100_000,
  temperatureMin: -5,
  temperatureMax: 25,
} as const;
