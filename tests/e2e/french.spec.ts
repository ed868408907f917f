import { readFileSync } from 'node:fs';
import { expect, type Page } from '@playwright/test';
import { ACCOUNTS, arrive, LAZY, test } from './support';
import { DEMO_PASSWORD } from '../../src/config/demo-accounts';

// A visitor whose browser speaks French (issue 53): the console is French from the first paint of
// the sign-in page on, its screens carry no English but names and data, and the admin can switch to
// English from the account menu, where the specification's texts are exact (ADR 0037).
test.use({ freshContext: true, locale: 'fr-FR' });

const catalogue = (language: string, part: string) =>
  JSON.parse(readFileSync(`src/locales/${language}/${part}.json`, 'utf8')) as Record<string, string>;

const PARTS = ['sign-in', 'console'];
/** Every French text of the catalogue: a word French and English share ("Active", "Type") is French too. */
const FRENCH_TEXTS = new Set(PARTS.flatMap((part) => Object.values(catalogue('fr', part))));
/** Every English text of the console that French says otherwise, without placeholders: none may be left on a French screen. */
const ENGLISH_ONLY = new Set(
  PARTS.flatMap((part) =>
    Object.values(catalogue('en', part)).filter(
      (english) => !FRENCH_TEXTS.has(english) && !/[{}]/.test(english) && /[a-z]{2}/i.test(english),
    ),
  ),
);

/** The texts of the page a person reads or hears: its lines, and its labels, titles and placeholders. */
async function englishLeft(page: Page): Promise<string[]> {
  const texts = await page.evaluate(() => {
    const lines = document.body.innerText.split('\n').map((line) => line.trim());
    const read = [...document.querySelectorAll('[aria-label], [title], [placeholder], [alt]')].flatMap((element) =>
      ['aria-label', 'title', 'placeholder', 'alt'].map((name) => element.getAttribute(name)?.trim() ?? ''),
    );
    return [...lines, ...read, document.title];
  });
  return [...new Set(texts.filter((text) => ENGLISH_ONLY.has(text)))];
}

/** The signed-in admin's language as the server keeps it, asked with the console's token. */
function languageOnTheServer(page: Page): Promise<string | null> {
  return page.evaluate(async () => {
    const response = await fetch('/api/v1/admin/auth/me', {
      headers: { Authorization: `Bearer ${localStorage.getItem('auth_token') ?? ''}` },
    });
    return ((await response.json()) as { language: string | null }).language;
  });
}

const FRENCH = catalogue('fr', 'console');
/** Five screens and more, each with its title key: the top bar's heading and the document's title say it in French. */
const SCREENS = [
  { path: '/dashboard', title: 'app.title.dashboard' },
  { path: '/users', title: 'app.title.users' },
  { path: '/wines', title: 'app.title.allWines' },
  { path: '/cellars', title: 'app.title.cellars' },
  { path: '/analytics', title: 'app.title.analytics' },
  { path: '/settings', title: 'app.title.settings' },
];

test('a French browser gets the console in French from the first paint, and English from the account menu', async ({
  page,
}) => {
  await page.goto('/login');
  // Painted before any script of the app runs: the prerendered page, in French.
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await expect(page.locator('#root')).toHaveAttribute('data-prerendered', '');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Connexion');
  await arrive(page);
  await expect(page.locator('#root')).not.toHaveAttribute('data-prerendered', '', LAZY);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Connexion');
  expect(await englishLeft(page)).toEqual([]);

  await page.getByLabel('E-mail').fill(ACCOUNTS.admin);
  await page.getByLabel('Mot de passe', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Se connecter', exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard/, LAZY);

  for (const screen of SCREENS) {
    await page.goto(screen.path);
    await expect(page.getByRole('heading', { level: 1, name: FRENCH[screen.title] })).toBeVisible(LAZY);
    await expect(page).toHaveTitle(new RegExp(`^${FRENCH[screen.title]} `));
    await page.waitForLoadState('networkidle');
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    expect(await englishLeft(page), screen.path).toEqual([]);
  }

  // English from the account menu: the specification's texts, exact (docs/product-spec.md#sidebar-entries).
  await page.getByRole('button', { name: /^Menu du compte/ }).click();
  await page.getByRole('menuitemradio', { name: 'English' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  await expect(page).toHaveTitle('Settings | Vinotheca Admin');
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  for (const entry of ['Dashboard', 'User Management', 'Wine Database', 'Cellars', 'Analytics', 'Settings']) {
    await expect(nav.getByText(entry, { exact: true })).toBeVisible();
  }
  // Kept on this device for the next visit's first paint, and with the admin on the server: without
  // the device's copy, the French browser's page turns English once the admin's record is in.
  await expect.poll(() => page.evaluate(() => localStorage.getItem('vinotheca_language')), LAZY).toBe('en');
  await expect.poll(() => languageOnTheServer(page), LAZY).toBe('en');
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible(LAZY);
  await page.evaluate(() => localStorage.removeItem('vinotheca_language'));
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible(LAZY);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});
