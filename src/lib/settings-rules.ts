import { z } from 'zod';
import { SETTINGS_LIMITS } from './settings-limits';
import { textMessages } from './text-problem';

/**
 * The rules the system settings must satisfy, shared by the settings form and the mock backend so
 * both refuse the same input (the bounds themselves are zod-free, in ./settings-limits). The rules
 * are built once per set of words: the mock answers with the server's English words
 * (`settingsRequestSchema`), the console shows the catalogue's in the language shown
 * (`settingsRequestSchemaWith`, given its messages by features/settings).
 */
export { SETTINGS_LIMITS };

/** The fields of `PUT /settings`. */
export type SettingsField =
  'brandName' | 'companyName' | 'enforceTwoFactor' | 'lockoutThreshold' | 'lockoutMinutes' | 'accessTokenMinutes';

/** The words of each refusal, asked for when a value is refused (so they may follow a language). */
export interface SettingsMessages {
  required: (field: SettingsField) => string;
  notString: (field: SettingsField) => string;
  tooLong: (field: SettingsField, max: number) => string;
  wholeNumber: (field: SettingsField, range: { min: number; max: number }) => string;
  notBoolean: (field: SettingsField) => string;
}

const SERVER_LABELS: Record<SettingsField, string> = {
  brandName: 'Brand name',
  companyName: 'Company name',
  enforceTwoFactor: 'Enforce two-factor',
  lockoutThreshold: 'Lockout threshold',
  lockoutMinutes: 'Lockout duration',
  accessTokenMinutes: 'Access token lifetime',
};

/** The server's words (the mock's answers, and the contract's). */
const SERVER_SETTINGS_MESSAGES: SettingsMessages = {
  required: (field) => `${SERVER_LABELS[field]} is required`,
  notString: (field) => textMessages(SERVER_LABELS[field], 0).notString,
  tooLong: (field, max) => textMessages(SERVER_LABELS[field], max).tooLong,
  wholeNumber: (field, { min, max }) => `${SERVER_LABELS[field]} must be a whole number from ${min} to ${max}`,
  notBoolean: (field) => `${SERVER_LABELS[field]} must be true or false`,
};

/** The settings request's schema, refusing in `messages`' words. */
export function settingsRequestSchemaWith(messages: SettingsMessages) {
  const text = (field: 'brandName' | 'companyName', max: number) =>
    z
      .string({ error: (issue) => (issue.input === undefined ? messages.required(field) : messages.notString(field)) })
      .trim()
      .min(1, { error: () => messages.required(field) })
      .max(max, { error: () => messages.tooLong(field, max) });
  const wholeNumber = (field: 'lockoutThreshold' | 'lockoutMinutes' | 'accessTokenMinutes') => {
    const range = SETTINGS_LIMITS[field];
    const message = { error: () => messages.wholeNumber(field, range) };
    return z
      .number({
        error: (issue) => (issue.input === undefined ? messages.required(field) : messages.wholeNumber(field, range)),
      })
      .int(message)
      .min(range.min, message)
      .max(range.max, message);
  };
  return z.object({
    brandName: text('brandName', SETTINGS_LIMITS.brandName),
    companyName: text('companyName', SETTINGS_LIMITS.companyName),
    enforceTwoFactor: z.boolean({
      error: (issue) =>
        issue.input === undefined ? messages.required('enforceTwoFactor') : messages.notBoolean('enforceTwoFactor'),
    }),
    lockoutThreshold: wholeNumber('lockoutThreshold'),
    lockoutMinutes: wholeNumber('lockoutMinutes'),
    accessTokenMinutes: wholeNumber('accessTokenMinutes'),
  });
}

/** `PUT /settings`: every field, trimmed texts, refused in the server's words. */
export const settingsRequestSchema = settingsRequestSchemaWith(SERVER_SETTINGS_MESSAGES);
export type SettingsRequestValues = z.output<typeof settingsRequestSchema>;

/** The fields only a SUPER_ADMIN may change. */
export const SECURITY_SETTING_FIELDS = [
  'enforceTwoFactor',
  'lockoutThreshold',
  'lockoutMinutes',
  'accessTokenMinutes',
] as const;
