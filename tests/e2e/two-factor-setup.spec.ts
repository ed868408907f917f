import { expect } from '@playwright/test';
import { ACCOUNTS, LAZY, sessionStorageKeys, signIn, test, totpCode } from './support';

// Three sign-in round trips and two reloads that restore the saved demo: about 27 s alone on two
// cores, more than twice that under load. A limit for a hang only.
test.describe.configure({ timeout: 90_000 });

test('an admin pending setup is held on 2fa-setup, and a code from the shown secret gives full access', async ({
  page,
}) => {
  await page.goto('/login');
  await signIn(page, ACCOUNTS.setup);
  await expect(page).toHaveURL(/\/2fa-setup$/, LAZY);
  expect((await sessionStorageKeys(page)).requires_2fa_setup).toBe('true');

  // A setup-only token reaches nothing else, even after a reload.
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/2fa-setup$/);
  await page.goto('/login');
  await expect(page).toHaveURL(/\/2fa-setup$/);

  await expect(page.getByRole('img', { name: /QR code/ })).toBeVisible();
  const secret = (await page.getByTestId('totp-secret').textContent())?.trim() ?? '';
  expect(secret).toMatch(/^[A-Z2-7]{32,}$/);
  // A reload shows the same secret: a code scanned before it still enrols.
  await page.reload();
  await expect(page.getByTestId('totp-secret')).toHaveText(secret, LAZY);
  const input = page.getByLabel('Verification code');
  await expect(input).toHaveAttribute('autocomplete', 'one-time-code');
  // Drawn as a field, inside the sign-in frame's own reset (auth-layout.css).
  await expect(input).toHaveCSS('border-top-width', '1px');

  await input.fill('000000' === totpCode(secret) ? '111111' : '000000');
  await page.getByRole('button', { name: 'Verify and continue' }).click();
  await expect(page.getByRole('alert')).toContainText(/invalid/i);

  await input.fill(totpCode(secret));
  await page.getByRole('button', { name: 'Verify and continue' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  const keys = await sessionStorageKeys(page);
  expect(keys.requires_2fa_setup).toBeNull();
  expect(keys.auth_token).toBeTruthy();
});

test('2fa-setup without a pending setup goes to login', async ({ page }) => {
  await page.goto('/2fa-setup');
  await expect(page).toHaveURL(/\/login$/);
});

test('the setup screen offers a way to sign out', async ({ page }) => {
  await page.goto('/login');
  await signIn(page, ACCOUNTS.setup);
  await expect(page).toHaveURL(/\/2fa-setup$/, LAZY);
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/login$/);
  expect((await sessionStorageKeys(page)).auth_token).toBeNull();
});
