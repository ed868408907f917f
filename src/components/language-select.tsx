import { Field, NativeSelect } from '@chakra-ui/react';
import { useCallback } from 'react';
import { TOAST_DURATIONS } from '@/api/error-catalogue';
import { LANGUAGES, type Language } from '@/api/wire-enums';
import { t, type MessageKey } from '@/lib/i18n';
import { authApi } from '@/state/api';
import { chooseLanguage, chosenLanguage } from '@/state/language';
import { useMessageLanguage } from '@/state/locale';
import { updateUserAtom } from '@/state/session';
import { store } from '@/state/store';
import { notify } from './ui/notify';

/** Each language by its own name (the same in every language), and "the browser's" for none chosen. */
export const LANGUAGE_NAMES: Record<Language, MessageKey> = { en: 'language.name.en', fr: 'language.name.fr' };
const BROWSER = 'browser';

/**
 * The admin's language (null: the browser's) and the change that applies it at once and saves it
 * with the admin (`PATCH /auth/me/language`); a failed save brings the previous one back, with a toast.
 */
export function useLanguageChoice() {
  useMessageLanguage();
  const choice = chosenLanguage();
  const change = useCallback((next: Language | null) => {
    void chooseLanguage(next, authApi.updateLanguage).then(
      (user) => store.set(updateUserAtom, user),
      () =>
        notify({
          type: 'error',
          title: t('language.saveFailed.title'),
          description: t('language.saveFailed.description'),
          duration: TOAST_DURATIONS.error,
        }),
    );
  }, []);
  return { choice, change };
}

/** The language choice on the profile page: each language by its name, or the browser's. */
export function LanguageSelect() {
  const { choice, change } = useLanguageChoice();
  return (
    <Field.Root maxW="xs">
      <Field.Label>{t('language.label')}</Field.Label>
      <NativeSelect.Root>
        <NativeSelect.Field
          value={choice ?? BROWSER}
          onChange={(event) => {
            const value = event.currentTarget.value;
            change(LANGUAGES.find((language) => language === value) ?? null);
          }}
        >
          <option value={BROWSER}>{t('language.browser')}</option>
          {LANGUAGES.map((language) => (
            <option key={language} value={language} lang={language}>
              {t(LANGUAGE_NAMES[language])}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      <Field.HelperText>{t('language.help')}</Field.HelperText>
    </Field.Root>
  );
}
