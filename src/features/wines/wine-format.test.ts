import { describe, expect, it } from 'vitest';
import { formatPrice, wineLabel } from './wine-format';

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

describe('wineLabel', () => {
  it.each<[string, number | null, string, string]>([
    ['Barolo', 2016, 'Giacomo Conterno', 'Barolo 2016 (Giacomo Conterno)'],
    ['Brut Réserve', null, 'Charles Heidsieck', 'Brut Réserve NV (Charles Heidsieck)'],
    ['  ', 2020, 'Domaine X', 'Unnamed wine 2020 (Domaine X)'],
    ['Rosé', 2022, ' ', 'Rosé 2022'],
  ])('%s %o %s → %s', (name, vintage, producer, expected) =>
    expect(wineLabel({ name, vintage, producer })).toBe(expected),
  );
});
