import { Field, NativeSelect } from '@chakra-ui/react';
import { THEME_PREFERENCES, type ThemePreference } from '@/api/types';

const LABELS: Record<ThemePreference, string> = { LIGHT: 'Light', DARK: 'Dark', SYSTEM: 'System' };

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
      <Field.Label>Theme</Field.Label>
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
              {LABELS[option]}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      <Field.HelperText aria-live="polite">
        {saving ? 'Saving your theme…' : 'System follows your device’s light or dark setting.'}
      </Field.HelperText>
    </Field.Root>
  );
}
