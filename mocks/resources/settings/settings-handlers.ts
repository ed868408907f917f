import { can, REFUSAL_MESSAGES } from '@/api/permissions';
import { SECURITY_SETTING_FIELDS, settingsRequestSchema } from '@/lib/settings-rules';
import { db } from '../../core/db';
import type { SettingsRecord } from '../../core/db';
import { errorResponse, parseBody, jsonResponse, type ResolverOptions, type Resolvers } from '../../core/http';
import { createAuthed } from '../auth/route-guards';
import { nowIso } from '../../core/mock-config';
import { currentSettings, toSystemSettings } from './system-settings';

/**
 * Handlers for `createSettingsApi`. Changing settings takes settings.write (checked before the
 * handler); a security setting that differs from the stored one also needs settings.security
 * (403 `SECURITY_SETTINGS_FORBIDDEN` otherwise). Values are validated first
 * (422), so a forbidden request never reveals less than a permitted one would.
 */
export function createSettingsHandlers({ latencyMs }: ResolverOptions) {
  const authed = createAuthed(latencyMs);
  return {
    'GET /settings': authed(() => jsonResponse(toSystemSettings(currentSettings()))),

    'PUT /settings': authed(async ({ request, auth }) => {
      const parsed = await parseBody(request, settingsRequestSchema);
      if (!parsed.ok) return parsed.response;
      const stored = currentSettings();
      const changesSecurity = SECURITY_SETTING_FIELDS.some((field) => parsed.data[field] !== stored[field]);
      if (changesSecurity && !can(auth.admin.role, 'settings.security')) {
        return errorResponse(403, 'Forbidden', REFUSAL_MESSAGES.SECURITY_SETTINGS_FORBIDDEN, {
          code: 'SECURITY_SETTINGS_FORBIDDEN',
        });
      }
      const next: SettingsRecord = { ...stored, ...parsed.data, id: 'system', updatedAt: nowIso() };
      db.settings.deleteMany((q) => q.where({ id: 'system' }));
      const saved = await db.settings.create(next);
      return jsonResponse(toSystemSettings(saved));
    }),
  } satisfies Resolvers;
}
