/**
 * The console's one locale module: the current language, and every number, amount, date, month,
 * time, relative time, list and plural category the console shows, formatted for it. Nothing else
 * builds an `Intl` formatter or calls `toLocale*String` (ESLint's `no-restricted-syntax` holds it),
 * so one screen never mixes `1,234.50` and `1 234,50`.
 *
 * The current language is a module-level value: `setLocale` changes it, sets `<html lang>` and
 * tells the `subscribeLocale` listeners, which is what React's `useSyncExternalStore` reads
 * (`useLocale` in src/state/locale.ts re-renders a component when the language changes). It is
 * 'en' until something sets it. Formatters are built on first use, one per language and options
 * (an `Intl` formatter loads its locale data, ~40 ms on a phone-class CPU), so a module imported on
 * the sign-in page pays for none of them. Machine-readable output (CSV, the wire) never comes here.
 */

/** The languages the console is written in: the wire's `Language` (src/api/wire-enums.ts), which lib may not import. */
export type Locale = 'en' | 'fr';

let current: Locale = 'en';
const listeners = new Set<() => void>();

/** The language the console shows now. */
export const getLocale = (): Locale => current;

/** Switches the language: `<html lang>` follows, and every subscriber is told. */
export function setLocale(locale: Locale): void {
  if (typeof document !== 'undefined') document.documentElement.lang = locale;
  if (locale === current) return;
  current = locale;
  for (const listener of [...listeners]) listener();
}

/** Calls `listener` after each change of language; returns the unsubscribe. */
export function subscribeLocale(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const cache = new Map<string, unknown>();

/** The formatter of the current language for these options, built once. */
function formatter<T>(kind: string, options: object, make: (locale: Locale) => T): T {
  const key = `${current}|${kind}|${JSON.stringify(options)}`;
  let made = cache.get(key) as T | undefined;
  if (made === undefined) {
    made = make(current);
    cache.set(key, made);
  }
  return made;
}

const numberFormat = (options: Intl.NumberFormatOptions) =>
  formatter('number', options, (locale) => new Intl.NumberFormat(locale, options));
const dateFormat = (options: Intl.DateTimeFormatOptions) =>
  formatter('date', options, (locale) => new Intl.DateTimeFormat(locale, options));

// ── numbers ──────────────────────────────────────────────────────────────────────────────────────

/** A number with grouped thousands: "1,234" ("1 234" in French); `compact`: "1.2K" ("1,2 k"). */
export function formatNumber(value: number, { compact = false }: { compact?: boolean } = {}): string {
  return numberFormat(compact ? { notation: 'compact' } : {}).format(value);
}

/** A fraction (0..1+) as a whole percentage: "62%" ("62 %"); over 1 reads over 100%. */
export function formatPercent(fraction: number): string {
  // Rounded first, so that 0.285 (28.499… in binary) reads 28% as Math.round gives, not 29%.
  return numberFormat({ style: 'percent', maximumFractionDigits: 0 }).format(Math.round(fraction * 100) / 100);
}

/**
 * An amount in a currency: "€1,234.50" ("1 234,50 €"); `wholeUnits`: "€1,235"; `compact`: "€1.2K".
 * An unknown currency code falls back to "24.50 XYZ".
 */
export function formatMoney(
  amount: number,
  currency = 'EUR',
  { wholeUnits = false, compact = false }: { wholeUnits?: boolean; compact?: boolean } = {},
): string {
  try {
    return numberFormat({
      style: 'currency',
      currency,
      ...(wholeUnits ? { maximumFractionDigits: 0 } : {}),
      ...(compact ? { notation: 'compact' } : {}),
    }).format(amount);
  } catch {
    return `${amount.toFixed(2)} ${currency}`;
  }
}

// ── dates and times ──────────────────────────────────────────────────────────────────────────────

function toDate(iso: string | null | undefined): Date | null {
  if (!iso) return null;
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** "Nov 16, 2026" ("16 nov. 2026") from an instant or a YYYY-MM-DD date, in UTC so dates never shift by a day. */
export function formatDay(value: string): string {
  const time = Date.parse(value.length === 10 ? `${value}T00:00:00.000Z` : value);
  return Number.isNaN(time)
    ? value
    : dateFormat({ year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC' }).format(time);
}

/** "Nov 2026" ("nov. 2026") from a YYYY-MM month; anything else is returned as it is. */
export function formatMonth(value: string): string {
  const time = /^\d{4}-\d{2}$/.test(value) ? Date.parse(`${value}-01T00:00:00.000Z`) : NaN;
  return Number.isNaN(time) ? value : dateFormat({ year: 'numeric', month: 'short', timeZone: 'UTC' }).format(time);
}

/** The full date and time, e.g. "Mar 3, 2025, 2:05 PM" ("3 mars 2025, 14:05"); empty when there is no (valid) date. */
export function formatDateTime(iso: string | null | undefined): string {
  const date = toDate(iso);
  return date ? dateFormat({ dateStyle: 'medium', timeStyle: 'short' }).format(date) : '';
}

/** The date alone, e.g. "Mar 3, 2025" ("3 mars 2025"); empty when there is no (valid) date. */
export function formatDate(iso: string | null | undefined): string {
  const date = toDate(iso);
  return date ? dateFormat({ dateStyle: 'medium' }).format(date) : '';
}

/** The time of day to the second, on a 24-hour clock in every language: "14:05:09"; `timeZone` for tests. */
export function formatTime(iso: string, timeZone?: string): string {
  const date = toDate(iso);
  return date
    ? dateFormat({ hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23', timeZone }).format(date)
    : '';
}

const UNITS: readonly [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
];

/**
 * "now", "59 seconds ago", "5 minutes ago", "yesterday", "3 days ago", "last month"… ("maintenant",
 * "il y a 5 minutes", "hier"…), all in words the language's own `Intl` data holds, or '' when there
 * is no (valid) date: the caller says what no date means there ("Never" signed in, say). Each unit is
 * used once the difference reaches one whole unit.
 */
export function formatRelativeTime(iso: string | null | undefined, now: Date = new Date()): string {
  const date = toDate(iso);
  if (!date) return '';
  const seconds = Math.round((date.getTime() - now.getTime()) / 1000);
  const abs = Math.abs(seconds);
  const relative = formatter('relative', {}, (locale) => new Intl.RelativeTimeFormat(locale, { numeric: 'auto' }));
  for (const [unit, size] of UNITS) {
    if (abs >= size) return relative.format(Math.trunc(seconds / size), unit);
  }
  return relative.format(seconds, 'second');
}

// ── country names ────────────────────────────────────────────────────────────────────────────────

/**
 * A country as people read it in the language shown: the API's name in English (the reference
 * data's, as it always read), else the language's own name for the ISO code from its `Intl` data
 * ("Espagne" for ES), else the API's name. Region and wine names are names, and stay as they are.
 */
export function countryName(country: { code: string; name: string }): string {
  if (current === 'en') return country.name;
  try {
    return (
      formatter('region', {}, (locale) => new Intl.DisplayNames([locale], { type: 'region', fallback: 'none' })).of(
        country.code,
      ) ?? country.name
    );
  } catch {
    return country.name;
  }
}

// ── lists and plurals ────────────────────────────────────────────────────────────────────────────

/** "Red, White, and Rosé" ("Red, White et Rosé"); `disjunction`: "Red, White, or Rosé". */
export function formatList(items: readonly string[], type: 'conjunction' | 'disjunction' = 'conjunction'): string {
  return formatter('list', { type }, (locale) => new Intl.ListFormat(locale, { style: 'long', type })).format(items);
}

/** The plural category of a count in the current language: 1 → "one"; 0 → "other" in English, "one" in French. */
export function pluralCategory(count: number): Intl.LDMLPluralRule {
  return formatter('plural', {}, (locale) => new Intl.PluralRules(locale)).select(count);
}
