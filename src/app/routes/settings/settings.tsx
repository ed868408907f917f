import { useFetcher, useLoaderData } from 'react-router';
import type { SystemSettings } from '@/api/settings';
import { notify } from '@/components/ui/notify';
import { createSettingsAction, type SettingsResult } from '@/features/settings/settings-action';
import { SettingsPage } from '@/features/settings/settings-page';
import { useThemePreference } from '@/features/theme/use-theme-preference';
import { settingsApi } from '@/state/api';
import { brandAtom } from '@/state/brand';
import { usePermissions } from '@/state/permissions';
import { store } from '@/state/store';

export async function loader(): Promise<SystemSettings> {
  const settings = await settingsApi.get();
  store.set(brandAtom, settings);
  return settings;
}

export const action = createSettingsAction({
  api: settingsApi,
  onSaved: (settings) => store.set(brandAtom, settings),
  notify,
});

export function Component() {
  const settings = useLoaderData<typeof loader>();
  const { can } = usePermissions();
  const fetcher = useFetcher<SettingsResult>();
  const theme = useThemePreference();
  return (
    <SettingsPage
      settings={settings}
      form={{
        canEditGeneral: can('settings.write'),
        canEditSecurity: can('settings.security'),
        pending: fetcher.state !== 'idle',
        result: fetcher.data,
        onSubmit: (values) => void fetcher.submit({ ...values }, { method: 'post', encType: 'application/json' }),
      }}
      appearance={{
        preference: theme.preference,
        saving: theme.saving,
        onChange: (next) => void theme.change(next).catch(() => undefined),
      }}
    />
  );
}
