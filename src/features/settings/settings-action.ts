import { data, type ActionFunctionArgs } from 'react-router';
import { toApiError } from '@/api/api-error';
import type { ToastSpec } from '@/api/error-catalogue';
import type { SettingsApi, SystemSettings } from '@/api/settings';
import { toFormFailure, type FormFailure } from '@/lib/form-failure';
import { t } from '@/lib/i18n';
import { settingsFormSchema } from './settings-schema';

export interface SettingsDeps {
  api: Pick<SettingsApi, 'update'>;
  /** Called with the saved settings (the brand follows them). */
  onSaved: (settings: SystemSettings) => void;
  notify: (toast: ToastSpec) => void;
}

/** What the settings action answers; a new object per submission. */
export type SettingsResult = { ok: true; settings: SystemSettings } | { ok: false; failure: FormFailure };

/** The toast of a save, its words read in the language shown. */
export const SETTINGS_SAVED_TOAST: ToastSpec = {
  type: 'success',
  get title() {
    return t('settings.toast.savedTitle');
  },
  get description() {
    return t('settings.toast.savedDescription');
  },
  duration: 3000,
};

/** The /settings action: PUT /settings with every field. A 403 or 422 comes back for the form (the 403 is also toasted globally). */
export function createSettingsAction({ api, onSaved, notify }: SettingsDeps) {
  return async ({ request }: Pick<ActionFunctionArgs, 'request'>) => {
    const body: unknown = await request.json().catch(() => null);
    const parsed = settingsFormSchema.safeParse(body);
    if (!parsed.success) {
      const fieldErrors = parsed.error.issues.map((issue) => ({
        field: String(issue.path[0] ?? ''),
        message: issue.message,
      }));
      const result: SettingsResult = {
        ok: false,
        failure: { status: 400, message: t('settings.form.checkInput'), code: null, fieldErrors },
      };
      return data(result, { status: 400 });
    }
    try {
      const settings = await api.update(parsed.data);
      onSaved(settings);
      notify({ ...SETTINGS_SAVED_TOAST });
      return { ok: true, settings } satisfies SettingsResult;
    } catch (failure) {
      const formFailure = toFormFailure(toApiError(failure));
      const result: SettingsResult = { ok: false, failure: formFailure };
      return data(result, { status: formFailure.status >= 400 ? formFailure.status : 500 });
    }
  };
}
