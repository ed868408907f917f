import { expect, type Page } from '@playwright/test';
import { expectLinesFit, measure } from './label-fit';
import { chooseTheme, LAZY, seriousA11yViolations, signInAsAdmin, test } from './support';

test.describe.configure({ timeout: 120_000 });

/**
 * The seed's longest producer and longest name (mocks/resources/reference/reference-data.ts, by
 * length), and the producer whose label used to run into its name. Every seeded vintage has four
 * digits; the thumbnail shows its last two, or NV.
 */
const SEARCHES = [
  'Azienda Agricola Cavallotto-Sobrero',
  'Amarone della Valpolicella Vigneto Monte Lodoletta Riserva',
  'Cascina delle Rose Rinaldi',
];

/** The same small hash as the label's: whether a wine's label has the band (even) or the ornament. */
function hasBand(id: string): boolean {
  let hash = 0;
  for (let i = 0; i < id.length; i++) hash = (hash * 31 + id.charCodeAt(i)) >>> 0;
  return hash % 2 === 0;
}

/** The list's rows for `search`: each thumbnail checked, and one wine of each label design returned. */
async function checkThumbnails(page: Page, search: string): Promise<{ id: string; name: string; vintage: string }[]> {
  await page.goto(`/wines?search=${encodeURIComponent(search)}`);
  const rows = page
    .getByRole('table', { name: 'Wines' })
    .getByRole('row')
    .filter({ has: page.locator('svg text') });
  await expect(rows.first()).toBeVisible(LAZY);
  const picked = new Map<boolean, { id: string; name: string; vintage: string }>();
  for (const row of await rows.all()) {
    const thumbnail = row
      .locator('svg')
      .filter({ has: page.locator('text') })
      .first();
    const measured = await measure(thumbnail);
    expectLinesFit(measured);
    const [vintage] = measured.lines;
    expect(vintage!.text).toMatch(/^(’\d\d|NV)$/);
    const link = row.getByRole('link').first();
    const id = (await link.getAttribute('href'))!.split('/').at(-1)!;
    picked.set(hasBand(id), { id, name: (await link.textContent()) ?? '', vintage: vintage!.text });
  }
  return [...picked.values()];
}

test('the drawn label and its thumbnails fit the seed’s longest producer, name and vintage', async ({ page }) => {
  await signInAsAdmin(page, '/wines');
  for (const search of SEARCHES) {
    for (const wine of await checkThumbnails(page, search)) {
      await page.goto(`/wines/${wine.id}`);
      const label = page.getByRole('img', { name: `Label of ${wine.name}, drawn from its data` });
      await expect(label).toBeVisible(LAZY);
      const full = await measure(label);
      expectLinesFit(full);
      // The producer, the whole name (wrapped, never cut) and the four-digit vintage are all drawn.
      const drawn = full.lines.map((l) => l.text);
      expect(drawn.join(' ')).toContain(wine.name);
      expect(drawn.at(-1)).toMatch(/^(\d{4}|NV)$/);
      expect(drawn.join(' ')).not.toContain('…');
      // The thumbnail beside the title, drawn larger.
      const header = page
        .locator('svg[aria-hidden="true"]')
        .filter({ has: page.locator('text') })
        .first();
      const thumbnail = await measure(header);
      expectLinesFit(thumbnail);
      expect(thumbnail.lines[0]!.text).toBe(wine.vintage);
    }
  }
});

test('the drawn label is named and axe-clean in light and dark', async ({ page }) => {
  await signInAsAdmin(page, `/wines?search=${encodeURIComponent(SEARCHES[2]!)}`);
  const link = page.getByRole('table', { name: 'Wines' }).getByRole('row').nth(1).getByRole('link').first();
  await expect(link).toBeVisible(LAZY);
  const name = (await link.textContent()) ?? '';
  await link.click();
  await expect(page.getByRole('img', { name: `Label of ${name}, drawn from its data` })).toBeVisible(LAZY);
  for (const theme of ['Light', 'Dark'] as const) {
    await chooseTheme(page, theme);
    expect(await seriousA11yViolations(page)).toEqual([]);
  }
});
