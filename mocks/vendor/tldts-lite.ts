/**
 * Stands in for `tldts` in the browser build (see docs/decisions/0005-mock-bundle-budget.md).
 * msw's cookie jar (tough-cookie) asks it for the registrable domain of a cookie's host; the mock
 * only ever runs on the page's own origin, so the full public-suffix list (≈120 KB gzip) buys
 * nothing. IP addresses and single-label hosts are their own domain; otherwise the last two labels.
 */
export function getDomain(hostname: string | null | undefined): string | null {
  if (!hostname) return null;
  const host = hostname.replace(/\.$/, '').toLowerCase();
  if (/^[\d.]+$/.test(host) || host.includes(':')) return host;
  const labels = host.split('.').filter(Boolean);
  return labels.length <= 2 ? labels.join('.') || null : labels.slice(-2).join('.');
}
