import { expect, type Page } from '@playwright/test';
import { closeToasts, LAZY, settleAnimations, signInAsAdmin, test } from '../e2e/support';

const SCREENS: { name: string; path: (page: Page) => Promise<string>; ready: (page: Page) => Promise<void> }[] = [
  {
    name: 'dashboard',
    path: async () => '/dashboard',
    ready: (page) => expect(page.locator('[data-chart]').first()).toBeVisible(LAZY),
  },
  {
    name: 'users',
    path: async () => '/users',
    ready: (page) => expect(page.getByText(/^Showing 1–/)).toBeVisible(LAZY),
  },
  {
    name: 'wines',
    path: async () => '/wines',
    ready: (page) => expect(page.getByText(/^Showing 1–/)).toBeVisible(LAZY),
  },
  {
    name: 'wine-detail',
    path: async (page) => {
      await page.goto('/wines?country=FR&region=Burgundy');
      const link = page.getByRole('table', { name: 'Wines' }).getByRole('link').first();
      await expect(link).toBeVisible(LAZY);
      return (await link.getAttribute('href')) ?? '/wines';
    },
    ready: (page) => expect(page.getByRole('region', { name: 'Label' })).toBeVisible(LAZY),
  },
  {
    name: 'cellars',
    path: async () => '/cellars',
    ready: (page) => expect(page.getByText(/^Showing 1–/)).toBeVisible(LAZY),
  },
  {
    name: 'analytics',
    path: async () => '/analytics',
    ready: (page) => expect(page.locator('[data-chart]').nth(6)).toBeVisible(LAZY),
  },
  {
    name: 'settings',
    path: async () => '/settings',
    ready: (page) => expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible(LAZY),
  },
];

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
    await signInAsAdmin(page, '/dashboard');
    for (const screen of SCREENS) {
      await page.goto(await screen.path(page));
      await screen.ready(page);
      await page.waitForLoadState('networkidle');
      await closeToasts(page);
      await settleAnimations(page);
      await page.screenshot({ path: `docs/screenshots/${screen.name}-${mode.suffix}.png` });
    }
  });
}
