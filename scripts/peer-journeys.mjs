// The journeys the bench times on our demo, timed the same way on a peer: react-admin's demo
// ("Posters Galore", examples/demo of marmelab/react-admin), built and served apart (README, Budgets).
// Each run is a fresh browser context (a first visit); ours and the peer alternate, run after run.

const TIMEOUT = 60_000;

async function visibleAndEnabled(locator) {
  await locator.waitFor({ state: 'visible', timeout: TIMEOUT });
  await locator.page().waitForFunction((element) => !element.disabled, await locator.elementHandle(), { timeout: TIMEOUT });
}

/** How to drive each demo: its sign-in page, credentials, first figures and a list's rows. */
export function journeyApps(oursBase, peerBase) {
  return {
    ours: {
      url: `${oursBase}/login`,
      async form(page) {
        for (const control of [page.getByLabel('E-mail'), page.getByLabel('Password', { exact: true }), page.locator('form button[type="submit"]')]) await visibleAndEnabled(control);
      },
      async ready(page) {
        await page.waitForFunction(() => performance.getEntriesByName('mock-worker-ready').length > 0, undefined, { timeout: TIMEOUT });
      },
      async signIn(page) {
        await page.getByLabel('E-mail').fill('admin@vinotheca.test');
        await page.getByLabel('Password', { exact: true }).fill('Vinotheca#2026');
        await page.locator('form button[type="submit"]').click();
      },
      async figures(page) {
        await page.waitForFunction(() => (document.querySelector('[data-testid="kpi-admins"]')?.textContent ?? '—') !== '—', undefined, { polling: 'raf', timeout: TIMEOUT });
      },
      list: `${oursBase}/wines`,
      async rows(page) {
        await page.locator('table tbody tr a[href*="/wines/"]').first().waitFor({ timeout: TIMEOUT });
      },
    },
    peer: {
      url: peerBase,
      async form(page) {
        for (const selector of ['input[name="username"]', 'input[name="password"]', 'button[type="submit"]']) await visibleAndEnabled(page.locator(selector));
      },
      // Its fake REST backend is in the page's memory: ready with the page.
      async ready() {},
      async signIn(page) {
        await page.fill('input[name="username"]', 'demo');
        await page.fill('input[name="password"]', 'demo');
        await page.click('button[type="submit"]');
      },
      async figures(page) {
        await page.locator('p:text-is("Monthly Revenue") + h2').filter({ hasText: /\d/ }).waitFor({ timeout: TIMEOUT });
        await page.locator('p:text-is("New Orders") + h2').filter({ hasText: /\d/ }).waitFor({ timeout: TIMEOUT });
      },
      list: new URL('#/orders', peerBase).href,
      async rows(page) {
        await page.locator('tbody tr.RaDataTable-row').first().waitFor({ timeout: TIMEOUT });
      },
    },
  };
}

/** One first visit: milliseconds from the link to each point, then a signed-in reload of a list. */
export async function timeJourney(browser, app) {
  const context = await browser.newContext();
  // Nothing beyond this machine (the peer asks for web fonts and pictures on the internet).
  await context.route((url) => !['127.0.0.1', 'localhost'].includes(url.hostname), (route) => route.abort());
  try {
    const page = await context.newPage();
    const opened = performance.now();
    await page.goto(app.url, { waitUntil: 'commit' });
    await app.form(page);
    const formAt = performance.now();
    await app.ready(page);
    const readyAt = performance.now();
    // The visitor's pointer over the page (ours starts its app then: ADR 0018), then sign in at once.
    await page.mouse.move(5, 5);
    const clickedAt = performance.now();
    await app.signIn(page);
    await app.figures(page);
    const figuresAt = performance.now();
    await page.goto(app.list);
    await app.rows(page);
    const reloadedAt = performance.now();
    await page.reload({ waitUntil: 'commit' });
    await app.rows(page);
    return {
      form: formAt - opened,
      usable: readyAt - opened,
      signIn: figuresAt - clickedAt,
      endToEnd: figuresAt - opened,
      reload: performance.now() - reloadedAt,
    };
  } finally {
    await context.close();
  }
}

export const JOURNEY_LABELS = {
  form: 'link → sign-in form shown and enabled',
  usable: 'link → sign-in form usable (ours: the mock ready)',
  signIn: 'Sign in (typed and clicked) → the dashboard figures',
  endToEnd: 'link → the dashboard figures, signing in at once',
  reload: 'signed-in reload of a list → its first row',
};
