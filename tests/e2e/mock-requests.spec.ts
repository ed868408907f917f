import { readFile } from 'node:fs/promises';
import { expect, type Page } from '@playwright/test';
import { LAZY, seriousA11yViolations, signInAsAdmin, test } from './support';

// Signing in, three screens, a fault and a download on a loaded two-core machine: a limit for a hang only.
test.describe.configure({ timeout: 90_000 });

interface Har {
  log: {
    version: string;
    entries: {
      request: { method: string; url: string; headers: { name: string; value: string }[] };
      response: { status: number };
    }[];
  };
}

async function openRequests(page: Page) {
  await page.getByRole('button', { name: 'Mock console' }).click();
  const panel = page.getByRole('dialog', { name: 'Mock console' });
  await panel.getByRole('tab', { name: 'Requests' }).click();
  return panel;
}

/** The newest logged request whose method and path (with query) match: its line, and its details once opened. */
const requestLine = (panel: ReturnType<Page['getByRole']>, method: string, path: RegExp) =>
  panel.getByRole('listitem').filter({ hasText: method }).filter({ hasText: path }).first();

test('the Requests view lists what the app sent with status and coverage, masked, filtered and exported as HAR', async ({
  page,
}) => {
  await signInAsAdmin(page, '/users');
  const token = await page.evaluate(() => sessionStorage.getItem('auth_token') ?? localStorage.getItem('auth_token'));
  expect(token).toBeTruthy();

  // A mock-console fault on the wines list, then three screens (each a reload: the log is kept).
  await page.getByRole('button', { name: 'Mock console' }).click();
  let panel = page.getByRole('dialog', { name: 'Mock console' });
  await panel.getByLabel('Endpoint').selectOption('GET /wines');
  await panel.getByLabel('Fail it with, until cleared').selectOption('unavailable');
  await panel.getByRole('button', { name: 'Fail endpoint' }).click();
  await page.keyboard.press('Escape');
  await page.goto('/wines');
  await expect(page.getByText('Server Error', { exact: true }).first()).toBeVisible(LAZY);
  panel = await openRequests(page);
  await panel.getByRole('tab', { name: 'Controls' }).click();
  await panel.getByRole('button', { name: 'Clear all faults' }).click();
  await page.keyboard.press('Escape');
  await page.goto('/cellars');
  await expect(page.getByRole('heading', { name: 'Cellars', level: 1 })).toBeVisible(LAZY);
  await page.waitForLoadState('networkidle');

  panel = await openRequests(page);
  await expect(
    panel.getByText(/^This session: \d+ endpoints? exercised, \d+ answers? under contract, \d+ not$/),
  ).toBeVisible();
  const login = requestLine(panel, 'POST', /\/api\/v1\/admin\/auth\/login/);
  await expect(login).toContainText('200');
  await expect(login).toContainText('Under contract:');
  const users = requestLine(panel, 'GET', /\/api\/v1\/admin\/users\?/);
  await expect(users).toContainText('200');
  await expect(users).toContainText('Under contract:');
  const wines = requestLine(panel, 'GET', /\/api\/v1\/admin\/wines/);
  await expect(wines).toContainText('503');
  await expect(wines).toContainText('503 Service Unavailable (mock console)');
  await expect(wines).toContainText('not under contract');
  const cellars = requestLine(panel, 'GET', /\/api\/v1\/admin\/cellars/);
  await expect(cellars).toContainText('200');
  await expect(cellars).toContainText('Under contract: a cellars list query with paging, sort, search and filters');

  // Opened, a request shows its headers and bodies, the token masked everywhere.
  await users.getByRole('button').first().click();
  await expect(users.getByRole('region', { name: 'Request' })).toContainText('authorization: Bearer [masked]');
  await login.getByRole('button').first().click();
  await expect(login.getByRole('region', { name: 'Request' })).toContainText('"password":"[masked]"');
  await expect(login.getByRole('region', { name: 'Answer' })).toContainText('"accessToken":"[masked]"');
  expect(await page.evaluate(() => document.body.innerText)).not.toContain(token!);

  // The filters.
  await panel.getByLabel('Filter requests').fill('admin/wines');
  await expect(panel.getByText(/^\d+ requests? shown of \d+\.$/)).toBeVisible();
  await expect(panel.getByRole('list', { name: 'Requests, newest first' }).getByRole('listitem')).not.toHaveCount(0);
  for (const line of await panel.getByRole('list', { name: 'Requests, newest first' }).getByRole('button').all())
    await expect(line).toContainText('/api/v1/admin/wines');
  await panel.getByLabel('Status').selectOption('5xx');
  for (const line of await panel.getByRole('list', { name: 'Requests, newest first' }).getByRole('button').all())
    await expect(line).toContainText('503');

  await panel.getByText('Only requests not under contract').click();
  await expect(panel.getByRole('list', { name: 'Requests, newest first' }).getByText('Under contract:')).toHaveCount(0);
  await expect(requestLine(panel, 'GET', /\/api\/v1\/admin\/wines/)).toBeVisible();

  // The HAR export of the filtered part, then of everything, parsed back.
  const shownDownload = page.waitForEvent('download');
  await panel.getByRole('button', { name: 'Export shown as HAR' }).click();
  const shown = JSON.parse(await readFile((await (await shownDownload).path())!, 'utf8')) as Har;
  expect(shown.log.version).toBe('1.2');
  expect(shown.log.entries.length).toBeGreaterThan(0);
  expect(
    shown.log.entries.every((e) => e.response.status === 503 && e.request.url.includes('/api/v1/admin/wines')),
  ).toBe(true);
  const allDownload = page.waitForEvent('download');
  await panel.getByRole('button', { name: 'Export all as HAR' }).click();
  const download = await allDownload;
  expect(download.suggestedFilename()).toBe('vinotheca-mock-requests.har');
  const text = await readFile((await download.path())!, 'utf8');
  expect(text).not.toContain(token!);
  const all = JSON.parse(text) as Har;
  expect(all.log.entries.length).toBeGreaterThan(shown.log.entries.length);
  expect(
    all.log.entries.some((e) => e.request.method === 'POST' && e.request.url.endsWith('/api/v1/admin/auth/login')),
  ).toBe(true);
});

for (const theme of ['light', 'dark'] as const) {
  test(`the Requests view has no serious or critical axe violations (${theme})`, async ({ page }) => {
    await page.addInitScript((t) => localStorage.setItem('theme_preference', t), theme === 'dark' ? 'DARK' : 'LIGHT');
    await signInAsAdmin(page, '/users');
    const panel = await openRequests(page);
    await panel.getByLabel('Status').selectOption('2xx');
    await requestLine(panel, 'GET', /\/api\/v1\/admin\/users/)
      .getByRole('button')
      .first()
      .click();
    await expect(panel.getByRole('region', { name: 'Answer' }).first()).toBeVisible();
    expect(await seriousA11yViolations(page)).toEqual([]);
  });
}
