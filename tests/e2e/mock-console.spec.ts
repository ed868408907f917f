import { expect, test } from '@playwright/test';
import { ACCOUNTS, signIn, signInAsAdmin } from './support';

test('the mock console opens from its button and its shortcut, and its live code signs in the enrolled admin', async ({ page }) => {
  await page.goto('/login');
  const consoleButton = page.getByRole('button', { name: 'Mock console' });
  await consoleButton.click();
  const panel = page.getByRole('dialog', { name: 'Mock console' });
  await expect(panel).toBeVisible();
  const code = (await panel.getByTestId('mock-console-totp').textContent())?.trim() ?? '';
  expect(code).toMatch(/^\d{6}$/);
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await page.keyboard.press('Alt+Shift+M');
  await expect(panel).toBeVisible();
  await page.keyboard.press('Alt+Shift+M');
  await expect(panel).toBeHidden();

  await signIn(page, ACCOUNTS.totp);
  await page.getByLabel('Authentication code').fill(code);
  await page.getByRole('button', { name: 'Verify and sign in' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('an injected fault shows its catalogue toast', async ({ page }) => {
  await signInAsAdmin(page);
  await page.getByRole('button', { name: 'Mock console' }).click();
  const panel = page.getByRole('dialog', { name: 'Mock console' });
  await panel.getByLabel('Endpoint').selectOption('GET /auth/me');
  await panel.getByLabel('Fail it with, until cleared').selectOption('rate-limit');
  await panel.getByRole('button', { name: 'Fail endpoint' }).click();
  await expect(panel.getByText('GET /auth/me: 429 Too Many Requests')).toBeVisible();
  await page.keyboard.press('Escape');
  await page.reload();
  await expect(page.getByText('You are making too many requests. Please slow down and try again later.')).toBeVisible();
  await expect(page.getByText('Too Many Requests', { exact: true })).toBeVisible();
});

test('a scenario link applies latency and faults from the URL', async ({ page }) => {
  await page.goto('/login?scenario=rate-limited');
  await signIn(page, ACCOUNTS.admin);
  await expect(page.getByRole('alert')).toContainText(/too many/i);
  await page.getByRole('button', { name: 'Mock console' }).click();
  await expect(page.getByText('Scenario "rate-limited"')).toBeVisible();
});
