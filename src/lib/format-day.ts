import { lazy } from './lazy';
const day = lazy(
  () => new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC' }),
);
const month = lazy(() => new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'short', timeZone: 'UTC' }));

/** "Nov 16, 2026" from an instant or a YYYY-MM-DD date, in UTC so dates never shift by a day. */
export function formatDay(value: string): string {
  const time = Date.parse(value.length === 10 ? `${value}T00:00:00.000Z` : value);
  return Number.isNaN(time) ? value : day().format(time);
}

/** "Nov 2026" from a YYYY-MM month; anything else is returned as it is. */
export function formatMonth(value: string): string {
  const time = /^\d{4}-\d{2}$/.test(value) ? Date.parse(`${value}-01T00:00:00.000Z`) : NaN;
  return Number.isNaN(time) ? value : month().format(time);
}
