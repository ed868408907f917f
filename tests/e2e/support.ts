import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';
import * as OTPAuth from 'otpauth';
import { DEMO_PASSWORD } from '../../src/config/demo-accounts';

export const ACCOUNTS = {
  admin: 'admin@vinotheca.test',
  setup: 'setup@vinotheca.test',
  totp: 'totp@vinotheca.test',
  locked: 'locked@vinotheca.test',
} as const;

export const SESSION_KEYS = ['auth_token', 'refresh_token', 'auth_user', 'requires_2fa_setup'] as const;

/** The current code for a base32 secret, as an authenticator app would show it. */
export function totpCode(secret: string, at = Date.now()): string {
  return new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret), digits: 6, period: 30, algorithm: 'SHA1' }).generate({ timestamp: at });
}


/** A toast as it appeared: its title and its description ('' when it has none). */
export interface SeenToast {
  title: string;
  description: string;
}

declare global {
  interface Window {
    /** The toasts shown on this document, in order (see `test` below). */
    __toasts?: SeenToast[];
  }
}

/** Runs in every document before the app: logs each toast once, as soon as its title is rendered. */
function recordToasts(): void {
  const log: SeenToast[] = [];
  const seen = new WeakSet<Element>();
  window.__toasts = log;
  const textOf = (root: Element, part: string) => root.querySelector(`[data-scope="toast"][data-part="${part}"]`)?.textContent ?? '';
  const collect = () => {
    for (const root of document.querySelectorAll('[data-scope="toast"][data-part="root"]')) {
      const title = textOf(root, 'title');
      if (!seen.has(root) && title !== '') {
        seen.add(root);
        log.push({ title, description: textOf(root, 'description') });
      }
    }
  };
  new MutationObserver(collect).observe(document, { childList: true, subtree: true, characterData: true });
}

/**
 * Playwright's `test` with a page that records its toasts, so `expectToast` cannot miss a
 * two-second toast between two polls on a loaded machine.
 */
export const test = base.extend({
  page: async ({ page }, provide) => {
    await page.addInitScript(recordToasts);
    await provide(page);
  },
});

/** A toast with exactly this title and description has appeared on the current document (it may have gone since). */
export async function expectToast(page: Page, toast: SeenToast, options: { timeout?: number } = {}): Promise<void> {
  await expect
    .poll(() => page.evaluate(() => window.__toasts ?? []), { message: `a toast "${toast.title}: ${toast.description}"`, ...options })
    .toContainEqual(toast);
}

export async function signIn(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

/** Room for a loaded two-core machine: a first visit starts the worker and seeds the demo before the guard redirects. */
export const LAZY = { timeout: 30_000 };

export async function signInAsAdmin(page: Page, target = '/dashboard'): Promise<void> {
  await page.goto(target);
  await expect(page).toHaveURL(/\/login/, LAZY);
  await signIn(page, ACCOUNTS.admin);
  // The login page has an h1 too: wait until the sign-in has really moved on.
  await expect(page).not.toHaveURL(/\/login/, LAZY);
  await expect(page.getByRole('button', { name: 'Toggle navigation' })).toBeVisible(LAZY);
  // Let the landing screen finish its requests and lazy chunks: a click into a menu that re-renders
  // meanwhile can be lost on a loaded machine.
  await page.waitForLoadState('networkidle');
}

export async function sessionStorageKeys(page: Page): Promise<Record<string, string | null>> {
  return page.evaluate((keys) => Object.fromEntries(keys.map((k) => [k, localStorage.getItem(k)])), [...SESSION_KEYS]);
}

/** axe with the WCAG 2.0/2.1 A and AA rules; returns serious and critical violations. */
export async function seriousA11yViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => `${n.target.join(" ")} ${n.html.slice(0, 120)} ${n.failureSummary ?? ""}`).join(", ")})`);
}
