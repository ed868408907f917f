import { readFile } from 'node:fs/promises';
import { expect, type Page } from '@playwright/test';
import { ACCOUNTS, chooseTheme, LAZY, listTotal, seriousA11yViolations, signIn, signInAsAdmin, test } from './support';

const TITLES = [
  'Wines by type',
  'Wines by country',
  'Vintage distribution',
  'Cellar fill rates',
  'Bottles and value by type',
  'Catalogue growth',
  'Admin sign-ins per day',
];
// Seeding the demo data and drawing seven charts take a while on a loaded two-core machine.
test.describe.configure({ timeout: 150_000 });

const figure = (page: Page, name: string) => page.getByRole('figure', { name });
/** The chart's text alternative (the drawing inside is presentational). */
const chartImage = (page: Page, name: string) => figure(page, name).locator('[role="img"][aria-label]');

async function useTheme(page: Page, theme: 'light' | 'dark'): Promise<void> {
  await chooseTheme(page, theme === 'dark' ? 'Dark' : 'Light');
  await expect(page.locator('html')).toHaveClass(new RegExp(`theme-${theme}`));
}

test('the Analytics screen draws all seven charts, each with an image name', async ({ page }) => {
  await signInAsAdmin(page, '/analytics');
  await expect(page.getByRole('heading', { name: 'Analytics', level: 1 })).toBeVisible(LAZY);
  for (const title of TITLES) {
    const chart = figure(page, title);
    await expect(chart).toBeVisible(LAZY);
    await expect(chartImage(page, title)).toHaveAttribute('aria-label', /^(Bar|Line) chart of /);
    await expect(chart.locator('svg.recharts-surface').first()).toBeVisible();
  }
  const byType = figure(page, 'Wines by type');
  await byType.locator('.recharts-bar-rectangle').first().hover();
  await expect(byType.locator('.recharts-tooltip-wrapper')).toContainText('Red');
  // Every type keeps its axis label, however narrow the chart.
  for (const type of ['Red', 'White', 'Rosé', 'Sparkling', 'Dessert', 'Fortified']) {
    await expect(
      byType.locator('.recharts-cartesian-axis-tick-value').filter({ hasText: new RegExp(`^${type}$`) }),
    ).toHaveCount(1);
  }
  // Charts of two series carry a legend naming both; a single series needs none.
  await expect(figure(page, 'Catalogue growth').locator('.recharts-legend-wrapper')).toContainText(
    /Wines added[\s\S]*Catalogue size/,
  );
  await expect(figure(page, 'Bottles and value by type').locator('.recharts-legend-wrapper')).toContainText(
    /Bottles[\s\S]*Value \(EUR\)/,
  );
  await expect(byType.locator('.recharts-legend-wrapper')).toHaveCount(0);
});

test('the period selector changes the URL and the data', async ({ page }) => {
  await signInAsAdmin(page, '/analytics');
  const signIns = chartImage(page, 'Admin sign-ins per day');
  await expect(signIns).toHaveAttribute('aria-label', /, \d{3} points from /, LAZY);
  await page.getByRole('combobox', { name: 'Period' }).selectOption('30d');
  await expect(page).toHaveURL(/\/analytics\?period=30d$/);
  await expect(signIns).toHaveAttribute('aria-label', /, 30 points from /);
  await expect(chartImage(page, 'Catalogue growth')).toHaveAttribute(
    'aria-label',
    /^Bar chart of catalogue growth\. [A-Z][a-z]{2} \d{4}: \d+ wines added/,
  );
  await page.goBack();
  await expect(page).toHaveURL(/\/analytics$/);
  await expect(signIns).toHaveAttribute('aria-label', /, \d{3} points from /);
});

test('a chart’s data table toggles, and its CSV downloads with the same rows', async ({ page }) => {
  await signInAsAdmin(page, '/analytics');
  const chart = figure(page, 'Cellar fill rates');
  await chart.getByRole('button', { name: 'Show data table' }).click();
  const table = chart.getByRole('table');
  await expect(table).toBeVisible();
  await expect(table.getByRole('columnheader')).toHaveText(['Fill rate', 'Cellars']);
  await expect(table.getByRole('rowheader')).toHaveText([
    '0–20 %',
    '20–40 %',
    '40–60 %',
    '60–80 %',
    '80–100 %',
    'Over 100 %',
  ]);
  const counts = (await table.getByRole('cell').allTextContents()).map((t) => t.replaceAll(',', ''));

  const downloading = page.waitForEvent('download');
  await chart.getByRole('button', { name: 'Download CSV' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('cellar-fill-rates.csv');
  const csv = await readFile(await download.path(), 'utf8');
  expect(csv).toBe(
    [
      'Fill rate,Cellars',
      ...['0–20 %', '20–40 %', '40–60 %', '60–80 %', '80–100 %', 'Over 100 %'].map((band, i) => `${band},${counts[i]}`),
    ].join('\r\n') + '\r\n',
  );

  await chart.getByRole('button', { name: 'Hide data table' }).click();
  await expect(table).toBeHidden();
});

test('wines by type agrees with the wines list: RED equals the total of published red wines', async ({ page }) => {
  await signInAsAdmin(page, '/analytics');
  const chart = figure(page, 'Wines by type');
  await chart.getByRole('button', { name: 'Show data table' }).click();
  const redRow = chart.getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'Red', exact: true }) });
  const charted = Number(((await redRow.getByRole('cell').textContent()) ?? '').replaceAll(',', ''));
  expect(charted).toBeGreaterThan(0);

  await page.goto('/wines?type=RED&status=PUBLISHED');
  expect(await listTotal(page, 'wines')).toBe(charted);
});

for (const theme of ['light', 'dark'] as const) {
  test(`the Analytics screen has no serious or critical axe violations (${theme}, data tables open)`, async ({
    page,
  }) => {
    await signInAsAdmin(page, '/analytics');
    await expect(figure(page, 'Admin sign-ins per day')).toBeVisible(LAZY);
    await useTheme(page, theme);
    const toggles = page.getByRole('button', { name: 'Show data table' });
    await expect(toggles).toHaveCount(7);
    for (let open = 0; open < 7; open++) {
      await toggles.first().click();
      await expect(toggles).toHaveCount(6 - open);
    }
    await expect(page.getByRole('table')).toHaveCount(7);
    expect(await seriousA11yViolations(page)).toEqual([]);
  });
}

test('the dashboard’s key figures match the lists, beside two small charts and the recent activity', async ({
  page,
}) => {
  await signInAsAdmin(page);
  const admins = page.getByTestId('kpi-admins');
  await expect(admins).toHaveText(/^[\d,]+$/, LAZY);
  const shownAdmins = Number((await admins.textContent())?.replaceAll(',', ''));
  const shownPublished = Number((await page.getByTestId('kpi-publishedWines').textContent())?.replaceAll(',', ''));
  await expect(page.getByTestId('kpi-totalValueEur')).toHaveText(/^€[\d,]+$/);
  // Archived cellars stay in the cellars list; the key figures count the active ones, and say so.
  await expect(page.getByRole('link', { name: /^Active cellars [\d,]+$/ })).toBeVisible();
  await expect(figure(page, 'Wines by type')).toBeVisible();
  await expect(chartImage(page, 'Sign-ins, last 30 days')).toHaveAttribute('aria-label', /, 30 points from /);
  const activity = page.getByRole('region', { name: 'Recent activity' });
  await expect(
    activity.getByRole('listitem').filter({ hasText: 'admin@vinotheca.test signed in' }).first(),
  ).toBeVisible();
  // One row of cards without holes: the two charts and the activity are as tall as each other.
  await page.setViewportSize({ width: 1366, height: 900 });
  const heights = await Promise.all(
    [figure(page, 'Wines by type'), figure(page, 'Sign-ins, last 30 days'), activity].map(
      async (card) => (await card.boundingBox())?.height ?? 0,
    ),
  );
  expect(Math.max(...heights) - Math.min(...heights)).toBeLessThan(2);

  await page.getByRole('link', { name: /^Admins/ }).click();
  expect(await listTotal(page, 'admins')).toBe(shownAdmins);
  await page.goto('/wines?status=PUBLISHED');
  expect(await listTotal(page, 'wines')).toBe(shownPublished);
});

test.describe('with the charts library held or failing', () => {
  // A context of its own per test (tests/e2e/shared-context.ts): the tests route the context's requests.
  test.use({ freshContext: true });

  test('the dashboard shows its figures while the charts library is still loading, then draws the charts in their place', async ({
    page,
  }) => {
    // Hold the charts library (recharts) until the figures are checked (the context's routes also see
    // what the mock's service worker fetches for the page).
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.context().route(/\/assets\/dataset-chart-[\w-]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/login/, LAZY);
    await signIn(page, ACCOUNTS.admin);
    await expect(page.getByTestId('kpi-admins')).toHaveText(/^[\d,]+$/, LAZY);
    await expect(page.getByRole('region', { name: 'Recent activity' }).getByRole('listitem').first()).toBeVisible();
    const byType = figure(page, 'Wines by type');
    // The figure, its name and its summary are there; a box of the chart's height holds the drawing's place.
    await expect(chartImage(page, 'Wines by type')).toHaveAttribute('aria-label', /^(Bar|Line) chart of /);
    await expect(byType.locator('[data-chart-loading]')).toBeVisible();
    await expect(byType.locator('svg.recharts-surface')).toHaveCount(0);
    const heightWaiting = (await chartImage(page, 'Wines by type').boundingBox())?.height;
    release();
    await expect(byType.locator('svg.recharts-surface').first()).toBeVisible(LAZY);
    await expect(byType.locator('[data-chart-loading]')).toHaveCount(0);
    // The drawing took the placeholder's place: nothing below it moved.
    expect((await chartImage(page, 'Wines by type').boundingBox())?.height).toBe(heightWaiting);
  });

  test('a chart whose code fails to load says so, and the dashboard keeps its figures and the chart its data table', async ({
    page,
  }) => {
    await page.context().route(/\/assets\/dataset-chart-[\w-]+\.js$/, (route) => route.abort());
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/login/, LAZY);
    await signIn(page, ACCOUNTS.admin);
    await expect(page.getByTestId('kpi-admins')).toHaveText(/^[\d,]+$/, LAZY);
    const byType = figure(page, 'Wines by type');
    await expect(byType.getByText('The chart could not be drawn.')).toBeVisible(LAZY);
    await expect(figure(page, 'Sign-ins, last 30 days').getByText('The chart could not be drawn.')).toBeVisible();
    await expect(chartImage(page, 'Wines by type')).toHaveAttribute('aria-label', /^(Bar|Line) chart of /);
    await byType.getByRole('button', { name: 'Show data table' }).click();
    await expect(byType.getByRole('table')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Recent activity' })).toBeVisible();
  });
});

for (const theme of ['light', 'dark'] as const) {
  test(`the dashboard with its charts has no serious or critical axe violations (${theme})`, async ({ page }) => {
    await signInAsAdmin(page);
    await expect(figure(page, 'Wines by type')).toBeVisible(LAZY);
    await useTheme(page, theme);
    await figure(page, 'Wines by type').getByRole('button', { name: 'Show data table' }).click();
    await expect(page.getByRole('table')).toHaveCount(1);
    expect(await seriousA11yViolations(page)).toEqual([]);
  });
}
