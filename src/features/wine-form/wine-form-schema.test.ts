import { describe, expect, it } from 'vitest';
import type { Wine } from '@/api/wines';
import { setLanguage } from '@/lib/i18n';
import { EMPTY_WINE_FORM, parseNumber, toWineFormInput, wineFormSchema, type WineFormInput } from './wine-form-schema';

// 2026-06-01: next year is 2027.
const schema = wineFormSchema(() => Date.UTC(2026, 5, 1));

const valid: WineFormInput = {
  ...EMPTY_WINE_FORM,
  name: ' Clos des Argiles ',
  producer: 'Domaine Vale',
  vintage: '2019',
  type: 'RED',
  categoryId: 'cat-1',
  grapes: [
    { variety: 'Grenache', percentage: '70' },
    { variety: 'Syrah', percentage: '' },
  ],
  country: 'FR',
  region: 'Rhône',
  abv: '14,5',
  price: { amount: '32.50', currency: 'eur' },
  drinkFrom: '2022',
  drinkUntil: '2032',
};

const errorsOf = (input: WineFormInput) => {
  const result = schema.safeParse(input);
  return result.success ? {} : Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
};

describe('wineFormSchema', () => {
  it('turns the typed text into the API request', () => {
    expect(schema.parse(valid)).toEqual({
      name: 'Clos des Argiles',
      producer: 'Domaine Vale',
      vintage: 2019,
      type: 'RED',
      categoryId: 'cat-1',
      grapes: [
        { variety: 'Grenache', percentage: 70 },
        { variety: 'Syrah', percentage: null },
      ],
      country: 'FR',
      region: 'Rhône',
      appellation: null,
      abv: 14.5,
      bottleSizeMl: 750,
      description: '',
      price: { amount: 32.5, currency: 'EUR' },
      drinkFrom: 2022,
      drinkUntil: 2032,
    });
  });

  it('reads an empty vintage as non-vintage', () => {
    expect(schema.parse({ ...valid, vintage: '' }).vintage).toBeNull();
  });

  it.each<[string, Partial<WineFormInput>, string, string]>([
    ['a missing name', { name: '  ' }, 'name', 'Name is required'],
    ['a name over 200 characters', { name: 'x'.repeat(201) }, 'name', 'Name must be at most 200 characters'],
    ['a missing producer', { producer: '' }, 'producer', 'Producer is required'],
    ['a vintage before 1800', { vintage: '1799' }, 'vintage', 'Vintage must be from 1800'],
    ['a vintage after next year', { vintage: '2028' }, 'vintage', 'Vintage must not be later than next year'],
    ['a fractional vintage', { vintage: '2019.5' }, 'vintage', 'Vintage must be a whole year'],
    ['a vintage that is not a number', { vintage: 'old' }, 'vintage', 'Vintage must be a year or null'],
    ['no type', { type: '' }, 'type', 'Choose a type'],
    ['no category', { categoryId: '' }, 'categoryId', 'Choose a category'],
    ['no country', { country: '' }, 'country', 'Choose a country'],
    ['no region', { region: '' }, 'region', 'Region is required'],
    ['no ABV', { abv: '' }, 'abv', 'ABV is required'],
    ['a negative ABV', { abv: '-1' }, 'abv', 'ABV must be from 0 to 25'],
    ['an ABV over 25', { abv: '25.5' }, 'abv', 'ABV must be from 0 to 25'],
    [
      'grapes summing past 100',
      {
        grapes: [
          { variety: 'Merlot', percentage: '60' },
          { variety: 'Cabernet Franc', percentage: '50' },
        ],
      },
      'grapes',
      'Grape percentages must add up to at most 100',
    ],
    [
      'a grape row without a variety',
      { grapes: [{ variety: ' ', percentage: '10' }] },
      'grapes.0.variety',
      'Grape variety is required',
    ],
    [
      'a grape share over 100',
      { grapes: [{ variety: 'Merlot', percentage: '101' }] },
      'grapes.0.percentage',
      'Percentage must be from 0 to 100',
    ],
    [
      'more than 20 grapes',
      { grapes: Array.from({ length: 21 }, (_, i) => ({ variety: `Grape ${i}`, percentage: '' })) },
      'grapes',
      'At most 20 grape varieties',
    ],
    ['a bottle under 50 ml', { bottleSizeMl: '40' }, 'bottleSizeMl', 'Bottle size must be from 50 to 30000 ml'],
    ['no price', { price: { amount: '', currency: 'EUR' } }, 'price.amount', 'Price is required'],
    ['a negative price', { price: { amount: '-3', currency: 'EUR' } }, 'price.amount', 'Price must not be negative'],
    [
      'a currency that is not three letters',
      { price: { amount: '3', currency: 'EURO' } },
      'price.currency',
      'Currency must be a three-letter ISO code',
    ],
    [
      'a currency the rate table cannot convert',
      { price: { amount: '3', currency: 'XYZ' } },
      'price.currency',
      'Currency must be one of EUR, USD, GBP, CHF, AUD, NZD, ZAR, ARS, CLP, CAD',
    ],
    [
      'a drinking window ending before it starts',
      { drinkFrom: '2030', drinkUntil: '2025' },
      'drinkUntil',
      'Drink until must not be before drink from',
    ],
    ['a drink-until year after 2200', { drinkUntil: '2201' }, 'drinkUntil', 'Drink until must be at most 2200'],
    [
      'a description over 2000 characters',
      { description: 'x'.repeat(2001) },
      'description',
      'Description must be at most 2000 characters',
    ],
    [
      'an appellation over 100 characters',
      { appellation: 'x'.repeat(101) },
      'appellation',
      'Appellation must be at most 100 characters',
    ],
  ])('refuses %s', (_, change, field, message) => {
    expect(errorsOf({ ...valid, ...change })[field]).toBe(message);
  });

  it.each<[string, Partial<WineFormInput>]>([
    [
      'grapes summing to exactly 100',
      {
        grapes: [
          { variety: 'Merlot', percentage: '60' },
          { variety: 'Cabernet Franc', percentage: '40' },
        ],
      },
    ],
    ['a vintage of next year', { vintage: '2027' }],
    ['a vintage of 1800', { vintage: '1800' }],
    ['ABV 0 and 25', { abv: '0' }],
    ['a one-year drinking window', { drinkFrom: '2030', drinkUntil: '2030' }],
    ['an open drinking window', { drinkFrom: '', drinkUntil: '2030' }],
  ])('accepts %s', (_, change) => {
    expect(errorsOf({ ...valid, ...change })).toEqual({});
  });
});

describe('parseNumber', () => {
  it.each([
    ['', null],
    ['  ', null],
    ['12', 12],
    ['13,5', 13.5],
    [' 7.25 ', 7.25],
  ])('%j → %j', (text, expected) => expect(parseNumber(text)).toBe(expected));

  it('reads nonsense as NaN so the rule refuses it', () => expect(parseNumber('abc')).toBeNaN());
});

describe('toWineFormInput', () => {
  it('writes a loaded wine back as the form text, and parses to the same request', () => {
    const wine: Wine = {
      id: 'w1',
      name: 'Clos des Argiles',
      producer: 'Domaine Vale',
      vintage: null,
      type: 'SPARKLING',
      categoryId: 'cat-1',
      categoryName: 'Bubbles',
      grapes: [{ variety: 'Chardonnay', percentage: 100 }],
      country: 'FR',
      region: 'Champagne',
      appellation: 'Champagne',
      abv: 12,
      bottleSizeMl: 1500,
      description: 'Brioche.',
      price: { amount: 80, currency: 'EUR' },
      drinkFrom: null,
      drinkUntil: 2030,
      labelImageUrl: null,
      status: 'PUBLISHED',
      createdAt: '2026-01-01T00:00:00Z',
      updatedAt: '2026-01-01T00:00:00Z',
    };
    const input = toWineFormInput(wine);
    expect(input).toMatchObject({
      vintage: '',
      abv: '12',
      bottleSizeMl: '1500',
      drinkFrom: '',
      drinkUntil: '2030',
      grapes: [{ variety: 'Chardonnay', percentage: '100' }],
    });
    const { id: _id, categoryName: _c, status: _s, createdAt: _a, updatedAt: _u, labelImageUrl: _l, ...request } = wine;
    expect(schema.parse(input)).toEqual(request);
  });
});

describe('wineFormSchema in French', () => {
  it('gives the form’s messages in the language shown, on the same rules', async () => {
    await setLanguage('fr');
    const french = wineFormSchema(() => Date.UTC(2026, 5, 1));
    const result = french.safeParse({
      ...valid,
      name: ' ',
      vintage: '2028',
      type: '',
      abv: '30',
      grapes: [{ variety: '', percentage: '120' }],
      price: { amount: '', currency: 'XYZ' },
    });
    const errors = result.success
      ? {}
      : Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
    expect(errors).toMatchObject({
      name: 'Le nom est obligatoire',
      vintage: 'Le millésime ne peut pas dépasser l’année prochaine',
      type: 'Choisissez un type',
      abv: 'Le degré d’alcool doit être compris entre 0 et 25',
      'grapes.0.variety': 'Le cépage est obligatoire',
      'grapes.0.percentage': 'La part doit être comprise entre 0 et 100',
      'price.amount': 'Le prix est obligatoire',
      'price.currency':
        'La devise doit être l’une des suivantes\u202f: EUR, USD, GBP, CHF, AUD, NZD, ZAR, ARS, CLP, CAD',
    });
    const window = french.safeParse({ ...valid, drinkFrom: '2030', drinkUntil: '2020' });
    expect(window.success ? [] : window.error.issues.map((i) => i.message)).toEqual([
      'La fin de consommation ne doit pas précéder le début',
    ]);
  });
});
