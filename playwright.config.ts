import { defineConfig, devices } from '@playwright/test';
import { launchOptions } from './scripts/find-chrome.mjs';

const port = Number(process.env.E2E_PORT ?? 4173);
/** The static demo build served from a sub-path (tests/e2e/demo-subpath.spec.ts). */
export const DEMO_PORT = Number(process.env.E2E_DEMO_PORT ?? 4174);
/** The real-backend build (mocks off), served as a static host would (tests/e2e/csp.spec.ts). */
export const REAL_PORT = Number(process.env.E2E_REAL_PORT ?? 4175);
/** The standalone mock backend, which also serves the API reference (tests/e2e/api-docs.spec.ts). */
export const MOCK_PORT = Number(process.env.E2E_MOCK_PORT ?? 4176);
/** The production build under test; a separate one lets parallel work run browser tests without clashing. */
const outDir = process.env.E2E_DIST ?? 'dist';

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: 'test-results',
  fullyParallel: true,
  forbidOnly: true,
  workers: 2,
  retries: 0,
  // Limits for a hang, not for speed: a passing test or assertion takes no longer for them. CI's
  // two cores run at a load of 8 at times, where a first visit's sign-in alone took 7 s and a
  // test near 30 s; a lower limit there failed correct code.
  timeout: 60_000,
  expect: { timeout: 15_000 },
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'off',
    screenshot: 'only-on-failure',
    // Chromium through scripts/chromium-for-tests.sh, without the omnibox popup every new window
    // renders in a process of its own: 27 tests of three specs took 71–74 s with it off, 88–92 s on
    // (alternating, 2026-12-01).
    launchOptions: launchOptions(),
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: [
    {
      command: `vite preview --outDir ${outDir} --port ${port} --strictPort --host 127.0.0.1`,
      url: `http://127.0.0.1:${port}/login`,
      reuseExistingServer: false,
      timeout: 60_000,
    },
    {
      command: `node scripts/serve-static.mjs --dir dist-demo --base /demo/ --port ${DEMO_PORT}`,
      url: `http://127.0.0.1:${DEMO_PORT}/demo/`,
      reuseExistingServer: false,
      timeout: 30_000,
    },
    {
      command: `node scripts/serve-static.mjs --dir dist-real --base / --port ${REAL_PORT}`,
      url: `http://127.0.0.1:${REAL_PORT}/login`,
      reuseExistingServer: false,
      timeout: 30_000,
    },
    {
      command: `node scripts/mock-server.mjs --port ${MOCK_PORT} --quiet`,
      url: `http://127.0.0.1:${MOCK_PORT}/openapi.json`,
      reuseExistingServer: false,
      timeout: 60_000,
    },
  ],
});
