import { expect, type Page } from '@playwright/test';
import { RECOVERY_NOTES } from '../../mocks/runtimes/worker-recovery';
import { LAZY, signInAsAdmin, test } from './support';

test.describe.configure({ timeout: 60_000 });

const controlled = (page: Page) => page.evaluate(() => navigator.serviceWorker.controller !== null);

async function expectWinesServed(page: Page): Promise<void> {
  await expect(page.getByText(/^Showing 1–20 of 2,\d{3} wines$/)).toBeVisible(LAZY);
}

test('after a hard reload the page reconnects its mock server with one more reload and a short note; the session stays', async ({
  page,
  context,
}) => {
  await signInAsAdmin(page, '/wines');
  await expectWinesServed(page);
  // With the demo open in another tab the worker stays registered (msw's worker unregisters when its
  // last page goes), and a load past it is left without a mock server.
  const other = await context.newPage();
  await other.goto('/dashboard');
  await expect(other.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible(LAZY);
  // Shift+Reload loads the page past the service worker: the page then has no controller while the
  // worker's registration is there (msw would reload silently). Automation cannot press Shift+Reload (and the DevTools switch
  // that skips workers also hides their registrations), so the next load is made to look like one.
  await page.addInitScript(() => {
    if (sessionStorage.getItem('test-hard-reload') !== 'pending') return;
    sessionStorage.setItem('test-hard-reload', 'done');
    Object.defineProperty(navigator.serviceWorker, 'controller', { configurable: true, get: () => null });
  });
  await page.evaluate(() => sessionStorage.setItem('test-hard-reload', 'pending'));
  await page.reload();
  await expect(page.getByRole('alert').filter({ hasText: RECOVERY_NOTES['hard-reload'] })).toBeVisible(LAZY);
  await expectWinesServed(page);
  expect(await controlled(page)).toBe(true);
  // Once: a normal reload after it says nothing.
  await page.reload();
  await expectWinesServed(page);
  await expect(page.getByText(RECOVERY_NOTES['hard-reload'])).toHaveCount(0);
});

test('a tab shown again after its mock server went away reloads once to restart it, with a short note', async ({
  page,
}) => {
  await signInAsAdmin(page, '/wines');
  await expectWinesServed(page);
  // The worker goes while the tab is hidden (another tab's reset, or the browser clearing it).
  await page.evaluate(async () => {
    for (const registration of await navigator.serviceWorker.getRegistrations()) await registration.unregister();
  });
  const hide = (state: 'hidden' | 'visible') =>
    page.evaluate((value) => {
      Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => value });
      document.dispatchEvent(new Event('visibilitychange'));
    }, state);
  await hide('hidden');
  await hide('visible');
  await expect(page.getByRole('alert').filter({ hasText: RECOVERY_NOTES['worker-lost'] })).toBeVisible(LAZY);
  await expectWinesServed(page);
  expect(await controlled(page)).toBe(true);
});
