import { atom } from 'jotai';
import { THEME_PREFERENCES, type ThemePreference } from '@/api/types';
import { DARK_QUERY, resolveTheme, THEME_STORAGE_KEY, type EffectiveTheme } from '@/theme/color-scheme';

function readPreference(): ThemePreference {
  try {
    const stored = typeof localStorage === 'undefined' ? null : localStorage.getItem(THEME_STORAGE_KEY);
    return THEME_PREFERENCES.find((p) => p === stored) ?? 'SYSTEM';
  } catch {
    return 'SYSTEM';
  }
}

function systemPrefersDark(): boolean {
  return (
    typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia(DARK_QUERY).matches
  );
}

const preferencePrimitiveAtom = atom<ThemePreference>(readPreference());

/** The user's theme preference (LIGHT, DARK or SYSTEM; SYSTEM by default). */
export const themePreferenceAtom = atom(
  (get) => get(preferencePrimitiveAtom),
  (_get, set, next: ThemePreference) => {
    set(preferencePrimitiveAtom, next);
    try {
      localStorage.setItem(THEME_STORAGE_KEY, next);
    } catch {
      // The preference still applies for this visit.
    }
  },
);

const systemDarkPrimitiveAtom = atom(systemPrefersDark());
systemDarkPrimitiveAtom.onMount = (set) => {
  if (typeof window.matchMedia !== 'function') return;
  const query = window.matchMedia(DARK_QUERY);
  const onChange = () => set(query.matches);
  onChange();
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
};

/** The theme in effect: the preference, or the OS setting (tracked live) for SYSTEM. */
export const effectiveThemeAtom = atom<EffectiveTheme>((get) =>
  resolveTheme(get(themePreferenceAtom), get(systemDarkPrimitiveAtom)),
);

/** Logout resets the theme to LIGHT. */
export const resetThemeOnLogoutAtom = atom(null, (_get, set) => {
  set(themePreferenceAtom, 'LIGHT');
});
