import { LANGUAGES, type Language } from '@/api/wire-enums';
import { getMessageLanguage, setLanguage, type MessageLanguage } from '@/lib/i18n';

/**
 * Which language the console speaks (ADR 0037): the admin's choice, kept on the server with the
 * admin (`PATCH /auth/me/language`) and on this device under LANGUAGE_STORAGE_KEY, which
 * public/boot.js reads before the first paint (it sets `<html lang>`, and boot.css shows the
 * prerendered sign-in page in that language); without a choice, the first of the browser's
 * languages the console is written in, else English. `pseudo` in the key is the development
 * pseudo-locale, which the admin's own choice does not override.
 */
export const LANGUAGE_STORAGE_KEY = 'vinotheca_language';

const PSEUDO = 'pseudo';

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

function storedLanguage(): MessageLanguage | null {
  try {
    const stored = storage()?.getItem(LANGUAGE_STORAGE_KEY);
    return stored === PSEUDO ? PSEUDO : (LANGUAGES.find((language) => language === stored) ?? null);
  } catch {
    return null;
  }
}

/** The first of the browser's languages the console is written in ("fr-CA" → fr), else English. */
export function browserLanguage(
  wanted: readonly string[] = typeof navigator === 'undefined' ? [] : (navigator.languages ?? [navigator.language]),
): Language {
  for (const tag of wanted) {
    const primary = String(tag).toLowerCase().split('-')[0];
    const offered = LANGUAGES.find((language) => language === primary);
    if (offered) return offered;
  }
  return 'en';
}

/** The language a visit starts in: this device's choice, else the browser's (as boot.js chose it before the first paint). */
export const startLanguage = (): MessageLanguage => storedLanguage() ?? browserLanguage();

function remember(language: MessageLanguage | null): void {
  try {
    if (language) storage()?.setItem(LANGUAGE_STORAGE_KEY, language);
    else storage()?.removeItem(LANGUAGE_STORAGE_KEY);
  } catch {
    // Blocked storage: the language still applies for this visit.
  }
}

/**
 * Follows the signed-in admin's language as the server keeps it (null: the browser's), and keeps it
 * on this device for the next visit's first paint. The pseudo-locale, set on the device, stays.
 */
export function adoptLanguage(language: Language | null): Promise<void> {
  if (storedLanguage() === PSEUDO) return Promise.resolve();
  remember(language);
  const next = language ?? browserLanguage();
  return next === getMessageLanguage() ? Promise.resolve() : setLanguage(next);
}

/** The admin's choice as this device keeps it: a language, or null to follow the browser's (the pseudo-locale reads as null). */
export function chosenLanguage(): Language | null {
  const stored = storedLanguage();
  return stored === PSEUDO ? null : stored;
}

/**
 * The admin picks a language (null: the browser's): it applies at once, on this device too, and is
 * saved with the admin; if the save fails, the previous choice comes back (unless another choice was
 * made meanwhile) and the failure is rethrown for the caller to tell.
 */
export async function chooseLanguage<Saved>(
  next: Language | null,
  save: (language: Language | null) => Promise<Saved>,
): Promise<Saved> {
  const previous = storedLanguage();
  remember(next);
  await setLanguage(next ?? browserLanguage());
  try {
    return await save(next);
  } catch (failure) {
    if (storedLanguage() === next) {
      remember(previous);
      await setLanguage(previous ?? browserLanguage());
    }
    throw failure;
  }
}
