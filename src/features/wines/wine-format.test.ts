import { describe, expect, it } from 'vitest';
import { formatPrice } from './wine-format';

describe('formatPrice', () => {
  it.each<[number, string, string]>([
    [24.5, 'EUR', '€24.50'],
    [1200, 'USD', '$1,200.00'],
    [18, 'GBP', '£18.00'],
    [9.99, 'NOPE1', '9.99 NOPE1'],
  ])('%d %s → %s', (amount, currency, expected) => {
    expect(formatPrice(amount, currency, 'en-US')).toBe(expected);
  });
});
