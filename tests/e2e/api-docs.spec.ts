import { expect } from '@playwright/test';
import { MOCK_PORT } from '../../playwright.config';
import { axeReportingViolations, test } from './support';

// A limit for a hang, not a speed check: Redoc draws all 59 operations (some 21,000 elements) on a
// loaded machine.
test.describe.configure({ timeout: 180_000 });

/**
 * What axe checks of Redoc's drawing: the sidebar, the document's header and one operation of each
 * shape and verb colour (query parameters and a paged answer, a JSON body, a replacing JSON body, a
 * file upload, no body at all). Redoc draws every operation from the same templates and colours; axe
 * over all 21,000 elements took 21 s alone on two cores (about a minute in the suite) against ~4 s
 * for these ~3,000, and reported the same. The page around it (its language, title and viewport) is
 * ours: those rules run on the whole document.
 */
const AXE_SCOPE = [
  '.menu-content',
  '.api-info',
  ...['getWines', 'postWines', 'putWinesById', 'postUsersByIdAvatar', 'deleteWinesById'].map(
    (id) => `.api-content > [id$="/operation/${id}"]`,
  ),
];
const PAGE_RULES = ['html-has-lang', 'html-lang-valid', 'document-title', 'meta-viewport'];

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
  for (const selector of AXE_SCOPE) await expect(page.locator(selector), selector).toHaveCount(1);
  const axe = AXE_SCOPE.reduce((builder, selector) => builder.include(selector), axeReportingViolations(page));
  const scoped = await axe.disableRules(['label-content-name-mismatch']).analyze();
  const whole = await axeReportingViolations(page).withRules(PAGE_RULES).analyze();
  const violations = [...scoped.violations, ...whole.violations];
  const serious = violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
  expect(
    serious.map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.html.slice(0, 120)).join(' | ')}`,
    ),
  ).toEqual([]);
});
