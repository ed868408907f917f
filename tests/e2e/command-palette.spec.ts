import { expect, type Page } from '@playwright/test';
import { ACCOUNTS, chooseTheme, LAZY, seriousA11yViolations, signInAs, signInAsAdmin, test } from './support';

const palette = (page: Page) => page.getByRole('dialog', { name: 'Command palette' });
const field = (page: Page) => page.getByRole('combobox', { name: 'Search screens, wines, users and cellars' });

async function openPalette(page: Page): Promise<void> {
  await page.keyboard.press('Control+k');
  await expect(field(page)).toBeFocused();
}

test('the palette opens a wine found by name, from the keyboard alone', async ({ page }) => {
  await signInAsAdmin(page, '/dashboard');
  const wine = await page.evaluate(async () => {
    const response = await fetch('/api/v1/admin/wines?page=0&size=1&sort=name,asc', {
      headers: { Authorization: `Bearer ${localStorage.getItem('auth_token') ?? ''}` },
    });
    return ((await response.json()) as { content: { id: string; name: string }[] }).content[0]!;
  });
  await openPalette(page);
  await page.keyboard.type(wine.name);
  const option = page
    .getByRole('option', { name: new RegExp(`^${wine.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`) })
    .first();
  await expect(option).toBeVisible(LAZY);
  // Screens come first: walk down to the wine, as a keyboard user would.
  await expect(async () => {
    if ((await option.getAttribute('aria-selected')) !== 'true') await page.keyboard.press('ArrowDown');
    await expect(option).toHaveAttribute('aria-selected', 'true', { timeout: 500 });
  }).toPass({ timeout: 10_000 });
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/wines/${wine.id}$`), LAZY);
  await expect(palette(page)).toBeHidden();
  await expect(
    page.getByRole('heading', { name: wine.name, level: 2 }).or(page.getByText(wine.name).first()),
  ).toBeVisible(LAZY);
});

test('the palette jumps to a screen, and offers a viewer only the screens a viewer may open', async ({ page }) => {
  await signInAs(page, ACCOUNTS.viewer, '/dashboard');
  await openPalette(page);
  await page.keyboard.type('a');
  const titles = await page.getByRole('group', { name: 'Screens' }).getByRole('option').allTextContents();
  expect(titles).not.toContain('Add Wine');
  expect(titles).not.toContain('Create User');
  await field(page).fill('audit');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/settings\/audit$/, LAZY);
  // Escape closes it and gives the focus back to its button.
  await openPalette(page);
  await page.keyboard.press('Escape');
  await expect(palette(page)).toBeHidden();
  await expect(page.getByRole('button', { name: 'Search', exact: true })).toBeFocused();
});

for (const theme of ['Light', 'Dark'] as const) {
  test(`the open palette with results has no serious or critical axe violations (${theme.toLowerCase()})`, async ({
    page,
  }) => {
    await signInAsAdmin(page, '/dashboard');
    await chooseTheme(page, theme);
    await openPalette(page);
    await page.keyboard.type('ch');
    await expect(page.getByRole('group', { name: 'Wines' })).toBeVisible(LAZY);
    expect(await seriousA11yViolations(page)).toEqual([]);
  });
}
