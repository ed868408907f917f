import { IconButton, Menu, Portal, Spinner } from '@chakra-ui/react';
import { THEME_PREFERENCES, type ThemePreference } from '@/api/types';
import { SvgIcon } from '@/components/ui/svg-icon';
import { useThemePreference } from './use-theme-preference';
import { t, type MessageKey } from '@/lib/i18n';

const LABELS: Record<ThemePreference, MessageKey> = {
  LIGHT: 'theme.option.light',
  DARK: 'theme.option.dark',
  SYSTEM: 'theme.option.system',
};

function isThemePreference(value: string): value is ThemePreference {
  return (THEME_PREFERENCES as readonly string[]).includes(value);
}

/**
 * Light, Dark or System; the trigger shows the theme in effect. A choice shows at once, as a
 * preview; while its save is on its way the trigger is busy and spins (it stays usable), and the
 * "Theme Updated" toast comes only once the server has saved it (a failure reverts it).
 */
export function ThemeToggle() {
  const { preference, effective, saving, change } = useThemePreference();
  // Its items are drawn when first opened: every signed-in screen's first render skips them.
  return (
    <Menu.Root positioning={{ placement: 'bottom-end' }} lazyMount>
      <Menu.Trigger asChild>
        <IconButton variant="ghost" aria-label={t('theme.toggle.label')} aria-busy={saving}>
          {saving ? <Spinner size="sm" /> : effective === 'dark' ? <MoonIcon /> : <SunIcon />}
        </IconButton>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="40">
            <Menu.RadioItemGroup
              value={preference}
              onValueChange={({ value }) => {
                // The failure toast is already shown and the preference reverted.
                if (isThemePreference(value)) change(value).catch(() => undefined);
              }}
            >
              {THEME_PREFERENCES.map((option) => (
                <Menu.RadioItem key={option} value={option}>
                  <Menu.ItemIndicator />
                  {t(LABELS[option])}
                </Menu.RadioItem>
              ))}
            </Menu.RadioItemGroup>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}

function SunIcon() {
  return (
    <SvgIcon size="1.25em">
      <circle cx="12" cy="12" r="4" />
      <path d="M12 2v2M12 20v2M4.93 4.93l1.41 1.41M17.66 17.66l1.41 1.41M2 12h2M20 12h2M6.34 17.66l-1.41 1.41M19.07 4.93l-1.41 1.41" />
    </SvgIcon>
  );
}

function MoonIcon() {
  return (
    <SvgIcon size="1.25em">
      <path d="M12 3a6 6 0 0 0 9 9 9 9 0 1 1-9-9Z" />
    </SvgIcon>
  );
}
