import { useSyncExternalStore } from 'react';
import { getMessageLanguage, subscribeMessageLanguage, type MessageLanguage } from '@/lib/i18n';
import { getLocale, subscribeLocale, type Locale } from '@/lib/locale';

/**
 * The console's current language (src/lib/locale.ts), re-rendering the component when `setLocale`
 * changes it: a component that formats through the locale module and must follow a switch calls it
 * (or sits under one that keys its subtree on it).
 */
export function useLocale(): Locale {
  return useSyncExternalStore(subscribeLocale, getLocale, getLocale);
}

/**
 * The language the console's messages are shown in (src/lib/i18n.ts; `pseudo` included): the app
 * keys its screens on it, so a switch draws every text again in the new language.
 */
export function useMessageLanguage(): MessageLanguage {
  return useSyncExternalStore(subscribeMessageLanguage, getMessageLanguage, getMessageLanguage);
}
