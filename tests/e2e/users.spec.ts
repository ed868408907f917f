import { expect, type Page } from '@playwright/test';
import { chooseRowAction, expectToast, LAZY, logOut, signIn, signInAsAdmin, test } from './support';

test.describe.configure({ timeout: 60_000 });

const STRONG = 'Cellar-Door-2026!';

async function createAdmin(page: Page, name: string, email: string): Promise<void> {
  await page.goto('/users/create');
  await page.getByLabel('Full name').fill(name);
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Role').selectOption('EDITOR');
  await page.getByLabel(/^Password\s*\*?$/).fill(STRONG);
  await page.getByRole('button', { name: 'Create user' }).click();
  await expect(page.getByText(`${name} was added.`)).toBeVisible();
}

async function search(page: Page, term: string): Promise<void> {
  await page.getByLabel('Search users').fill(term);
  await expect(page).toHaveURL(new RegExp(`search=${encodeURIComponent(term).replace(/%20/g, '(\\+|%20)')}`));
}

function row(page: Page, name: string) {
  return page.getByRole('row').filter({ hasText: name });
}

test('create an admin, find them by search, edit them, and deactivate them', async ({ page }) => {
  await signInAsAdmin(page, '/users');
  await createAdmin(page, 'Nora Quist', 'nora.quist@vinotheca.test');

  await page.goto('/users');
  await search(page, 'nora.quist');
  await expect(row(page, 'Nora Quist')).toContainText('nora.quist@vinotheca.test');
  await expect(row(page, 'Nora Quist')).toContainText('Editor');

  await chooseRowAction(page, 'Actions for Nora Quist', 'Edit');
  await expect(page).toHaveURL(/\/users\/[^/]+\/edit$/);
  await expect(page).toHaveTitle('Edit User | Vinotheca Admin');
  await page.getByLabel('Full name').fill('Nora Quist-Berg');
  await page.getByLabel('Role').selectOption('ADMIN');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expectToast(page, { title: 'User Updated', description: 'Nora Quist-Berg was saved.' });

  await page.goto('/users?search=nora.quist');
  await expect(row(page, 'Nora Quist-Berg')).toContainText('Admin');
  await chooseRowAction(page, 'Actions for Nora Quist-Berg', 'Deactivate');
  const dialog = page.getByRole('alertdialog').or(page.getByRole('dialog'));
  await expect(dialog).toContainText('Deactivate Nora Quist-Berg?');
  await dialog.getByRole('button', { name: 'Deactivate' }).click();
  await expect(page.getByText('Nora Quist-Berg can no longer sign in.')).toBeVisible();
  await expect(row(page, 'Nora Quist-Berg')).toContainText('Inactive');
});

test('a shared URL with filters restores the same view, and back and forward work', async ({ page }) => {
  await signInAsAdmin(page, '/users?status=active&role=EDITOR&sort=fullName,asc&size=10');
  await expect(page.getByLabel('Status')).toHaveValue('active');
  await expect(page.getByLabel('Role')).toHaveValue('EDITOR');
  await expect(page.getByLabel('Rows per page')).toHaveValue('10');
  const header = page.getByRole('columnheader', { name: /Name/ });
  await expect(header).toHaveAttribute('aria-sort', 'ascending');
  const names = (await page.getByRole('row').locator('td:first-child').allInnerTexts()).map(
    (cell) => cell.split('\n').pop()?.trim() ?? '',
  );
  expect(names.length).toBeGreaterThan(0);
  expect(names.length).toBeLessThanOrEqual(10);
  expect([...names].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' }))).toEqual(names);

  await page.getByLabel('Role').selectOption('VIEWER');
  await expect(page).toHaveURL(/role=VIEWER/);
  await page.goBack();
  await expect(page).toHaveURL(/role=EDITOR/);
  await expect(page.getByLabel('Role')).toHaveValue('EDITOR');
  await page.goForward();
  await expect(page.getByLabel('Role')).toHaveValue('VIEWER');
});

test('unlock a locked demo admin, who can then sign in', async ({ page }) => {
  await signInAsAdmin(page, '/users?search=locked%40vinotheca.test');
  await expect(row(page, 'Lena Fischer')).toContainText('Locked');
  await chooseRowAction(page, 'Actions for Lena Fischer', 'Unlock');
  await expect(row(page, 'Lena Fischer')).not.toContainText('Locked');
  await page.getByRole('button', { name: 'Actions for Lena Fischer' }).click();
  await expect(page.getByRole('menuitem', { name: 'Unlock' })).toHaveCount(0);
  await page.keyboard.press('Escape');

  await page.context().clearCookies();
  await page.evaluate(() =>
    ['auth_token', 'refresh_token', 'auth_user', 'requires_2fa_setup'].forEach((k) => localStorage.removeItem(k)),
  );
  await page.goto('/login');
  await signIn(page, 'locked@vinotheca.test');
  await expect(page).toHaveURL(/\/dashboard$/, LAZY);
});

test('reset a password: a weak value shows the policy messages in order, a strong one is accepted', async ({
  page,
}) => {
  await signInAsAdmin(page, '/users?search=setup%40vinotheca.test');
  await chooseRowAction(page, 'Actions for Sam Ortega', 'Reset password');
  const dialog = page.getByRole('dialog');
  const field = dialog.getByLabel('New password');
  const submit = dialog.getByRole('button', { name: 'Reset password' });
  const cases: [string, string][] = [
    ['short', 'Password must be at least 12 characters long'],
    ['alllowercase1!', 'Password must contain at least one uppercase letter'],
    ['ALLUPPERCASE1!', 'Password must contain at least one lowercase letter'],
    ['NoDigitsHere!!', 'Password must contain at least one number'],
    ['NoSpecials1234', 'Password must contain at least one special character'],
  ];
  for (const [value, message] of cases) {
    await field.fill(value);
    await submit.click();
    await expect(dialog.getByText(message)).toBeVisible();
  }
  for (const label of [
    'At least 12 characters long',
    'At least one uppercase letter',
    'At least one lowercase letter',
    'At least one number',
    'At least one special character (!@#$%^&* etc.)',
  ]) {
    await expect(dialog.getByText(label)).toBeVisible();
  }
  await field.fill(STRONG);
  await submit.click();
  await expect(page.getByText('Sam Ortega can now sign in with the new password.')).toBeVisible();
});

test('upload and remove an admin avatar', async ({ page }) => {
  await signInAsAdmin(page, '/users?search=tessa');
  await chooseRowAction(page, 'Actions for Tessa Moreau', 'Edit');
  await page.getByLabel('Photo file').setInputFiles('tests/e2e/fixtures/avatar.png');
  await expect(page.getByText(/Preview of avatar\.png/)).toBeVisible();
  await page.getByRole('button', { name: 'Save photo' }).click();
  await expect(page.getByRole('button', { name: 'Remove photo' })).toBeVisible();
  await page.getByRole('button', { name: 'Remove photo' }).click();
  await expect(page.getByRole('button', { name: 'Remove photo' })).toHaveCount(0);
});

test.describe('own profile', () => {
  test('change your own password, then sign in with it', async ({ page }) => {
    await signInAsAdmin(page, '/profile');
    await expect(page).toHaveTitle('Profile | Vinotheca Admin');
    const form = page.getByRole('form', { name: 'Change password' });
    await form.getByLabel(/^Current password/).fill('Vinotheca#2026');
    await form.getByLabel(/^New password/).fill('weak');
    await form.getByLabel(/^Confirm new password/).fill('weak');
    await form.getByRole('button', { name: 'Change password' }).click();
    await expect(form.getByText('Password must be at least 12 characters long')).toBeVisible();
    await form.getByLabel(/^New password/).fill(STRONG);
    await form.getByLabel(/^Confirm new password/).fill(STRONG);
    await form.getByRole('button', { name: 'Change password' }).click();
    await expect(page.getByText('Password Changed')).toBeVisible();

    await logOut(page);
    await expect(page).toHaveURL(/\/login$/);
    await signIn(page, 'admin@vinotheca.test');
    await expect(page.getByRole('alert')).toContainText('Invalid email or password', LAZY);
    await signIn(page, 'admin@vinotheca.test', STRONG);
    await expect(page).toHaveURL(/\/dashboard$/, LAZY);
  });

  test('sign out of all devices ends this session too', async ({ page }) => {
    await signInAsAdmin(page, '/profile');
    await page.getByRole('button', { name: 'Sign out of all devices' }).click();
    const dialog = page.getByRole('alertdialog');
    await expect(dialog).toContainText('Sign out of all devices?');
    await dialog.getByRole('button', { name: /^Sign out (everywhere|of all devices)$/ }).click();
    await expect(page).toHaveURL(/\/login$/);
    expect(await page.evaluate(() => localStorage.getItem('auth_token'))).toBeNull();
  });
});
