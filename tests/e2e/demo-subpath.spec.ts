import { expect } from '@playwright/test';
import { DEMO_PORT } from '../../playwright.config';
import { ACCOUNTS, LAZY, signIn, test } from './support';

const DEMO = `http://127.0.0.1:${DEMO_PORT}/demo`;

test('the static demo works from a sub-path and another admin API path: sign in, then deep links survive a reload', async ({
  page,
}) => {
  // This build calls its admin API at /api/v1/backoffice (scripts/e2e.mjs): the mock answers there,
  // and the general API (reference data) stays at /api/v1.
  const apiPaths = new Set<string>();
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/api/')) apiPaths.add(pathname);
  });
  await page.goto(`${DEMO}/`);
  await expect(page).toHaveURL(`${DEMO}/login?redirect=%2Fdashboard`);
  await signIn(page, ACCOUNTS.admin);
  await expect(page).toHaveURL(`${DEMO}/dashboard`, LAZY);
  const worker = await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.scope);
  expect(worker).toBe(`${DEMO}/`);

  await page.goto(`${DEMO}/users/create`);
  await expect(page).toHaveURL(`${DEMO}/users/create`);
  await page.reload();
  await expect(page).toHaveTitle('Create User | Vinotheca Admin', { timeout: 20_000 });
  await page.goto(`${DEMO}/wines/create`);
  const country = page.getByLabel(/^Country/);
  await expect(country.locator('option[value="FR"]')).toHaveCount(1, { timeout: 20_000 });
  expect(apiPaths).toContain('/api/v1/reference/countries');
  expect([...apiPaths].filter((path) => path.startsWith('/api/v1/backoffice/')).length).toBeGreaterThan(3);
  expect([...apiPaths].filter((path) => path.startsWith('/api/v1/admin/'))).toEqual([]);
  await page.goto(`${DEMO}/no/such/page`);
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible({ timeout: 20_000 });
});

test('the static host answers 400 to a malformed URL and keeps serving', async ({ request }) => {
  for (const path of ['/demo/%E0%A4%A', '/demo/%', '/demo/%00/x']) {
    const bad = await request.get(`http://127.0.0.1:${DEMO_PORT}${path}`);
    expect(bad.status(), path).toBe(400);
  }
  const good = await request.get(`${DEMO}/login`);
  expect(good.status()).toBe(200);
  expect(await good.text()).toContain('<div id="root" data-prerendered>');
});

test('the static host lets the browser keep the content-hashed files and revalidate the rest', async ({ request }) => {
  const page = await request.get(`${DEMO}/login`);
  expect(page.headers()['cache-control']).toBe('no-cache');
  const html = await page.text();
  const entry = /<meta name="app-entry" content="\/demo\/(assets\/index-[\w-]+\.js)"/.exec(html)?.[1];
  expect(entry).toBeDefined();
  const hashed = await request.get(`${DEMO}/${entry}`);
  expect(hashed.status()).toBe(200);
  expect(hashed.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  // Files whose names stay from build to build are checked each time, and so is the app's page
  // wherever it is sent, and an answer for a file that is not there.
  for (const [path, status] of [
    ['boot.js', 200],
    ['mockServiceWorker.js', 200],
    ['mock-api-worker.js', 200],
    ['assets/', 200],
    ['assets/wines', 200],
    ['assets/gone-AbCd1234.js', 404],
  ] as const) {
    const answer = await request.get(`${DEMO}/${path}`);
    expect(answer.status(), path).toBe(status);
    expect(answer.headers()['cache-control'], path).toBe('no-cache');
  }
});

test('vite preview sends the same caching as the static host', async ({ request }) => {
  const html = await (await request.get('/login')).text();
  const entry = /<meta name="app-entry" content="\/(assets\/index-[\w-]+\.js)"/.exec(html)?.[1];
  expect(entry).toBeDefined();
  expect((await request.get(`/${entry}`)).headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  for (const path of [
    '/login',
    '/boot.js',
    '/mockServiceWorker.js',
    '/mock-api-worker.js',
    '/assets/gone-AbCd1234.js',
  ]) {
    expect((await request.get(path)).headers()['cache-control'], path).toBe('no-cache');
  }
});
