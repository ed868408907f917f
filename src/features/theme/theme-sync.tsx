import { useAtomValue } from 'jotai';
import { useLayoutEffect } from 'react';
import { effectiveThemeAtom } from '@/state/theme';
import { applyColorScheme } from '@/theme/color-scheme';

/** Keeps the document root's theme classes and colour scheme in step with the effective theme. */
export function ThemeSync() {
  const theme = useAtomValue(effectiveThemeAtom);
  useLayoutEffect(() => applyColorScheme(theme), [theme]);
  return null;
}
