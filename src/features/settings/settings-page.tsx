import { Heading, Stack, Text } from '@chakra-ui/react';
import type { SystemSettings } from '@/api/settings';
import { ThemePreferenceSelect, type ThemePreferenceSelectProps } from '@/components/theme-preference-select';
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
          Settings
        </Heading>
        <Text color="fg.muted">How the console is named and how sign-in is secured, for every admin.</Text>
      </Stack>
      <SettingsTabs />
      <SettingsForm key={settings.updatedAt} settings={settings} {...form} />
      <Stack as="section" aria-labelledby="appearance-heading" gap="3" maxW="lg">
        <Heading as="h3" id="appearance-heading" size="md">
          Appearance
        </Heading>
        <Text color="fg.muted" fontSize="sm">
          Your own theme; it follows you to any device you sign in on.
        </Text>
        <ThemePreferenceSelect {...appearance} />
      </Stack>
    </Stack>
  );
}
