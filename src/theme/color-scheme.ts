import type { ThemePreference } from '@/api/types';

export type EffectiveTheme = 'light' | 'dark';

/** Where the preference is kept between visits (read by public/boot.js before first paint too). */
export const THEME_STORAGE_KEY = 'theme_preference';
export const DARK_QUERY = '(prefers-color-scheme: dark)';

export function resolveTheme(preference: ThemePreference, systemDark: boolean): EffectiveTheme {
  if (preference === 'SYSTEM') return systemDark ? 'dark' : 'light';
  return preference === 'DARK' ? 'dark' : 'light';
}

/**
 * Puts the effective theme on the document root: theme-light/theme-dark, dark-mode for dark,
 * Chakra's light/dark class, and the colour scheme.
 */
export function applyColorScheme(theme: EffectiveTheme, root: HTMLElement = document.documentElement): void {
  const dark = theme === 'dark';
  root.classList.toggle('theme-dark', dark);
  root.classList.toggle('dark-mode', dark);
  root.classList.toggle('dark', dark);
  root.classList.toggle('theme-light', !dark);
  root.classList.toggle('light', !dark);
  root.style.colorScheme = theme;
}
