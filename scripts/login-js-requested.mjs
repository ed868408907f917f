import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

/**
 * In the page, from the first instant: note when the app's own sign-in form is first in the
 * document: its Sign in button, in a #root the app has taken over (the built page carries a
 * prerendered copy that shows before any script runs, ADR 0018; it is not counted as usable).
 */
export function noteSignInShown() {
  new MutationObserver((_, observer) => {
    const root = document.getElementById('root');
    if (!root || root.hasAttribute('data-prerendered')) return;
    const button = [...root.querySelectorAll('button[type="submit"]')].find((b) => b.textContent?.trim() === 'Sign in');
    if (!button) return;
    window.__signInShownAt = performance.now();
    observer.disconnect();
  }).observe(document, { childList: true, subtree: true, attributes: true });
}

/**
 * Every JS file Chromium requested from opening `/login`, the pointer then moved over it, until the
 * app's sign-in form was in the page, and their gzip size (level 9, as the bundle report counts): the sign-in page's JavaScript as
 * a visitor pays for it, beside the bundle report's static figure. What the page fetches after it
 * shows (the HTTP layer, loaded after the first paint) is not counted. `origin` serves `dist` at its
 * root.
 */
export async function loginJsRequested(page, origin, dist) {
  await page.addInitScript(noteSignInShown);
  await page.goto(`${origin}/login`);
  // The visitor arrives (a pointer over the page): an untouched sign-in page starts the app only then (ADR 0018).
  await page.mouse.move(1, 1);
  await page.waitForFunction(() => window.__signInShownAt !== undefined);
  const paths = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .filter((entry) => entry.startTime <= window.__signInShownAt)
      .map((entry) => new URL(entry.name).pathname)
      .filter((pathname) => pathname.endsWith('.js')),
  );
  const files = [...new Set(paths)].map((p) => p.replace(/^\//, '')).sort();
  return {
    files,
    gzip: files.reduce((total, f) => total + gzipSync(readFileSync(join(dist, f)), { level: 9 }).length, 0),
  };
}
