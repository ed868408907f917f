import { expect } from '@playwright/test';
import { chooseTheme, expectToast, holdCallsInPage, LAZY, signInAsAdmin, test } from './support';

test.describe('desktop', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('the shell shows the sidebar, top bar and footer', async ({ page }) => {
    await signInAsAdmin(page);
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    await expect(nav).toBeVisible();
    for (const entry of ['Dashboard', 'User Management', 'Wine Database', 'Cellars', 'Analytics', 'Settings']) {
      await expect(nav.getByText(entry, { exact: true })).toBeVisible();
    }
    await expect(page.getByText('Vinotheca Admin').first()).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await expect(page).toHaveTitle('Dashboard | Vinotheca Admin');
    await expect(page.getByRole('button', { name: 'Notifications, 3 unread' })).toBeVisible();
    await expect(page.getByTestId('notifications-badge')).toHaveText('3');
    const footer = page.getByRole('contentinfo');
    await expect(footer).toContainText(`© ${new Date().getFullYear()}`);
    await expect(footer).toContainText('0.1.0');
    await expect(footer).toContainText(/1\.4\.2|mock/);
  });

  test('the bell opens onto the three latest events of the audit log, the newest being this sign-in', async ({
    page,
  }) => {
    await signInAsAdmin(page);
    await page.getByRole('button', { name: 'Notifications, 3 unread' }).click();
    const latest = page.getByRole('list', { name: 'Latest activity' });
    await expect(latest.getByRole('listitem')).toHaveCount(3, LAZY);
    await expect(latest.getByRole('listitem').first()).toContainText('admin@vinotheca.test signed in');
    await expect(page.getByTestId('notifications-badge')).toHaveText('3');
    await page.keyboard.press('Escape');
    await expect(latest).toBeHidden();
  });

  test('toasts stay clear of the top bar: its buttons stay uncovered and clickable', async ({ page }) => {
    await page.setViewportSize({ width: 1366, height: 768 });
    await signInAsAdmin(page);
    await chooseTheme(page, 'Dark');
    const toast = page.getByRole('status').or(page.getByRole('alert')).first();
    await expect(toast).toBeVisible();
    const bar = await page.getByRole('banner').boundingBox();
    // Once it has slid in, the toast is clear of the top bar.
    await expect
      .poll(async () => (await toast.boundingBox())?.y ?? -1, LAZY)
      .toBeGreaterThanOrEqual(bar!.y + bar!.height);
    // The top bar's controls are what is under the pointer at their centres, toast or not.
    for (const name of [/^Theme/, /^Notifications/, /^Account menu/]) {
      const button = page.getByRole('banner').getByRole('button', { name });
      const uncovered = await button.evaluate((element) => {
        const rect = element.getBoundingClientRect();
        const hit = document.elementFromPoint(rect.x + rect.width / 2, rect.y + rect.height / 2);
        return hit !== null && element.contains(hit);
      });
      expect(uncovered, String(name)).toBe(true);
    }
    await page.getByRole('button', { name: /^Account menu/ }).click();
    await expect(page.getByRole('menu')).toBeVisible();
  });

  test('the dashboard figures come from the API and link to the matching list', async ({ page }) => {
    await signInAsAdmin(page);
    const total = Number(await page.getByTestId('figure-total').textContent());
    const locked = Number(await page.getByTestId('figure-locked').textContent());
    expect(total).toBeGreaterThanOrEqual(150);
    expect(locked).toBeGreaterThanOrEqual(1);
    expect(Number(await page.getByTestId('figure-active').textContent())).toBeLessThanOrEqual(total);
    await page.getByRole('link', { name: /Locked/ }).click();
    await expect(page).toHaveURL(/\/users\?status=locked$/);
    await expect(page.getByText(new RegExp(`of ${locked} admin`))).toBeVisible();
  });

  test('the user menu shows name, e-mail and role with initials', async ({ page }) => {
    await signInAsAdmin(page);
    const trigger = page.getByRole('button', { name: 'Account menu for Ava Laurent' });
    await expect(trigger).toContainText('AL');
    await trigger.click();
    const menu = page.getByRole('menu');
    await expect(menu).toContainText('Ava Laurent');
    await expect(menu).toContainText('admin@vinotheca.test');
    await expect(menu).toContainText(/Super Admin/i);
    await expect(page.getByRole('menuitem', { name: 'Profile' })).toBeVisible();
    await expect(page.getByRole('menuitem', { name: 'Settings' })).toBeVisible();
  });

  test('the theme toggle sets the root classes and the choice persists', async ({ page }) => {
    await signInAsAdmin(page);
    const root = page.locator('html');
    await chooseTheme(page, 'Dark');
    await expect(root).toHaveClass(/theme-dark/);
    await expect(root).toHaveClass(/dark-mode/);
    await expect(root).not.toHaveClass(/theme-light/);
    await expectToast(page, { title: 'Theme Updated', description: 'Switched to dark theme' });
    expect(await root.evaluate((el) => el.style.colorScheme)).toBe('dark');

    await page.reload();
    await expect(root).toHaveClass(/theme-dark/);
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await expect(root).toHaveClass(/theme-dark/);

    await chooseTheme(page, 'Light');
    await expect(root).toHaveClass(/theme-light/);
    await expect(root).not.toHaveClass(/dark-mode/);
    await expectToast(page, { title: 'Theme Updated', description: 'Switched to light theme' });
  });

  test('a theme shows at once but is not said to be saved before the server has it', async ({ page }) => {
    await signInAsAdmin(page);
    const root = page.locator('html');
    const trigger = page.getByRole('button', { name: 'Theme' });
    const held = await holdCallsInPage(page, 'PATCH', /\/auth\/me\/theme$/);
    await chooseTheme(page, 'Dark');
    await expect(root).toHaveClass(/theme-dark/);
    await expect.poll(() => held.count()).toBe(1);
    await expect(trigger).toHaveAttribute('aria-busy', 'true');
    expect(await page.evaluate(() => (window.__toasts ?? []).map((t) => t.title))).not.toContain('Theme Updated');

    await held.release();
    await expectToast(page, { title: 'Theme Updated', description: 'Switched to dark theme' });
    await expect(trigger).toHaveAttribute('aria-busy', 'false');
    await expect(root).toHaveClass(/theme-dark/);
  });

  test('the system theme follows the OS setting live', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await signInAsAdmin(page);
    await chooseTheme(page, 'System');
    await expectToast(page, { title: 'Theme Updated', description: 'Using system theme preference' });
    const root = page.locator('html');
    await expect(root).toHaveClass(/theme-dark/);
    await page.emulateMedia({ colorScheme: 'light' });
    await expect(root).toHaveClass(/theme-light/);
  });

  test('groups expand and collapse, and start expanded under a child', async ({ page }) => {
    await signInAsAdmin(page, '/users/create');
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    const users = nav.getByRole('button', { name: 'User Management' });
    await expect(users).toHaveAttribute('aria-expanded', 'true');
    await expect(nav.getByRole('link', { name: 'Create User' })).toHaveAttribute('aria-current', 'page');
    const wines = nav.getByRole('button', { name: 'Wine Database' });
    await expect(wines).toHaveAttribute('aria-expanded', 'false');
    await wines.click();
    await expect(wines).toHaveAttribute('aria-expanded', 'true');
    await expect(nav.getByRole('link', { name: 'Wine Categories' })).toBeVisible();
    await users.click();
    await expect(users).toHaveAttribute('aria-expanded', 'false');
  });
});

test.describe('mobile', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the sidebar is an overlay that closes on Escape, on the backdrop and on navigation', async ({ page }) => {
    await signInAsAdmin(page);
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    await expect(nav).toBeHidden();
    const toggle = page.getByRole('button', { name: 'Toggle navigation' });
    await toggle.click();
    await expect(nav).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(nav).toBeHidden();

    await toggle.click();
    await expect(nav).toBeVisible();
    await page.mouse.click(380, 400);
    await expect(nav).toBeHidden();

    await toggle.click();
    await nav.getByRole('button', { name: 'User Management' }).click();
    await nav.getByRole('link', { name: 'All Users' }).click();
    await expect(page).toHaveURL(/\/users$/);
    await expect(nav).toBeHidden();
  });
});

test('an unknown path shows the designed not-found page with a way back', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await expect(page).toHaveTitle('Page not found | Vinotheca Admin');
  await page.getByRole('link', { name: 'Go to the dashboard' }).click();
  await expect(page).toHaveURL(/\/login\?redirect=%2Fdashboard$/);
});

// Every specified sidebar entry (docs/product-spec.md#2-screens-and-routes) opens its own screen: no dead button, no not-found.
const SIDEBAR_SCREENS: [group: string | null, link: string, path: RegExp, title: string][] = [
  [null, 'Dashboard', /\/dashboard$/, 'Dashboard'],
  ['User Management', 'All Users', /\/users$/, 'Users'],
  ['User Management', 'Create User', /\/users\/create$/, 'Create User'],
  ['Wine Database', 'All Wines', /\/wines$/, 'All Wines'],
  ['Wine Database', 'Add Wine', /\/wines\/create$/, 'Add Wine'],
  ['Wine Database', 'Wine Categories', /\/wines\/categories$/, 'Wine Categories'],
  [null, 'Cellars', /\/cellars$/, 'Cellars'],
  [null, 'Analytics', /\/analytics$/, 'Analytics'],
  [null, 'Settings', /\/settings$/, 'Settings'],
];

test('every sidebar entry opens its screen, never not-found', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 860 });
  await signInAsAdmin(page);
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  for (const [group, link, path, title] of SIDEBAR_SCREENS) {
    const entry = nav.getByRole('link', { name: link, exact: true });
    if (group && !(await entry.isVisible())) await nav.getByRole('button', { name: group }).click();
    await entry.click();
    await expect(page).toHaveURL(path, LAZY);
    await expect(page).toHaveTitle(`${title} | Vinotheca Admin`, LAZY);
    await expect(page.getByRole('heading', { name: 'Page not found' })).toHaveCount(0);
  }
});

test('scroll resets to the top on navigation and comes back on Back', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 600 });
  await signInAsAdmin(page, '/users');
  await expect(page.getByRole('row').nth(20)).toBeVisible();
  await page.mouse.wheel(0, 700);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
  const saved = await page.evaluate(() => window.scrollY);
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Create User' }).click();
  await expect(page).toHaveURL(/\/users\/create$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await page.goBack();
  await expect(page).toHaveURL(/\/users$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(saved);
  // A reload comes back there too: the list is drawn whole at once when a position is to be restored.
  await page.reload();
  await expect(page.getByRole('row').nth(20)).toBeVisible(LAZY);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(saved);
});

test('Back to the dashboard scrolled down comes back to the same place', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 600 });
  await signInAsAdmin(page);
  await expect(page.getByRole('heading', { name: 'Recent activity' })).toBeVisible(LAZY);
  await page.mouse.wheel(0, 600);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
  const saved = await page.evaluate(() => window.scrollY);
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Cellars' }).click();
  await expect(page).toHaveURL(/\/cellars$/);
  await page.goBack();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(saved);
});
