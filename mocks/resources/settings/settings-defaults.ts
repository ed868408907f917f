import { env } from '@/config/env';
import type { SettingsRecord } from '../../core/db';

/** The settings a fresh demo starts with (and the mock falls back to without a row). */
export function defaultSettings(updatedAt: string): SettingsRecord {
  return {
    id: 'system',
    brandName: env.VITE_BRAND_NAME,
    companyName: env.VITE_COMPANY_NAME,
    enforceTwoFactor: false,
    lockoutThreshold: 5,
    lockoutMinutes: 15,
    accessTokenMinutes: 15,
    updatedAt,
  };
}
