import type { AxiosInstance } from 'axios';
import type { z } from 'zod';
import { call } from './call';
import type { systemSettingsSchema } from './wire-schemas';

/**
 * The system settings. General (brand, company) may be changed by any admin; Security
 * (enforceTwoFactor, lockoutThreshold, lockoutMinutes, accessTokenMinutes) only by a SUPER_ADMIN — anyone else
 * changing one gets 403.
 */
export type SystemSettings = z.infer<typeof systemSettingsSchema>;

/** `PUT /settings` replaces every field. */
export type SettingsRequest = Omit<SystemSettings, 'updatedAt'>;

/** The system settings endpoints. */
export function createSettingsApi(http: AxiosInstance) {
  return {
    /** `quiet` for background refreshes: a failure is not toasted. */
    get: (options: { quiet?: boolean } = {}) =>
      call(http, 'GET /settings', { config: { skipGlobalErrorHandler: options.quiet === true } }),
    /** 422 for blank or out-of-range values; 403 when a non-SUPER_ADMIN changes a security setting. */
    update: (body: SettingsRequest) => call(http, 'PUT /settings', { body }),
  };
}

export type SettingsApi = ReturnType<typeof createSettingsApi>;
