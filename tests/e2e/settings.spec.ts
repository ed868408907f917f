import { expect, type Page } from '@playwright/test';
import { DEMO_TOTP_SECRET } from '../../src/config/demo-accounts';
import {
  ACCOUNTS,
  chooseTheme,
  expectToast,
  LAZY,
  seriousA11yViolations,
  signIn,
  signInAsAdmin,
  test,
  totpCode,
} from './support';

test.describe.configure({ timeout: 90_000 });

const sidebarTitle = (page: Page) => page.locator('#app-sidebar').getByText(/ Admin$/);

async function openSettings(page: Page) {
  await expect(page.getByRole('heading', { level: 2, name: 'Settings' })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('form', { name: 'System settings' })).toBeVisible();
}

test('changing the brand renames the sidebar, the page title and the footer, survives a reload and is the newest audit event', async ({
  page,
}) => {
  await signInAsAdmin(page, '/settings');
  await openSettings(page);
  const brand = `Cellar Door ${Date.now() % 100000}`;
  await page.getByRole('textbox', { name: 'Brand name' }).fill(brand);
  await page.getByRole('textbox', { name: 'Company name' }).fill(`${brand} GmbH`);
  await page.getByRole('button', { name: 'Save settings' }).click();
  await expectToast(page, { title: 'Settings Saved', description: 'The system settings were updated.' });

  await expect(sidebarTitle(page)).toHaveText(`${brand} Admin`);
  await expect(page).toHaveTitle(new RegExp(`${brand} Admin$`));
  await expect(page.getByRole('contentinfo')).toContainText(`${brand} GmbH`);

  await page.reload();
  await openSettings(page);
  await expect(sidebarTitle(page)).toHaveText(`${brand} Admin`);
  await expect(page).toHaveTitle(new RegExp(`${brand} Admin$`));
  await expect(page.getByRole('contentinfo')).toContainText(`${brand} GmbH`);

  await page.getByRole('navigation', { name: 'Settings sections' }).getByRole('link', { name: 'Audit log' }).click();
  const table = page.getByRole('table', { name: 'Audit events' });
  await expect(table).toBeVisible({ timeout: 15_000 });
  const newest = table.getByRole('row').nth(1);
  await expect(newest).toContainText('settings.update');
  await expect(newest).toContainText(ACCOUNTS.admin);
  await expect(newest).toContainText('System settings');
  await expect(page).toHaveTitle(new RegExp(`^Audit log .*${brand} Admin$`));

  await page.getByLabel('Action').selectOption('auth.login');
  await expect(page).toHaveURL(/action=auth\.login/);
  await expect(table.getByRole('row').nth(1)).toContainText('auth.login');
});

test('invalid values are refused on their fields and nothing is saved', async ({ page }) => {
  await signInAsAdmin(page, '/settings');
  await openSettings(page);
  const threshold = page.getByRole('spinbutton', { name: 'Lockout threshold' });
  await threshold.fill('42');
  await page.getByRole('textbox', { name: 'Brand name' }).fill('');
  await page.getByRole('button', { name: 'Save settings' }).click();
  await expect(page.getByText('Brand name is required')).toBeVisible();
  await expect(page.getByText('Lockout threshold must be a whole number from 3 to 10')).toBeVisible();
  await page.reload();
  await openSettings(page);
  await expect(page.getByRole('textbox', { name: 'Brand name' })).toHaveValue('Vinotheca');
  await expect(page.getByRole('spinbutton', { name: 'Lockout threshold' })).toHaveValue('5');
});

test('an admin who is not a super admin sees Security read-only and can still change General', async ({ page }) => {
  await page.goto('/settings');
  await expect(page).toHaveURL(/\/login/);
  await signIn(page, ACCOUNTS.totp);
  await page.getByLabel('Authentication code').fill(totpCode(DEMO_TOTP_SECRET));
  await page.getByRole('button', { name: 'Verify and sign in' }).click();
  await openSettings(page);
  await expect(page.getByText('Only a super admin can change the security settings.')).toBeVisible();
  await expect(page.getByRole('spinbutton', { name: 'Lockout threshold' })).toHaveAttribute('readonly', '');
  await expect(page.getByRole('spinbutton', { name: 'Access token lifetime (minutes)' })).toHaveAttribute(
    'readonly',
    '',
  );
  const enforce = page.getByRole('checkbox', { name: 'Enforce two-factor authentication for all admins' });
  await expect(enforce).toHaveAttribute('aria-readonly', 'true');
  await page.getByText('Enforce two-factor authentication for all admins').click();
  await expect(enforce).not.toBeChecked();
  await page.getByRole('textbox', { name: 'Company name' }).fill('Tessa Wines Ltd.');
  await page.getByRole('button', { name: 'Save settings' }).click();
  await expectToast(page, { title: 'Settings Saved', description: 'The system settings were updated.' });
  await expect(page.getByRole('contentinfo')).toContainText('Tessa Wines Ltd.');
});

test('a wrong password is a failed sign-in in the audit log, found with the Outcome filter', async ({ page }) => {
  await page.goto('/login');
  await signIn(page, ACCOUNTS.viewer, 'Wrong-Password-1!');
  await expect(page.getByRole('alert')).toContainText('Invalid email or password', LAZY);
  await signIn(page, ACCOUNTS.admin);
  await expect(page).not.toHaveURL(/\/login/, LAZY);
  await page.goto('/settings/audit');
  const table = page.getByRole('table', { name: 'Audit events' });
  await expect(table).toBeVisible({ timeout: 15_000 });

  const outcome = page.getByRole('combobox', { name: 'Outcome' });
  await outcome.selectOption({ label: 'Failed sign-ins' });
  await expect(page).toHaveURL(/[?&]outcome=failed(&|$)/);
  const newest = table.getByRole('row').nth(1);
  await expect(newest).toContainText('viewer@vinotheca.test', LAZY);
  await expect(newest.getByRole('cell').nth(1)).toHaveText('Not signed in');
  await expect(newest.getByRole('cell').nth(2)).toHaveText(
    'failed to sign inauth.login-failedFailedwrong password, from 127.0.0.1',
  );
  const rows = table.getByRole('row');
  for (let i = 1; i < (await rows.count()); i++) await expect(rows.nth(i)).toContainText('Failed');
  await expect(page.getByRole('main')).not.toContainText('Wrong-Password-1!');
});

for (const theme of ['light', 'dark'] as const) {
  test(`settings and the audit log have no serious or critical axe violations (${theme})`, async ({ page }) => {
    await page.addInitScript((t) => localStorage.setItem('theme_preference', t === 'dark' ? 'DARK' : 'LIGHT'), theme);
    await signInAsAdmin(page, '/settings');
    await chooseTheme(page, theme === 'dark' ? 'Dark' : 'Light');
    await expect(page.locator('html')).toHaveClass(new RegExp(`theme-${theme}`));
    await openSettings(page);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.goto('/settings/audit');
    await expect(page.getByRole('table', { name: 'Audit events' })).toBeVisible({ timeout: 15_000 });
    expect(await seriousA11yViolations(page)).toEqual([]);
    // The failed sign-ins: their badge and the reason beneath.
    await page.goto('/settings/audit?outcome=failed');
    await expect(page.getByRole('table', { name: 'Audit events' }).getByText('Failed').first()).toBeVisible({
      timeout: 15_000,
    });
    expect(await seriousA11yViolations(page)).toEqual([]);
  });
}
