import { lazy } from './lazy';

const UNITS: readonly [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
];

const relative = lazy(() => new Intl.RelativeTimeFormat('en', { numeric: 'auto' }));
const fullDate = lazy(() => new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short' }));
const dateOnly = lazy(() => new Intl.DateTimeFormat('en', { dateStyle: 'medium' }));

function toDate(iso: string | null | undefined): Date | null {
  if (!iso) return null;
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : date;
}

/**
 * "just now", "5 minutes ago", "yesterday", "3 days ago", "last month"…, or "Never" when there is
 * no (valid) date. Each unit is used once the difference reaches one whole unit.
 */
export function formatRelativeTime(iso: string | null | undefined, now: Date = new Date()): string {
  const date = toDate(iso);
  if (!date) return 'Never';
  const seconds = Math.round((date.getTime() - now.getTime()) / 1000);
  const abs = Math.abs(seconds);
  if (abs < 60) return 'just now';
  for (const [unit, size] of UNITS) {
    if (abs >= size) return relative().format(Math.trunc(seconds / size), unit);
  }
  return 'just now';
}

/** The full date and time, e.g. "Mar 3, 2025, 2:05 PM"; empty when there is no (valid) date. */
export function formatDateTime(iso: string | null | undefined): string {
  const date = toDate(iso);
  return date ? fullDate().format(date) : '';
}

/** The date alone, e.g. "Mar 3, 2025"; empty when there is no (valid) date. */
export function formatDate(iso: string | null | undefined): string {
  const date = toDate(iso);
  return date ? dateOnly().format(date) : '';
}
