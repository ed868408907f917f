import { expect, type Page } from '@playwright/test';
import { ACCOUNTS, closeToasts, LAZY, settleAnimations, test } from '../e2e/support';
import { DEMO_PASSWORD } from '../../src/config/demo-accounts';

/**
 * `SCREENSHOT_LANGUAGE=fr` or `=pseudo` (the pseudo-locale, ADR 0037) takes the same pictures in that
 * language into test-results/screenshots-<language>/, for a look at texts that clip; without it, the
 * README's pictures in English into docs/screenshots/.
 */
const LANGUAGE = process.env.SCREENSHOT_LANGUAGE;
const FOLDER = LANGUAGE ? `test-results/screenshots-${LANGUAGE}` : 'docs/screenshots';

/** The range line above a list ("Showing 1–20 of 2,000 wines", in any language). */
const rangeLine = (page: Page) => page.getByRole('status').filter({ hasText: /1–\d/ }).first();

const SCREENS: { name: string; path: (page: Page) => Promise<string>; ready: (page: Page) => Promise<void> }[] = [
  {
    name: 'dashboard',
    path: async () => '/dashboard',
    ready: (page) => expect(page.locator('[data-chart]').first()).toBeVisible(LAZY),
  },
  {
    name: 'users',
    path: async () => '/users',
    ready: (page) => expect(rangeLine(page)).toBeVisible(LAZY),
  },
  {
    name: 'wines',
    path: async () => '/wines',
    ready: (page) => expect(rangeLine(page)).toBeVisible(LAZY),
  },
  {
    name: 'wine-detail',
    path: async (page) => {
      await page.goto('/wines?country=FR&region=Burgundy');
      const link = page.getByRole('table').getByRole('link').first();
      await expect(link).toBeVisible(LAZY);
      return (await link.getAttribute('href')) ?? '/wines';
    },
    ready: (page) =>
      expect(
        page
          .getByRole('img')
          .filter({ has: page.locator('text') })
          .first(),
      ).toBeVisible(LAZY),
  },
  {
    name: 'cellars',
    path: async () => '/cellars',
    ready: (page) => expect(rangeLine(page)).toBeVisible(LAZY),
  },
  {
    name: 'analytics',
    path: async () => '/analytics',
    ready: (page) => expect(page.locator('[data-chart]').nth(6)).toBeVisible(LAZY),
  },
  {
    name: 'settings',
    path: async () => '/settings',
    ready: (page) => expect(page.getByRole('textbox').first()).toBeVisible(LAZY),
  },
];

/** Signs in as the demo admin by the fields' names, whatever the language. */
async function signInAnyLanguage(page: Page): Promise<void> {
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login/, LAZY);
  await page.locator('input[name="email"]').fill(ACCOUNTS.admin);
  await page.locator('input[name="password"]').fill(DEMO_PASSWORD);
  await page.locator('button[type="submit"]').click();
  await expect(page).toHaveURL(/\/dashboard/, LAZY);
  await page.waitForLoadState('networkidle');
}

const MODES = [
  { suffix: 'light', colorScheme: 'light', viewport: { width: 1280, height: 800 } },
  { suffix: 'dark', colorScheme: 'dark', viewport: { width: 1280, height: 800 } },
  { suffix: 'mobile', colorScheme: 'light', viewport: { width: 390, height: 844 } },
] as const;

for (const mode of MODES) {
  test(`README screenshots, ${mode.suffix}`, async ({ page }) => {
    await page.setViewportSize(mode.viewport);
    // The demo admin follows the system theme.
    await page.emulateMedia({ colorScheme: mode.colorScheme });
    if (LANGUAGE)
      await page.addInitScript((language) => localStorage.setItem('vinotheca_language', language), LANGUAGE);
    await signInAnyLanguage(page);
    for (const screen of SCREENS) {
      await page.goto(await screen.path(page));
      await screen.ready(page);
      await page.waitForLoadState('networkidle');
      await closeToasts(page);
      await settleAnimations(page);
      await page.screenshot({ path: `${FOLDER}/${screen.name}-${mode.suffix}.png` });
    }
  });
}
