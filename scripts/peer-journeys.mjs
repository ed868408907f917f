// The journeys the bench times on our demo, timed the same way on a peer: react-admin's demo
// ("Posters Galore", examples/demo of marmelab/react-admin), built and served apart (docs/performance.md).
// Each run is a fresh browser context (a first visit); ours and the peer alternate, run after run.
// Every wait checks the page at each frame (Playwright's locators back off to 0.5 s between checks,
// which would add up to half a second to a figure).

const TIMEOUT = 60_000;

/** Resolves once `check(arg)`, run in the page at every frame, is true. */
async function inPage(page, check, arg) {
  await page.waitForFunction(check, arg, { polling: 'raf', timeout: TIMEOUT });
}

/** Every element `selectors` names is there, laid out and not disabled. */
function usable(selectors) {
  return selectors.every((selector) => {
    const element = document.querySelector(selector);
    return element !== null && element.getClientRects().length > 0 && !element.disabled;
  });
}

/** On our console: the dashboard's first figure (the admins KPI), and a row of the wine list (its link to the wine). */
export const OUR_SELECTORS = { figure: '[data-testid="kpi-admins"]', wineRow: 'table tbody tr a[href*="/wines/"]' };

/** How to drive each demo: its sign-in page, credentials (ours: `account`, a demo account), first figures and a list's rows. */
export function journeyApps(oursBase, peerBase, account) {
  return {
    ours: {
      url: `${oursBase}/login`,
      form: (page) =>
        inPage(page, usable, ['input[name="email"]', 'input[name="password"]', 'form button[type="submit"]']),
      // The mock answers, and the app has taken over from the prerendered page (ADR 0018).
      ready: (page) =>
        inPage(page, () => {
          const root = document.getElementById('root');
          return (
            performance.getEntriesByName('mock-worker-ready').length > 0 &&
            root !== null &&
            !root.hasAttribute('data-prerendered')
          );
        }),
      async type(page) {
        await page.fill('input[name="email"]', account.email);
        await page.fill('input[name="password"]', account.password);
      },
      submit: (page) => page.click('form button[type="submit"]'),
      figures: (page) =>
        inPage(
          page,
          (selector) => /\d/.test(document.querySelector(selector)?.textContent ?? ''),
          OUR_SELECTORS.figure,
        ),
      list: `${oursBase}/wines`,
      rows: (page) => inPage(page, (selector) => document.querySelector(selector) !== null, OUR_SELECTORS.wineRow),
    },
    peer: {
      url: peerBase,
      form: (page) =>
        inPage(page, usable, ['input[name="username"]', 'input[name="password"]', 'button[type="submit"]']),
      // Its fake REST backend is in the page's memory: ready with the page.
      ready: async () => undefined,
      async type(page) {
        await page.fill('input[name="username"]', 'demo');
        await page.fill('input[name="password"]', 'demo');
      },
      submit: (page) => page.click('button[type="submit"]'),
      // The cards "Monthly Revenue" and "New Orders": a caption, then the figure in an h2.
      figures: (page) =>
        inPage(page, () =>
          ['Monthly Revenue', 'New Orders'].every((caption) =>
            [...document.querySelectorAll('p')].some(
              (p) => p.textContent === caption && /\d/.test(p.nextElementSibling?.textContent ?? ''),
            ),
          ),
        ),
      list: new URL('#/orders', peerBase).href,
      rows: (page) => inPage(page, () => document.querySelector('tbody tr.RaDataTable-row') !== null),
    },
  };
}

/**
 * One first visit: milliseconds from the link to each point (`JOURNEY_LABELS`), then a signed-in
 * reload of a list; and how many times the page navigated before its sign-in form showed.
 */
export async function timeJourney(browser, app) {
  // No request routing here: Playwright turns the HTTP cache off in a context that routes requests.
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    // Navigations of the page until its form shows: one, or more where the app redirects on its way.
    let navigations = 0;
    const navigated = (frame) => {
      if (frame === page.mainFrame()) navigations += 1;
    };
    page.on('framenavigated', navigated);
    const opened = performance.now();
    await page.goto(app.url, { waitUntil: 'commit' });
    await app.form(page);
    const formAt = performance.now();
    page.off('framenavigated', navigated);
    // The visitor's pointer comes over the form as it shows (ours starts its app then: ADR 0018).
    await page.mouse.move(5, 5);
    await app.ready(page);
    const readyAt = performance.now();
    await app.type(page);
    const clickedAt = performance.now();
    await app.submit(page);
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
      signIn: figuresAt - readyAt,
      click: figuresAt - clickedAt,
      endToEnd: figuresAt - opened,
      reload: performance.now() - reloadedAt,
      navigations,
    };
  } finally {
    await context.close();
  }
}

/**
 * react-admin's demo sometimes redirects between its home and #/login hundreds of times before its
 * sign-in form settles (react-admin issue 10885), seconds that count in its first-visit figures: a
 * run with more navigations than this is one where that loop ran.
 */
export const PEER_LOOP_NAVIGATIONS = 10;

/**
 * Chromium's flags for these runs: names beyond this machine do not resolve, so that the peer's
 * requests for web fonts and pictures on the internet fail at once (and alike on every machine).
 */
export const LOCAL_ONLY_ARGS = ['--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1, EXCLUDE localhost'];

export const JOURNEY_LABELS = {
  form: 'link → sign-in form shown and enabled',
  usable: 'link → sign-in form usable (ours: the app and the mock started)',
  signIn: 'Sign in (typed and clicked) → the dashboard figures',
  click: 'click on Sign in (the form typed at once just before) → the dashboard figures',
  endToEnd: 'link → the dashboard figures, signing in at once',
  reload: 'signed-in reload of a list → its first row',
};
