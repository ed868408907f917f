import { PATHS } from '@/config/paths';

const ORIGIN = 'https://app.invalid';
const UNSAFE = /[\u0000-\u001f\u007f\\]/; // eslint-disable-line no-control-regex -- control characters are exactly what is refused

/** Whether a path, once decoded (up to three times), could be read as another host or a scheme. */
function decodesToAnotherPlace(path: string): boolean {
  let text = path;
  for (let i = 0; i < 3; i++) {
    if (text.startsWith('//') || text.startsWith('/\\') || UNSAFE.test(text)) return true;
    let next: string;
    try {
      next = decodeURIComponent(text);
    } catch {
      return true;
    }
    if (next === text) return false;
    text = next;
  }
  return true;
}

/**
 * The internal path to go to after signing in, or `fallback`. The target is resolved against the
 * app's origin; it is kept only when the result is on that origin and under `basePath`, and what
 * comes back is exactly the normalised path that was checked (a path the browser would read as
 * another host, such as `//evil.example` after `/..//evil.example`, never is).
 */
export function safeRedirect(
  target: string | null | undefined,
  fallback: string = PATHS.dashboard,
  basePath = '/',
): string {
  if (!target || !target.startsWith('/') || UNSAFE.test(target)) return fallback;
  let url: URL;
  try {
    url = new URL(target, ORIGIN);
  } catch {
    return fallback;
  }
  if (url.origin !== ORIGIN || url.username !== '' || url.password !== '') return fallback;
  const path = `${url.pathname}${url.search}${url.hash}`;
  if (decodesToAnotherPlace(url.pathname) || new URL(path, ORIGIN).href !== url.href) return fallback;
  const base = basePath.endsWith('/') ? basePath : `${basePath}/`;
  if (url.pathname !== base.slice(0, -1) && !url.pathname.startsWith(base)) return fallback;
  return path;
}
