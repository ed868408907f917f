import { expect, type Page } from '@playwright/test';
import { ACCOUNTS, chooseRowAction, expectToast, LAZY, seriousA11yViolations, signInAs, test } from './support';

// Each flow signs in on a first visit (worker start and seed) and walks several screens.
test.describe.configure({ timeout: 90_000 });

const FORBIDDEN = 'You don’t have access to this page';
const nav = (page: Page) => page.getByRole('navigation', { name: 'Main navigation' });
const row = (page: Page, name: string) => page.getByRole('row').filter({ hasText: name });

/** The id of the admin with this e-mail, read through the API with this tab's session. */
async function adminId(page: Page, email: string): Promise<string> {
  return page.evaluate(async (wanted) => {
    const response = await fetch(`/api/v1/admin/users?search=${encodeURIComponent(wanted)}`, {
      headers: { Authorization: `Bearer ${localStorage.getItem('auth_token') ?? ''}` },
    });
    const body = (await response.json()) as { content: { id: string; email: string }[] };
    const found = body.content.find((admin) => admin.email === wanted);
    if (!found) throw new Error(`no admin ${wanted}`);
    return found.id;
  }, email);
}

/** Opens the sidebar's groups, so their children are listed. */
async function expandGroups(page: Page): Promise<void> {
  for (const name of ['User Management', 'Wine Database']) {
    const button = nav(page).getByRole('button', { name });
    if ((await button.getAttribute('aria-expanded')) !== 'true') await button.click();
  }
}

async function expectForbiddenPage(page: Page, reason: string | RegExp): Promise<void> {
  await expect(page.getByRole('heading', { name: FORBIDDEN })).toBeVisible(LAZY);
  await expect(page.getByText(reason)).toBeVisible();
  // In the default layout: the sidebar and the top bar stay, with a way back.
  await expect(nav(page)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go to the dashboard' })).toBeVisible();
}

test('a viewer reads everything, is offered no change, and a deep link to a form shows the 403 page', async ({
  page,
}) => {
  await signInAs(page, ACCOUNTS.viewer, '/users?search=admin%40vinotheca.test');
  // The user menu names the role in words.
  await page.getByRole('button', { name: 'Account menu for Victor Hale' }).click();
  await expect(page.getByRole('menu')).toContainText('viewer@vinotheca.test');
  await expect(page.getByRole('menu').getByText('Viewer', { exact: true })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('menu')).toHaveCount(0);

  // Users: the list, without Create user or any row menu.
  await expect(row(page, 'Ava Laurent')).toBeVisible(LAZY);
  await expect(page.getByRole('link', { name: 'Create user' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Actions for / })).toHaveCount(0);

  // The sidebar leaves out the forms the role cannot open.
  await expandGroups(page);
  await expect(nav(page).getByRole('link', { name: 'All Users' })).toBeVisible();
  await expect(nav(page).getByRole('link', { name: 'Create User' })).toHaveCount(0);
  await expect(nav(page).getByRole('link', { name: 'Add Wine' })).toHaveCount(0);

  // Wines: no row actions; a wine's page has no buttons.
  await nav(page).getByRole('link', { name: 'All Wines' }).click();
  const firstWine = page.getByRole('table', { name: 'Wines' }).getByRole('row').nth(1).getByRole('link').first();
  await expect(firstWine).toBeVisible(LAZY);
  await expect(page.getByRole('button', { name: /^Actions for / })).toHaveCount(0);
  await firstWine.click();
  await expect(page).toHaveURL(/\/wines\/[^/]+$/);
  await expect(page.getByRole('heading', { level: 2 })).toBeVisible(LAZY);
  for (const name of ['Publish', 'Archive', 'Delete'])
    await expect(page.getByRole('button', { name, exact: true })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Edit', exact: true })).toHaveCount(0);

  // Categories and settings: read-only.
  await page.goto('/wines/categories');
  await expect(page.getByRole('table', { name: 'Wine categories' })).toBeVisible(LAZY);
  await expect(page.getByRole('button', { name: 'Add category' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Rename / })).toHaveCount(0);
  await page.goto('/settings');
  await expect(page.getByRole('form', { name: 'System settings' })).toBeVisible(LAZY);
  await expect(page.getByRole('button', { name: 'Save settings' })).toHaveCount(0);
  await expect(page.getByRole('textbox', { name: /Brand name/ })).toHaveAttribute('readonly', '');

  // A deep link to a form the role cannot open: the 403 page in the layout, and the way back.
  await page.goto('/wines/create');
  await expectForbiddenPage(
    page,
    'Your role (Viewer) does not allow you to open this page. Ask a super admin if you need it.',
  );
  await expect(page).toHaveTitle(/^Add Wine \|/);
  expect(await seriousA11yViolations(page)).toEqual([]);
  await page.goto('/users/create');
  await expectForbiddenPage(page, /Your role \(Viewer\)/);
  await page.getByRole('link', { name: 'Go to the dashboard' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('an editor changes wines but not admins: Add Wine is there, Create User is a 403 page', async ({ page }) => {
  await signInAs(page, ACCOUNTS.editor, '/wines');
  await expect(page.getByRole('button', { name: /^Actions for / }).first()).toBeVisible(LAZY);
  await expandGroups(page);
  await expect(nav(page).getByRole('link', { name: 'Add Wine' })).toBeVisible();
  await expect(nav(page).getByRole('link', { name: 'Create User' })).toHaveCount(0);
  await nav(page).getByRole('link', { name: 'Add Wine' }).click();
  await expect(page.getByRole('form', { name: 'Add wine' })).toBeVisible(LAZY);

  await page.goto('/users?search=locked%40vinotheca.test');
  await expect(row(page, 'Lena Fischer')).toBeVisible(LAZY);
  await expect(page.getByRole('button', { name: /^Actions for / })).toHaveCount(0);
  await page.goto('/users/create');
  await expectForbiddenPage(page, /Your role \(Editor\)/);

  await page.goto('/wines/categories');
  await expect(page.getByRole('button', { name: 'Add category' })).toBeVisible(LAZY);
});

test('an admin manages admins but not super admins; a role changed meanwhile gets Access Denied and keeps the list', async ({
  page,
}) => {
  // An editor's row offers everything; the super admin's offers nothing.
  await signInAs(page, ACCOUNTS.manager, '/users?search=locked%40vinotheca.test');
  await expect(row(page, 'Lena Fischer')).toBeVisible(LAZY);
  await page.getByRole('button', { name: 'Actions for Lena Fischer' }).click();
  await expect(page.getByRole('menuitem')).toHaveText(['Edit', 'Unlock', 'Reset password', 'Deactivate']);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('menuitem')).toHaveCount(0);
  await page.goto('/users?search=admin%40vinotheca.test');
  await expect(row(page, 'Ava Laurent')).toBeVisible(LAZY);
  await expect(page.getByRole('button', { name: 'Actions for Ava Laurent' })).toHaveCount(0);

  // Editing the super admin by a deep link: the 403 page says why.
  const superId = await adminId(page, ACCOUNTS.admin);
  await page.goto(`/users/${superId}/edit`);
  await expectForbiddenPage(
    page,
    'Only a super admin can change a super admin’s account. Ask a super admin if you need it.',
  );

  // A super admin makes this admin a viewer meanwhile (the mock console does it on the server).
  await page.goto('/users?search=locked%40vinotheca.test');
  await expect(row(page, 'Lena Fischer')).toContainText('Locked', LAZY);
  await page.getByRole('button', { name: 'Mock console' }).click();
  const panel = page.getByRole('dialog', { name: 'Mock console' });
  await panel.getByRole('button', { name: 'Make me a viewer on the server' }).click();
  await expect(panel.getByRole('status')).toContainText('You are a viewer on the server now');
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();

  await chooseRowAction(page, 'Actions for Lena Fischer', 'Unlock');
  await expectToast(page, {
    title: 'Access Denied',
    description: 'You do not have permission to perform this action.',
  });
  await expect(row(page, 'Lena Fischer')).toContainText('Locked');
  await expect(page.getByLabel('Search users')).toHaveValue('locked@vinotheca.test');
});
