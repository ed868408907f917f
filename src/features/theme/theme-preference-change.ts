import { atom } from 'jotai';
import { TOAST_DURATIONS, type ToastSpec } from '@/api/error-catalogue';
import type { AdminUser, ThemePreference } from '@/api/types';
import { authStatusAtom, updateUserAtom } from '@/state/session';
import type { store as appStore } from '@/state/store';
import { themePreferenceAtom } from '@/state/theme';
import { t, type MessageKey } from '@/lib/i18n';

type Store = typeof appStore;

/** How many saves of the preference are on their way: while any is, the toggle says so (nothing looks saved before it is). */
export const themeSavesAtom = atom(0);

const THEME_SUCCESS_KEYS: Record<ThemePreference, MessageKey> = {
  LIGHT: 'theme.toast.light',
  DARK: 'theme.toast.dark',
  SYSTEM: 'theme.toast.system',
};

/** The success toast's message for each preference, read in the language shown. */
export const THEME_SUCCESS_MESSAGES: Readonly<Record<ThemePreference, string>> = {
  get LIGHT() {
    return t(THEME_SUCCESS_KEYS.LIGHT);
  },
  get DARK() {
    return t(THEME_SUCCESS_KEYS.DARK);
  },
  get SYSTEM() {
    return t(THEME_SUCCESS_KEYS.SYSTEM);
  },
};

export function themeSuccessToast(preference: ThemePreference): ToastSpec {
  return {
    type: 'success',
    title: t('theme.toast.updated'),
    description: t(THEME_SUCCESS_KEYS[preference]),
    duration: TOAST_DURATIONS.themeSuccess,
  };
}

/** The failure toast; its texts are read in the language shown when it is shown. */
export const THEME_ERROR_TOAST: ToastSpec = {
  type: 'error',
  get title() {
    return t('theme.toast.errorTitle');
  },
  get description() {
    return t('theme.toast.failed');
  },
  duration: TOAST_DURATIONS.themeError,
};

export interface ThemeActionDeps {
  store: Store;
  save: (preference: ThemePreference) => Promise<AdminUser>;
  notify: (toast: ToastSpec) => void;
}

/**
 * Applies a new preference at once and, when signed in with full access, saves it; the saved user
 * replaces the stored one. On failure the previous preference comes back and the error is rethrown.
 */
export async function changeThemePreference(deps: ThemeActionDeps, next: ThemePreference): Promise<void> {
  const { store, save, notify } = deps;
  const previous = store.get(themePreferenceAtom);
  store.set(themePreferenceAtom, next);
  if (store.get(authStatusAtom) === 'full') {
    store.set(themeSavesAtom, (count) => count + 1);
    try {
      store.set(updateUserAtom, await save(next));
    } catch (failure) {
      // Only undo our own change: a later choice made while this save was in flight stands.
      if (store.get(themePreferenceAtom) === next) store.set(themePreferenceAtom, previous);
      notify(THEME_ERROR_TOAST);
      throw failure;
    } finally {
      store.set(themeSavesAtom, (count) => count - 1);
    }
  }
  notify(themeSuccessToast(next));
}
