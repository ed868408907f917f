import { readFileSync } from 'node:fs';
import { startTransition } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { fireEvent, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PATHS } from '@/config/paths';
import { SESSION_STORAGE_KEYS } from '@/state/session';
import { THEME_STORAGE_KEY } from '@/theme/color-scheme';
import {
  BootScreensTakenOver,
  peekSignInHandoff,
  takeOverBootScreens,
  takeSignInHandoff,
  type TakeOverDraw,
} from './boot-screens';
import { ARRIVAL_EVENTS, PRERENDERED_ATTRIBUTE, whenAppWanted } from './prerendered-page';
import { bootScreensHtml } from './prerender';

// The page as the build serves it: the prerendered screens in #root, boot.css's rule for them, and
// public/boot.js run as the browser runs it before the first paint.
const BOOT_JS = readFileSync('public/boot.js', 'utf8');
const BOOT_CSS = readFileSync('public/boot.css', 'utf8');
const SCREEN_RULE = /^html\.boot-signed-in \.boot-sign-in[^{]*\{[^}]*\}/m.exec(BOOT_CSS)?.[0] ?? '';
const LANGUAGE_RULE = /^html:not\(:lang\(fr\)\)[^{]*\{[^}]*\}/m.exec(BOOT_CSS)?.[0] ?? '';

const APP_TAGS =
  '<meta name="app-entry" content="/assets/index-1.js"><meta name="app-preload" content="/assets/react-2.js"><meta name="app-preload" content="/assets/router-3.js"><meta name="sign-in-preload" content="/assets/login-4.js"><meta name="mock-preload" content="/assets/mock-db-5.js">';
/** Where the demo keeps its saved data (MOCK_DB_STORAGE_KEY, which mocks/core checks boot.js reads). */
const SAVED_DEMO_KEY = 'vinotheca_mock_db';

async function servePage(path = '/login'): Promise<HTMLElement> {
  window.history.replaceState(null, '', path);
  document.head.innerHTML = `<style>${SCREEN_RULE}${LANGUAGE_RULE}</style>${APP_TAGS}`;
  document.body.innerHTML = await bootScreensHtml();
  runBootJs();
  return document.getElementById('root')!;
}

/** The document listeners of the last run of boot.js: a page load starts without the previous page's. */
let bootListeners: Parameters<Document['removeEventListener']>[] = [];
/** How to cancel the timers and frames boot.js asked for: a page that ends leaves none behind. */
let bootTimers: (() => void)[] = [];

function endPage(): void {
  for (const cancel of bootTimers) cancel();
  bootTimers = [];
}

/** boot.js's own timers and frames, which the page's end cancels. */
const pageSetTimeout = (run: () => void, ms?: number) => {
  const id = setTimeout(run, ms);
  bootTimers.push(() => clearTimeout(id));
  return id;
};
const pageRequestFrame = (run: FrameRequestCallback) => {
  const id = requestAnimationFrame(run);
  bootTimers.push(() => cancelAnimationFrame(id));
  return id;
};

/**
 * A fresh run of the script, as on a page load, on a document without the previous run's listeners
 * and timers (left pending, they would fire into the next test's page or after the environment is gone).
 */
function runBootJs(): void {
  endPage();
  for (const listener of bootListeners) document.removeEventListener(...listener);
  bootListeners = [];
  const add = document.addEventListener.bind(document);
  document.addEventListener = (...listener: Parameters<Document['addEventListener']>) => {
    bootListeners.push(listener as Parameters<Document['removeEventListener']>);
    add(...listener);
  };
  try {
    new Function('setTimeout', 'requestAnimationFrame', BOOT_JS)(pageSetTimeout, pageRequestFrame);
  } finally {
    Reflect.deleteProperty(document, 'addEventListener');
  }
}

const shown = (selector: string) => getComputedStyle(document.querySelector(selector)!).display !== 'none';
const field = (name: string) => document.querySelector<HTMLInputElement>(`.boot-sign-in input[name="${name}"]`)!;

beforeEach(() => {
  takeSignInHandoff();
  document.documentElement.className = '';
});
afterEach(() => {
  endPage();
  document.body.innerHTML = '';
  window.history.replaceState(null, '', '/');
});

describe('the prerendered screens', () => {
  it('hold the sign-in page as the app draws it, and the console frame', async () => {
    const root = await servePage();
    expect(SCREEN_RULE).not.toBe('');
    expect(root.hasAttribute(PRERENDERED_ATTRIBUTE)).toBe(true);
    const signIn = root.querySelector('.boot-sign-in')!;
    expect(signIn.querySelector('h1')?.textContent).toBe('Sign in');
    expect(signIn.querySelector('form[aria-label="Sign in"]')).not.toBeNull();
    for (const label of ['E-mail', 'Password']) {
      const labelled = [...signIn.querySelectorAll('label')].find((l) => l.textContent === label)!;
      expect(document.getElementById(labelled.htmlFor)?.tagName).toBe('INPUT');
    }
    expect(root.querySelector('.boot-shell [role="status"]')?.getAttribute('aria-label')).toBe('Loading the console');
  });

  // boot.js keeps its own copies of the session's storage key and the two frameless paths: the
  // app's constants drive this table, so a renamed key or path fails here.
  it.each([
    { session: false, path: PATHS.login, signIn: true, shell: false },
    { session: false, path: PATHS.wines, signIn: true, shell: false },
    { session: true, path: PATHS.wines, signIn: false, shell: true },
    { session: true, path: PATHS.login, signIn: false, shell: false },
    { session: true, path: PATHS.twoFactorSetup, signIn: false, shell: false },
  ])(
    'with a stored session $session at $path: sign-in shown $signIn, console frame shown $shell',
    async ({ session, path, signIn, shell }) => {
      if (session) localStorage.setItem(SESSION_STORAGE_KEYS.token, 'a-token-of-some-length');
      await servePage(path);
      expect(shown('.boot-sign-in')).toBe(signIn);
      expect(shown('.boot-shell')).toBe(shell);
    },
  );

  it.each([
    ['DARK', true],
    ['LIGHT', false],
  ])(
    'applies the saved theme %s before the first paint, from the key the app saves it under',
    async (preference, dark) => {
      localStorage.setItem(THEME_STORAGE_KEY, preference);
      try {
        await servePage();
        expect(document.documentElement.classList.contains('dark')).toBe(dark);
        expect(document.documentElement.classList.contains('light')).toBe(!dark);
      } finally {
        localStorage.removeItem(THEME_STORAGE_KEY);
      }
    },
  );

  it.each([
    { browser: ['fr-FR'], shown: 'fr', heading: 'Connexion' },
    { browser: ['de-DE'], shown: 'en', heading: 'Sign in' },
  ])(
    'holds each screen in every language, shows the one boot.js chose ($browser: $shown), and the entry keeps only it',
    async ({ browser, shown: language, heading }) => {
      vi.spyOn(navigator, 'languages', 'get').mockReturnValue(browser);
      try {
        const root = await servePage();
        expect(LANGUAGE_RULE).not.toBe('');
        expect(document.documentElement.lang).toBe(language);
        const copies = [...root.querySelectorAll<HTMLElement>('.boot-sign-in')];
        expect(copies.map((copy) => copy.lang)).toEqual(['en', 'fr']);
        expect(copies.filter((copy) => getComputedStyle(copy).display !== 'none').map((copy) => copy.lang)).toEqual([
          language,
        ]);
        void whenAppWanted(root, PATHS.login);
        expect([...root.querySelectorAll<HTMLElement>('.boot-screen')].map((screen) => screen.lang)).toEqual([
          language,
          language,
        ]);
        expect(root.querySelector('.boot-sign-in h1')?.textContent).toBe(heading);
      } finally {
        vi.restoreAllMocks();
        document.documentElement.lang = 'en';
      }
    },
  );

  it('shows and hides the password before the app runs, and the app starts from what was left', async () => {
    const root = await servePage();
    const reveal = root.querySelector<HTMLButtonElement>('.boot-sign-in .sign-in-reveal')!;
    fireEvent.click(reveal);
    expect([
      field('password').type,
      reveal.getAttribute('aria-pressed'),
      reveal.getAttribute('aria-label'),
      reveal.textContent,
    ]).toEqual(['text', 'true', 'Hide password', 'Hide']);
    fireEvent.click(reveal);
    expect([
      field('password').type,
      reveal.getAttribute('aria-pressed'),
      reveal.getAttribute('aria-label'),
      reveal.textContent,
    ]).toEqual(['password', 'false', 'Show password', 'Show']);
    fireEvent.click(reveal);
    takeOverBootScreens(root, atOnce(drawTheApp(root)));
    expect(peekSignInHandoff()).toMatchObject({ revealed: true, submitted: false });
  });

  it('never submits the form natively; the submit and a picked demo account are noted for the app', async () => {
    const root = await servePage();
    const form = root.querySelector<HTMLFormElement>('.boot-sign-in form')!;
    const submit = new Event('submit', { bubbles: true, cancelable: true });
    form.dispatchEvent(submit);
    expect(submit.defaultPrevented).toBe(true);
    expect(root.hasAttribute('data-boot-submitted')).toBe(true);
    fireEvent.click(root.querySelectorAll('.sign-in-account')[2]!.querySelector('span')!);
    expect(root.getAttribute('data-boot-picked')).toBe('2');
  });
});

describe("the app's scripts", () => {
  it.each([
    // The mock's files last, and only on a first visit of the demo (no saved demo data).
    { session: false, saved: false, preloads: ['/assets/react-2.js', '/assets/login-4.js', '/assets/mock-db-5.js'] },
    { session: false, saved: true, preloads: ['/assets/react-2.js', '/assets/login-4.js'] },
    // The sign-in route's files only where the sign-in page shows.
    { session: true, saved: true, preloads: ['/assets/react-2.js'] },
    { session: true, saved: false, preloads: ['/assets/react-2.js', '/assets/mock-db-5.js'] },
  ])(
    'start after the first paint, the entry first, then each preload once, in order, from the tags the build left (session $session, saved demo data $saved)',
    async ({ session, saved, preloads }) => {
      if (session) localStorage.setItem(SESSION_STORAGE_KEYS.token, 'a-token-of-some-length');
      if (saved) localStorage.setItem(SAVED_DEMO_KEY, '{"version":7}');
      try {
        await servePage(PATHS.wines);
        expect(document.querySelectorAll('script, link[rel="modulepreload"]')).toHaveLength(0);
        // Asked for by the app already (Vite's import helper, which writes the whole URL): not added twice.
        document.head.insertAdjacentHTML(
          'beforeend',
          `<link rel="modulepreload" href="${new URL('/assets/router-3.js', window.location.href).href}">`,
        );
        const early = document.head.lastElementChild;
        await waitFor(() => expect(document.querySelector('script[type="module"]')).not.toBeNull(), { timeout: 2000 });
        await new Promise((settle) => setTimeout(settle, 400));
        const started = [
          ...document.head.querySelectorAll<HTMLScriptElement | HTMLLinkElement>('script, link[rel="modulepreload"]'),
        ].filter((tag) => tag !== early);
        expect(started[0]!.tagName).toBe('SCRIPT');
        expect(started[0]!.getAttribute('src')).toBe('/assets/index-1.js');
        expect(started[0]!.getAttribute('crossorigin')).toBe('');
        expect((started[0] as HTMLScriptElement).type).toBe('module');
        const links = started.slice(1).map((tag) => tag.getAttribute('href'));
        expect(links).toEqual(preloads);
      } finally {
        localStorage.removeItem(SESSION_STORAGE_KEYS.token);
        localStorage.removeItem(SAVED_DEMO_KEY);
      }
    },
  );

  // On the untouched sign-in page the app waits for the visitor (ADR 0018): its files are only
  // fetched (prefetch, after the mock's), not compiled (ADR 0025). With a query the app starts at once.
  it.each([
    {
      search: '',
      saved: false,
      modulepreload: ['/assets/mock-db-5.js'],
      prefetch: ['/assets/react-2.js', '/assets/login-4.js'],
    },
    { search: '', saved: true, modulepreload: [], prefetch: ['/assets/react-2.js', '/assets/login-4.js'] },
    {
      search: '?redirect=%2Fwines',
      saved: false,
      modulepreload: ['/assets/react-2.js', '/assets/login-4.js', '/assets/mock-db-5.js'],
      prefetch: [],
    },
  ])(
    "on the sign-in page$search (saved demo data $saved): the mock's files preloaded, the waiting app's prefetched",
    async ({ search, saved, modulepreload, prefetch }) => {
      if (saved) localStorage.setItem(SAVED_DEMO_KEY, '{"version":7}');
      try {
        await servePage(`${PATHS.login}${search}`);
        document.head.insertAdjacentHTML(
          'beforeend',
          `<link rel="modulepreload" href="${new URL('/assets/router-3.js', window.location.href).href}">`,
        );
        const early = document.head.lastElementChild;
        await waitFor(() => expect(document.querySelector('script[type="module"]')).not.toBeNull(), { timeout: 2000 });
        await new Promise((settle) => setTimeout(settle, 400));
        const hrefs = (rel: string) =>
          [...document.head.querySelectorAll(`link[rel="${rel}"]`)]
            .filter((tag) => tag !== early)
            .map((tag) => tag.getAttribute('href'));
        expect(hrefs('modulepreload')).toEqual(modulepreload);
        expect(hrefs('prefetch')).toEqual(prefetch);
      } finally {
        localStorage.removeItem(SAVED_DEMO_KEY);
      }
    },
  );
});

/** What React does at the take-over: the real screen in place of the prerendered one. */
const drawTheApp =
  (root: HTMLElement, useUp = false) =>
  () => {
    root.innerHTML = '<form aria-label="app"><input name="email"><input name="password" type="password"></form>';
    // The sign-in route's first effects may run within the render and use the hand-off up.
    if (useUp) takeSignInHandoff();
  };

/** A take-over that must be drawn at once (the visitor acted before it). */
const atOnce = (draw: () => void): TakeOverDraw => ({
  now: draw,
  inSlices: () => {
    throw new Error('drawn in slices');
  },
});

/** A take-over drawn in slices that has not committed yet, and whether it was then drawn at once. */
function slicesUnderWay(root: HTMLElement) {
  const drawn = { inSlices: false, now: false };
  const draw: TakeOverDraw = {
    inSlices: () => (drawn.inSlices = true),
    now: () => {
      drawn.now = true;
      drawTheApp(root)();
    },
  };
  return { draw, drawn };
}

describe('takeOverBootScreens', () => {
  it('keeps what was typed, the submit and the picked account, once, and gives the focus back to the real field', async () => {
    const root = await servePage();
    field('email').value = 'admin@vinotheca.test';
    field('password').value = 'secret words';
    field('password').focus();
    root
      .querySelector<HTMLFormElement>('.boot-sign-in form')!
      .dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
    fireEvent.click(root.querySelectorAll('.sign-in-account')[1]!);

    let handedOver = peekSignInHandoff();
    takeOverBootScreens(
      root,
      atOnce(() => {
        handedOver = peekSignInHandoff();
        drawTheApp(root)();
      }),
    );
    expect(document.activeElement).toBe(root.querySelector('form[aria-label="app"] input[name="password"]'));
    expect(root.getAttributeNames()).toEqual(['id']);
    const expected = {
      email: 'admin@vinotheca.test',
      password: 'secret words',
      focus: 'password',
      submitted: true,
      pickedAccount: 1,
      revealed: false,
    };
    expect(handedOver).toEqual(expected);
    expect(peekSignInHandoff()).toEqual(expected);
    expect(takeSignInHandoff()).toEqual(expected);
    expect(takeSignInHandoff()).toBeNull();
  });

  it('gives the focus back even when the render uses the hand-off up at once', async () => {
    const root = await servePage();
    field('email').value = 'admin@vino';
    field('email').focus();
    takeOverBootScreens(root, atOnce(drawTheApp(root, true)));
    expect(document.activeElement).toBe(root.querySelector('form[aria-label="app"] input[name="email"]'));
  });

  it('hands nothing over when the visitor did nothing, or when the sign-in page was not the screen shown', async () => {
    const first = await servePage();
    takeOverBootScreens(first, { inSlices: drawTheApp(first), now: () => expect.fail('drawn at once') });
    expect(peekSignInHandoff()).toBeNull();

    localStorage.setItem('auth_token', 'a-token-of-some-length');
    const root = await servePage('/wines');
    field('email').value = 'typed into a hidden form';
    // Nothing to keep: drawn in slices (the marks go at its commit, tested below).
    takeOverBootScreens(root, { inSlices: drawTheApp(root), now: () => expect.fail('drawn at once') });
    expect(peekSignInHandoff()).toBeNull();
  });

  it('does nothing on a page without prerendered screens (the dev server)', () => {
    document.body.innerHTML = '<div id="root"><input name="email" value="x"></div>';
    let drawn = false;
    takeOverBootScreens(
      document.getElementById('root')!,
      atOnce(() => (drawn = true)),
    );
    expect(drawn).toBe(true);
    expect(peekSignInHandoff()).toBeNull();
  });
});

/** The app drawn by React into the prerendered page's #root, with React's own scheduler (no act() batching), as in the browser. */
async function withReactRoot(
  root: HTMLElement,
  test: (draw: TakeOverDraw, drawn: { atOnce: boolean }) => Promise<void>,
) {
  const reactRoot = createRoot(root);
  const render = () =>
    reactRoot.render(
      <>
        <form aria-label="app">
          <input name="email" aria-label="E-mail" />
        </form>
        <BootScreensTakenOver />
      </>,
    );
  const drawn = { atOnce: false };
  const actEnvironment = Reflect.get(globalThis, 'IS_REACT_ACT_ENVIRONMENT');
  Reflect.set(globalThis, 'IS_REACT_ACT_ENVIRONMENT', false);
  try {
    await test(
      {
        inSlices: () => startTransition(render),
        now: () => {
          drawn.atOnce = true;
          flushSync(render);
        },
      },
      drawn,
    );
  } finally {
    reactRoot.unmount();
    Reflect.set(globalThis, 'IS_REACT_ACT_ENVIRONMENT', actEnvironment);
  }
}

describe('a take-over of an untouched page, drawn in slices', () => {
  it('keeps the prerendered page and its marks until React commits the real screen, then ends', async () => {
    const root = await servePage();
    await withReactRoot(root, async (draw, drawn) => {
      takeOverBootScreens(root, draw);
      expect(root.querySelector('.boot-sign-in')).not.toBeNull();
      expect(root.hasAttribute(PRERENDERED_ATTRIBUTE)).toBe(true);
      await waitFor(() => expect(root.querySelector('form[aria-label="app"]')).not.toBeNull());
      expect(root.querySelector('.boot-sign-in')).toBeNull();
      expect(root.getAttributeNames()).toEqual(['id']);
      expect(drawn.atOnce).toBe(false);
      expect(peekSignInHandoff()).toBeNull();
      // Ended: the real page's own events no longer take anything over.
      fireEvent.input(root.querySelector('input')!, { target: { value: 'x' } });
      expect(drawn.atOnce).toBe(false);
    });
  });

  it('does not commit while a press on the prerendered page is under way, so its click lands', async () => {
    const root = await servePage();
    await withReactRoot(root, async (draw, drawn) => {
      takeOverBootScreens(root, draw);
      const heading = root.querySelector('.boot-sign-in h1')!;
      fireEvent.pointerDown(heading);
      await new Promise((resolve) => setTimeout(resolve, 150));
      expect(root.querySelector('.boot-sign-in')).not.toBeNull();
      expect(root.hasAttribute(PRERENDERED_ATTRIBUTE)).toBe(true);
      fireEvent.pointerUp(heading);
      fireEvent.click(heading);
      // A click on the page itself (no field, no button) is a use too: taken over at once.
      expect(drawn.atOnce).toBe(true);
      expect(root.querySelector('form[aria-label="app"]')).not.toBeNull();
    });
  });

  it('commits once a press that was no use is over', async () => {
    const root = await servePage();
    await withReactRoot(root, async (draw, drawn) => {
      takeOverBootScreens(root, draw);
      const heading = root.querySelector('.boot-sign-in h1')!;
      // Pressed again before the first press's hold has let go: the second holds on.
      fireEvent.pointerDown(heading);
      fireEvent.pointerUp(heading);
      fireEvent.pointerDown(heading);
      await new Promise((resolve) => setTimeout(resolve, 150));
      expect(root.querySelector('.boot-sign-in')).not.toBeNull();
      fireEvent.pointerCancel(heading);
      await waitFor(() => expect(root.querySelector('form[aria-label="app"]')).not.toBeNull());
      expect(root.getAttributeNames()).toEqual(['id']);
      expect(drawn.atOnce).toBe(false);
    });
  });

  it('waits, while a button is pressed, for its click, and for the submit a click on Sign in makes', async () => {
    const root = await servePage();
    const { draw, drawn } = slicesUnderWay(root);
    takeOverBootScreens(root, draw);
    // A button takes the focus as it is pressed: the click has yet to come.
    const account = root.querySelectorAll<HTMLButtonElement>('.sign-in-account')[1]!;
    account.focus();
    expect(drawn.now).toBe(false);
    fireEvent.click(account);
    expect(drawn.now).toBe(true);
    expect(takeSignInHandoff()).toMatchObject({ pickedAccount: 1, submitted: false });

    const again = await servePage();
    const next = slicesUnderWay(again);
    takeOverBootScreens(again, next.draw);
    const signIn = again.querySelector<HTMLButtonElement>('.boot-sign-in button[type="submit"]')!;
    signIn.focus();
    expect(next.drawn.now).toBe(false);
    // The click submits the form (a form taken away at the click would not be): the take-over is at its submit.
    fireEvent.click(signIn);
    expect(next.drawn.now).toBe(true);
    expect(takeSignInHandoff()).toMatchObject({ submitted: true });
  });

  it.each([
    {
      use: 'typing',
      act: () => {
        field('email').value = 'adm';
        fireEvent.input(field('email'));
      },
      expected: { email: 'adm', focus: null },
    },
    { use: 'a focus', act: () => field('password').focus(), expected: { email: '', focus: 'password' } },
    {
      use: 'a submit',
      act: () => fireEvent.submit(document.querySelector('.boot-sign-in form')!),
      expected: { submitted: true },
    },
    {
      use: 'a demo account picked',
      act: () => fireEvent.click(document.querySelectorAll('.sign-in-account')[2]!),
      expected: { pickedAccount: 2 },
    },
    {
      use: 'Show password',
      act: () => fireEvent.click(document.querySelector('.sign-in-reveal')!),
      expected: { revealed: true },
    },
  ])('is done at once, keeping what the visitor did, on $use before the commit', async ({ act, expected }) => {
    const root = await servePage();
    const { draw, drawn } = slicesUnderWay(root);
    takeOverBootScreens(root, draw);
    expect(drawn).toEqual({ inSlices: true, now: false });
    act();
    expect(drawn.now).toBe(true);
    expect(root.getAttributeNames()).toEqual(['id']);
    expect(peekSignInHandoff()).toMatchObject(expected);
    const focus = (expected as { focus?: string }).focus;
    if (focus) expect(document.activeElement).toBe(root.querySelector(`form[aria-label="app"] input[name="${focus}"]`));
    // Once: the real page's events take nothing over again.
    fireEvent.input(root.querySelector('input')!);
    expect(takeSignInHandoff()).toMatchObject(expected);
    expect(takeSignInHandoff()).toBeNull();
  });
});

describe('whenAppWanted', () => {
  /** Whether `promise` has settled once the tasks queued so far have run. */
  const settledSoon = (promise: Promise<void>) =>
    Promise.race([promise.then(() => true), new Promise<boolean>((resolve) => setTimeout(() => resolve(false), 0))]);
  afterEach(() => localStorage.removeItem(SESSION_STORAGE_KEYS.token));

  it.each(ARRIVAL_EVENTS)('waits on the untouched sign-in page until the visitor arrives: %s', async (type) => {
    const root = await servePage(PATHS.login);
    const wanted = whenAppWanted(root, PATHS.login);
    expect(await settledSoon(wanted)).toBe(false);
    // Dispatched where the visitor would: a focus, a key or an input at a field, a pointer anywhere.
    (['focusin', 'keydown', 'input', 'change'].includes(type) ? field('email') : document.body).dispatchEvent(
      new Event(type, { bubbles: true }),
    );
    expect(await settledSoon(wanted)).toBe(true);
  });

  it.each([
    { case: "a page with a query (its notice is the app's)", path: `${PATHS.login}?next=%2Fwines`, session: false },
    { case: 'a page with a fragment', path: `${PATHS.login}#form`, session: false },
    { case: 'another path, signed out', path: PATHS.wines, session: false },
    { case: "the console's frame (a stored session)", path: PATHS.wines, session: true },
    { case: 'no prerendered screen shown (a stored session at the sign-in path)', path: PATHS.login, session: true },
  ])('wants the app at once on $case', async ({ path, session }) => {
    if (session) localStorage.setItem(SESSION_STORAGE_KEYS.token, 'a-token-of-some-length');
    const root = await servePage(path);
    expect(await settledSoon(whenAppWanted(root, PATHS.login))).toBe(true);
  });

  it.each([
    { case: 'typed', act: () => (field('email').value = 'admin@vino') },
    { case: 'focused a field', act: () => field('password').focus() },
    {
      case: 'reached a button from the keyboard',
      act: () => document.querySelector<HTMLButtonElement>('.boot-sign-in .sign-in-account')!.focus(),
    },
    {
      case: 'picked a demo account',
      act: () => fireEvent.click(document.querySelector('.boot-sign-in .sign-in-account')!),
    },
  ])('wants the app at once when the visitor already $case before the app ran', async ({ act }) => {
    const root = await servePage(PATHS.login);
    act();
    expect(await settledSoon(whenAppWanted(root, PATHS.login))).toBe(true);
  });

  it('wants the app at once when a pointer is already over the page (it moved before the entry ran)', async () => {
    const root = await servePage(PATHS.login);
    const matches = Element.prototype.matches;
    const hovered = vi.spyOn(document.documentElement, 'matches').mockImplementation(function (
      this: Element,
      selector: string,
    ) {
      return selector === ':hover' || matches.call(this, selector);
    });
    try {
      expect(await settledSoon(whenAppWanted(root, PATHS.login))).toBe(true);
    } finally {
      hovered.mockRestore();
    }
  });

  it('wants the app at once on a page without prerendered screens (the dev server)', async () => {
    window.history.replaceState(null, '', PATHS.login);
    document.body.innerHTML = '<div id="root"></div>';
    expect(await settledSoon(whenAppWanted(document.getElementById('root')!, PATHS.login))).toBe(true);
  });

  it('holds the take-over for the press that started the app, until it is over', async () => {
    const root = await servePage(PATHS.login);
    const wanted = whenAppWanted(root, PATHS.login);
    const heading = root.querySelector('.boot-sign-in h1')!;
    fireEvent.pointerDown(heading);
    await wanted;
    await withReactRoot(root, async (draw, drawn) => {
      takeOverBootScreens(root, draw);
      await new Promise((resolve) => setTimeout(resolve, 150));
      expect(root.querySelector('.boot-sign-in')).not.toBeNull();
      fireEvent.pointerCancel(heading);
      await waitFor(() => expect(root.querySelector('form[aria-label="app"]')).not.toBeNull());
      expect(drawn.atOnce).toBe(false);
    });
  });

  it('stops listening once the visitor has arrived', async () => {
    const root = await servePage(PATHS.login);
    const removed = vi.spyOn(window, 'removeEventListener');
    try {
      const wanted = whenAppWanted(root, PATHS.login);
      document.body.dispatchEvent(new Event('pointermove', { bubbles: true }));
      await wanted;
      expect(removed.mock.calls.map(([type]) => type).sort()).toEqual([...ARRIVAL_EVENTS].sort());
    } finally {
      removed.mockRestore();
    }
  });
});
