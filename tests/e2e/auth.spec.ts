import { expect } from '@playwright/test';
import { ACCOUNTS, LAZY, logOut, sessionStorageKeys, signIn, test, totpCode } from './support';
import { DEMO_TOTP_SECRET } from '../../src/config/demo-accounts';

test('a deep link while signed out goes to login, and signing in lands on it', async ({ page }) => {
  await page.goto('/users/create?from=deep#section');
  await expect(page).toHaveURL(/\/login\?redirect=/);
  const redirect = new URL(page.url()).searchParams.get('redirect');
  expect(redirect).toBe('/users/create?from=deep#section');
  await expect(page).toHaveTitle('Sign in | Vinotheca Admin');
  await signIn(page, ACCOUNTS.admin);
  await expect(page).toHaveURL(/\/users\/create\?from=deep#section$/, LAZY);
  await expect(page).toHaveTitle('Create User | Vinotheca Admin');
});

for (const target of ['//evil.com/x', '/..//evil.example/x', '/%2E%2E/%2Fevil.example']) {
  test(`an external redirect target is refused after login: ${target}`, async ({ page }) => {
    const offSite: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).hostname.includes('evil')) offSite.push(request.url());
    });
    await page.goto(`/login?redirect=${encodeURIComponent(target)}`);
    await signIn(page, ACCOUNTS.admin);
    await expect(page).toHaveURL(/\/dashboard$/, LAZY);
    expect(offSite).toEqual([]);
  });
}

test('bad credentials show one message on the form, with no toast', async ({ page }) => {
  await page.goto('/login');
  await signIn(page, ACCOUNTS.admin, 'Wrong-Password-1!');
  await expect(page.getByRole('alert')).toContainText('Invalid email or password', LAZY);
  await signIn(page, 'nobody@vinotheca.test', 'Wrong-Password-1!');
  await expect(page.getByRole('alert')).toContainText('Invalid email or password', LAZY);
  await expect(page.locator('[data-scope="toast"][data-part="root"]')).toHaveCount(0);
});

test('client validation explains empty and malformed fields', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByText('Enter your e-mail address')).toBeVisible();
  await expect(page.getByText('Enter your password')).toBeVisible();
  await page.getByLabel('E-mail').fill('not-an-email');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByText('Enter a valid e-mail address')).toBeVisible();
});

test('the password can be shown and hidden', async ({ page }) => {
  await page.goto('/login');
  const password = page.getByLabel('Password', { exact: true });
  await password.fill('secret');
  await expect(password).toHaveAttribute('type', 'password');
  await page.getByRole('button', { name: 'Show password' }).click();
  await expect(password).toHaveAttribute('type', 'text');
  await page.getByRole('button', { name: 'Hide password' }).click();
  await expect(password).toHaveAttribute('type', 'password');
});

test('a locked account is refused with the right password as with a wrong one, and the form says how a lock ends', async ({
  page,
}) => {
  const refusal =
    'Invalid email or password. Too many failed attempts lock an account for a while: try again later, or ask an administrator to unlock it.';
  await page.goto('/login');
  await signIn(page, ACCOUNTS.locked);
  await expect(page.getByRole('alert')).toHaveText(refusal, LAZY);
  await signIn(page, ACCOUNTS.locked, 'Wrong-Password-1!');
  await expect(page.getByRole('alert')).toHaveText(refusal, LAZY);
});

test('an enrolled admin is asked for a code, and a current code signs them in', async ({ page }) => {
  await page.goto('/login');
  await signIn(page, ACCOUNTS.totp);
  const code = page.getByLabel('Authentication code');
  await expect(code).toBeVisible();
  await expect(code).toHaveAttribute('autocomplete', 'one-time-code');
  await code.fill(totpCode(DEMO_TOTP_SECRET));
  await page.getByRole('button', { name: 'Verify and sign in' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('a demo account button fills the form', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('button', { name: /admin@vinotheca\.test/ }).click();
  await expect(page.getByLabel('E-mail')).toHaveValue(ACCOUNTS.admin);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('a reload keeps the session, and logout clears all four keys', async ({ page }) => {
  await page.goto('/login');
  await signIn(page, ACCOUNTS.admin);
  await expect(page).toHaveURL(/\/dashboard$/, LAZY);
  await page.reload();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { name: /Ava/ })).toBeVisible();
  const before = await sessionStorageKeys(page);
  expect(before.auth_token).toBeTruthy();
  expect(before.refresh_token).toBeTruthy();
  expect(JSON.parse(before.auth_user ?? '{}')).toMatchObject({ email: ACCOUNTS.admin });
  expect(page.url()).not.toContain(before.auth_token ?? '<none>');

  await logOut(page);
  await expect(page).toHaveURL(/\/login$/);
  expect(await sessionStorageKeys(page)).toEqual({
    auth_token: null,
    refresh_token: null,
    auth_user: null,
    requires_2fa_setup: null,
  });
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login\?redirect=%2Fdashboard$/);
});

test('an authenticated user who opens login goes to the dashboard', async ({ page }) => {
  await page.goto('/login');
  await signIn(page, ACCOUNTS.admin);
  await expect(page).toHaveURL(/\/dashboard$/, LAZY);
  await page.goto('/login');
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/');
  await expect(page).toHaveURL(/\/dashboard$/);
});
