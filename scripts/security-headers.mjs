import { randomBytes } from 'node:crypto';

/**
 * The security headers the console is served with, in one place: `vite preview` (vite.config.ts),
 * scripts/serve-static.mjs and the nginx example of docs/deployment.md say the same. Styles need the
 * per-response nonce (Emotion inserts style tags and gives them the nonce from index.html); no
 * script is inline and nothing evaluates code, so scripts need only 'self'.
 */

/** What index.html holds where the nonce goes (`<meta name="csp-nonce">`). */
export const NONCE_PLACEHOLDER = '__CSP_NONCE__';

/** Image hosts wine labels may come from (LABEL_IMAGE_ORIGINS in src/lib/wine-limits.ts; a test holds them together). */
export const IMAGE_ORIGINS = ['https://labels.vinotheca.example'];

/** A fresh nonce for one response. */
export function newNonce() {
  return randomBytes(18).toString('base64');
}

/** index.html with this response's nonce filled in. */
export function withNonce(html, nonce) {
  return html.replaceAll(NONCE_PLACEHOLDER, nonce);
}

/**
 * The Content-Security-Policy for a response with this nonce. `connect` adds API origins when the
 * console calls a backend on another origin (VITE_API_BASE_URL).
 */
export function contentSecurityPolicy(nonce, { connect = [] } = {}) {
  return [
    "default-src 'self'",
    "script-src 'self'",
    `style-src 'self' 'nonce-${nonce}'`,
    `img-src 'self' data: blob: ${IMAGE_ORIGINS.join(' ')}`,
    "font-src 'self'",
    ["connect-src 'self'", ...connect].join(' '),
    "worker-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** Every header a response of the console carries. */
export function securityHeaders(nonce, options) {
  return {
    'Content-Security-Policy': contentSecurityPolicy(nonce, options),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'no-referrer',
    'X-Frame-Options': 'DENY',
    'Cross-Origin-Opener-Policy': 'same-origin',
  };
}

/**
 * A file the build named by its content (Vite's `build.assetsDir`, a name ending in an eight-character
 * hash): a new build never reuses the name for other content.
 */
const HASHED_FILE = /^assets\/(?:[^/]+-)?[\w-]{8}\.[a-z0-9]+$/i;

/**
 * How long a browser may keep what a host sends, by the build's file it sends (relative to the build
 * folder; null for none, such as a 404): a content-hashed file for a year (a returning visit then
 * asks for none of the app's hundred-odd chunks again); anything else (index.html, also sent for a
 * deep link, boot.js, the mock's service worker, 404.html) only after checking it is current.
 */
export function cacheControl(servedFile) {
  return servedFile !== null && HASHED_FILE.test(servedFile) ? 'public, max-age=31536000, immutable' : 'no-cache';
}
