import AxeBuilder from '@axe-core/playwright';
import type { RunOptions } from 'axe-core';
import {
  test as base,
  expect,
  type BrowserContext,
  type BrowserContextOptions,
  type Locator,
  type Page,
  type PlaywrightTestArgs,
  type PlaywrightTestOptions,
  type PlaywrightWorkerArgs,
  type PlaywrightWorkerOptions,
  type TestType,
} from '@playwright/test';
import * as OTPAuth from 'otpauth';
import { DEMO_PASSWORD } from '../../src/config/demo-accounts';
import { sharedContexts } from './shared-context';

export const ACCOUNTS = {
  admin: 'admin@vinotheca.test',
  setup: 'setup@vinotheca.test',
  totp: 'totp@vinotheca.test',
  locked: 'locked@vinotheca.test',
  manager: 'manager@vinotheca.test',
  editor: 'editor@vinotheca.test',
  viewer: 'viewer@vinotheca.test',
} as const;

export const SESSION_KEYS = ['auth_token', 'refresh_token', 'auth_user', 'requires_2fa_setup'] as const;

/** The current code for a base32 secret, as an authenticator app would show it. */
export function totpCode(secret: string, at = Date.now()): string {
  return new OTPAuth.TOTP({
    secret: OTPAuth.Secret.fromBase32(secret),
    digits: 6,
    period: 30,
    algorithm: 'SHA1',
  }).generate({ timestamp: at });
}

/** A toast as it appeared: its title and its description ('' when it has none). */
export interface SeenToast {
  title: string;
  description: string;
}

declare global {
  interface Window {
    /** The toasts shown on this document, in order (see `test` below). */
    __toasts?: SeenToast[];
  }
}

/** Runs in every document before the app: logs each toast once, as soon as its title is rendered. */
function recordToasts(): void {
  const log: SeenToast[] = [];
  const seen = new WeakSet<Element>();
  window.__toasts = log;
  const textOf = (root: Element, part: string) =>
    root.querySelector(`[data-scope="toast"][data-part="${part}"]`)?.textContent ?? '';
  const collect = () => {
    for (const root of document.querySelectorAll('[data-scope="toast"][data-part="root"]')) {
      const title = textOf(root, 'title');
      if (!seen.has(root) && title !== '') {
        seen.add(root);
        log.push({ title, description: textOf(root, 'description') });
      }
    }
  };
  new MutationObserver(collect).observe(document, { childList: true, subtree: true, characterData: true });
}

/**
 * Playwright's fixtures, and the options every context of a test is made with (baseURL, viewport,
 * the device's settings and any `test.use`): Playwright's own, internal, fixture, which its `context`
 * passes to `browser.newContext`.
 */
const withContextOptions = base as unknown as TestType<
  PlaywrightTestArgs & PlaywrightTestOptions & { _combinedContextOptions: BrowserContextOptions },
  PlaywrightWorkerArgs & PlaywrightWorkerOptions
>;

/**
 * The suite's `test` (ESLint refuses Playwright's in a spec):
 * - its contexts are shared between the tests of a worker and emptied between them, so pages start
 *   with the code the earlier tests' fetched and compiled (shared-context.ts); a spec that changes
 *   the context itself, or counts what a first visit transfers, sets `test.use({ freshContext: true })`;
 * - its pages (reloads and extra tabs included) record their toasts, so `expectToast` cannot miss a
 *   two-second toast between two polls on a loaded machine.
 */
export const test = withContextOptions.extend<
  { freshContext: boolean },
  {
    newContext: (options: BrowserContextOptions) => Promise<BrowserContext>;
    sharedContexts: ReturnType<typeof sharedContexts>;
  }
>({
  // E2E_FRESH_CONTEXTS=1 gives every test a context of its own (to rule the sharing out when a test fails).
  freshContext: [process.env.E2E_FRESH_CONTEXTS === '1', { option: true }],
  /** A context as the suite's tests get it, shared or their own: its pages record their toasts. */
  newContext: [
    async ({ browser }, provide) => {
      await provide(async (options) => {
        const context = await browser.newContext(options);
        await context.addInitScript(recordToasts);
        return context;
      });
    },
    { scope: 'worker' },
  ],
  sharedContexts: [
    async ({ newContext }, provide) => {
      const contexts = sharedContexts(newContext);
      await provide(contexts);
      await contexts.closeAll();
    },
    { scope: 'worker' },
  ],
  context: async (
    { newContext, sharedContexts: contexts, freshContext, _combinedContextOptions: options },
    provide,
  ) => {
    if (freshContext) {
      const context = await newContext(options);
      await provide(context);
      await context.close();
      return;
    }
    const { context, release } = await contexts.take(options);
    await provide(context);
    await release();
  },
});

/**
 * Closes every toast, as a user does when one covers what they want to click next (a hovered toast
 * pauses, so it would otherwise stay).
 */
export async function closeToasts(page: Page): Promise<void> {
  const close = page.getByRole('button', { name: 'Dismiss notification' });
  await expect(async () => {
    if ((await close.count()) > 0) await close.first().click({ timeout: 1000 });
    expect(await close.count()).toBe(0);
  }).toPass({ timeout: 15_000 });
}

/**
 * Opens the menu its `trigger` button opens and clicks `item` in it; `settled`, when given, checks what
 * the choice leads to. A click on the trigger while the screen still renders (a list refetching after a
 * search, charts, a lazy route) can be lost on a loaded machine, so the menu is opened again until the
 * item could be clicked and `settled` holds.
 */
export async function chooseFromMenu(trigger: Locator, item: Locator, settled?: () => Promise<unknown>): Promise<void> {
  let tries = 0;
  // Once the item was clicked, a later try clicks it again only while the menu still shows it (the
  // click was lost); otherwise it only waits for `settled` (a logout's trigger is gone with its page).
  let chosen = false;
  try {
    await expect(async () => {
      tries += 1;
      if (tries === 2 && !chosen) {
        // Say once why the first try failed (seen in CI: a trigger never "visible, enabled and stable"),
        // and bring the page to the front, which has Chromium draw it again if it had stopped.
        console.warn(
          `chooseFromMenu: a second try; the trigger now: ${await triggerState(trigger).catch((e: unknown) => String(e))}`,
        );
        await trigger.page().bringToFront();
      }
      const open = await item.isVisible();
      if (open || !chosen) {
        if (!open) await trigger.click({ timeout: 3_000 });
        await item.click({ timeout: 3_000 });
        chosen = true;
      }
      await settled?.();
    }).toPass({ timeout: 30_000 });
  } catch (error) {
    // Playwright's log says only that the trigger never became "visible, enabled and stable": say which.
    const state = await triggerState(trigger).catch((e: unknown) => `unknown (${String(e)})`);
    throw new Error(`${String(error)}\nThe trigger as the choice gave up: ${state}`, { cause: error });
  }
}

/** What decides whether Playwright may click `trigger`: its box, whether it is disabled or inert, and whether the page still draws frames. */
async function triggerState(trigger: Locator): Promise<string> {
  const state = await trigger.evaluate(
    async (el) => {
      const { x, y, width, height } = el.getBoundingClientRect();
      const style = getComputedStyle(el);
      const frames = await new Promise<number>((resolve) => {
        let count = 0;
        let frame = requestAnimationFrame(function tick() {
          count += 1;
          frame = requestAnimationFrame(tick);
        });
        setTimeout(() => {
          cancelAnimationFrame(frame);
          resolve(count);
        }, 1_000);
      });
      return {
        box: [x, y, width, height].map(Math.round).join(','),
        visibility: style.visibility,
        disabled: (el as HTMLButtonElement).disabled || el.getAttribute('aria-disabled') === 'true',
        busy: el.getAttribute('aria-busy') === 'true' || el.hasAttribute('data-loading'),
        inert: el.closest('[inert]') !== null,
        hiddenAncestor: el.closest('[aria-hidden="true"]') !== null,
        atPoint: document.elementFromPoint(x + width / 2, y + height / 2)?.outerHTML.slice(0, 120) ?? null,
        document: document.visibilityState,
        framesInOneSecond: frames,
      };
    },
    undefined,
    { timeout: 5_000 },
  );
  return JSON.stringify(state);
}

/** Picks `item` from the actions menu of the row whose trigger button is named `trigger`. */
export async function chooseRowAction(page: Page, trigger: string | RegExp, item: string): Promise<void> {
  await chooseFromMenu(page.getByRole('button', { name: trigger }), page.getByRole('menuitem', { name: item }));
}

/** Logs out from the account menu, until the page is at the sign-in page. */
export async function logOut(page: Page): Promise<void> {
  await chooseFromMenu(
    page.getByRole('button', { name: /^Account menu for / }),
    page.getByRole('menuitem', { name: 'Logout' }),
    () => expect(page).toHaveURL(/\/login/, { timeout: 3_000 }),
  );
}

/**
 * A toast with exactly this title and description has appeared on the current document (it may have
 * gone since). The match is used up, so checking the same toast twice needs it to appear twice.
 */
export async function expectToast(page: Page, toast: SeenToast, options: { timeout?: number } = {}): Promise<void> {
  await expect
    .poll(
      () =>
        page.evaluate(({ title, description }) => {
          const log = window.__toasts ?? [];
          const index = log.findIndex((t) => t.title === title && t.description === description);
          if (index >= 0) log.splice(index, 1);
          return index >= 0;
        }, toast),
      { message: `a toast "${toast.title}: ${toast.description}"`, ...options },
    )
    .toBe(true);
}

export async function signIn(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

/** Room for a loaded two-core machine: a first visit starts the worker and seeds the demo before the guard redirects. */
export const LAZY = { timeout: 30_000 };

/**
 * The visitor arrives: a pointer moves over the page. An untouched sign-in page starts the app, and
 * with it the mock console's button, only then (ADR 0018).
 */
export async function arrive(page: Page): Promise<void> {
  await page.mouse.move(1, 1);
}

/** The total of a list's range line ("Showing 1–20 of 2,000 wines"), once it shows. */
export async function listTotal(page: Page, noun: string): Promise<number> {
  const range = page.getByText(new RegExp(`^Showing [\\d,]+–[\\d,]+ of [\\d,]+ ${noun}$`));
  await expect(range).toBeVisible(LAZY);
  const match = /of ([\d,]+)/.exec((await range.textContent()) ?? '');
  return Number(match?.[1]?.replaceAll(',', '') ?? NaN);
}

export async function signInAsAdmin(page: Page, target = '/dashboard'): Promise<void> {
  await signInAs(page, ACCOUNTS.admin, target);
}

/** Opens `target`, signs in there as `email` (a demo account) and waits for the screen to settle. */
export async function signInAs(page: Page, email: string, target = '/dashboard'): Promise<void> {
  await page.goto(target);
  await expect(page).toHaveURL(/\/login/, LAZY);
  await signIn(page, email);
  // The login page has an h1 too: wait until the sign-in has really moved on.
  await expect(page).not.toHaveURL(/\/login/, LAZY);
  await expect(page.getByRole('button', { name: 'Toggle navigation' })).toBeVisible(LAZY);
  // Let the landing screen finish its requests and lazy chunks: a click into a menu that re-renders
  // meanwhile can be lost on a loaded machine.
  await page.waitForLoadState('networkidle');
}

/** Picks a theme from the top bar's menu, until the menu has closed on the choice. */
export async function chooseTheme(page: Page, option: 'Light' | 'Dark' | 'System'): Promise<void> {
  await chooseFromMenu(
    page.getByRole('button', { name: 'Theme' }),
    page.getByRole('menuitemradio', { name: option }),
    () => expect(page.getByRole('menu', { name: 'Theme' })).toBeHidden({ timeout: 3_000 }),
  );
  // The 'Theme Updated' toast appears where the menu was: a pointer resting there would hold it open.
  await page.mouse.move(0, 0);
}

/** A call held in the page: how many are held, and a way to send them on. */
export interface HeldCalls {
  /** How many calls are held so far. */
  count: () => Promise<number>;
  /** Sends the held calls on, as if the network had only been slow. */
  release: () => Promise<void>;
}

/**
 * Holds the console's `method` calls whose URL matches `path` in the current document, before they
 * leave for the API: the server has not answered and, until `release`, will not (a reload drops them,
 * as it cancels a call in flight). Held in the page because the demo's calls are answered by the
 * mock's service worker, and `page.route` never sees a request a service worker answers. The console's
 * client sends with XMLHttpRequest (axios); the hold lasts for this document only.
 */
export async function holdCallsInPage(page: Page, method: string, path: RegExp): Promise<HeldCalls> {
  await page.evaluate(
    ({ method, source, flags }) => {
      const pattern = new RegExp(source, flags);
      const matching = new WeakSet<XMLHttpRequest>();
      const held: { xhr: XMLHttpRequest; args: Parameters<XMLHttpRequest['send']> }[] = [];
      const { open, send } = XMLHttpRequest.prototype;
      XMLHttpRequest.prototype.open = function (this: XMLHttpRequest, ...args: [string, string | URL, ...unknown[]]) {
        const [verb, url] = args;
        if (verb.toUpperCase() === method && pattern.test(new URL(String(url), location.href).pathname))
          matching.add(this);
        Reflect.apply(open, this, args);
      };
      XMLHttpRequest.prototype.send = function (this: XMLHttpRequest, ...args: Parameters<XMLHttpRequest['send']>) {
        if (matching.has(this)) held.push({ xhr: this, args });
        else Reflect.apply(send, this, args);
      };
      const w = window as unknown as { __heldCalls: { count: () => number; release: () => void } };
      w.__heldCalls = {
        count: () => held.length,
        release: () => {
          XMLHttpRequest.prototype.open = open;
          XMLHttpRequest.prototype.send = send;
          for (const { xhr, args } of held.splice(0)) Reflect.apply(send, xhr, args);
        },
      };
    },
    { method: method.toUpperCase(), source: path.source, flags: path.flags },
  );
  type Held = { __heldCalls: { count: () => number; release: () => void } };
  return {
    count: () => page.evaluate(() => (window as unknown as Held).__heldCalls.count()),
    release: () => page.evaluate(() => (window as unknown as Held).__heldCalls.release()),
  };
}

/** The id of the first wine the wines API lists, asked with the signed-in console's token. */
export async function firstWineId(page: Page): Promise<string> {
  return page.evaluate(async () => {
    const response = await fetch('/api/v1/admin/wines?page=0&size=10', {
      headers: { Authorization: `Bearer ${localStorage.getItem('auth_token') ?? ''}` },
    });
    return ((await response.json()) as { content: { id: string }[] }).content[0]!.id;
  });
}

/**
 * On the next page load (once, before the app's first script: a running mock would save over a
 * change made from the live page), the saved demo holds a damaged copy of one row: `patch` over the
 * row with `id`, saved among the changes as a hand-edited or half-migrated save might hold it.
 */
export async function damageSavedRowOnNextLoad(
  page: Page,
  collection: string,
  id: string,
  patch: Record<string, unknown>,
): Promise<void> {
  await page.addInitScript(
    ({ collection, id, patch }) => {
      if (sessionStorage.getItem('e2e-damaged-row')) return;
      sessionStorage.setItem('e2e-damaged-row', 'written');
      const saved = JSON.parse(localStorage.getItem('vinotheca_mock_db') ?? 'null') as {
        changes: { upserts: Record<string, { id: string }[]> };
      };
      const rows = (saved.changes.upserts[collection] ??= []);
      const row = rows.find((r) => r.id === id);
      if (row) Object.assign(row, patch);
      else rows.push({ id, ...patch });
      localStorage.setItem('vinotheca_mock_db', JSON.stringify(saved));
    },
    { collection, id, patch },
  );
}

export async function sessionStorageKeys(page: Page): Promise<Record<string, string | null>> {
  return page.evaluate((keys) => Object.fromEntries(keys.map((k) => [k, localStorage.getItem(k)])), [...SESSION_KEYS]);
}

/**
 * Waits (up to 5 s) for the page's finite animations to end: a dialog still fading in blends its
 * colours with the page behind, and axe would measure contrast on those in-between colours.
 * Endless ones (spinners, skeleton pulses) are left running.
 */
export async function settleAnimations(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const finite = document.getAnimations().filter((a) => a.effect?.getComputedTiming().endTime !== Infinity);
    const done = Promise.all(finite.map((a) => a.finished.catch(() => undefined)));
    await Promise.race([done, new Promise((resolve) => setTimeout(resolve, 5_000))]);
  });
}

/**
 * axe reports every node that passed each rule too, and @axe-core/playwright carries that report out
 * of the page in chunks: on the API reference's long page that alone outran a three-minute limit
 * on CI. With the violations alone in full (axe's `resultTypes`), the same rules run on the same
 * nodes; the other groups keep one node each.
 */
export function axeReportingViolations(page: Page): AxeBuilder {
  // A fresh options object each time, given first: AxeBuilder's `options()` replaces what
  // `withTags()` or `disableRules()` set, and those write into the object given.
  const options: RunOptions = { resultTypes: ['violations'] };
  const builder = new AxeBuilder({ page }).options(options);
  // A page of one frame (every screen here) is analysed in place, with `axe.run`: by default the
  // builder runs axe per frame, then opens a blank page, injects axe there again and merges the
  // frames' results in it. Same rules, same nodes, same results; measured on the wines list with its
  // bulk bar, 0.9 s a run instead of 2.3–3.2 s. A page with frames keeps the default, which tests
  // every frame, cross-origin ones included.
  return page.frames().length === 1 ? builder.setLegacyMode() : builder;
}

/** axe with the WCAG 2.0/2.1 A and AA rules, once animations have settled; returns serious and critical violations. */
export async function seriousA11yViolations(page: Page): Promise<string[]> {
  await settleAnimations(page);
  const results = await axeReportingViolations(page).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id}: ${v.help} (${v.nodes.map((n) => `${n.target.join(' ')} ${n.html.slice(0, 120)} ${n.failureSummary ?? ''}`).join(', ')})`,
    );
}
