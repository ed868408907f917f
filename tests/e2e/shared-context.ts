import type { BrowserContext, BrowserContextOptions, CDPSession } from '@playwright/test';

/**
 * One browser context per worker and set of context options, emptied between tests, instead of a
 * new context per test (`context` in support.ts).
 *
 * Why: a test's pages then start with the browser's HTTP cache of the tests before it, as a returning
 * browser does, instead of fetching the console's ~100 files afresh (measured on 18 tests of three
 * spec files, alternating, two workers on two cores: 197 and 186 busy core-seconds, 104 and 99 s,
 * with a context per test; 152 and 147, 83 and 80 s, with this). Compiled code is not kept: Chromium
 * keeps none for an off-the-record context such as Playwright's, and consumes none for module
 * scripts. The first visit of a test is still a first visit: its site data is gone.
 *
 * Between tests everything of the sites is removed (storage, IndexedDB, service workers, caches of
 * the Cache API, cookies), pages are closed first (a page's mock saves as it is hidden), and what a
 * test added to the context is taken back or refused:
 * - listeners added with `on`/`once`/`addListener` are removed after the test;
 * - what would outlive the test and change later ones (routes, init scripts, bindings, offline,
 *   headers, permissions, geolocation, a fake clock) throws, naming `test.use({ freshContext: true })`,
 *   which gives that spec a new context per test as Playwright's own fixture does. So do tests that
 *   count what a first visit transfers: a shared cache changes what they measure.
 * Playwright's own `reuseContext` option was measured too: it clears the HTTP cache between tests,
 * and saved nothing here (181 and 204 busy core-seconds against 170 and 197).
 */

/** The context methods whose effect would reach the next test, refused on a shared context. */
const LASTING = [
  'route',
  'routeFromHAR',
  'routeWebSocket',
  'addInitScript',
  'exposeBinding',
  'exposeFunction',
  'setOffline',
  'setExtraHTTPHeaders',
  'setGeolocation',
  'grantPermissions',
  'setHTTPCredentials',
] as const;
const LASTING_CLOCK = ['install', 'setFixedTime', 'setSystemTime', 'pauseAt'] as const;
const LISTENING = ['on', 'once', 'addListener', 'prependListener'] as const;

/** What a shared context keeps besides the context: the sites its pages reached, and the listeners a test added. */
interface Shared {
  context: BrowserContext;
  origins: Set<string>;
  listeners: [event: string, listener: (...args: unknown[]) => unknown][];
}

function refuse(name: string): () => never {
  return () => {
    throw new Error(
      `context.${name}() would change the next tests too: this test's context is shared (tests/e2e/shared-context.ts). ` +
        'Give its spec a context of its own with test.use({ freshContext: true }).',
    );
  };
}

/** Makes a context shareable: refuses the lasting changes, and notes the sites visited and the listeners added. */
function share(context: BrowserContext): Shared {
  const shared: Shared = { context, origins: new Set(), listeners: [] };
  // The sites the pages' documents were on (a site's storage is written from its documents). Not
  // every request: listening to those has Playwright send each one's events to this process.
  context.on('page', (page) =>
    page.on('framenavigated', (frame) => {
      const { protocol, origin } = new URL(frame.url());
      if (protocol === 'http:' || protocol === 'https:') shared.origins.add(origin);
    }),
  );
  const patched = context as unknown as Record<string, unknown>;
  for (const name of LASTING) patched[name] = refuse(name);
  const clock = context.clock as unknown as Record<string, unknown>;
  for (const name of LASTING_CLOCK) clock[name] = refuse(`clock.${name}`);
  for (const name of LISTENING) {
    const original = (
      context[name] as (event: string, listener: (...args: unknown[]) => unknown) => BrowserContext
    ).bind(context);
    patched[name] = (event: string, listener: (...args: unknown[]) => unknown) => {
      shared.listeners.push([event, listener]);
      return original(event, listener);
    };
  }
  return shared;
}

/** Empties a shared context for the next test: pages closed, listeners removed, every visited site's data removed. */
async function empty(shared: Shared): Promise<void> {
  const { context } = shared;
  // Pages first: a page's mock saves its data as the page is hidden, which must not come after the clearing.
  await Promise.all(context.pages().map((page) => page.close()));
  for (const [event, listener] of shared.listeners.splice(0)) context.off(event as 'page', listener);
  const blank = await context.newPage();
  let cdp: CDPSession | undefined;
  try {
    cdp = await context.newCDPSession(blank);
    for (const origin of shared.origins) {
      await cdp.send('Storage.clearDataForOrigin', {
        origin,
        // Cookies below, every site's at once.
        storageTypes:
          'file_systems,indexeddb,local_storage,service_workers,cache_storage,shared_storage,storage_buckets,other',
      });
    }
  } finally {
    await cdp?.detach().catch(() => undefined);
    await blank.close();
  }
  await context.clearCookies();
}

/**
 * The worker's shared contexts, one per set of context options (a spec's `test.use({ viewport })` is
 * another set), each made by `newContext`, as a test's own context is.
 */
export function sharedContexts(newContext: (options: BrowserContextOptions) => Promise<BrowserContext>) {
  const byOptions = new Map<string, Promise<Shared>>();
  return {
    /** A shared context for `options`, empty, and a function that empties it after the test. */
    async take(options: BrowserContextOptions): Promise<{ context: BrowserContext; release: () => Promise<void> }> {
      const key = JSON.stringify(options);
      let entry = byOptions.get(key);
      if (!entry) {
        entry = newContext(options).then(share);
        byOptions.set(key, entry);
      }
      const shared = await entry;
      return {
        context: shared.context,
        release: async () => {
          try {
            await empty(shared);
          } catch (failure) {
            // A context that could not be emptied is not used again.
            byOptions.delete(key);
            await shared.context.close().catch(() => undefined);
            throw failure;
          }
        },
      };
    },
    async closeAll(): Promise<void> {
      const all = await Promise.allSettled(byOptions.values());
      byOptions.clear();
      await Promise.all(all.map((entry) => (entry.status === 'fulfilled' ? entry.value.context.close() : undefined)));
    },
  };
}
