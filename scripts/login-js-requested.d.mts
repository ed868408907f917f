import type { Page } from '@playwright/test';

export function loginJsRequested(page: Page, origin: string, dist: string): Promise<{ files: string[]; gzip: number }>;

/** In the page (an init script): sets `window.__signInShownAt` when the app's own sign-in form is in the page. */
export function noteSignInShown(): void;
