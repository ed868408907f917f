/**
 * Returns `target` when it is a same-origin path inside the app, else `fallback`. Refuses
 * protocol-relative and backslash tricks, schemes, encoded slashes and control characters.
 */
export function safeRedirect(target: string | null | undefined, fallback = '/dashboard'): string {
  if (!target) return fallback;
  if (!target.startsWith('/') || target.startsWith('//') || target.startsWith('/\\')) return fallback;
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
  if (/[\u0000-\u001f\u007f\\]/.test(target)) return fallback;
  let decoded: string;
  try {
    decoded = decodeURIComponent(target);
  } catch {
    return fallback;
  }
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
  if (decoded.startsWith('//') || decoded.startsWith('/\\') || /[\u0000-\u001f\u007f\\]/.test(decoded)) return fallback;
  try {
    const base = 'https://app.invalid';
    const url = new URL(target, base);
    if (url.origin !== base) return fallback;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return fallback;
  }
}
