import { describe, expect, it } from 'vitest';
import { formatDay, formatMonth } from './format-day';

describe('formatDay', () => {
  it.each([
    ['2026-11-16', 'Nov 16, 2026'],
    ['2026-01-01', 'Jan 1, 2026'],
    ['2026-11-16T23:30:00.000Z', 'Nov 16, 2026'],
    ['not a date', 'not a date'],
  ])('%s → %s (in UTC, whatever the time zone)', (value, expected) => {
    expect(formatDay(value)).toBe(expected);
  });
});

describe('formatMonth', () => {
  it.each([
    ['2026-01', 'Jan 2026'],
    ['2025-12', 'Dec 2025'],
    ['2026-13', '2026-13'],
    ['December', 'December'],
  ])('%s → %s', (value, expected) => {
    expect(formatMonth(value)).toBe(expected);
  });
});
