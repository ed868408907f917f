/**
 * The nonce the server put in index.html for this response (`<meta name="csp-nonce">`), so the
 * styles Emotion inserts pass a Content-Security-Policy without 'unsafe-inline'; undefined when none
 * was filled in (the dev server leaves the placeholder).
 */
export function cspNonce(): string | undefined {
  const content =
    typeof document === 'undefined' ? null : document.querySelector<HTMLMetaElement>('meta[name="csp-nonce"]')?.content;
  return content && !content.startsWith('__') ? content : undefined;
}
