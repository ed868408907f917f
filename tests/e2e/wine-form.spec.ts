import { readFileSync } from 'node:fs';
import { expect, type Page } from '@playwright/test';
import { chooseFromMenu, chooseTheme, seriousA11yViolations, sessionStorageKeys, signInAsAdmin, test } from './support';

// A shared two-core machine: a full sign-in, lazy screens and axe take a while.
test.describe.configure({ timeout: 150_000 });

const LABEL_PNG = readFileSync(new URL('../../contracts/fixtures/avatar.png', import.meta.url));
const LAZY = { timeout: 20_000 };

const form = (page: Page, name: 'Add wine' | 'Edit wine') => page.getByRole('form', { name });
const field = (page: Page, label: RegExp) => page.getByLabel(label);

/** Through the sidebar (a client-side navigation, so the route loader runs in the signed-in app). */
async function openAddWine(page: Page): Promise<void> {
  const group = page.getByRole('button', { name: 'Wine Database' });
  if ((await group.getAttribute('aria-expanded')) !== 'true') await group.click();
  await page.getByRole('link', { name: 'Add Wine' }).click();
  await expect(page).toHaveURL(/\/wines\/create$/);
  await expect(form(page, 'Add wine')).toBeVisible(LAZY);
}

async function fillIdentity(page: Page, name: string): Promise<void> {
  await field(page, /^Name/).fill(name);
  await field(page, /^Producer/).fill('Domaine des Essais');
  await field(page, /^Vintage/).fill('2021');
  await field(page, /^Type/).selectOption('RED');
  await field(page, /^Category/).selectOption({ index: 1 });
  await field(page, /^Country/).selectOption('FR');
  await field(page, /^Region/).fill('Rhône');
  await field(page, /^Alcohol/).fill('14.5');
  await field(page, /^Reference price/).fill('31');
}

async function addGrape(page: Page, n: number, variety: string, percentage: string): Promise<void> {
  await page.getByRole('button', { name: 'Add grape' }).click();
  await field(page, new RegExp(`^Grape ${n} variety`)).fill(variety);
  await field(page, new RegExp(`^Grape ${n} %`)).fill(percentage);
}

test('add a wine whose grapes sum past 100, fix it, save it with a label, find it, then publish and archive it', async ({
  page,
}) => {
  const name = `Cuvée E2E ${Date.now()}`;
  await signInAsAdmin(page);
  await openAddWine(page);
  await expect(page).toHaveTitle(/^Add Wine \|/);
  await fillIdentity(page, name);
  await addGrape(page, 1, 'Grenache', '70');
  await addGrape(page, 2, 'Syrah', '45');
  await expect(page.getByText('Total 115% — must not exceed 100%')).toBeVisible();

  await page.getByRole('button', { name: 'Add wine' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'Grape percentages must add up to at most 100' }),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/wines\/create$/);

  await field(page, /^Grape 2 %/).fill('30');
  await expect(page.getByText('Total 100%')).toBeVisible();
  await expect(page.getByText('Grape percentages must add up to at most 100')).toHaveCount(0);
  await page
    .getByLabel('Label image file')
    .setInputFiles({ name: 'label.png', mimeType: 'image/png', buffer: LABEL_PNG });
  await expect(page.getByRole('img', { name: 'Preview of the new label' })).toBeVisible();
  await page.getByRole('button', { name: 'Add wine' }).click();

  await expect(page.getByText('Wine Created')).toBeVisible();
  await expect(page).toHaveURL(/\/wines\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { name, level: 2 })).toBeVisible(LAZY);
  await page.getByRole('link', { name: 'All Wines' }).click();
  await page.getByLabel('Search wines').fill(name);
  const row = page.getByRole('table', { name: 'Wines' }).getByRole('row').filter({ hasText: name });
  await expect(row).toHaveCount(1, LAZY);
  await expect(row).toContainText('Draft');
  await expect(row.locator('img')).toHaveAttribute('src', /^data:image\//);

  const actions = row.getByRole('button', { name: /^Actions for / });
  await chooseFromMenu(actions, page.getByRole('menuitem', { name: 'Publish' }));
  await expect(row).toContainText('Published');
  await chooseFromMenu(actions, page.getByRole('menuitem', { name: 'Archive' }));
  await expect(row).toContainText('Archived');

  await chooseFromMenu(actions, page.getByRole('menuitem', { name: 'Edit' }));
  await expect(form(page, 'Edit wine')).toBeVisible(LAZY);
  await expect(field(page, /^Name/)).toHaveValue(name);
  await expect(field(page, /^Grape 2 %/)).toHaveValue('30');
  await expect(page.getByRole('region', { name: 'Lifecycle' })).toContainText('Archived');
  await expect(page.getByRole('img', { name: 'Current label' })).toBeVisible();
});

test('the general API renews an expired access token once, and the wine form’s autocompletes still load', async ({
  page,
}) => {
  await signInAsAdmin(page);
  const before = await sessionStorageKeys(page);
  await page.keyboard.press('Alt+Shift+M');
  const panel = page.getByRole('dialog', { name: 'Mock console' });
  await panel.getByRole('button', { name: 'Expire my access token now' }).click();
  await expect(panel.getByRole('status')).toContainText('Your access token has expired');
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();

  const refreshes: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname.endsWith('/auth/refresh'))
      refreshes.push(request.url());
  });
  await openAddWine(page);

  await expect(field(page, /^Country/).locator('option')).not.toHaveCount(1);
  expect(
    await field(page, /^Category/)
      .locator('option')
      .count(),
  ).toBeGreaterThan(1);
  await page.getByRole('button', { name: 'Add grape' }).click();
  const grapeList = await field(page, /^Grape 1 variety/).getAttribute('list');
  expect(await page.locator(`datalist[id="${grapeList}"] option`).count()).toBeGreaterThan(10);
  await field(page, /^Country/).selectOption('IT');
  await expect.poll(() => page.getByTestId('region-options').locator('option').count()).toBeGreaterThan(3);

  expect(refreshes).toHaveLength(1);
  await expect(page).toHaveURL(/\/wines\/create$/);
  await expect(page.getByText('Your session has expired. Please log in again.')).toHaveCount(0);
  const after = await sessionStorageKeys(page);
  expect(after.auth_token).toBeTruthy();
  expect(after.auth_token).not.toBe(before.auth_token);
  expect(after.refresh_token).not.toBe(before.refresh_token);
});

for (const theme of ['light', 'dark'] as const) {
  test(`the wine form has no serious or critical axe violations (${theme})`, async ({ page }) => {
    await signInAsAdmin(page);
    await chooseTheme(page, theme === 'dark' ? 'Dark' : 'Light');
    await expect(page.locator('html')).toHaveClass(new RegExp(`theme-${theme}`));
    await openAddWine(page);
    await addGrape(page, 1, 'Merlot', '80');
    await addGrape(page, 2, 'Cabernet Franc', '30');
    await page.getByRole('button', { name: 'Add wine' }).click();
    await expect(
      page.getByRole('alert').filter({ hasText: 'Grape percentages must add up to at most 100' }),
    ).toBeVisible();
    expect(await seriousA11yViolations(page)).toEqual([]);
  });
}
