import { expect, type Page } from '@playwright/test';
import {
  ACCOUNTS,
  arrive,
  chooseRowAction,
  damageSavedRowOnNextLoad,
  expectToast,
  firstWineId,
  LAZY,
  listTotal,
  signIn,
  signInAsAdmin,
  test,
} from './support';

test.describe.configure({ timeout: 90_000 });

const STRONG = 'Cellar-Door-2026!';

async function createAdmin(page: Page, name: string, email: string): Promise<void> {
  await page.goto('/users/create');
  await page.getByLabel('Full name').fill(name);
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel(/^Password\s*\*?$/).fill(STRONG);
  await page.getByRole('button', { name: 'Create user' }).click();
  await expect(page.getByText(`${name} was added.`)).toBeVisible();
}

function row(page: Page, name: string) {
  return page.getByRole('row').filter({ hasText: name });
}

async function expectAllChanges(page: Page): Promise<void> {
  await page.goto('/users?search=persist');
  await expect(row(page, 'Persist Edited')).toContainText('persist.one@vinotheca.test');
  await expect(row(page, 'Persist Two')).toContainText('Inactive');
  await page.goto('/profile');
  await expect(page.getByRole('button', { name: 'Remove photo' })).toBeVisible();
}

test('a sign-in saves the demo once, before it is answered, not again as the dashboard loads', async ({ page }) => {
  await page.addInitScript(() => {
    const counted = window as unknown as { mockSaves: number };
    counted.mockSaves = 0;
    const setItem = Storage.prototype.setItem;
    Storage.prototype.setItem = function (key: string, value: string) {
      if (key === 'vinotheca_mock_db') counted.mockSaves += 1;
      setItem.call(this, key, value);
    };
  });
  const saves = () => page.evaluate(() => (window as unknown as { mockSaves: number }).mockSaves);
  await page.goto('/login');
  await page.waitForFunction(() => performance.getEntriesByName('mock-worker-ready').length > 0, undefined, LAZY);
  await arrive(page);
  const before = await saves();
  await signIn(page, ACCOUNTS.admin);
  await expect(page.getByTestId('kpi-admins')).toHaveText(/^[\d,]+$/, LAZY);
  // Past the save's debounce (200 ms): a second save of the same sign-in would have been written by now.
  await page.waitForTimeout(1_000);
  expect((await saves()) - before).toBe(1);
  // And what was saved is the signed-in demo: a reload keeps the session.
  await page.reload();
  await expect(page.getByTestId('kpi-admins')).toHaveText(/^[\d,]+$/, LAZY);
});

test('demo changes survive a reload and a closed and reopened page', async ({ page, context }) => {
  await signInAsAdmin(page);
  await createAdmin(page, 'Persist One', 'persist.one@vinotheca.test');
  await createAdmin(page, 'Persist Two', 'persist.two@vinotheca.test');

  await page.goto('/users?search=persist.one');
  await chooseRowAction(page, 'Actions for Persist One', 'Edit');
  await page.getByLabel('Full name').fill('Persist Edited');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expectToast(page, { title: 'User Updated', description: 'Persist Edited was saved.' });

  await page.goto('/users?search=persist.two');
  await chooseRowAction(page, 'Actions for Persist Two', 'Deactivate');
  await page.getByRole('alertdialog').getByRole('button', { name: 'Deactivate' }).click();
  await expect(row(page, 'Persist Two')).toContainText('Inactive');

  await page.goto('/profile');
  await page.getByLabel('Photo file').setInputFiles('tests/e2e/fixtures/avatar.png');
  await page.getByRole('button', { name: 'Save photo' }).click();
  await expect(page.getByRole('button', { name: 'Remove photo' })).toBeVisible();

  // The demo saves only what differs from its seed (the seed is recomputed on each load): these
  // changes, the sessions and the audit entries they made, and the photo.
  const saved = await savedCharacters(page);
  expect(saved, 'the default demo saves far under 1.5 MB').toBeLessThan(1.5 * 1024 * 1024);

  await page.reload();
  await expectAllChanges(page);

  await page.close();
  const reopened = await context.newPage();
  await reopened.goto('/dashboard');
  await expect(reopened).toHaveURL(/\/dashboard$/);
  await expectAllChanges(reopened);
});

test('a change in one tab shows in another after its next request', async ({ page, context }) => {
  await signInAsAdmin(page, '/users?search=second.tab');
  await expect(page.getByText(/No admins match/)).toBeVisible();
  const other = await context.newPage();
  await other.goto('/dashboard');
  await expect(other).toHaveURL(/\/dashboard$/);
  await createAdmin(other, 'Second Tab', 'second.tab@vinotheca.test');
  // Chromium hands a tab's storage writes to its other tabs asynchronously, and the stored demo is
  // ~3 M characters: wait until the first tab can see the change, as a person switching tabs would.
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem('vinotheca_mock_db')?.includes('second.tab') ?? false), LAZY)
    .toBe(true);

  // No reload: the first tab's next request (a filter change) answers with the other tab's data.
  await page.getByLabel('Status').selectOption('active');
  await expect(row(page, 'Second Tab')).toContainText('second.tab@vinotheca.test', LAZY);
});

test('on a returning visit the saved wines load as the mock starts, before its worker is ready, and the first request waits for them', async ({
  page,
}) => {
  await signInAsAdmin(page);
  // Never idle: the load must not wait for an idle moment (nor for a request, which is held until
  // the mock is ready).
  await page.addInitScript(() => {
    window.requestIdleCallback = () => 0;
  });
  await page.goto('/wines');
  await expect(page.getByText(/^Showing 1–20 of 2,\d{3} wines$/)).toBeVisible(LAZY);
  const marks = await page.evaluate(() => ({
    loads: performance.getEntriesByName('mock-hydrate').map((entry) => entry.startTime),
    started: performance.getEntriesByName('mock-start')[0]?.startTime ?? NaN,
    ready: performance.getEntriesByName('mock-worker-ready')[0]?.startTime ?? NaN,
  }));
  expect(marks.loads).toHaveLength(1);
  expect(marks.loads[0]).toBeGreaterThanOrEqual(marks.started);
  expect(marks.loads[0]).toBeLessThan(marks.ready);
});

/** Counts the seed's Web Workers a page starts, and when (in the page's time). */
async function countSeedWorkers(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const started: number[] = [];
    (window as unknown as { seedWorkersStarted: number[] }).seedWorkersStarted = started;
    const Original = window.Worker;
    window.Worker = class extends Original {
      constructor(url: string | URL, options?: WorkerOptions) {
        super(url, options);
        if (options?.name === 'vinotheca-mock-seed') started.push(performance.now());
      }
    };
  });
}

/** The seed workers this page started, and whether each came before the mock's start (its code in). */
const seedWorkers = (page: Page) =>
  page.evaluate(() => {
    const mockStart = performance.getEntriesByName('mock-start')[0]?.startTime ?? Infinity;
    return (window as unknown as { seedWorkersStarted: number[] }).seedWorkersStarted.map((at) =>
      at < mockStart ? 'before the mock started' : 'after',
    );
  });

test('the seed is computed once per visit, started before the mock code is in: first visit, reload, another dataset', async ({
  page,
}) => {
  await countSeedWorkers(page);
  await signInAsAdmin(page, '/users');
  await expect(page.getByText(/^Showing 1–20 of 150 admins$/)).toBeVisible(LAZY);
  expect(await seedWorkers(page)).toEqual(['before the mock started']);
  await page.reload();
  await expect(page.getByText(/^Showing 1–20 of 150 admins$/)).toBeVisible(LAZY);
  expect(await seedWorkers(page)).toEqual(['before the mock started']);
  await page.getByRole('button', { name: 'Mock console' }).click();
  const panel = page.getByRole('dialog', { name: 'Mock console' });
  await panel.getByRole('button', { name: 'Load the empty dataset' }).click();
  await expect(panel.getByText('Loaded the empty dataset.')).toBeVisible(LAZY);
  await page.reload();
  // The demo accounts only: a base of its own (an empty seed).
  await expect(page.getByText(/^Showing 1–(\d) of \1 admins$/)).toBeVisible(LAZY);
  expect(await seedWorkers(page)).toEqual(['before the mock started']);
});

test('the 10,000-admin dataset is saved in a few kilobytes, and is still there after a reload, signed in', async ({
  page,
}) => {
  await signInAsAdmin(page, '/users');
  await expect(page.getByText(/^Showing 1–20 of 150 admins$/)).toBeVisible(LAZY);
  // A fresh default demo, signed in: its seed's description and the session.
  expect(await savedCharacters(page)).toBeLessThan(20_000);
  await page.getByRole('button', { name: 'Mock console' }).click();
  const panel = page.getByRole('dialog', { name: 'Mock console' });
  await panel.getByRole('button', { name: 'Load the 10,000 admins dataset' }).click();
  await expect(panel.getByText('Loaded the 10,000 admins dataset.')).toBeVisible(LAZY);
  await page.keyboard.press('Escape');
  await expect(page.getByText(/^Showing 1–20 of 10,000 admins$/)).toBeVisible(LAZY);
  expect(await savedCharacters(page)).toBeLessThan(20_000);
  await page.reload();
  await expect(page.getByText(/^Showing 1–20 of 10,000 admins$/)).toBeVisible(LAZY);
  await expect(page.getByRole('alert')).toHaveCount(0);
});

test('a damaged saved wine is left out (with what points at it) with a notice on the page: the rest of the demo, the session and the work stay', async ({
  page,
}) => {
  await signInAsAdmin(page);
  await createAdmin(page, 'Damage Survivor', 'damage.survivor@vinotheca.test');
  const wines = await (async () => {
    await page.goto('/wines');
    return listTotal(page, 'wines');
  })();
  await expect
    .poll(
      () => page.evaluate(() => localStorage.getItem('vinotheca_mock_db')?.includes('damage.survivor') ?? false),
      LAZY,
    )
    .toBe(true);
  // One wine's description becomes a number, as a hand-edited or half-migrated save might hold.
  await damageSavedRowOnNextLoad(page, 'wines', await firstWineId(page), { description: 42 });
  await page.reload();
  // The wine, and the cellar lines that held it.
  const notice = page.getByRole('alert').filter({
    hasText: /\d+ damaged saved records? (was|were) left out of the demo data; everything else is as you left it\./,
  });
  await expect(notice).toBeVisible(LAZY);
  // Still signed in, one wine fewer.
  expect(await listTotal(page, 'wines')).toBe(wines - 1);
  await page.getByRole('button', { name: 'Dismiss this notice' }).click();
  await expect(notice).toHaveCount(0);
  // The repaired data was saved: the next page load finds nothing to repair, and the admin created before is there.
  await page.goto('/users?search=damage.survivor');
  await expect(row(page, 'Damage Survivor')).toBeVisible(LAZY);
  await expect(page.getByRole('alert').filter({ hasText: 'damaged saved record' })).toHaveCount(0);
});

/** The length of the saved demo, in characters (Chromium counts 10 MiB of UTF-16 per origin, ~5.2 million). */
function savedCharacters(page: Page): Promise<number> {
  return page.evaluate(() => localStorage.getItem('vinotheca_mock_db')?.length ?? 0);
}

async function addCategory(page: Page, name: string): Promise<void> {
  await page.getByRole('textbox', { name: /^Name/ }).fill(name);
  await page.getByRole('button', { name: 'Add category' }).click();
  await expect(categoryRow(page, name)).toBeVisible();
}

function categoryRow(page: Page, name: string) {
  return page.getByRole('table', { name: 'Wine categories' }).getByRole('row').filter({ hasText: name });
}

// Writes from two tabs merge: each tab saves only what it changed, whatever the order, and a tab
// that is reloaded (or hidden) never writes back an older copy over the other tab's work.
for (const order of ['this tab first', 'the other tab first', 'both at once'] as const) {
  test(`two tabs each add a category (${order}): after both tabs reload, both categories are there`, async ({
    page,
    context,
  }) => {
    await signInAsAdmin(page, '/wines/categories');
    const other = await context.newPage();
    await other.goto('/wines/categories');
    await expect(other.getByRole('heading', { level: 1, name: 'Wine Categories' })).toBeVisible(LAZY);
    const mine = `Mine (${order})`;
    const theirs = `Theirs (${order})`;
    if (order === 'both at once') await Promise.all([addCategory(page, mine), addCategory(other, theirs)]);
    else if (order === 'this tab first') {
      await addCategory(page, mine);
      await addCategory(other, theirs);
    } else {
      await addCategory(other, theirs);
      await addCategory(page, mine);
    }
    // Chromium hands one tab's storage writes to the others with a delay: wait until both tabs see
    // the same latest save, as anyone switching tabs would, before reloading them.
    // (Both saves are written by then: the save of a change comes 200 ms after it, and each poll
    // compares with the previous one.)
    const latest = (tab: Page) =>
      tab.evaluate(
        () => /"revision":"([^"]+)"/.exec(localStorage.getItem('vinotheca_mock_db')?.slice(-4096) ?? '')?.[1],
      );
    let previous = '';
    await expect
      .poll(
        async () => {
          const [a, b] = [await latest(page), await latest(other)];
          const settled = a === b && `${a}` === previous;
          previous = `${a}`;
          return settled;
        },
        { ...LAZY, intervals: [300] },
      )
      .toBe(true);
    // Each tab is reloaded (it saves what it has on the way out), then opened afresh.
    await page.reload();
    await other.reload();
    const third = await context.newPage();
    await third.goto('/wines/categories');
    await expect(categoryRow(third, mine)).toBeVisible(LAZY);
    await expect(categoryRow(third, theirs)).toBeVisible(LAZY);
    for (const tab of [page, other]) {
      await tab.reload();
      await expect(categoryRow(tab, mine)).toBeVisible(LAZY);
      await expect(categoryRow(tab, theirs)).toBeVisible(LAZY);
    }
  });
}
