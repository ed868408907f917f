import { expect } from '@playwright/test';
import { ACCOUNTS, LAZY, listTotal, signIn, test } from './support';

test.describe.configure({ timeout: 90_000 });

test('?scenario=empty opens an empty console: the demo accounts, and nothing else', async ({ page }) => {
  await page.goto('/login?scenario=empty');
  await signIn(page, ACCOUNTS.admin);
  await expect(page).toHaveURL(/\/dashboard/, LAZY);
  await page.goto('/wines');
  await expect(page.getByText('No wines yet')).toBeVisible(LAZY);
  await page.goto('/cellars');
  await expect(page.getByText('No cellars yet')).toBeVisible(LAZY);
  await page.goto('/wines/categories');
  await expect(page.getByRole('heading', { name: 'No categories yet' })).toBeVisible(LAZY);
  await page.goto('/users');
  expect(await listTotal(page, 'admins')).toBe(7);
  // The history holds only this visit's own sign-in: a header row and one event.
  await page.goto('/settings/audit');
  await expect(page.getByRole('row')).toHaveCount(2, LAZY);
  await expect(page.getByRole('row').nth(1)).toContainText('signed in');
});
