import { useSyncExternalStore } from 'react';
import { getLocale, subscribeLocale, type Locale } from '@/lib/locale';

/**
 * The console's current language (src/lib/locale.ts), re-rendering the component when `setLocale`
 * changes it: a component that formats through the locale module and must follow a switch calls it
 * (or sits under one that keys its subtree on it).
 */
export function useLocale(): Locale {
  return useSyncExternalStore(subscribeLocale, getLocale, getLocale);
}
