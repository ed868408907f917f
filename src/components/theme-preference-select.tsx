import { Field, NativeSelect } from '@chakra-ui/react';
import { THEME_PREFERENCES, type ThemePreference } from '@/api/types';
import { t, type MessageKey } from '@/lib/i18n';

const LABELS: Record<ThemePreference, MessageKey> = {
  LIGHT: 'common.theme.light',
  DARK: 'common.theme.dark',
  SYSTEM: 'common.theme.system',
};

function isThemePreference(value: string): value is ThemePreference {
  return (THEME_PREFERENCES as readonly string[]).includes(value);
}

export interface ThemePreferenceSelectProps {
  preference: ThemePreference;
  /** Applies and saves the preference (a failure is toasted and reverted by the caller). */
  onChange: (next: ThemePreference) => void;
  /** A save of the preference is on its way: the choice shows as a preview until the server has it. */
  saving?: boolean;
}

/** The personal theme preference (Light, Dark or System), shown on Profile and Settings. */
export function ThemePreferenceSelect({ preference, onChange, saving = false }: ThemePreferenceSelectProps) {
  return (
    <Field.Root maxW="xs">
      <Field.Label>{t('common.theme.label')}</Field.Label>
      <NativeSelect.Root>
        <NativeSelect.Field
          value={preference}
          aria-busy={saving}
          onChange={(event) => {
            if (isThemePreference(event.currentTarget.value)) onChange(event.currentTarget.value);
          }}
        >
          {THEME_PREFERENCES.map((option) => (
            <option key={option} value={option}>
              {t(LABELS[option])}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      <Field.HelperText aria-live="polite">
        {saving ? t('common.theme.saving') : t('common.theme.hint')}
      </Field.HelperText>
    </Field.Root>
  );
}
