import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { WINE_TYPES, type WineType } from '@/api/wines';
import type { CategoryRecord, WineRecord } from '../../core/db';
import { createSeedRandom } from '../../core/seed-random';
import { appellationOf, countryByCode, grapeVarieties, regionOf } from '../reference/reference-data';
import { GRAPES_BY_NAME, seedCategories, seedWines } from './wine-seed';

/**
 * The rules the demo catalogue keeps, as a wine buyer would check them. Each rule is held over the
 * whole seed, for reference dates from years back to years ahead and for catalogue sizes from a few
 * wines to more than the default (fast-check draws them).
 */
interface Catalogue {
  wines: WineRecord[];
  categories: CategoryRecord[];
  thisYear: number;
  from: number;
  to: number;
}
type WineRule = { rule: string; holds: (wine: WineRecord, catalogue: Catalogue) => boolean };
type CatalogueRule = { rule: string; holds: (catalogue: Catalogue) => boolean | string };

const BLACK_GRAPES = new Set(['Pinot Noir', 'Pinot Meunier']);
const COLOUR_WORDS: [RegExp, WineType][] = [
  [/\b(Rouge|Rosso|Tinto)(\s|$)/, 'RED'],
  [/\b(Blanc|Bianco|Blanco|Branco)(?! de)(\s|$)/, 'WHITE'],
  [/\b(Rosato|Rosado)(\s|$)/, 'ROSE'],
];
const NON_VINTAGE_TYPES: readonly WineType[] = ['SPARKLING', 'FORTIFIED'];
const LIGHT = new Set(["Moscato d'Asti", 'Mosel', 'Rheingau']);
const ABV_RANGE: Record<WineType, [number, number]> = {
  RED: [12.5, 15],
  WHITE: [7.5, 13.5],
  ROSE: [11.5, 13.5],
  SPARKLING: [5, 12.5],
  DESSERT: [7.5, 14],
  FORTIFIED: [17, 21],
};
const BOTTLE_FACTOR: Record<number, number> = { 375: 0.55, 750: 1, 1500: 2.1 };
const CATEGORY_OF_TYPE: Partial<Record<WineType, string>> = {
  SPARKLING: 'Sparkling & Champagne',
  DESSERT: 'Dessert & Fortified',
  FORTIFIED: 'Dessert & Fortified',
  ROSE: 'Rosé & Summer',
};
const OLD_WORLD = new Set(['FR', 'IT', 'ES', 'PT', 'DE']);

const categoryName = (wine: WineRecord, c: Catalogue) =>
  c.categories.find((category) => category.id === wine.categoryId)?.name;

const WINE_RULES: WineRule[] = [
  { rule: 'the region is a region of the wine’s country', holds: (w) => regionOf(w.country, w.region) !== undefined },
  {
    rule: 'the appellation belongs to the region',
    holds: (w) => w.appellation !== null && appellationOf(w.country, w.region, w.appellation) !== undefined,
  },
  {
    rule: 'the appellation permits the type (no white Barolo)',
    holds: (w) => w.type in (appellationOf(w.country, w.region, w.appellation ?? '')?.styles ?? {}),
  },
  {
    rule: 'every grape is one the appellation permits for the type',
    holds: (w) =>
      w.grapes.length > 0 &&
      w.grapes.every((g) =>
        appellationOf(w.country, w.region, w.appellation ?? '')?.styles[w.type]?.includes(g.variety),
      ),
  },
  { rule: 'no grape is listed twice', holds: (w) => new Set(w.grapes.map((g) => g.variety)).size === w.grapes.length },
  {
    rule: 'shares sum to 100 when all are given, and never pass it',
    holds: (w) => {
      const sum = w.grapes.reduce((total, g) => total + (g.percentage ?? 0), 0);
      return w.grapes.every((g) => g.percentage !== null)
        ? sum === 100
        : sum <= 100 && w.grapes.every((g) => g.percentage === null);
    },
  },
  {
    rule: 'a grape in the name makes at least 75 % of the wine',
    holds: (w) => {
      const named = grapeVarieties().find((variety) => w.name.endsWith(` ${variety}`));
      return named === undefined || w.grapes.some((g) => g.variety === named && (g.percentage ?? 0) >= 75);
    },
  },
  {
    rule: 'a Blanc de Blancs is white grapes only, a Blanc de Noirs black ones',
    holds: (w) =>
      GRAPES_BY_NAME.every(
        ({ word, grapes }) => !w.name.includes(word) || w.grapes.every((g) => grapes.includes(g.variety)),
      ) &&
      (!w.name.includes('Blanc de Noirs') || w.grapes.every((g) => BLACK_GRAPES.has(g.variety))),
  },
  {
    rule: 'a colour word in the name is the wine’s colour (no "Rouge" on a white)',
    holds: (w) => COLOUR_WORDS.every(([word, type]) => !word.test(w.name) || w.type === type),
  },
  {
    rule: 'a style word in the name suits the type (no red Kabinett, no dry Eiswein)',
    holds: (w) => {
      const words = countryByCode(w.country)?.styleWords ?? {};
      const own = new Set(words[w.type] ?? []);
      return Object.values(words).every((list) =>
        (list ?? []).every((word) => own.has(word) || !new RegExp(`(^|\\s)${word}(\\s|$)`).test(w.name)),
      );
    },
  },
  {
    rule: 'the price sits in the appellation’s band for the bottle size (older vintages dearer)',
    holds: (w) => {
      const band = appellationOf(w.country, w.region, w.appellation ?? '')?.price;
      const factor = BOTTLE_FACTOR[w.bottleSizeMl];
      if (!band || factor === undefined) return false;
      const perBottle = w.price.amount / factor;
      return perBottle >= band[0] * 0.94 && perBottle <= band[1] * 1.8 * 1.01;
    },
  },
  {
    rule: 'the price is in the country’s currency',
    holds: (w) => w.price.currency === countryByCode(w.country)?.currency,
  },
  {
    rule: 'half bottles are sweet wines; sizes are 375, 750 or 1,500 ml',
    holds: (w) => (w.bottleSizeMl === 375 ? w.type === 'DESSERT' : w.bottleSizeMl === 750 || w.bottleSizeMl === 1500),
  },
  {
    rule: 'the alcohol suits the type (German and Moscato wines lighter)',
    holds: (w) => {
      const [low, high] = ABV_RANGE[w.type];
      const light = w.type !== 'RED' && (LIGHT.has(w.appellation ?? '') || w.country === 'DE');
      return w.abv >= (light ? 5 : low) && w.abv <= high;
    },
  },
  {
    rule: 'only sparkling and fortified wines are non-vintage',
    holds: (w) => w.vintage !== null || NON_VINTAGE_TYPES.includes(w.type),
  },
  {
    rule: 'the vintage is harvested before the data’s year',
    holds: (w, c) => w.vintage === null || w.vintage < c.thisYear,
  },
  {
    rule: 'the drinking window opens after the vintage and closes after it opens',
    holds: (w) =>
      w.drinkFrom !== null &&
      w.drinkUntil !== null &&
      w.drinkFrom <= w.drinkUntil &&
      (w.vintage === null || w.drinkFrom > w.vintage),
  },
  {
    rule: 'a wine enters the catalogue after its harvest',
    holds: (w, c) =>
      w.vintage === null || Date.parse(w.createdAt) >= Math.min(c.to, Math.max(c.from, Date.UTC(w.vintage, 9, 1))),
  },
  {
    rule: 'created ≤ updated ≤ the reference instant',
    holds: (w, c) => Date.parse(w.createdAt) <= Date.parse(w.updatedAt) && Date.parse(w.updatedAt) <= c.to,
  },
  {
    rule: 'the category suits the type',
    holds: (w, c) => (CATEGORY_OF_TYPE[w.type] ?? null) === null || categoryName(w, c) === CATEGORY_OF_TYPE[w.type],
  },
  {
    rule: 'Old World Classics are European, New World Discoveries are not',
    holds: (w, c) =>
      categoryName(w, c) === 'Old World Classics'
        ? OLD_WORLD.has(w.country)
        : categoryName(w, c) === 'New World Discoveries'
          ? !OLD_WORLD.has(w.country)
          : true,
  },
  {
    rule: 'a vineyard in the name is one of the wine’s appellation (no white Asili from a Barbaresco cru)',
    holds: (w) => {
      const region = regionOf(w.country, w.region);
      const own = appellationOf(w.country, w.region, w.appellation ?? '')?.sites;
      const others = region?.appellations.filter((a) => a.name !== w.appellation).flatMap((a) => a.sites ?? []) ?? [];
      return others.every((site) => (own ?? []).includes(site) || !w.name.includes(site));
    },
  },
  {
    rule: 'the description names the wine’s appellation',
    holds: (w) => w.description.includes(w.appellation ?? '\u0000'),
  },
];

const count = <T>(items: T[], key: (item: T) => string) =>
  items.reduce((map, item) => map.set(key(item), (map.get(key(item)) ?? 0) + 1), new Map<string, number>());

const CATALOGUE_RULES: CatalogueRule[] = [
  {
    rule: 'a producer lives in one region',
    holds: ({ wines }) => {
      const homes = new Map<string, Set<string>>();
      for (const w of wines)
        homes.set(w.producer, (homes.get(w.producer) ?? new Set()).add(`${w.country}/${w.region}`));
      return [...homes].find(([, regions]) => regions.size > 1)?.[0] ?? true;
    },
  },
  {
    rule: 'producer, name, vintage and bottle size are unique together',
    holds: ({ wines }) =>
      new Set(wines.map((w) => `${w.producer}|${w.name}|${w.vintage}|${w.bottleSizeMl}`.toLowerCase())).size ===
      wines.length,
  },
  {
    rule: 'one name is one wine of a producer (same type and appellation in every vintage)',
    holds: ({ wines }) => {
      const seen = new Map<string, string>();
      return wines.every((w) => {
        const key = `${w.producer}|${w.name}`;
        const wine = `${w.type}|${w.appellation}`;
        return (seen.get(key) ?? seen.set(key, wine).get(key)) === wine;
      });
    },
  },
  {
    rule: 'at most 5 % of published wines are past their drinking window',
    holds: ({ wines, thisYear }) => {
      const published = wines.filter((w) => w.status === 'PUBLISHED');
      const past = published.filter((w) => (w.drinkUntil ?? Infinity) < thisYear).length;
      return published.length < 40 || past / published.length <= 0.05 || `${past} of ${published.length}`;
    },
  },
  {
    rule: 'most wines past their window are archived',
    holds: ({ wines, thisYear }) => {
      const past = wines.filter((w) => (w.drinkUntil ?? Infinity) < thisYear);
      return past.length < 40 || past.filter((w) => w.status === 'ARCHIVED').length / past.length >= 0.7;
    },
  },
  {
    rule: 'no name is carried by more than 8 producers, except a style every house makes ("Vintage Port")',
    holds: ({ wines }) => {
      const fixed = new Set(
        wines
          .filter((w) => appellationOf(w.country, w.region, w.appellation ?? '')?.names?.[w.type]?.includes(w.name))
          .map((w) => w.name),
      );
      const producers = new Map<string, Set<string>>();
      for (const w of wines)
        if (!fixed.has(w.name)) producers.set(w.name, (producers.get(w.name) ?? new Set()).add(w.producer));
      return [...producers].find(([, set]) => set.size > 8)?.[0] ?? true;
    },
  },
  {
    rule: 'the first page sorted by name is no run of one name: no name there from more than 3 producers',
    holds: ({ wines }) => {
      const first = [...wines].sort((a, b) => a.name.localeCompare(b.name)).slice(0, 20);
      const producers = count(
        [...new Set(first.map((w) => `${w.name}|${w.producer}`))],
        (key) => key.split('|')[0] ?? '',
      );
      return Math.max(0, ...producers.values()) <= 3 || first.map((w) => w.name).join(', ');
    },
  },
];

function catalogue(referenceDate: number, size: number): Catalogue {
  const random = createSeedRandom(2027);
  const categories = seedCategories(random, new Date(referenceDate - 1000 * 24 * 3600 * 1000).toISOString());
  const thisYear = new Date(referenceDate).getUTCFullYear();
  const from = referenceDate - 3 * 365 * 24 * 3600 * 1000;
  const wines = seedWines(random, categories, {
    count: size,
    lastVintage: thisYear - 2,
    thisYear,
    from,
    to: referenceDate,
  });
  return { wines, categories, thisYear, from, to: referenceDate };
}

function broken(c: Catalogue): string[] {
  const problems: string[] = [];
  for (const { rule, holds } of WINE_RULES) {
    const wine = c.wines.find((w) => !holds(w, c));
    if (wine)
      problems.push(
        `${rule}: ${wine.producer} ${wine.name} ${wine.vintage ?? 'NV'} (${wine.type}, ${wine.appellation}, ${wine.price.amount})`,
      );
  }
  for (const { rule, holds } of CATALOGUE_RULES) {
    const result = holds(c);
    if (result !== true) problems.push(`${rule}${typeof result === 'string' ? `: ${result}` : ''}`);
  }
  return problems;
}

describe('the wine catalogue keeps every data rule', () => {
  let standard: Catalogue;
  beforeAll(() => {
    standard = catalogue(Date.parse('2026-11-16T12:00:00Z'), 2000);
  });

  it(`holds all ${WINE_RULES.length + CATALOGUE_RULES.length} rules over the default seed of 2,000 wines`, () => {
    expect(broken(standard)).toEqual([]);
    expect(new Set(standard.wines.map((w) => w.type))).toEqual(new Set(WINE_TYPES));
    // A catalogue, not a handful of names: distinct (producer, name) pairs and distinct names.
    expect(new Set(standard.wines.map((w) => `${w.producer}|${w.name}`)).size).toBeGreaterThan(600);
    expect(new Set(standard.wines.map((w) => w.name)).size).toBeGreaterThan(500);
  });

  it('holds them for any reference date and catalogue size', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: Date.parse('2024-01-01'), max: Date.parse('2040-12-31') }),
        fc.integer({ min: 1, max: 2500 }),
        (at, size) => {
          const c = catalogue(at, size);
          expect(c.wines).toHaveLength(size);
          expect(broken(c)).toEqual([]);
        },
      ),
      { numRuns: 12 },
    );
  });

  it('each rule fails on a wine that breaks it (the rules are not vacuous)', () => {
    const wine = standard.wines.find(
      (w) => w.type === 'RED' && w.country === 'IT' && w.region === 'Piedmont' && w.appellation === 'Barolo',
    );
    expect(wine).toBeDefined();
    const fails = (change: Partial<WineRecord>) =>
      WINE_RULES.filter(({ holds }) => !holds({ ...wine!, ...change }, standard)).map((r) => r.rule);
    expect(fails({})).toEqual([]);
    expect(fails({ type: 'WHITE', grapes: [{ variety: 'Arneis', percentage: 100 }] })).toContain(
      'the appellation permits the type (no white Barolo)',
    );
    expect(fails({ price: { amount: 9, currency: 'EUR' } })[0]).toMatch(/price sits/);
    expect(fails({ region: 'Tuscany' })).toContain('the appellation belongs to the region');
    expect(fails({ vintage: null })).toContain('only sparkling and fortified wines are non-vintage');
    expect(fails({ name: `${wine!.name} Bianco` })).toContain(
      'a colour word in the name is the wine’s colour (no "Rouge" on a white)',
    );
  });
});
