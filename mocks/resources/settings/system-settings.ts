import type { SystemSettings } from '@/api/settings';
import { db } from '../../core/db';
import type { SettingsRecord } from '../../core/db';
import { mockConfig } from '../../core/mock-config';
import { defaultSettings } from './settings-defaults';

const FALLBACK = defaultSettings('2024-03-01T08:00:00.000Z');

/** The settings as the API answers them. */
export function toSystemSettings(record: SettingsRecord): SystemSettings {
  const { brandName, companyName, enforceTwoFactor, lockoutThreshold, lockoutMinutes, accessTokenMinutes, updatedAt } =
    record;
  return { brandName, companyName, enforceTwoFactor, lockoutThreshold, lockoutMinutes, accessTokenMinutes, updatedAt };
}

export function currentSettings(): SettingsRecord {
  return db.settings.findFirst((q) => q.where({ id: 'system' })) ?? FALLBACK;
}

/** The lifetime of a newly issued access token: the settings', unless a test overrides it. */
export function accessTokenTtlMs(): number {
  return mockConfig().accessTokenTtlMs ?? currentSettings().accessTokenMinutes * 60 * 1000;
}

/** Consecutive failed sign-ins that lock an account: the settings', unless a test overrides it. */
export function lockoutThreshold(): number {
  return mockConfig().maxFailedLogins ?? currentSettings().lockoutThreshold;
}

/** How long a lock after failed sign-ins lasts. */
export function lockoutDurationMs(): number {
  return currentSettings().lockoutMinutes * 60 * 1000;
}

/** Whether an admin without two-factor authentication gets only a setup token at sign-in. */
export function twoFactorEnforced(): boolean {
  return currentSettings().enforceTwoFactor;
}
