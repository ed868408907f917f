import { readFile } from 'node:fs/promises';
import { expect, type Page } from '@playwright/test';
import { chooseTheme, listTotal, seriousA11yViolations, signInAsAdmin, test } from './support';

test.describe.configure({ timeout: 90_000 });

const LAZY = { timeout: 15_000 };

const winesTable = (page: Page) => page.getByRole('table', { name: 'Wines' });
const statusLine = (page: Page) => page.getByRole('status').filter({ hasText: /wines?$/ });

/** Opens the first wine of the list by its name link and waits for its detail view. */
async function openFirstWine(page: Page): Promise<string> {
  const link = winesTable(page).getByRole('row').nth(1).getByRole('link').first();
  await expect(link).toBeVisible(LAZY);
  const name = (await link.textContent()) ?? '';
  await link.click();
  await expect(page).toHaveURL(/\/wines\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 2, name })).toBeVisible(LAZY);
  return name;
}

test('open a draft from the list, read its details, then publish and archive it there', async ({ page }) => {
  await signInAsAdmin(page, '/wines?status=DRAFT');
  await openFirstWine(page);
  await expect(page).toHaveTitle('Wine details | Vinotheca Admin');
  for (const section of ['Identity and origin', 'Grapes', 'Details', 'Lifecycle']) {
    await expect(page.getByRole('region', { name: section })).toBeVisible();
  }
  const lifecycle = page.getByRole('region', { name: 'Lifecycle' });
  await expect(lifecycle).toContainText('Draft');
  await expect(page.getByRole('region', { name: 'Details' })).toContainText('Alcohol (ABV)');
  await expect(page.getByRole('link', { name: 'Edit' })).toHaveAttribute('href', /\/wines\/[0-9a-f-]{36}\/edit$/);

  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByText('Wine Published')).toBeVisible();
  await expect(lifecycle).toContainText('Published');
  await expect(page.getByRole('button', { name: 'Publish' })).toHaveCount(0);

  await page.getByRole('button', { name: 'Archive' }).click();
  await expect(page.getByText('Wine Archived')).toBeVisible();
  await expect(lifecycle).toContainText('Archived');
  await expect(page.getByRole('button', { name: 'Archive' })).toHaveCount(0);

  // The change is the server's, not the page's: a reload shows it too.
  await page.reload();
  await expect(page.getByRole('region', { name: 'Lifecycle' })).toContainText('Archived', LAZY);

  // And the way back to the list is above the heading.
  await page.getByRole('link', { name: '← Back to wines' }).click();
  await expect(page).toHaveURL(/\/wines$/);
  await expect(page.getByRole('heading', { level: 1, name: 'All Wines' })).toBeVisible(LAZY);
});

test('delete from the detail view after confirmation goes back to the list', async ({ page }) => {
  // A draft: no cellar holds one, and a wine a cellar holds cannot be deleted (409).
  await signInAsAdmin(page, '/wines?status=DRAFT&sort=name,desc');
  const name = await openFirstWine(page);
  await page.getByRole('button', { name: 'Delete' }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText(`Delete ${name}?`);
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Wine Deleted')).toBeVisible();
  await expect(page).toHaveURL(/\/wines$/);
  await expect(winesTable(page)).toBeVisible(LAZY);
});

test('an unknown wine id shows the not-found state', async ({ page }) => {
  await signInAsAdmin(page, '/wines/00000000-0000-4000-8000-000000000000');
  await expect(page.getByRole('heading', { name: 'Wine not found' })).toBeVisible(LAZY);
  await page.getByRole('link', { name: 'Back to the wines list' }).click();
  await expect(winesTable(page)).toBeVisible(LAZY);
});

test('filter by region and vintage range; the URL restores the view', async ({ page }) => {
  await signInAsAdmin(page, '/wines');
  await expect(winesTable(page)).toBeVisible(LAZY);
  await expect(page.getByLabel('Region')).toBeDisabled();
  await page.getByLabel('Country').selectOption('FR');
  await expect(page).toHaveURL(/country=FR/);
  const region = page.getByLabel('Region');
  await expect(region).toBeEnabled();
  await expect(region.locator('option')).not.toHaveCount(1);
  const regionName = (await region.locator('option').nth(1).textContent()) ?? '';
  await region.selectOption(regionName);
  // Each change is a navigation: wait for the list to settle (as a reader would) before the next.
  await expect(page).toHaveURL(/region=/);
  await expect(winesTable(page)).toHaveAttribute('aria-busy', 'false');
  // The vintage years from a freshly loaded view of that region (a shared link).
  await page.reload();
  await expect(page.getByLabel('Region')).toHaveValue(regionName, LAZY);
  await page.getByLabel('Vintage from').fill('2010');
  await page.getByLabel('Vintage from').press('Enter');
  await expect(page).toHaveURL(/vintageFrom=2010/);
  await expect(statusLine(page)).toHaveText(/wines?$/);
  await page.getByLabel('Vintage to').click();
  await page.getByLabel('Vintage to').fill('2018');
  await page.getByLabel('Vintage to').press('Enter');
  await expect(page).toHaveURL(/vintageFrom=2010&vintageTo=2018/);
  expect(decodeURIComponent(new URL(page.url()).searchParams.get('region') ?? '')).toBe(regionName);

  const rows = winesTable(page).getByRole('row');
  await expect(rows.nth(1)).toBeVisible();
  const check = async () => {
    // Each cell under its column's header (a checkbox column leads for a role that may select rows).
    const heads = await winesTable(page)
      .locator('thead th')
      .evaluateAll((ths) => ths.map((th) => th.textContent?.trim() ?? ''));
    const [vintage, region] = [heads.indexOf('Vintage'), heads.indexOf('Region')];
    const cells = await rows.evaluateAll((trs) =>
      trs.slice(1).map((tr) => [...tr.querySelectorAll('td')].map((td) => td.textContent ?? '')),
    );
    return (
      cells.length > 0 &&
      cells.every((c) => c[region] === regionName && Number(c[vintage]) >= 2010 && Number(c[vintage]) <= 2018)
    );
  };
  await expect.poll(check).toBe(true);

  await page.reload();
  await expect(page.getByLabel('Region')).toHaveValue(regionName, LAZY);
  await expect(page.getByLabel('Country')).toHaveValue('FR');
  await expect(page.getByLabel('Vintage from')).toHaveValue('2010');
  await expect(page.getByLabel('Vintage to')).toHaveValue('2018');
  await expect.poll(check).toBe(true);
});

test('Export CSV downloads every wine of the filtered list, not just the page', async ({ page }) => {
  await signInAsAdmin(page, '/wines?type=WHITE&size=10');
  await expect(winesTable(page)).toBeVisible(LAZY);
  const total = await listTotal(page, 'wines');
  expect(total).toBeGreaterThan(100);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^wines-\d{4}-\d{2}-\d{2}\.csv$/);
  const text = await readFile(await download.path(), 'utf8');
  const lines = text
    .replace(/^\uFEFF/, '')
    .split('\r\n')
    .slice(0, -1);
  expect(lines[0]).toMatch(/^Name,Producer,Vintage,Type,/);
  expect(lines).toHaveLength(total + 1);
  expect(lines.slice(1).every((line) => line.includes(',White,'))).toBe(true);
  await expect(page.getByText(`Exported ${total.toLocaleString('en-US')} wines.`)).toBeVisible();
});

for (const theme of ['light', 'dark'] as const) {
  test(`the wine detail view has no serious or critical axe violations (${theme})`, async ({ page }) => {
    await signInAsAdmin(page, '/wines?sort=price,desc');
    await openFirstWine(page);
    await chooseTheme(page, theme === 'dark' ? 'Dark' : 'Light');
    await expect(page.locator('html')).toHaveClass(new RegExp(`theme-${theme}`));
    await expect(page.getByRole('region', { name: 'Lifecycle' })).toBeVisible();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByRole('alertdialog')).toBeVisible();
    expect(await seriousA11yViolations(page)).toEqual([]);
  });
}
