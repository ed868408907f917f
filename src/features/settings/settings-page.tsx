import { Heading, Stack, Text } from '@chakra-ui/react';
import type { SystemSettings } from '@/api/settings';
import { ThemePreferenceSelect, type ThemePreferenceSelectProps } from '@/components/theme-preference-select';
import { t } from '@/lib/i18n';
import { SettingsForm, type SettingsFormProps } from './settings-form';
import { SettingsTabs } from './settings-tabs';

export interface SettingsPageProps {
  settings: SystemSettings;
  form: Omit<SettingsFormProps, 'settings'>;
  appearance: ThemePreferenceSelectProps;
}

/** System settings (General, Security) for everyone, and the personal Appearance. */
export function SettingsPage({ settings, form, appearance }: SettingsPageProps) {
  return (
    <Stack gap="6">
      <Stack gap="1">
        <Heading as="h2" size="xl">
          {t('settings.page.title')}
        </Heading>
        <Text color="fg.muted">{t('settings.page.intro')}</Text>
      </Stack>
      <SettingsTabs />
      <SettingsForm key={settings.updatedAt} settings={settings} {...form} />
      <Stack as="section" aria-labelledby="appearance-heading" gap="3" maxW="lg">
        <Heading as="h3" id="appearance-heading" size="md">
          {t('settings.appearance.title')}
        </Heading>
        <Text color="fg.muted" fontSize="sm">
          {t('settings.appearance.description')}
        </Text>
        <ThemePreferenceSelect {...appearance} />
      </Stack>
    </Stack>
  );
}
