import { expect, type Page } from '@playwright/test';
import { DEMO_PASSWORD } from '../../src/config/demo-accounts';
import { ACCOUNTS, arrive, LAZY, signInAsAdmin, test } from './support';

// A context of its own per test (tests/e2e/shared-context.ts): what a first visit fetches, and when, is what these tests check: no cache from earlier tests.
test.use({ freshContext: true });

test('the login page paints without waiting for the mock worker; only requests wait', async ({ page }) => {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/mock-api-worker.js', async (route) => {
    await held;
    await route.continue();
  });

  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  await expect(page.getByLabel('E-mail')).toBeEditable();
  expect(await page.evaluate(() => performance.getEntriesByName('mock-worker-ready').length)).toBe(0);

  // A sign-in submitted now waits for the worker instead of failing.
  await page.getByLabel('E-mail').fill('admin@vinotheca.test');
  await page.getByLabel('Password', { exact: true }).fill('Vinotheca#2026');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByRole('button', { name: /Signing in/ })).toBeVisible();
  release();
  await expect(page).toHaveURL(/\/dashboard$/);
  expect(await page.evaluate(() => performance.getEntriesByName('mock-worker-ready').length)).toBe(1);
});

test('the mock is asked about API calls only: the page’s own code and styles go past it, straight to the network', async ({
  page,
}) => {
  // msw's service worker hands the page each request it is to decide on (a message of type REQUEST).
  await page.addInitScript(() => {
    const asked: string[] = [];
    Object.assign(window, { askedOfTheMock: asked });
    navigator.serviceWorker.addEventListener(
      'message',
      (event: MessageEvent<{ type?: string; payload?: { url?: string } }>) => {
        if (event.data?.type === 'REQUEST' && event.data.payload?.url)
          asked.push(new URL(event.data.payload.url).pathname);
      },
    );
  });
  // Sign-in, the dashboard and a list: their screens' code loads after the mock has started.
  await signInAsAdmin(page);
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Cellars' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Cellars' })).toBeVisible(LAZY);
  await page.waitForLoadState('networkidle');
  const asked = await page.evaluate(() => (window as unknown as { askedOfTheMock: string[] }).askedOfTheMock);
  expect(asked).toContain('/api/v1/admin/auth/login');
  expect(asked).toContain('/api/v1/admin/cellars');
  expect(asked.filter((path) => !path.startsWith('/api/'))).toEqual([]);
});

/** Holds the app's entry script until `release` is called: the page shows only what index.html carries. */
async function holdTheApp(page: Page): Promise<() => void> {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

test.describe('the prerendered first screen (ADR 0018)', () => {
  test('the sign-in page shows before any of the app runs; what is typed and a submit carry over, and nothing reaches the URL', async ({
    page,
  }) => {
    const release = await holdTheApp(page);
    await page.goto('/wines', { waitUntil: 'commit' });
    await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
    expect(await page.evaluate(() => document.getElementById('root')?.hasAttribute('data-prerendered'))).toBe(true);
    await page.getByLabel('E-mail').fill(ACCOUNTS.admin);
    await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
    await page.getByLabel('Password', { exact: true }).press('Enter');
    await page.waitForTimeout(300);
    expect(new URL(page.url()).search).toBe('');
    expect(page.url()).toMatch(/\/wines$/);

    release();
    // The app takes over, sends the sign-in made before it ran, and goes where the visitor was headed.
    await expect(page).toHaveURL(/\/wines$/, LAZY);
    await expect(page.getByRole('heading', { name: 'Wines', level: 1 })).toBeVisible(LAZY);
  });

  test('typing carries on across the take-over, and a demo account picked before it fills the form', async ({
    page,
  }) => {
    const release = await holdTheApp(page);
    await page.goto('/login', { waitUntil: 'commit' });
    await page.getByRole('button', { name: /manager@vinotheca\.test/ }).click();
    await page.getByLabel('E-mail').click();
    release();
    await expect(page.locator('#root')).not.toHaveAttribute('data-prerendered', '', LAZY);
    await expect(page.getByLabel('E-mail')).toHaveValue(ACCOUNTS.manager);
    await expect(page.getByLabel('Password', { exact: true })).toHaveValue(DEMO_PASSWORD);

    const again = await holdTheApp(page);
    await page.goto('/login', { waitUntil: 'commit' });
    // Show password works before the app runs, and stays shown after it takes over.
    await page.getByRole('button', { name: 'Show password' }).click();
    await expect(page.getByLabel('Password', { exact: true })).toHaveAttribute('type', 'text');
    await page.getByLabel('E-mail').fill(ACCOUNTS.admin.slice(0, 10));
    again();
    await expect(page.locator('#root')).not.toHaveAttribute('data-prerendered', '', LAZY);
    await expect(page.getByLabel('E-mail')).toBeFocused();
    await page.keyboard.type(ACCOUNTS.admin.slice(10));
    await expect(page.getByLabel('E-mail')).toHaveValue(ACCOUNTS.admin);
    await expect(page.getByLabel('Password', { exact: true })).toHaveAttribute('type', 'text');
    await expect(page.getByRole('button', { name: 'Hide password' })).toHaveAttribute('aria-pressed', 'true');
  });

  test('with a stored session the console frame shows instead, never the sign-in page', async ({ page }) => {
    await signInAsAdmin(page, '/wines');
    const release = await holdTheApp(page);
    await page.reload({ waitUntil: 'commit' });
    await expect(page.getByRole('status', { name: 'Loading the console' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Sign in' })).toBeHidden();
    release();
    await expect(page.getByRole('heading', { name: 'Wines', level: 1 })).toBeVisible(LAZY);
  });
  test('an untouched sign-in page starts the app only when the visitor arrives, its code fetched already', async ({
    page,
  }) => {
    await page.goto('/login');
    await page.waitForFunction(() => performance.getEntriesByName('mock-worker-ready').length > 0, null, LAZY);
    await page.waitForTimeout(500);
    // The mock has started; the app has not (no React on the page), but its files are in.
    await expect(page.locator('#root')).toHaveAttribute('data-prerendered', '');
    await expect(page.getByRole('button', { name: /^Mock console/ })).toHaveCount(0);
    const fetched = await page.evaluate(() =>
      performance.getEntriesByType('resource').map((entry) => new URL(entry.name).pathname),
    );
    expect(fetched.filter((path) => /\/assets\/start-app-[\w-]+\.js$/.test(path))).toHaveLength(1);
    // Fetched, not compiled: the app's files as prefetches (into the HTTP cache), the mock's, which
    // runs, as module preloads.
    const links = await page.evaluate(() =>
      [...document.querySelectorAll<HTMLLinkElement>('link[rel="prefetch"], link[rel="modulepreload"]')].map(
        (link) => ({ rel: link.rel, file: new URL(link.href).pathname }),
      ),
    );
    const relOf = (pattern: RegExp) => [
      ...new Set(links.filter((link) => pattern.test(link.file)).map((link) => link.rel)),
    ];
    expect(relOf(/\/assets\/(start-app|react|login)-[\w-]+\.js$/)).toEqual(['prefetch']);
    // The mock's files (listed for boot.js in the page, the front door first) come as module preloads.
    const mockFiles = await page.evaluate(() =>
      [...document.querySelectorAll<HTMLMetaElement>('meta[name="mock-preload"]')].map((meta) => meta.content),
    );
    expect(mockFiles.length).toBeGreaterThan(0);
    expect(
      mockFiles.filter((file) => !links.some((link) => link.file === file && link.rel === 'modulepreload')),
    ).toEqual([]);

    await arrive(page);
    await expect(page.locator('#root')).not.toHaveAttribute('data-prerendered', '', LAZY);
    await expect(page.getByRole('button', { name: /^Mock console/ })).toBeVisible(LAZY);
    await expect(page).toHaveTitle('Sign in | Vinotheca Admin');
    // The app ran from what the prefetch kept: no file of it came over the network twice.
    const transfers = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .filter((entry) => /\/assets\/start-app-[\w-]+\.js$/.test(entry.name))
        .map((entry) => (entry as PerformanceResourceTiming).transferSize),
    );
    expect(
      transfers.slice(1).every((size) => size === 0),
      `transfers of start-app: ${transfers.join(', ')}`,
    ).toBe(true);
    await page.getByLabel('E-mail').fill(ACCOUNTS.admin);
    await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page).toHaveURL(/\/dashboard$/, LAZY);
  });
  test('while the visitor is on the sign-in page, the code of the screen Sign in leads to loads: the dashboard, or only the shell for another target', async ({
    page,
  }) => {
    /** The landing code requested so far: the shell, the dashboard's loader, the dashboard. */
    const landing = () =>
      page.evaluate(() =>
        performance
          .getEntriesByType('resource')
          .map(
            (entry) =>
              /\/assets\/(default-layout|dashboard-data|dashboard)-[\w-]{8}\.js$/.exec(
                new URL(entry.name).pathname,
              )?.[1],
          )
          .filter((name) => name !== undefined)
          .sort(),
      );
    await page.goto('/login');
    await page.waitForFunction(() => performance.getEntriesByName('mock-worker-ready').length > 0, null, LAZY);
    expect(await landing()).toEqual([]);
    await arrive(page);
    await expect(page.locator('#root')).not.toHaveAttribute('data-prerendered', '', LAZY);
    await expect.poll(landing, LAZY).toEqual(['dashboard', 'dashboard-data', 'default-layout']);
    await expect(page).toHaveURL(/\/login$/);

    // Signing in to go back to the wines list: the shell only (the three are asked for at once).
    await page.goto('/login?redirect=%2Fwines');
    await expect.poll(landing, LAZY).toContain('default-layout');
    expect(await landing()).toEqual(['default-layout']);
    await page.getByLabel('E-mail').fill(ACCOUNTS.admin);
    await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page).toHaveURL(/\/wines$/, LAZY);
  });

  test('a button reached from the keyboard before the app ran keeps the focus once the app takes over', async ({
    page,
  }) => {
    await page.goto('/login');
    await expect(page.locator('#root')).toHaveAttribute('data-prerendered', '');
    // A focus starts the app; a button's focus does not take over at once (its click may follow).
    await page.getByRole('button', { name: /manager@vinotheca\.test/ }).focus();
    await expect(page.locator('#root')).not.toHaveAttribute('data-prerendered', '', LAZY);
    await expect(page.getByRole('button', { name: /manager@vinotheca\.test/ })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByLabel('E-mail')).toHaveValue(ACCOUNTS.manager);
  });

  test('a click that comes with no pointer or key before it (a script, an assistive technology) starts the app too', async ({
    page,
  }) => {
    await page.goto('/login');
    await page.waitForFunction(() => performance.getEntriesByName('mock-worker-ready').length > 0, null, LAZY);
    await page.getByRole('button', { name: /manager@vinotheca\.test/ }).dispatchEvent('click');
    await expect(page.locator('#root')).not.toHaveAttribute('data-prerendered', '', LAZY);
    await expect(page.getByLabel('E-mail')).toHaveValue(ACCOUNTS.manager);
  });
});
