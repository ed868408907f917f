import { describe, expect, it } from 'vitest';
import { wineLabel } from './wine-format';

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
