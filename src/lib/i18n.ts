import { i18n, type Messages } from '@lingui/core';
import type consoleCatalogue from '@/locales/en/console.json';
import type mockConsoleCatalogue from '@/locales/en/mock-console.json';
import type signInCatalogue from '@/locales/en/sign-in.json';
import { messages as englishSignIn } from '@/locales/en/sign-in.json?lingui';
import { setLocale, type Locale } from './locale';

/**
 * The console's words (ADR 0037): every user-visible text comes from the message catalogue through
 * `t(key, values)`, an ICU message compiled at build time (src/locales/<language>/<part>.json,
 * @lingui/vite-plugin), so this module carries Lingui's small runtime and no message parser.
 *
 * The catalogue has two parts per language: `sign-in` (what a screen shown before signing in needs:
 * English is bundled here, the sign-in page's JavaScript budget counts it) and `console` (the rest,
 * loaded with the signed-in console's code: `loadMessages('console')`) and `mock-console` (the mock
 * console's, in mock builds only). A language's parts load
 * before it is shown (`setLanguage`); the language itself is lib/locale.ts's, which the formats
 * follow and `<html lang>` shows. `pseudo` (development, screenshots) shows English accented and
 * 30 % longer in brackets, so a text left outside the catalogue or a layout that breaks is seen.
 */

/** A key of the message catalogue: English is the source, and every other language has the same keys (a repo test holds it). */
export type MessageKey =
  keyof typeof signInCatalogue | keyof typeof consoleCatalogue | keyof typeof mockConsoleCatalogue;

/** A value an ICU placeholder takes: a count for `plural`, a word for `select`, or text. */
export type MessageValues = Record<string, string | number>;

/** The catalogue's parts, in the order a visit needs them. */
export type MessagePart = 'sign-in' | 'console' | 'mock-console';

/** The languages messages can be shown in: the console's, and the pseudo-locale for development. */
export type MessageLanguage = Locale | 'pseudo';

/** The pseudo-locale's tag for `<html lang>`: English, accented (the tag Android and Chrome use). */
const PSEUDO_LANGUAGE_TAG = 'en-XA';

type CompiledPart = () => Promise<{ messages: Messages }>;

const PARTS: Record<Locale, Record<MessagePart, CompiledPart>> = {
  en: {
    'sign-in': () => Promise.resolve({ messages: englishSignIn }),
    console: () => import('@/locales/en/console.json?lingui'),
    // A build with mocks off has no mock console, nor its words (the import is dropped with the branch).
    'mock-console': () =>
      __MOCKS_ENABLED__ ? import('@/locales/en/mock-console.json?lingui') : Promise.resolve({ messages: {} }),
  },
  fr: {
    'sign-in': () => import('@/locales/fr/sign-in.json?lingui'),
    console: () => import('@/locales/fr/console.json?lingui'),
    'mock-console': () =>
      __MOCKS_ENABLED__ ? import('@/locales/fr/mock-console.json?lingui') : Promise.resolve({ messages: {} }),
  },
};

let shown: MessageLanguage = 'en';
const listeners = new Set<() => void>();
const loaded = new Map<MessageLanguage, Map<MessagePart, Promise<void>>>();
i18n.load('en', englishSignIn);
i18n.activate('en');
loaded.set('en', new Map([['sign-in', Promise.resolve()]]));

async function compiledPart(language: MessageLanguage, part: MessagePart): Promise<Messages> {
  if (language !== 'pseudo') return (await PARTS[language][part]()).messages;
  const { messages } = await PARTS.en[part]();
  return import('./pseudo-locale').then((m) => m.pseudoLocalize(messages));
}

/** Loads a part of the catalogue in `language` (the one shown unless given), once. */
export function loadMessages(part: MessagePart, language: MessageLanguage = shown): Promise<void> {
  let parts = loaded.get(language);
  if (!parts) loaded.set(language, (parts = new Map()));
  let loading = parts.get(part);
  if (!loading) {
    loading = compiledPart(language, part).then((messages) => i18n.load(language, messages));
    loading.catch(() => parts.delete(part));
    parts.set(part, loading);
  }
  return loading;
}

/** The language the messages are shown in now (`pseudo` included; lib/locale.ts's `getLocale` gives the formats'). */
export const getMessageLanguage = (): MessageLanguage => shown;

/**
 * Shows the console in `language`: the parts already loaded in the current language load in the new
 * one first, then the messages, the formats and `<html lang>` switch together, and lib/locale.ts's
 * subscribers are told (the app re-renders its screens).
 */
export async function setLanguage(language: MessageLanguage): Promise<void> {
  const parts = [...(loaded.get(shown)?.keys() ?? [])];
  await Promise.all(parts.map((part) => loadMessages(part, language)));
  shown = language;
  i18n.activate(language);
  setLocale(language === 'pseudo' ? 'en' : language);
  if (language === 'pseudo' && typeof document !== 'undefined') document.documentElement.lang = PSEUDO_LANGUAGE_TAG;
  for (const listener of [...listeners]) listener();
}

/** Calls `listener` after each switch of the messages' language; returns the unsubscribe. */
export function subscribeMessageLanguage(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The text of `key` in the language shown, its ICU placeholders filled from `values`. */
export function t(key: MessageKey, values?: MessageValues): string {
  return i18n._(key, values);
}

/**
 * A constant of texts that follows the language: each property reads its text (`read(name)`) when
 * it is used, not when the module loads, so code and tests can keep naming `MESSAGES.emailTaken`.
 */
export function textsReadWhenUsed<Name extends string>(
  names: Record<Name, unknown>,
  read: (name: Name) => string,
): Readonly<Record<Name, string>> {
  return Object.defineProperties(
    {},
    Object.fromEntries(Object.keys(names).map((name) => [name, { enumerable: true, get: () => read(name as Name) }])),
  ) as Readonly<Record<Name, string>>;
}
