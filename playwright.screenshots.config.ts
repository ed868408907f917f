import { defineConfig } from '@playwright/test';
import base from './playwright.config';

/**
 * The README's screenshots (`npm run screenshots`): the production build on the mock backend, every
 * main screen in light and dark at desktop size and on a phone. Not a test suite: it writes
 * docs/screenshots/.
 */
export default defineConfig({
  ...base,
  testDir: 'tests/screenshots',
  workers: 1,
  timeout: 180_000,
  webServer: Array.isArray(base.webServer) ? base.webServer.slice(0, 1) : base.webServer,
});
