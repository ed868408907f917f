import { settingsRequestSchema } from '@/lib/settings-rules';
import { defineEndpoints, json, records } from './define';

/** The system settings. */
export const SETTINGS_ENDPOINTS = defineEndpoints({
  'GET /settings': {
    tag: 'Settings',
    summary: 'The system settings',
    access: 'settings.read',
    success: { status: 200, schema: 'systemSettingsSchema', description: 'The settings.' },
  },
  'PUT /settings': {
    tag: 'Settings',
    summary: 'Change the system settings',
    access: 'settings.write',
    body: json('SettingsRequest', () => settingsRequestSchema),
    success: { status: 200, schema: 'systemSettingsSchema', description: 'Saved.' },
    errors: {
      403: {
        description: 'Only a super admin changes a security setting.',
        codes: ['ROLE_FORBIDDEN', 'SECURITY_SETTINGS_FORBIDDEN'],
      },
    },
    audit: records('settings.update', 'SETTINGS', 'settings'),
  },
});
