import consoleMessages from '@/locales/en/console.json';
import mockConsoleMessages from '@/locales/en/mock-console.json';
import signInMessages from '@/locales/en/sign-in.json';

const escape = (key: string) => key.replaceAll('.', '\\.');

/**
 * Any key of the message catalogue, as a whole word: shown on a screen, it means a `t()` found no
 * message in the language loaded (src/lib/i18n.ts, ADR 0037). Tests in French look for none.
 */
export const CATALOGUE_KEY = new RegExp(
  `(?<![\\w.])(?:${[signInMessages, consoleMessages, mockConsoleMessages]
    .flatMap((messages) => Object.keys(messages))
    .sort((a, b) => b.length - a.length)
    .map(escape)
    .join('|')})(?![\\w.])`,
);
