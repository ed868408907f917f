import { expect, type Page } from '@playwright/test';
import { ACCOUNTS, LAZY, signIn, test } from './support';

// A context of its own per test (tests/e2e/shared-context.ts): the tests fake the context's clock.
test.use({ freshContext: true });

// Long: a first visit seeds the demo, then a second one moves it forward.
test.describe.configure({ timeout: 90_000 });

const DAY_MS = 24 * 60 * 60 * 1000;
/** A Wednesday afternoon, far from the seed's own reference date. */
const FIRST_VISIT = Date.parse('2027-02-10T15:00:00.000Z');

/** The instants the dashboard's Recent activity shows. */
async function recentActivity(page: Page): Promise<number[]> {
  const times = page.getByRole('region', { name: 'Recent activity' }).locator('time');
  await expect(times.first()).toBeVisible(LAZY);
  return (await times.evaluateAll((nodes) => nodes.map((node) => node.getAttribute('datetime') ?? ''))).map((value) =>
    Date.parse(value),
  );
}

/** The day the saved demo is dated at (saved with its changes, as the base they are changes of). */
function savedAnchor(page: Page): Promise<string | undefined> {
  return page.evaluate(
    () =>
      (JSON.parse(localStorage.getItem('vinotheca_mock_db') ?? '{}') as { base?: { anchor?: string } }).base?.anchor,
  );
}

async function signInAt(page: Page) {
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login/, LAZY);
  await signIn(page, ACCOUNTS.admin);
  await expect(page).toHaveURL(/\/dashboard$/, LAZY);
}

test('the demo is dated today on a first visit, and moves forward when reopened days later', async ({ page }) => {
  await page.clock.install({ time: FIRST_VISIT });
  await signInAt(page);
  await expect.poll(() => savedAnchor(page), LAZY).toBe('2027-02-10T09:00:00.000Z');
  const first = await recentActivity(page);
  // Everything shown is from the last couple of days (the sign-in just made is the newest), none of it later than now.
  expect(first.every((at) => at <= FIRST_VISIT + 60_000 && at > FIRST_VISIT - 3 * DAY_MS)).toBe(true);
  expect(first.length).toBeGreaterThan(3);
  const signedInAt = Math.max(...first);

  // Nine days and an hour later, the same browser opens the demo again.
  const later = FIRST_VISIT + 9 * DAY_MS + 60 * 60 * 1000;
  await page.clock.setSystemTime(later);
  await page.reload();
  await expect.poll(() => savedAnchor(page), LAZY).toBe('2027-02-19T09:00:00.000Z');
  // Nine days may have outlived the session: sign in again if the console asks.
  await page.goto('/dashboard');
  const signInButton = page.getByRole('button', { name: 'Sign in', exact: true });
  const activity = page.getByRole('region', { name: 'Recent activity' });
  await expect(signInButton.or(activity)).toBeVisible(LAZY);
  if (await signInButton.isVisible()) await signIn(page, ACCOUNTS.admin);
  await expect(page).toHaveURL(/\/dashboard$/, LAZY);
  const second = await recentActivity(page);
  expect(second.every((at) => at <= later + 60_000 && at > later - 3 * DAY_MS)).toBe(true);
  // The earlier sign-in moved by the same nine days: an hour ago now.
  expect(second).toContain(signedInAt + 9 * DAY_MS);
});
