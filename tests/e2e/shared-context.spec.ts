import { expect, type BrowserContext } from '@playwright/test';
import { arrive, signInAsAdmin, test } from './support';

// The suite's shared contexts (shared-context.ts): the next test in the worker gets the same context
// with nothing of the last test's sites left, and a change that would outlive a test is refused.
// Serial: both tests run in order in one worker.
test.describe.configure({ mode: 'serial' });
// Shared even under E2E_FRESH_CONTEXTS=1: the sharing is what is tested.
test.use({ freshContext: false });

let first: BrowserContext | undefined;

test('a test leaves signed-in demo data, a cookie, a database, a running mock and a listener behind', async ({
  page,
  context,
}) => {
  first = context;
  await signInAsAdmin(page);
  await page.evaluate(async () => {
    document.cookie = 'left=behind; path=/';
    sessionStorage.setItem('left', 'behind');
    await new Promise((resolve, reject) => {
      const opening = indexedDB.open('left-behind');
      opening.onsuccess = () => resolve(opening.result.close());
      opening.onerror = () => reject(opening.error ?? new Error('IndexedDB'));
    });
  });
  const stored = await page.evaluate(async () => ({
    keys: Object.keys(localStorage).length,
    workers: (await navigator.serviceWorker.getRegistrations()).length,
    databases: (await indexedDB.databases()).length,
  }));
  expect(stored.keys).toBeGreaterThan(0);
  expect(stored.workers).toBe(1);
  expect(stored.databases).toBeGreaterThan(0);
  await context.newPage();
  context.on('page', () => {
    throw new Error('a listener of the test before');
  });
});

test('the next test gets the same context, emptied: a first visit again', async ({ page, context }) => {
  expect(context).toBe(first);
  expect(context.pages()).toEqual([page]);
  // A file of the site that runs none of the console's code: what it sees is what the test before left.
  await page.goto('/boot.css');
  const left = await page.evaluate(async () => ({
    keys: Object.keys(localStorage),
    session: sessionStorage.getItem('left'),
    cookie: document.cookie,
    workers: (await navigator.serviceWorker.getRegistrations()).length,
    databases: (await indexedDB.databases()).length,
  }));
  expect(left).toEqual({ keys: [], session: null, cookie: '', workers: 0, databases: 0 });
  // The listener of the test before was removed: a new page does not throw.
  await context.newPage();
  await page.goto('/login');
  await arrive(page);
  await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeVisible();
  expect(() => context.addInitScript(() => undefined)).toThrow(/test\.use\(\{ freshContext: true \}\)/);
  expect(() => page.clock.install()).toThrow(/freshContext/);
});
