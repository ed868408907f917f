import { data, type ActionFunctionArgs } from 'react-router';
import { toApiError } from '@/api/api-error';
import type { ToastSpec } from '@/api/error-catalogue';
import type { SettingsApi, SystemSettings } from '@/api/settings';
import { toFormFailure, type FormFailure } from '@/lib/form-failure';
import { settingsRequestSchema } from '@/lib/settings-rules';

export interface SettingsDeps {
  api: Pick<SettingsApi, 'update'>;
  /** Called with the saved settings (the brand follows them). */
  onSaved: (settings: SystemSettings) => void;
  notify: (toast: ToastSpec) => void;
}

/** What the settings action answers; a new object per submission. */
export type SettingsResult = { ok: true; settings: SystemSettings } | { ok: false; failure: FormFailure };

export const SETTINGS_SAVED_TOAST: ToastSpec = {
  type: 'success',
  title: 'Settings Saved',
  description: 'The system settings were updated.',
  duration: 3000,
};

/** The /settings action: PUT /settings with every field. A 403 or 422 comes back for the form (the 403 is also toasted globally). */
export function createSettingsAction({ api, onSaved, notify }: SettingsDeps) {
  return async ({ request }: Pick<ActionFunctionArgs, 'request'>) => {
    const body: unknown = await request.json().catch(() => null);
    const parsed = settingsRequestSchema.safeParse(body);
    if (!parsed.success) {
      const fieldErrors = parsed.error.issues.map((issue) => ({
        field: String(issue.path[0] ?? ''),
        message: issue.message,
      }));
      const result: SettingsResult = {
        ok: false,
        failure: { status: 400, message: 'Please check your input and try again.', code: null, fieldErrors },
      };
      return data(result, { status: 400 });
    }
    try {
      const settings = await api.update(parsed.data);
      onSaved(settings);
      notify(SETTINGS_SAVED_TOAST);
      return { ok: true, settings } satisfies SettingsResult;
    } catch (failure) {
      const formFailure = toFormFailure(toApiError(failure));
      const result: SettingsResult = { ok: false, failure: formFailure };
      return data(result, { status: formFailure.status >= 400 ? formFailure.status : 500 });
    }
  };
}
