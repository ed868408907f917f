import { z } from 'zod';
import { SETTINGS_LIMITS } from './settings-limits';
import { requiredText as text } from './text-rule';

/**
 * The rules the system settings must satisfy, shared by the settings form and the mock backend so
 * both refuse the same input with the same message (the bounds themselves are zod-free, in ./settings-limits).
 */
export { SETTINGS_LIMITS };

const wholeNumber = (label: string, { min, max }: { min: number; max: number }) => {
  const message = `${label} must be a whole number from ${min} to ${max}`;
  return z
    .number({ error: (issue) => (issue.input === undefined ? `${label} is required` : message) })
    .int(message)
    .min(min, message)
    .max(max, message);
};

const generalSettingsShape = {
  brandName: text('Brand name', SETTINGS_LIMITS.brandName),
  companyName: text('Company name', SETTINGS_LIMITS.companyName),
};

const securitySettingsShape = {
  enforceTwoFactor: z.boolean({
    error: (issue) =>
      issue.input === undefined ? 'Enforce two-factor is required' : 'Enforce two-factor must be true or false',
  }),
  lockoutThreshold: wholeNumber('Lockout threshold', SETTINGS_LIMITS.lockoutThreshold),
  lockoutMinutes: wholeNumber('Lockout duration', SETTINGS_LIMITS.lockoutMinutes),
  accessTokenMinutes: wholeNumber('Access token lifetime', SETTINGS_LIMITS.accessTokenMinutes),
};

/** `PUT /settings`: every field, trimmed texts. */
export const settingsRequestSchema = z.object({ ...generalSettingsShape, ...securitySettingsShape });
export type SettingsRequestValues = z.output<typeof settingsRequestSchema>;

/** The fields only a SUPER_ADMIN may change. */
export const SECURITY_SETTING_FIELDS = [
  'enforceTwoFactor',
  'lockoutThreshold',
  'lockoutMinutes',
  'accessTokenMinutes',
] as const;
