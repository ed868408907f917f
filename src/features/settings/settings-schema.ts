import { t, type MessageKey } from '@/lib/i18n';
import { settingsRequestSchemaWith, type SettingsField, type SettingsMessages } from '@/lib/settings-rules';

/** Each setting as the subject of a refusal ("Brand name is required"). */
const SUBJECT: Record<SettingsField, MessageKey> = {
  brandName: 'settings.validation.brandName',
  companyName: 'settings.validation.companyName',
  enforceTwoFactor: 'settings.validation.enforceTwoFactor',
  lockoutThreshold: 'settings.validation.lockoutThreshold',
  lockoutMinutes: 'settings.validation.lockoutMinutes',
  accessTokenMinutes: 'settings.validation.accessTokenMinutes',
};

const subject = (field: SettingsField) => t(SUBJECT[field]);

/** The settings rules' refusals in the catalogue's words, read when a value is refused. */
const CONSOLE_SETTINGS_MESSAGES: SettingsMessages = {
  required: (field) => t('settings.validation.required', { field: subject(field) }),
  notString: (field) => t('settings.validation.notString', { field: subject(field) }),
  tooLong: (field, max) => t('settings.validation.tooLong', { field: subject(field), max: String(max) }),
  wholeNumber: (field, { min, max }) =>
    t('settings.validation.wholeNumber', { field: subject(field), min: String(min), max: String(max) }),
  notBoolean: (field) => t('settings.validation.notBoolean', { field: subject(field) }),
};

/** The settings form's schema: the rules the mock applies, in the language shown. */
export const settingsFormSchema = settingsRequestSchemaWith(CONSOLE_SETTINGS_MESSAGES);
