import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getMessageLanguage, t } from '@/lib/i18n';
import { getLocale } from '@/lib/locale';
import {
  adoptLanguage,
  browserLanguage,
  chooseLanguage,
  chosenLanguage,
  LANGUAGE_STORAGE_KEY,
  startLanguage,
} from './language';

const BOOT_JS = readFileSync('public/boot.js', 'utf8');

function withBrowserLanguages(languages: string[]) {
  vi.spyOn(navigator, 'languages', 'get').mockReturnValue(languages);
  vi.spyOn(navigator, 'language', 'get').mockReturnValue(languages[0] ?? '');
}

/** `<html lang>` as public/boot.js sets it before the first paint. */
function bootJsLanguage(): string {
  new Function(BOOT_JS)();
  return document.documentElement.lang;
}

afterEach(() => {
  vi.restoreAllMocks();
  localStorage.clear();
});

describe('the language a visit starts in', () => {
  it.each([
    { browser: ['fr-FR', 'en'], stored: null, expected: 'fr' },
    { browser: ['fr-CA'], stored: null, expected: 'fr' },
    { browser: ['de-DE', 'fr'], stored: null, expected: 'fr' },
    { browser: ['de-DE', 'it'], stored: null, expected: 'en' },
    { browser: [], stored: null, expected: 'en' },
    { browser: ['fr-FR'], stored: 'en', expected: 'en' },
    { browser: ['en-GB'], stored: 'fr', expected: 'fr' },
    { browser: ['fr-FR'], stored: 'klingon', expected: 'fr' },
    { browser: ['fr-FR'], stored: 'pseudo', expected: 'pseudo' },
  ])('browser $browser, stored $stored: $expected, as boot.js paints it', ({ browser, stored, expected }) => {
    withBrowserLanguages(browser);
    if (stored) localStorage.setItem(LANGUAGE_STORAGE_KEY, stored);
    expect(startLanguage()).toBe(expected);
    expect(bootJsLanguage()).toBe(expected === 'pseudo' ? 'en-XA' : expected);
  });

  it('takes the first offered of the browser’s languages', () => {
    expect(browserLanguage(['es', 'FR-be', 'en'])).toBe('fr');
  });
});

describe('the admin’s language', () => {
  it('follows the server’s choice, keeps it on the device, and the browser’s when none', async () => {
    withBrowserLanguages(['en-US']);
    await adoptLanguage('fr');
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('fr');
    expect([getMessageLanguage(), getLocale(), document.documentElement.lang]).toEqual(['fr', 'fr', 'fr']);
    expect(t('language.label')).toBe('Langue');
    await adoptLanguage(null);
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBeNull();
    expect([getMessageLanguage(), document.documentElement.lang]).toEqual(['en', 'en']);
  });

  it('leaves the pseudo-locale set on the device', async () => {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'pseudo');
    await adoptLanguage('fr');
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('pseudo');
    expect(getMessageLanguage()).toBe('en');
  });

  it('applies a choice at once and keeps it once saved', async () => {
    let seen: string | null = null;
    const saved = await chooseLanguage('fr', async (language) => {
      seen = getMessageLanguage();
      return { language };
    });
    expect(saved).toEqual({ language: 'fr' });
    expect(seen).toBe('fr');
    expect(chosenLanguage()).toBe('fr');
  });

  it('brings the previous choice back when the save fails', async () => {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'en');
    await expect(chooseLanguage('fr', () => Promise.reject(new Error('offline')))).rejects.toThrow('offline');
    expect(chosenLanguage()).toBe('en');
    expect([getMessageLanguage(), document.documentElement.lang]).toEqual(['en', 'en']);
  });
});
