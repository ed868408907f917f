import { expect, type Page } from '@playwright/test';
import { expectLinesFit, measure } from './label-fit';
import { ACCOUNTS, arrive, LAZY, test } from './support';
import { DEMO_PASSWORD } from '../../src/config/demo-accounts';

// The pseudo-locale (ADR 0037): every text of the catalogue accented, 30 % longer and in brackets.
// On the main screens, at desktop and phone sizes, no such text is clipped by its box, and the drawn
// label still fits; a text left outside the catalogue would read plain English here.
test.use({ freshContext: true });
test.describe.configure({ timeout: 180_000 });

/** Whether a text came from the catalogue in the pseudo-locale: accented letters or its padding. */
const PSEUDO = /[\u00c0-\u024f\u1e00-\u1eff]|~/;

/** The pseudo-locale's texts whose box cuts them off (overflow hidden or clipped, or an ellipsis). */
async function clippedTexts(page: Page): Promise<string[]> {
  const found = await page.evaluate((pattern) => {
    const pseudo = new RegExp(pattern, 'u');
    const clipped: string[] = [];
    for (const element of document.querySelectorAll<HTMLElement>('body *')) {
      const own = [...element.childNodes]
        .filter((node) => node.nodeType === Node.TEXT_NODE)
        .map((node) => node.textContent ?? '')
        .join('')
        .trim();
      if (!own || !pseudo.test(own) || element.getClientRects().length === 0) continue;
      const style = getComputedStyle(element);
      if (style.visibility === 'hidden' || element.closest('[aria-hidden="true"], .sr-only, [hidden]')) continue;
      const clips = (overflow: string) => overflow === 'hidden' || overflow === 'clip';
      const cutWide =
        (clips(style.overflowX) || style.textOverflow === 'ellipsis') && element.scrollWidth > element.clientWidth + 1;
      const cutHigh = clips(style.overflowY) && element.scrollHeight > element.clientHeight + 1;
      // Visually hidden text (a screen reader's) is a 1 px box on purpose.
      const visuallyHidden = element.clientWidth <= 1 && element.clientHeight <= 1;
      if ((cutWide || cutHigh) && !visuallyHidden) clipped.push(own);
    }
    return clipped;
  }, PSEUDO.source);
  return [...new Set(found)];
}

/** A wine whose label is drawn from its data (none uploaded), asked with the signed-in console's token. */
function firstWineWithoutLabel(page: Page): Promise<string> {
  return page.evaluate(async () => {
    const response = await fetch('/api/v1/admin/wines?page=0&size=50', {
      headers: { Authorization: `Bearer ${localStorage.getItem('auth_token') ?? ''}` },
    });
    const { content } = (await response.json()) as { content: { id: string; labelImageUrl?: string | null }[] };
    return content.find((wine) => !wine.labelImageUrl)!.id;
  });
}

const SCREENS = [
  '/dashboard',
  '/users',
  '/wines',
  '/cellars',
  '/analytics',
  '/settings',
  '/settings/audit',
  '/profile',
];

for (const viewport of [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 390, height: 844 },
]) {
  test(`in the pseudo-locale no text is clipped on the main screens (${viewport.name})`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await page.addInitScript(() => localStorage.setItem('vinotheca_language', 'pseudo'));
    await page.goto('/login');
    await arrive(page);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-XA');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^\[.*\]$/, LAZY);
    await page.locator('input[name="email"]').fill(ACCOUNTS.admin);
    await page.locator('input[name="password"]').fill(DEMO_PASSWORD);
    await page.locator('button[type="submit"]').click();
    await expect(page).toHaveURL(/\/dashboard/, LAZY);

    for (const path of SCREENS) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(PSEUDO, LAZY);
      await page.waitForLoadState('networkidle');
      expect(await clippedTexts(page), path).toEqual([]);
    }

    // A wine's page: the drawn label (its words are the wine's data) fits, and so do the texts around it.
    await page.goto(`/wines/${await firstWineWithoutLabel(page)}`);
    const label = page.getByRole('img').filter({ has: page.locator('text') });
    await expect(label.first()).toBeVisible(LAZY);
    await page.waitForLoadState('networkidle');
    expectLinesFit(await measure(label.first()));
    expect(await clippedTexts(page), 'wine detail').toEqual([]);
  });
}
