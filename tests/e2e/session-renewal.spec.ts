import { expect, type Page, type Request, type Response } from '@playwright/test';
import { ACCOUNTS, LAZY, signInAs, test } from './support';

// A context of its own per test (tests/e2e/shared-context.ts): the test fakes the context's clock and listens to every tab's calls.
test.use({ freshContext: true });

// A limit for a hang on a loaded machine, not a speed check.
test.describe.configure({ timeout: 180_000 });

/**
 * Two and a half 30-second token lifetimes, walked through in two tabs on the pages' clock: between
 * two rounds of browsing, the clock jumps ahead and the timers that fell due in the jump (the
 * renewal's among them) fire at its end, up to a jump late. A jump (5 s) is shorter than the quarter
 * of a lifetime the console renews ahead (7.5 s), so a renewal still comes before the expiry, as
 * both tabs' timers fire at once.
 */
const LIFETIMES_MS = 75_000;
const JUMP_MS = 5_000;

/** Moves between two screens (Cellars on an even step, Dashboard on an odd one), so the tab keeps calling the admin API. */
async function browse(page: Page, step: number): Promise<void> {
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  await nav.getByRole('link', { name: step % 2 === 0 ? 'Cellars' : 'Dashboard' }).click();
  await expect(page).toHaveURL(step % 2 === 0 ? /\/cellars/ : /\/dashboard/);
}

test('two tabs stay signed in across several token expiries: no call meets a 401, no refresh token is presented twice', async ({
  context,
  page,
}) => {
  const unauthorised: string[] = [];
  const presented: string[] = [];
  context.on('response', (response: Response) => {
    if (response.status() === 401)
      unauthorised.push(`${response.request().method()} ${new URL(response.url()).pathname}`);
  });
  context.on('request', (request: Request) => {
    if (request.url().endsWith('/auth/refresh'))
      presented.push(String((request.postDataJSON() as { refreshToken?: string }).refreshToken));
  });

  await context.clock.install();
  // Access tokens last 30 s in this scenario; each tab runs the mock, so each opens with it, and
  // it is read from the address a tab opens at, before any redirect.
  await signInAs(page, ACCOUNTS.admin, '/login?scenario=short-tokens');
  const second = await context.newPage();
  await second.goto('/cellars?scenario=short-tokens');
  await expect(second.getByRole('navigation', { name: 'Main navigation' })).toBeVisible(LAZY);
  const first = await page.evaluate(() => ({
    refresh: localStorage.getItem('refresh_token'),
    left: Number(localStorage.getItem('auth_token_expires_at')) - Date.now(),
  }));
  expect(first.left).toBeGreaterThan(0);
  expect(first.left).toBeLessThanOrEqual(30_000);

  // The tabs browse in turn, a jump each: each calls the API every other jump (every 10 s of a 30 s
  // lifetime), while both tabs' renewal timers keep falling due together at the end of a jump.
  const tabs = [page, second];
  for (let step = 0; step < LIFETIMES_MS / JUMP_MS; step++) {
    // Each tab alternates between the two screens: the first tab starts with Cellars (it opens on the
    // dashboard), the second with Dashboard (it opens on the cellars).
    await browse(tabs[step % 2]!, Math.ceil(step / 2));
    await context.clock.fastForward(JUMP_MS);
  }

  // Renewed at least twice, one tab at a time: both tabs hold the newest pair and are still in.
  expect(presented.length).toBeGreaterThanOrEqual(2);
  expect(new Set(presented).size).toBe(presented.length);
  const last = await page.evaluate(() => localStorage.getItem('refresh_token'));
  expect(last).not.toBe(first.refresh);
  for (const tab of [page, second]) {
    await expect(tab).not.toHaveURL(/\/login/);
    await browse(tab, 1);
    await expect(tab.getByRole('button', { name: 'Account menu for Ava Laurent' })).toBeVisible();
  }
  expect(unauthorised).toEqual([]);
});
