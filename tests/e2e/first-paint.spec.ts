import { expect, test } from '@playwright/test';

test('the login page paints without waiting for the mock worker; only requests wait', async ({ page }) => {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/mockServiceWorker.js', async (route) => {
    await held;
    await route.continue();
  });

  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  await expect(page.getByLabel('E-mail')).toBeEditable();
  expect(await page.evaluate(() => performance.getEntriesByName('mock-worker-ready').length)).toBe(0);

  // A sign-in submitted now waits for the worker instead of failing.
  await page.getByLabel('E-mail').fill('admin@vinotheca.test');
  await page.getByLabel('Password', { exact: true }).fill('Vinotheca#2026');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByRole('button', { name: /Signing in/ })).toBeVisible();
  release();
  await expect(page).toHaveURL(/\/dashboard$/);
  expect(await page.evaluate(() => performance.getEntriesByName('mock-worker-ready').length)).toBe(1);
});
