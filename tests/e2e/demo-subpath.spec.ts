import { expect, test } from '@playwright/test';
import { DEMO_PORT } from '../../playwright.config';
import { ACCOUNTS, LAZY, signIn } from './support';

const DEMO = `http://127.0.0.1:${DEMO_PORT}/demo`;

test('the static demo works from a sub-path: sign in, then a deep link survives a reload', async ({ page }) => {
  await page.goto(`${DEMO}/`);
  await expect(page).toHaveURL(`${DEMO}/login?redirect=%2Fdashboard`);
  await signIn(page, ACCOUNTS.admin);
  await expect(page).toHaveURL(`${DEMO}/dashboard`, LAZY);
  const worker = await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.scope);
  expect(worker).toBe(`${DEMO}/`);

  await page.goto(`${DEMO}/users/create`);
  await expect(page).toHaveURL(`${DEMO}/users/create`);
  await page.reload();
  await expect(page).toHaveTitle('Create User | Vinotheca Admin', { timeout: 20_000 });
  await page.goto(`${DEMO}/no/such/page`);
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible({ timeout: 20_000 });
});

test('the static host answers 400 to a malformed URL and keeps serving', async ({ request }) => {
  for (const path of ['/demo/%E0%A4%A', '/demo/%', '/demo/%00/x']) {
    const bad = await request.get(`http://127.0.0.1:${DEMO_PORT}${path}`);
    expect(bad.status(), path).toBe(400);
  }
  const good = await request.get(`${DEMO}/login`);
  expect(good.status()).toBe(200);
  expect(await good.text()).toContain('<div id="root" data-prerendered>');
});
