import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatRelativeTime } from './format-relative-time';

const NOW = new Date('2025-06-15T12:00:00Z');
const ago = (seconds: number) => new Date(NOW.getTime() - seconds * 1000).toISOString();
const MIN = 60;
const HOUR = 3600;
const DAY = 24 * HOUR;

describe('formatRelativeTime', () => {
  it.each<[string, string | null | undefined, string]>([
    ['no date', null, 'Never'],
    ['undefined', undefined, 'Never'],
    ['an invalid date', 'not-a-date', 'Never'],
    ['now', ago(0), 'just now'],
    ['59 seconds ago', ago(59), 'just now'],
    ['1 minute ago', ago(MIN), '1 minute ago'],
    ['5 minutes ago', ago(5 * MIN), '5 minutes ago'],
    ['59 minutes ago', ago(59 * MIN), '59 minutes ago'],
    ['1 hour ago', ago(HOUR), '1 hour ago'],
    ['23 hours ago', ago(23 * HOUR), '23 hours ago'],
    ['1 day ago', ago(DAY), 'yesterday'],
    ['3 days ago', ago(3 * DAY), '3 days ago'],
    ['6 days ago', ago(6 * DAY), '6 days ago'],
    ['7 days ago', ago(7 * DAY), 'last week'],
    ['20 days ago', ago(20 * DAY), '2 weeks ago'],
    ['45 days ago', ago(45 * DAY), 'last month'],
    ['200 days ago', ago(200 * DAY), '6 months ago'],
    ['400 days ago', ago(400 * DAY), 'last year'],
    ['3 years ago', ago(3 * 365 * DAY), '3 years ago'],
    ['in 2 hours (clock skew)', ago(-2 * HOUR), 'in 2 hours'],
  ])('%s → %s', (_label, iso, expected) => {
    expect(formatRelativeTime(iso, NOW)).toBe(expected);
  });
});

describe('full dates', () => {
  it('formats the date and time for the tooltip, and the date alone for the Created column', () => {
    expect(formatDateTime('2025-03-03T14:05:00Z')).toMatch(/Mar 3, 2025/);
    expect(formatDate('2025-03-03T14:05:00Z')).toMatch(/^Mar [34], 2025$/);
  });

  it('gives nothing for a missing or invalid date', () => {
    expect(formatDateTime(null)).toBe('');
    expect(formatDate('nope')).toBe('');
  });
});
