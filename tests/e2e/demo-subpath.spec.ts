import { expect, test } from '@playwright/test';
import { DEMO_PORT } from '../../playwright.config';
import { ACCOUNTS, signIn } from './support';

const DEMO = `http://127.0.0.1:${DEMO_PORT}/demo`;

test('the static demo works from a sub-path: sign in, then a deep link survives a reload', async ({ page }) => {
  await page.goto(`${DEMO}/`);
  await expect(page).toHaveURL(`${DEMO}/login?redirect=%2Fdashboard`);
  await signIn(page, ACCOUNTS.admin);
  await expect(page).toHaveURL(`${DEMO}/dashboard`);
  const worker = await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.scope);
  expect(worker).toBe(`${DEMO}/`);

  await page.goto(`${DEMO}/users/create`);
  await expect(page).toHaveURL(`${DEMO}/users/create`);
  await page.reload();
  await expect(page).toHaveTitle('Create User | Vinotheca Admin', { timeout: 20_000 });
  await page.goto(`${DEMO}/no/such/page`);
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible({ timeout: 20_000 });
});
