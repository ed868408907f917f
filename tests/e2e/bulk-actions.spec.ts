import { expect, type Page } from '@playwright/test';
import {
  ACCOUNTS,
  chooseTheme,
  closeToasts,
  expectToast,
  LAZY,
  listTotal,
  logOut,
  seriousA11yViolations,
  signIn,
  signInAs,
  signInAsAdmin,
  test,
} from './support';

const bar = (page: Page) => page.getByRole('region', { name: 'Bulk actions' });
const count = (n: number) => n.toLocaleString('en-US');

test('select all matching → bulk publish → undo: every draft is published, then put back as it was', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signInAsAdmin(page, '/wines?status=DRAFT');
  const drafts = await listTotal(page, 'wines');
  expect(drafts).toBeGreaterThan(20);

  await page.getByRole('checkbox', { name: 'Select every wine on this page' }).check();
  await expect(bar(page).getByRole('status')).toHaveText('20 wines selected');
  await bar(page)
    .getByRole('button', { name: `Select all ${count(drafts)} matching wines` })
    .click();
  await expect(bar(page).getByRole('status')).toHaveText(`All ${count(drafts)} matching wines selected`);
  await bar(page).getByRole('button', { name: 'Publish' }).click();
  const dialog = page.getByRole('alertdialog', { name: `Publish all ${count(drafts)} matching wines?` });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Publish' }).click();

  await expectToast(page, { title: 'Wines Published', description: `${count(drafts)} wines published.` }, LAZY);
  await expect(page.getByText('No wines match these filters')).toBeVisible(LAZY);
  // Each wine is in the audit log.
  const published = await page.evaluate(async () => {
    const response = await fetch('/api/v1/admin/audit-events?action=wine.publish&size=1', {
      headers: { Authorization: `Bearer ${localStorage.getItem('auth_token') ?? ''}` },
    });
    return ((await response.json()) as { totalElements: number }).totalElements;
  });
  expect(published).toBeGreaterThanOrEqual(drafts);

  await page.getByRole('button', { name: 'Undo' }).click();
  await expectToast(
    page,
    { title: 'Change Undone', description: `${count(drafts)} wines put back as they were.` },
    LAZY,
  );
  expect(await listTotal(page, 'wines')).toBe(drafts);
  // Nothing is left to undo twice, and a reload keeps the drafts.
  await page.reload();
  expect(await listTotal(page, 'wines')).toBe(drafts);
});

test('a reload while Undo is offered keeps the change, applied once', async ({ page }) => {
  await signInAsAdmin(page, '/wines?status=PUBLISHED');
  const published = await listTotal(page, 'wines');
  const archivedEvents = () =>
    page.evaluate(async () => {
      const response = await fetch('/api/v1/admin/audit-events?action=wine.archive&size=1', {
        headers: { Authorization: `Bearer ${localStorage.getItem('auth_token') ?? ''}` },
      });
      return ((await response.json()) as { totalElements: number }).totalElements;
    });
  const before = await archivedEvents();
  const boxes = page.getByRole('table', { name: 'Wines' }).getByRole('checkbox');
  await boxes.nth(1).check();
  await boxes.nth(2).check();
  await bar(page).getByRole('button', { name: 'Archive' }).click();
  await page.getByRole('alertdialog', { name: 'Archive 2 wines?' }).getByRole('button', { name: 'Archive' }).click();
  await expectToast(page, { title: 'Wines Archived', description: '2 wines archived.' }, LAZY);
  await expect(page.getByRole('button', { name: 'Undo' })).toBeVisible();
  await page.reload();
  expect(await listTotal(page, 'wines')).toBe(published - 2);
  expect(await archivedEvents()).toBe(before + 2);
});

test('a bulk deactivation of every matching admin leaves the admin’s own account and the super admins, says why, and is undone', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signInAs(page, ACCOUNTS.manager, '/users?search=vinotheca.test');
  const total = await listTotal(page, 'admins');
  await page.getByRole('checkbox', { name: 'Select every admin on this page' }).check();
  await bar(page)
    .getByRole('button', { name: `Select all ${count(total)} matching admins` })
    .click();
  await bar(page).getByRole('button', { name: 'Deactivate' }).click();
  await page
    .getByRole('alertdialog', { name: `Deactivate all ${count(total)} matching admins?` })
    .getByRole('button', { name: 'Deactivate' })
    .click();
  const toast = page.locator('[data-scope="toast"][data-part="root"]').filter({ hasText: 'Users Deactivated' });
  await expect(toast).toBeVisible(LAZY);
  await expect(toast).toContainText('1 left as it was: You cannot deactivate your own account.');
  await expect(toast).toContainText('left as they were: Only a super admin can change a super admin’s account.');
  await toast.getByRole('button', { name: 'Undo' }).click();
  await expect(page.locator('[data-scope="toast"][data-part="root"]').filter({ hasText: 'Change Undone' })).toBeVisible(
    LAZY,
  );
  const active = await page.evaluate(async (email) => {
    const response = await fetch(`/api/v1/admin/users?search=${encodeURIComponent(email)}`, {
      headers: { Authorization: `Bearer ${localStorage.getItem('auth_token') ?? ''}` },
    });
    return ((await response.json()) as { content: { active: boolean }[] }).content.map((admin) => admin.active);
  }, ACCOUNTS.viewer);
  expect(active).toEqual([true]);
});

test('a viewer gets no checkboxes, and the API refuses a bulk call from them', async ({ page }) => {
  await signInAs(page, ACCOUNTS.viewer, '/wines');
  await listTotal(page, 'wines');
  await expect(page.getByRole('checkbox')).toHaveCount(0);
  const status = await page.evaluate(async () => {
    const response = await fetch('/api/v1/admin/wines/bulk', {
      method: 'POST',
      headers: {
        Authorization: `Bearer ${localStorage.getItem('auth_token') ?? ''}`,
        'Content-Type': 'application/json',
      },
      body: JSON.stringify({ action: 'DELETE', filter: {} }),
    });
    return response.status;
  });
  expect(status).toBe(403);
});

test('a saved view opens from its link in a new session, with its filters, order and columns', async ({ page }) => {
  // Two sign-ins and a save: longer than one flow on a loaded machine.
  test.setTimeout(90_000);
  await signInAsAdmin(page, '/wines?status=PUBLISHED&type=RED&sort=price,asc');
  await listTotal(page, 'wines');
  await page.getByRole('button', { name: 'Columns' }).click();
  await page.getByRole('checkbox', { name: 'Region' }).uncheck();
  await page.getByRole('button', { name: 'Close columns' }).click();
  await page.getByRole('button', { name: 'Views' }).click();
  await page.getByRole('button', { name: 'Save current view…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Save current view' });
  await dialog.getByRole('textbox', { name: 'Name' }).fill('Published reds by price');
  await dialog.getByRole('button', { name: 'Save view' }).click();
  await expectToast(
    page,
    {
      title: 'View Saved',
      description: '“Published reds by price” keeps these filters, this order and these columns.',
    },
    LAZY,
  );
  await expect(page.getByRole('button', { name: 'View: Published reds by price' })).toBeVisible(LAZY);
  const link = await page.evaluate(async () => {
    const response = await fetch('/api/v1/admin/saved-views?list=wines', {
      headers: { Authorization: `Bearer ${localStorage.getItem('auth_token') ?? ''}` },
    });
    const [view] = (await response.json()) as { id: string }[];
    return `/wines?view=${view!.id}`;
  });

  // A new session, of another admin, in a browser that has no column choice.
  await closeToasts(page);
  await logOut(page);
  await page.evaluate(() => localStorage.removeItem('vinotheca_columns_wines'));
  await page.goto(link);
  await expect(page).toHaveURL(/\/login/, LAZY);
  await signIn(page, ACCOUNTS.viewer);
  await expect(page).toHaveURL(/\/wines\?type=RED&status=PUBLISHED&sort=price%2Casc$/, LAZY);
  await listTotal(page, 'wines');
  await expect(page.getByRole('columnheader', { name: 'Region' })).toHaveCount(0);
  await expect(page.getByRole('columnheader', { name: 'Price' })).toBeVisible();
});

test('the command palette runs the list’s own actions: select the page, then clear the selection', async ({ page }) => {
  await signInAsAdmin(page, '/wines');
  await listTotal(page, 'wines');
  const field = page.getByRole('combobox', { name: 'Search screens, wines, users and cellars' });
  await page.keyboard.press('Control+k');
  await expect(field).toBeFocused();
  await page.keyboard.type('select every');
  await expect(field).toHaveValue('select every');
  await expect(page.getByRole('option').first()).toHaveText('Select every wine on this page');
  await page.keyboard.press('Enter');
  await expect(bar(page).getByRole('status')).toHaveText('20 wines selected');
  await page.keyboard.press('Control+k');
  await expect(field).toBeFocused();
  await expect(field).toHaveValue('');
  await page.keyboard.type('clear selection');
  await expect(field).toHaveValue('clear selection');
  await expect(page.getByRole('option').first()).toHaveText('Clear selection');
  await page.keyboard.press('Enter');
  await expect(bar(page)).toBeHidden();
});

for (const theme of ['Light', 'Dark'] as const) {
  test(`the bulk bar, its dialog, the columns and views menus have no serious or critical axe violations (${theme.toLowerCase()})`, async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await signInAsAdmin(page, '/wines');
    await chooseTheme(page, theme);
    await listTotal(page, 'wines');
    await page.getByRole('checkbox', { name: 'Select every wine on this page' }).check();
    await expect(bar(page)).toBeVisible();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await bar(page).getByRole('button', { name: 'Change category' }).click();
    await expect(page.getByRole('alertdialog')).toBeVisible();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('alertdialog')).toBeHidden();
    await page.getByRole('button', { name: 'Columns' }).click();
    await expect(page.getByRole('list', { name: 'Columns, in the order shown' })).toBeVisible();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('list', { name: 'Columns, in the order shown' })).toBeHidden();
    await page.getByRole('button', { name: 'Views' }).click();
    await expect(page.getByText(/No saved views yet/)).toBeVisible();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Save current view…' }).click();
    await expect(page.getByRole('dialog', { name: 'Save current view' })).toBeVisible();
    expect(await seriousA11yViolations(page)).toEqual([]);
    // The command palette with this screen's actions listed first.
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog', { name: 'Save current view' })).toBeHidden();
    await page.keyboard.press('Control+k');
    await expect(page.getByRole('group', { name: 'Actions' })).toBeVisible();
    expect(await seriousA11yViolations(page)).toEqual([]);
  });
}
