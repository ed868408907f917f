import { expect, type Locator, type Page } from '@playwright/test';
import {
  ACCOUNTS,
  arrive,
  chooseFromMenu,
  chooseRowAction,
  chooseTheme,
  closeToasts,
  holdCallsInPage,
  LAZY,
  seriousA11yViolations,
  signIn,
  signInAsAdmin,
  test,
} from './support';

const THEMES = ['light', 'dark'] as const;

/** README screenshots are refreshed with UPDATE_SCREENSHOTS=1; otherwise they go to test-results. */
async function snapshot(page: Page, name: string): Promise<void> {
  const dir = process.env.UPDATE_SCREENSHOTS ? 'docs/screenshots' : 'test-results/screenshots';
  await page.screenshot({ path: `${dir}/${name}.png` });
}

async function useTheme(page: Page, theme: (typeof THEMES)[number]): Promise<void> {
  await page.addInitScript((t) => localStorage.setItem('theme_preference', t === 'dark' ? 'DARK' : 'LIGHT'), theme);
}

for (const theme of THEMES) {
  test.describe(`${theme} theme`, () => {
    test.use({ viewport: { width: 1280, height: 860 } });

    test('login has no serious or critical axe violations', async ({ page }) => {
      await useTheme(page, theme);
      await page.goto('/login');
      await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
      await expect(page.locator('html')).toHaveClass(new RegExp(`theme-${theme}`));
      // The prerendered page a visitor first sees (ADR 0018), then the app's own once they arrive.
      expect(await seriousA11yViolations(page)).toEqual([]);
      await arrive(page);
      await expect(page.locator('#root')).not.toHaveAttribute('data-prerendered', '', LAZY);
      await expect(page.getByRole('button', { name: /^Mock console/ })).toBeVisible(LAZY);
      expect(await seriousA11yViolations(page)).toEqual([]);
      await snapshot(page, `login-${theme}`);
    });

    test('2FA setup has no serious or critical axe violations', async ({ page }) => {
      await useTheme(page, theme);
      await page.goto('/login');
      await signIn(page, ACCOUNTS.setup);
      await expect(page.getByRole('img', { name: /QR code/ })).toBeVisible(LAZY);
      expect(await seriousA11yViolations(page)).toEqual([]);
      await snapshot(page, `two-factor-setup-${theme}`);
    });

    test('the dashboard has no serious or critical axe violations', async ({ page }) => {
      // The dashboard draws two charts now: axe runs twice over a bigger page on a loaded machine.
      test.setTimeout(90_000);
      await signInAsAdmin(page);
      await expect(page.getByText('Operational')).toBeVisible();
      await chooseTheme(page, theme === 'dark' ? 'Dark' : 'Light');
      await expect(page.locator('html')).toHaveClass(new RegExp(`theme-${theme}`));
      // The theme menu animates out: a second menu opened meanwhile would make two.
      await expect(page.getByRole('menu', { name: 'Theme' })).toBeHidden();
      expect(await seriousA11yViolations(page)).toEqual([]);
      const accountMenu = page.getByRole('menu', { name: 'Account menu for Ava Laurent' });
      // From the keyboard: the theme's toast may sit over the button, held open while the pointer rests on it.
      await page.getByRole('button', { name: 'Account menu for Ava Laurent' }).focus();
      await page.keyboard.press('Enter');
      await expect(accountMenu).toBeVisible();
      expect(await seriousA11yViolations(page)).toEqual([]);
      await page.keyboard.press('Escape');
      await expect(accountMenu).toBeHidden();
      await page.mouse.move(0, 0);
      await expect(page.locator('[data-scope="toast"][data-part="root"]')).toHaveCount(0);
      await snapshot(page, `dashboard-${theme}`);
    });
  });
}

test('the axe check reports what it should, on a page of one frame and inside a frame', async ({ page }) => {
  // The helper every accessibility test uses analyses a page of one frame in place (support.ts):
  // it must still find a missing label and poor contrast, and a page with a frame must get the frame tested.
  await page.setContent(
    '<!doctype html><html lang="en"><head><title>Check</title></head><body><main><h1>Check</h1><input><p style="color:#bbb;background:#fff">Faint text</p></main></body></html>',
  );
  const ids = (found: string[]) => found.map((violation) => violation.split(':')[0]).sort();
  expect(ids(await seriousA11yViolations(page))).toEqual(['color-contrast', 'label']);
  await page.setContent(
    '<!doctype html><html lang="en"><head><title>Check</title></head><body><main><h1>Check</h1><iframe title="Inner" srcdoc="<!doctype html><html lang=en><title>Inner</title><input>"></iframe></main></body></html>',
  );
  await expect.poll(() => page.frames().length).toBe(2);
  await expect(page.frames()[1]!.locator('input')).toBeAttached();
  expect(ids(await seriousA11yViolations(page))).toEqual(['label']);
});

test('the sign-in form works from the keyboard alone', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('E-mail')).toBeFocused();
  await page.keyboard.type(ACCOUNTS.admin);
  await page.keyboard.press('Tab');
  await page.keyboard.type('Vinotheca#2026');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/dashboard$/);
});

for (const theme of THEMES) {
  test(`users list, form and an open dialog have no serious or critical axe violations (${theme})`, async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await useTheme(page, theme);
    await signInAsAdmin(page, '/users');
    await chooseTheme(page, theme === 'dark' ? 'Dark' : 'Light');
    await expect(page.locator('html')).toHaveClass(new RegExp(`theme-${theme}`));
    await expect(page.getByRole('row').nth(1)).toBeVisible();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await expect(page.locator('[data-scope="toast"][data-part="root"]')).toHaveCount(0);
    await snapshot(page, `users-${theme}`);

    await chooseFromMenu(
      page.getByRole('button', { name: /^Actions for / }).first(),
      page.getByRole('menuitem', { name: 'Reset password' }),
    );
    await expect(page.getByRole('dialog')).toBeVisible();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');

    await page.goto('/users/create');
    await page.getByRole('button', { name: 'Create user' }).click();
    await expect(page.getByText('Full name is required')).toBeVisible();
    expect(await seriousA11yViolations(page)).toEqual([]);

    await page.goto('/profile');
    await expect(page.getByRole('form', { name: 'Change password' })).toBeVisible();
    expect(await seriousA11yViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Mock console' }).click();
    await expect(page.getByRole('dialog', { name: 'Mock console' })).toBeVisible();
    expect(await seriousA11yViolations(page)).toEqual([]);
  });
}

for (const theme of THEMES) {
  test(`wine categories have no serious or critical axe violations (${theme})`, async ({ page }) => {
    await useTheme(page, theme);
    await signInAsAdmin(page, '/wines/categories');
    await chooseTheme(page, theme === 'dark' ? 'Dark' : 'Light');
    await expect(page.locator('html')).toHaveClass(new RegExp(`theme-${theme}`));
    await expect(page.getByRole('table', { name: 'Wine categories' })).toBeVisible();
    expect(await seriousA11yViolations(page)).toEqual([]);
  });
}

for (const theme of THEMES) {
  test(`a row being archived stays readable and says so, with no serious or critical axe violations (${theme})`, async ({
    page,
  }) => {
    await useTheme(page, theme);
    await signInAsAdmin(page, '/wines?status=PUBLISHED');
    await chooseTheme(page, theme === 'dark' ? 'Dark' : 'Light');
    await expect(page.locator('html')).toHaveClass(new RegExp(`theme-${theme}`));
    await closeToasts(page);
    const trigger = page.getByRole('button', { name: /^Actions for / }).first();
    const name = (await trigger.getAttribute('aria-label')) ?? '';
    // The archive is held before it leaves: the row stays marked for as long as the check takes.
    const held = await holdCallsInPage(page, 'POST', /\/wines\/[^/]+\/archive$/);
    await chooseRowAction(page, name, 'Archive');
    await expect.poll(() => held.count()).toBe(1);
    const marked = page.locator('tr[aria-busy="true"]');
    await expect(marked).toHaveCount(1);
    await expect(marked.locator('[aria-live="polite"]')).toHaveText('Archiving…');
    await expect(marked.getByRole('button', { name })).toBeDisabled();
    expect(await seriousA11yViolations(page)).toEqual([]);
  });
}

/**
 * Sends Escape the moment an element with this role enters the page: in the same turn of the event
 * loop as its insertion, before the browser draws a frame. A keyboard user who opens a menu and
 * presses Escape at once gets there on a busy main thread.
 */
async function escapeOnArrival(page: Page, role: string): Promise<void> {
  await page.evaluate((wanted) => {
    const observer = new MutationObserver(() => {
      if (!document.querySelector(`[role="${wanted}"]`)) return;
      observer.disconnect();
      queueMicrotask(() => {
        const target = document.activeElement ?? document.body;
        target.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, cancelable: true }));
        document.documentElement.dataset.escapeSent = wanted;
      });
    });
    observer.observe(document, { childList: true, subtree: true });
  }, role);
}

test('Escape closes a menu, a popover and a dialog from the moment they show', async ({ page }) => {
  await signInAsAdmin(page, '/users?search=locked%40vinotheca.test');
  const trigger = page.getByRole('button', { name: 'Actions for Lena Fischer' });
  await expect(trigger).toBeVisible(LAZY);
  const html = page.locator('html');

  await escapeOnArrival(page, 'menu');
  await trigger.click();
  await expect(html).toHaveAttribute('data-escape-sent', 'menu');
  await expect(page.getByRole('menu')).toHaveCount(0);
  await expect(trigger).toBeFocused();

  await escapeOnArrival(page, 'dialog');
  await trigger.click();
  await page.getByRole('menuitem', { name: 'Reset password' }).click();
  await expect(html).toHaveAttribute('data-escape-sent', 'dialog');
  await expect(page.getByRole('dialog')).toHaveCount(0);

  const bell = page.getByRole('button', { name: /^Notifications, / });
  await page.evaluate(() => delete document.documentElement.dataset.escapeSent);
  await escapeOnArrival(page, 'dialog');
  await bell.click();
  await expect(html).toHaveAttribute('data-escape-sent', 'dialog');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(bell).toBeFocused();
});

test('asked for less motion, menus and dialogs open and close at once; otherwise they animate', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await signInAsAdmin(page, '/users?search=locked%40vinotheca.test');
  const trigger = page.getByRole('button', { name: 'Actions for Lena Fischer' });
  await expect(trigger).toBeVisible(LAZY);
  /** The animation an element runs as it shows: its name and its duration in seconds. */
  const animation = (locator: Locator) =>
    locator.evaluate((element) => {
      const style = getComputedStyle(element);
      return { name: style.animationName, seconds: parseFloat(style.animationDuration) };
    });

  await trigger.click();
  const menu = page.getByRole('menu');
  await expect(menu).toBeVisible();
  // Still an animation (a closing part waits for its end), over in a hundredth of a millisecond.
  expect(await animation(menu)).toEqual({ name: expect.not.stringMatching(/^none$/), seconds: 0.00001 });
  await page.getByRole('menuitem', { name: 'Reset password' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  expect(await animation(dialog)).toEqual({ name: expect.not.stringMatching(/^none$/), seconds: 0.00001 });
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(menu).toHaveCount(0);

  // Spinners still turn: the sign-in form's more slowly (its stylesheet is the page's own), Chakra's
  // as its recipe says (an inline animation stands for the recipe's here).
  const spinners = await page.evaluate(() =>
    (
      [
        ['sign-in-spinner', ''],
        ['chakra-spinner', 'spin 0.6s linear infinite'],
      ] as const
    ).map(([className, animation]) => {
      const spinner = document.createElement('span');
      spinner.className = className;
      spinner.style.animation = animation;
      document.body.append(spinner);
      const style = getComputedStyle(spinner);
      const turning = [style.animationDuration, style.animationIterationCount];
      spinner.remove();
      return turning;
    }),
  );
  expect(spinners).toEqual([
    ['2s', 'infinite'],
    ['0.6s', 'infinite'],
  ]);

  await page.emulateMedia({ reducedMotion: 'no-preference' });
  await trigger.click();
  await expect(menu).toBeVisible();
  expect((await animation(menu)).seconds).toBeGreaterThanOrEqual(0.1);
  await page.keyboard.press('Escape');
  await expect(menu).toHaveCount(0);
});
