/**
 * The bounds of the system settings, without zod: the API layer reads them, and zod should load
 * only where settings are validated (lib/settings-rules).
 */
export const SETTINGS_LIMITS = {
  brandName: 40,
  companyName: 80,
  lockoutThreshold: { min: 3, max: 10 },
  lockoutMinutes: { min: 1, max: 1440 },
  accessTokenMinutes: { min: 5, max: 120 },
} as const;
