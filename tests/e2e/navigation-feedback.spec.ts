import { expect } from '@playwright/test';
import { ACCOUNTS, LAZY, signIn, signInAs, test } from './support';

// Every request takes 2 s here (?scenario=slow): room for a loaded machine around that.
test.describe.configure({ timeout: 120_000 });

test('with 2 s of latency, every navigation shows progress at once, while the old screen is still there', async ({ page }) => {
  await page.goto('/login?scenario=slow');
  await signIn(page, ACCOUNTS.admin);
  const progress = page.getByRole('progressbar', { name: 'Loading the next screen' });
  // Sign-in itself: the bar shows while the dashboard's data is on its way.
  await expect(progress).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible(LAZY);
  await expect(progress).toBeHidden(LAZY);

  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  const waits: number[] = [];
  for (const [link, heading] of [
    ['Cellars', 'Cellars'],
    ['Analytics', 'Analytics'],
    ['Dashboard', 'Dashboard'],
  ] as const) {
    const before = (await page.getByRole('heading', { level: 1 }).textContent()) ?? '';
    const clicked = Date.now();
    await nav.getByRole('link', { name: link, exact: true }).click();
    await expect(progress).toBeVisible();
    waits.push(Date.now() - clicked);
    // The feedback came before the next screen: the old heading was still up when the bar showed.
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(before);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible(LAZY);
    await expect(progress).toBeHidden(LAZY);
  }
  test.info().annotations.push({ type: 'feedback after (ms)', description: waits.join(', ') });
});

test('a signed-in reload paints the shell’s frame at once, then the screen when its data arrives', async ({ page }) => {
  await signInAs(page, ACCOUNTS.admin, '/wines');
  await expect(page.getByRole('heading', { level: 1, name: 'Wines' })).toBeVisible(LAZY);
  // A reload with 2 s of latency on every request: the frame shows long before the rows.
  await page.goto('/wines?scenario=slow');
  const frame = page.getByRole('status', { name: 'Loading the console' });
  await expect(frame).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Wines' })).toBeVisible(LAZY);
  await expect(frame).toBeHidden();
  await expect(page.getByText(/^Showing 1–20 of [\d,]+ wines$/)).toBeVisible(LAZY);
});
