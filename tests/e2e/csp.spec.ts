import { expect, type Page } from '@playwright/test';
import { DEMO_PORT, REAL_PORT } from '../../playwright.config';
import { ACCOUNTS, chooseRowAction, chooseTheme, LAZY, signIn, signInAsAdmin, test } from './support';

// A context of its own per test (tests/e2e/shared-context.ts): the tests add an init script to the context (every tab reports its violations).
test.use({ freshContext: true });

// Walks every screen, in both themes: a budget for a loaded machine, not a speed check.
test.describe.configure({ timeout: 150_000 });

declare global {
  interface Window {
    __cspViolations?: string[];
  }
}

/** Runs in every document before the app: keeps each Content-Security-Policy violation. */
function recordViolations(): void {
  window.__cspViolations = [];
  document.addEventListener('securitypolicyviolation', (event) => {
    window.__cspViolations?.push(
      `${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber})`,
    );
  });
}

const violations = (page: Page) => page.evaluate(() => window.__cspViolations ?? []);

const SCREENS = [
  '/dashboard',
  '/users',
  '/users/create',
  '/wines',
  '/wines/create',
  '/wines/categories',
  '/cellars',
  '/analytics',
  '/settings',
  '/settings/audit',
  '/profile',
];

test('the console runs under its strict Content-Security-Policy with no violation on any screen', async ({
  context,
  page,
}) => {
  await context.addInitScript(recordViolations);
  const response = await page.goto('/login');
  const policy = response?.headers()['content-security-policy'] ?? '';
  expect(policy).toContain("script-src 'self';");
  expect(policy).toMatch(/style-src 'self' 'nonce-[A-Za-z0-9+/=]{16,}';/);
  expect(policy).not.toContain('unsafe-inline');
  expect(policy).not.toContain('unsafe-eval');
  expect(policy).toContain("frame-ancestors 'none'");
  expect(response?.headers()['x-content-type-options']).toBe('nosniff');
  expect(response?.headers()['referrer-policy']).toBe('no-referrer');
  // Each page gets its own nonce, and the styles Emotion inserts carry it.
  const again = await page.request.get('/login', { headers: { Accept: 'text/html' } });
  expect(again.headers()['content-security-policy']).not.toBe(policy);
  await expect(page.getByRole('heading', { name: /sign in/i })).toBeVisible(LAZY);
  const nonce = /'nonce-([^']+)'/.exec(policy)?.[1];
  expect(await page.evaluate(() => [...document.querySelectorAll('style')].map((s) => s.nonce))).not.toContain('');
  expect(await page.evaluate(() => document.querySelector<HTMLMetaElement>('meta[name="csp-nonce"]')?.content)).toBe(
    nonce,
  );

  // A failed sign-in (a toast-free inline error), then every screen in the light and the dark theme.
  await signIn(page, ACCOUNTS.admin, 'Not-The-Password#1');
  await expect(page.getByRole('alert').first()).toBeVisible(LAZY);
  await signInAsAdmin(page);
  for (const theme of ['Dark', 'Light'] as const) {
    await chooseTheme(page, theme);
    for (const screen of SCREENS) {
      await page.goto(screen);
      await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible(LAZY);
      await page.waitForLoadState('networkidle');
      expect(await violations(page), `${screen} (${theme})`).toEqual([]);
    }
  }
  // A dialog, a menu and a toast insert styles of their own.
  await page.goto('/users?search=locked%40vinotheca.test');
  await chooseRowAction(page, 'Actions for Lena Fischer', 'Reset password');
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.keyboard.press('Escape');
  await chooseRowAction(page, 'Actions for Lena Fischer', 'Unlock');
  await expect(page.getByText('Lena Fischer was unlocked.').or(page.getByRole('status')).first()).toBeVisible();
  expect(await violations(page)).toEqual([]);
});

test.describe('served as a static host would (scripts/serve-static.mjs)', () => {
  for (const [build, url] of [
    ['the demo on a sub-path', `http://127.0.0.1:${DEMO_PORT}/demo/login`],
    ['the real-backend build', `http://127.0.0.1:${REAL_PORT}/login`],
  ] as const) {
    test(`${build} sends the same policy and runs under it`, async ({ context, page }) => {
      await context.addInitScript(recordViolations);
      const response = await page.goto(url);
      const headers = response?.headers() ?? {};
      expect(headers['content-security-policy']).toMatch(
        /^default-src 'self'; script-src 'self'; style-src 'self' 'nonce-[A-Za-z0-9+/=]{16,}';/,
      );
      expect(headers['x-content-type-options']).toBe('nosniff');
      expect(headers['referrer-policy']).toBe('no-referrer');
      await expect(page.getByRole('heading', { name: /sign in/i })).toBeVisible(LAZY);
      await page.getByLabel('E-mail').fill(ACCOUNTS.admin);
      await page.getByLabel('Password', { exact: true }).fill('x');
      await page.getByRole('button', { name: 'Sign in', exact: true }).click();
      await page.waitForLoadState('networkidle');
      expect(await violations(page)).toEqual([]);
    });
  }
});
