import { useAtomValue } from 'jotai';
import { useCallback } from 'react';
import type { ThemePreference } from '@/api/types';
import { notify } from '@/components/ui/notify';
import { authApi } from '@/state/api';
import { store } from '@/state/store';
import { effectiveThemeAtom, themePreferenceAtom } from '@/state/theme';
import { changeThemePreference, themeSavesAtom } from './theme-preference-change';

/** The theme preference, the theme in effect, whether a save of it is on its way, and a change action that saves and reverts. */
export function useThemePreference() {
  const preference = useAtomValue(themePreferenceAtom);
  const effective = useAtomValue(effectiveThemeAtom);
  const saving = useAtomValue(themeSavesAtom) > 0;
  const change = useCallback(
    (next: ThemePreference) => changeThemePreference({ store, save: authApi.updateTheme, notify }, next),
    [],
  );
  return { preference, effective, saving, change };
}
