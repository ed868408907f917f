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

test('the demo’s mock answers an unknown API path with a JSON 404, as the standalone server does', async ({ page }) => {
  await page.goto('/login');
  // Once the mock has started (main.tsx marks it): the console's own requests wait for it too.
  await page.waitForFunction(() => performance.getEntriesByName('mock-worker-ready').length > 0, undefined, LAZY);
  const answer = await page.evaluate(async () => {
    const response = await fetch('/api/v1/admin/no-such-endpoint');
    return {
      status: response.status,
      type: response.headers.get('content-type'),
      body: (await response.json()) as unknown,
    };
  });
  expect(answer).toEqual({
    status: 404,
    type: expect.stringContaining('application/json'),
    body: { status: 404, error: 'Not Found', message: 'No mock endpoint for GET /api/v1/admin/no-such-endpoint' },
  });
});
