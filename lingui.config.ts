import { defineConfig } from '@lingui/conf';
import { formatter } from '@lingui/format-json';

/**
 * The message catalogues (ADR 0037): written by hand with explicit ids, one JSON file per language and
 * part (src/locales/<language>/<part>.json), compiled at build time by @lingui/vite-plugin, so the
 * page carries Lingui's small runtime and no message parser. `sign-in` holds what a screen shown
 * before signing in needs; `console` the rest, loaded with the signed-in console's code; `mock-console` the mock console's (mock builds only).
 */
export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'fr'],
  fallbackLocales: false,
  catalogs: [
    { path: '<rootDir>/src/locales/{locale}/sign-in', include: [] },
    { path: '<rootDir>/src/locales/{locale}/console', include: [] },
    { path: '<rootDir>/src/locales/{locale}/mock-console', include: [] },
  ],
  format: formatter({ style: 'minimal' }),
});
