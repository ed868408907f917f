import { expect, test } from '@playwright/test';
import { MOCK_PORT } from '../../playwright.config';
import { axeReportingViolations } from './support';

// Redoc renders all 59 endpoints' operations (some 21,000 elements) and axe walks every one: about a
// minute alone on two cores, over three on CI's loaded machine. A limit for a hang, not a speed check.
test.describe.configure({ timeout: 420_000 });

const MOCK = `http://127.0.0.1:${MOCK_PORT}`;

test('the standalone mock serves a readable API reference at /docs, from its own origin only', async ({ page }) => {
  const elsewhere: string[] = [];
  page.on('requestfinished', (request) => {
    const url = new URL(request.url());
    if (url.origin !== MOCK && url.protocol !== 'data:' && url.protocol !== 'blob:') elsewhere.push(request.url());
  });
  const response = await page.goto(`${MOCK}/docs`);
  expect(response?.headers()['content-security-policy']).toContain("default-src 'self'");
  await expect(page.getByRole('heading', { level: 1, name: /Vinotheca Admin API/ })).toBeVisible({ timeout: 20_000 });
  // The operations, read from /openapi.json: open one from the sidebar, by tag.
  await expect(page.getByRole('heading', { name: /Aggregates for the analytics screen$/ })).toBeVisible();
  const sidebar = page.locator('.menu-content');
  await sidebar.getByText('Wines', { exact: true }).click();
  await sidebar.getByText('List wines', { exact: true }).click();
  await expect(page.getByRole('heading', { name: /List wines$/ })).toBeInViewport();
  await expect(page.getByText('Needs the wines.read permission', { exact: false }).first()).toBeAttached();
  expect(elsewhere).toEqual([]);
  // Redoc's own sidebar names each menu item by its summary alone (aria-label) while the item also
  // shows its HTTP verb and, for a tag, every operation under it: axe's label-content-name-mismatch.
  // That is Redoc's markup, not ours; every other rule holds.
  const { violations } = await axeReportingViolations(page).disableRules(['label-content-name-mismatch']).analyze();
  const serious = violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
  expect(serious.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.html.slice(0, 120)).join(' | ')}`)).toEqual([]);
});
