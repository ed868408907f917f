import { expect, type Page } from '@playwright/test';
import { chooseFromMenu, seriousA11yViolations, signInAsAdmin, test } from './support';

test.describe.configure({ timeout: 60_000 });

function rowOf(page: Page, id: string) {
  return page.getByRole('row').filter({ has: page.locator(`[data-wine-actions="${id}"]`) });
}

/** The first row's wine: its id, its name (the link text) and its actions button's label ("Actions for {name} {vintage} ({producer})"). */
async function firstWine(page: Page): Promise<{ id: string; name: string; actions: string }> {
  const trigger = page.getByRole('table', { name: 'Wines' }).locator('[data-wine-actions]').first();
  await expect(trigger).toBeVisible({ timeout: 15_000 });
  const id = (await trigger.getAttribute('data-wine-actions')) ?? '';
  const actions = (await trigger.getAttribute('aria-label')) ?? '';
  const name = (await rowOf(page, id).getByRole('link').first().textContent()) ?? '';
  return { id, name, actions };
}

test('a shared URL restores the view, and search finds a wine by name', async ({ page }) => {
  await signInAsAdmin(page, '/wines?type=RED&sort=vintage,desc');
  await expect(page).toHaveTitle('All Wines | Vinotheca Admin');
  await expect(page.getByLabel('Type')).toHaveValue('RED');
  await expect(page.getByRole('columnheader', { name: 'Vintage' })).toHaveAttribute('aria-sort', 'descending');
  const rows = page.getByRole('table', { name: 'Wines' }).getByRole('row');
  await expect(rows.nth(1)).toContainText('Red');

  await page.goto('/wines?sort=producer,desc');
  const wine = await firstWine(page);
  await page.getByLabel('Search wines').fill(wine.name);
  await expect(page).toHaveURL(/search=/);
  await expect(page).toHaveURL(/sort=producer%2Cdesc|sort=producer,desc/);
  await expect(rowOf(page, wine.id)).toContainText(wine.name);
  // Every row matches by name or producer (the term is a whole wine name).
  await expect
    .poll(async () =>
      (await rows.allTextContents()).slice(1).every((text) => text.toLowerCase().includes(wine.name.toLowerCase())),
    )
    .toBe(true);
});

test('publish and archive a draft wine, then delete it after confirmation', async ({ page }) => {
  await signInAsAdmin(page, '/wines?status=DRAFT');
  const wine = await firstWine(page);
  await expect(rowOf(page, wine.id)).toContainText('Draft');

  await page.goto(`/wines?search=${encodeURIComponent(wine.name)}`);
  const row = rowOf(page, wine.id);
  await expect(row).toContainText('Draft');

  await chooseFromMenu(
    page.getByRole('button', { name: wine.actions, exact: true }).and(page.locator(`[data-wine-actions="${wine.id}"]`)),
    page.getByRole('menuitem', { name: 'Publish' }),
  );
  await expect(page.getByText('Wine Published')).toBeVisible();
  await expect(row).toContainText('Published');

  await row.locator('[data-wine-actions]').click();
  await expect(page.getByRole('menuitem', { name: 'Publish' })).toHaveCount(0);
  await page.getByRole('menuitem', { name: 'Archive' }).click();
  await expect(page.getByText('Wine Archived')).toBeVisible();
  await expect(row).toContainText('Archived');

  await chooseFromMenu(row.locator('[data-wine-actions]'), page.getByRole('menuitem', { name: 'Delete' }));
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText(`Delete ${wine.name}?`);
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Wine Deleted')).toBeVisible();
  await expect(row).toHaveCount(0);
});

test('the wines list has no serious or critical axe violations', async ({ page }) => {
  await signInAsAdmin(page, '/wines');
  await expect(page.getByRole('table', { name: 'Wines' }).locator('[data-wine-actions]').first()).toBeVisible();
  expect(await seriousA11yViolations(page)).toEqual([]);
});
