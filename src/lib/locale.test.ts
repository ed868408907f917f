import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  countryName,
  formatDate,
  formatDateTime,
  formatDay,
  formatList,
  formatMoney,
  formatMonth,
  formatNumber,
  formatPercent,
  formatRelativeTime,
  formatTime,
  getLocale,
  pluralCategory,
  setLocale,
  subscribeLocale,
  type Locale,
} from './locale';

/** French groups thousands with a narrow no-break space and puts € after a no-break space. */
const NNBSP = '\u202f';
const NBSP = '\u00a0';

/** Runs `format` in each language, leaving the module in English. */
function inEach(format: () => string): Record<Locale, string> {
  try {
    setLocale('en');
    const en = format();
    setLocale('fr');
    return { en, fr: format() };
  } finally {
    setLocale('en');
  }
}

afterEach(() => setLocale('en'));

describe('numbers and money', () => {
  it.each<[string, () => string, string, string]>([
    ['a count', () => formatNumber(1234), '1,234', `1${NNBSP}234`],
    ['a decimal', () => formatNumber(1234.5), '1,234.5', `1${NNBSP}234,5`],
    ['a small count', () => formatNumber(7), '7', '7'],
    ['a compact count', () => formatNumber(12_300, { compact: true }), '12K', `12${NBSP}k`],
    ['a percentage', () => formatPercent(0.62), '62%', `62${NBSP}%`],
    ['an overfull percentage', () => formatPercent(1.5), '150%', `150${NBSP}%`],
    ['a percentage rounded as Math.round', () => formatPercent(0.285), '28%', `28${NBSP}%`],
    ['euros', () => formatMoney(1234.5), '€1,234.50', `1${NNBSP}234,50${NBSP}€`],
    ['euros, whole', () => formatMoney(1234.5, 'EUR', { wholeUnits: true }), '€1,235', `1${NNBSP}235${NBSP}€`],
    ['euros, compact', () => formatMoney(12_300, 'EUR', { compact: true }), '€12K', `12${NBSP}k${NBSP}€`],
    ['dollars', () => formatMoney(1200, 'USD'), '$1,200.00', `1${NNBSP}200,00${NBSP}$US`],
    ['pounds', () => formatMoney(18, 'GBP'), '£18.00', `18,00${NBSP}£GB`],
    ['an unknown currency', () => formatMoney(9.99, 'NOPE1'), '9.99 NOPE1', '9.99 NOPE1'],
  ])('%s: en, fr', (_what, format, en, fr) => {
    expect(inEach(format)).toEqual({ en, fr });
  });
});

describe('dates and times', () => {
  it.each<[string, () => string, string, string]>([
    ['a day', () => formatDay('2026-11-16'), 'Nov 16, 2026', '16 nov. 2026'],
    ['the first of a month', () => formatDay('2026-01-01'), 'Jan 1, 2026', '1 janv. 2026'],
    ['an instant late in the UTC day', () => formatDay('2026-11-16T23:30:00.000Z'), 'Nov 16, 2026', '16 nov. 2026'],
    ['not a day', () => formatDay('not a date'), 'not a date', 'not a date'],
    ['a month', () => formatMonth('2026-01'), 'Jan 2026', 'janv. 2026'],
    ['another month', () => formatMonth('2025-12'), 'Dec 2025', 'déc. 2025'],
    ['not a month', () => formatMonth('2026-13'), '2026-13', '2026-13'],
    ['a time of day, 24-hour', () => formatTime('2025-03-03T14:05:09Z', 'UTC'), '14:05:09', '14:05:09'],
    ['no time', () => formatTime('nope'), '', ''],
  ])('%s: en, fr', (_what, format, en, fr) => {
    expect(inEach(format)).toEqual({ en, fr });
  });

  it('formats the date and time for a tooltip, and the date alone for a column, in the local time zone', () => {
    const { en, fr } = inEach(() => formatDateTime('2025-03-03T14:05:00Z'));
    expect(en).toMatch(/^Mar [34], 2025, \d{1,2}:\d{2}\s[AP]M$/);
    expect(fr).toMatch(/^[34] mars 2025, \d{2}:\d{2}$/);
    expect(inEach(() => formatDate('2025-03-03T14:05:00Z'))).toEqual({
      en: expect.stringMatching(/^Mar [34], 2025$/),
      fr: expect.stringMatching(/^[34] mars 2025$/),
    });
  });

  it('gives nothing for a missing or invalid date', () => {
    expect(formatDateTime(null)).toBe('');
    expect(formatDate('nope')).toBe('');
  });
});

describe('relative times', () => {
  const NOW = new Date('2025-06-15T12:00:00Z');
  const ago = (seconds: number) => new Date(NOW.getTime() - seconds * 1000).toISOString();
  const MIN = 60;
  const HOUR = 3600;
  const DAY = 24 * HOUR;

  it.each<[string, string | null | undefined, string, string]>([
    ['no date', null, '', ''],
    ['undefined', undefined, '', ''],
    ['an invalid date', 'not-a-date', '', ''],
    ['now', ago(0), 'now', 'maintenant'],
    ['59 seconds ago', ago(59), '59 seconds ago', 'il y a 59 secondes'],
    ['1 minute ago', ago(MIN), '1 minute ago', 'il y a 1 minute'],
    ['5 minutes ago', ago(5 * MIN), '5 minutes ago', 'il y a 5 minutes'],
    ['59 minutes ago', ago(59 * MIN), '59 minutes ago', 'il y a 59 minutes'],
    ['1 hour ago', ago(HOUR), '1 hour ago', 'il y a 1 heure'],
    ['23 hours ago', ago(23 * HOUR), '23 hours ago', 'il y a 23 heures'],
    ['1 day ago', ago(DAY), 'yesterday', 'hier'],
    ['3 days ago', ago(3 * DAY), '3 days ago', 'il y a 3 jours'],
    ['6 days ago', ago(6 * DAY), '6 days ago', 'il y a 6 jours'],
    ['7 days ago', ago(7 * DAY), 'last week', 'la semaine dernière'],
    ['20 days ago', ago(20 * DAY), '2 weeks ago', 'il y a 2 semaines'],
    ['45 days ago', ago(45 * DAY), 'last month', 'le mois dernier'],
    ['200 days ago', ago(200 * DAY), '6 months ago', 'il y a 6 mois'],
    ['400 days ago', ago(400 * DAY), 'last year', 'l’année dernière'],
    ['3 years ago', ago(3 * 365 * DAY), '3 years ago', 'il y a 3 ans'],
    ['in 2 hours (clock skew)', ago(-2 * HOUR), 'in 2 hours', 'dans 2 heures'],
  ])('%s: en, fr', (_label, iso, en, fr) => {
    expect(inEach(() => formatRelativeTime(iso, NOW))).toEqual({ en, fr });
  });
});

describe('lists and plurals', () => {
  it.each<[string, () => string, string, string]>([
    ['one item', () => formatList(['Red']), 'Red', 'Red'],
    ['two items', () => formatList(['Red', 'White']), 'Red and White', 'Red et White'],
    ['three items', () => formatList(['Red', 'White', 'Rosé']), 'Red, White, and Rosé', 'Red, White et Rosé'],
    [
      'a choice',
      () => formatList(['Red', 'White', 'Rosé'], 'disjunction'),
      'Red, White, or Rosé',
      'Red, White ou Rosé',
    ],
    ['nothing', () => formatList([]), '', ''],
  ])('%s: en, fr', (_what, format, en, fr) => {
    expect(inEach(format)).toEqual({ en, fr });
  });

  it.each<[number, string, string]>([
    [0, 'other', 'one'],
    [1, 'one', 'one'],
    [1.5, 'other', 'one'],
    [2, 'other', 'other'],
    [1_000_000, 'other', 'many'],
  ])('%d is "%s" in English and "%s" in French', (count, en, fr) => {
    expect(inEach(() => pluralCategory(count))).toEqual({ en, fr });
  });
});

describe('the current language', () => {
  it('is English until it is set', () => {
    expect(getLocale()).toBe('en');
  });

  it('tells its subscribers, once per change (src/state/locale.test.tsx: <html lang> follows)', () => {
    const listener = vi.fn();
    const unsubscribe = subscribeLocale(listener);
    setLocale('fr');
    expect(getLocale()).toBe('fr');
    setLocale('fr');
    expect(listener).toHaveBeenCalledTimes(1);
    setLocale('en');
    expect(listener).toHaveBeenCalledTimes(2);
    unsubscribe();
    setLocale('fr');
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('switches formats already made in the other language (formatters are kept per language)', () => {
    expect(formatNumber(1234)).toBe('1,234');
    setLocale('fr');
    expect(formatNumber(1234)).toBe(`1${NNBSP}234`);
    setLocale('en');
    expect(formatNumber(1234)).toBe('1,234');
  });
});

describe('country names', () => {
  it.each([
    ['ES', 'Spain', 'Spain', 'Espagne'],
    ['US', 'United States', 'United States', 'États-Unis'],
    ['ZA', 'South Africa', 'South Africa', 'Afrique du Sud'],
    ['XX', 'Atlantis', 'Atlantis', 'Atlantis'],
  ])('%s: the API’s English name in English, the language’s own name otherwise', (code, name, en, fr) => {
    expect(inEach(() => countryName({ code, name }))).toEqual({ en, fr });
  });
});
