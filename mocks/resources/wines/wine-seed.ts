import type { WineType } from '@/api/wines';
import type { CategoryRecord, WineRecord } from '../../core/db';
import { COUNTRIES } from '../reference/reference-data';
import type { AppellationProfile, CountryProfile, RegionProfile } from '../reference/reference-data';
import type { SeedRandom } from '../../core/seed-random';

/** The categories of the demo catalogue, in the order the seed creates them. */
export const SEED_CATEGORIES: { name: string; description: string }[] = [
  { name: 'Everyday Drinking', description: 'Reliable bottles for the table, under the mid-price band.' },
  { name: "Collector's Cellar", description: 'Age-worthy wines from benchmark producers.' },
  { name: 'Sparkling & Champagne', description: 'Traditional-method and tank-method sparkling wines.' },
  { name: 'Dessert & Fortified', description: 'Sweet wines, port, sherry and Madeira.' },
  { name: 'Old World Classics', description: 'Reference appellations of Europe.' },
  {
    name: 'New World Discoveries',
    description: 'Producers from the Americas, Australia, New Zealand and South Africa.',
  },
  { name: 'Rosé & Summer', description: 'Rosés and light whites for warm days.' },
];

const COUNTRY_WEIGHTS: Record<string, number> = {
  FR: 26,
  IT: 16,
  ES: 10,
  PT: 5,
  DE: 6,
  US: 12,
  AU: 7,
  NZ: 5,
  AR: 5,
  CL: 4,
  ZA: 4,
};
const OLD_WORLD = new Set(['FR', 'IT', 'ES', 'PT', 'DE']);

/** Alcohol by volume per type; German whites and some appellations are lighter. */
const ABV: Record<WineType, [number, number]> = {
  RED: [12.5, 15],
  WHITE: [11.5, 13.5],
  ROSE: [11.5, 13.5],
  SPARKLING: [11.5, 12.5],
  DESSERT: [9, 14],
  FORTIFIED: [17, 21],
};
const LIGHT_ABV: Record<string, [number, number]> = { "Moscato d'Asti": [5, 6], Mosel: [7.5, 12.5], Rheingau: [9, 13] };

const NOTES: Record<WineType, string[]> = {
  RED: [
    'dark cherry and cedar',
    'ripe plum and graphite',
    'red berries and fine tannins',
    'blackcurrant and tobacco',
    'violet and spice',
    'blackberry and liquorice',
    'sour cherry and dried herbs',
  ],
  WHITE: [
    'citrus and flint',
    'white peach and hazelnut',
    'green apple and a saline finish',
    'lime zest and wet stone',
    'pear and honeysuckle',
    'grapefruit and cut grass',
  ],
  ROSE: ['strawberry and garrigue', 'redcurrant and citrus peel', 'watermelon and white pepper'],
  SPARKLING: [
    'brioche and lemon curd',
    'green apple and a fine mousse',
    'toasted almond and chalk',
    'peach and elderflower',
  ],
  DESSERT: ['apricot and honey', 'candied orange and saffron', 'quince and botrytis spice'],
  FORTIFIED: ['fig, walnut and caramel', 'blackberry and cocoa', 'dried orange and toffee', 'almond and sea spray'],
};

const TYPE_WORD: Record<WineType, string> = {
  RED: 'Red',
  WHITE: 'White',
  ROSE: 'Rosé',
  SPARKLING: 'Sparkling',
  DESSERT: 'Sweet',
  FORTIFIED: 'Fortified',
};

/** How a label says the colour when an appellation makes more than one: "Sancerre Rouge". */
const COLOUR_WORDS: Record<string, Partial<Record<WineType, string>>> = {
  FR: { RED: 'Rouge', WHITE: 'Blanc', ROSE: 'Rosé' },
  IT: { RED: 'Rosso', WHITE: 'Bianco', ROSE: 'Rosato' },
  ES: { RED: 'Tinto', WHITE: 'Blanco', ROSE: 'Rosado' },
  PT: { RED: 'Tinto', WHITE: 'Branco', ROSE: 'Rosé' },
};

/** Names that fix the grapes: a Blanc de Blancs is white grapes only, a Blanc de Noirs black ones. */
export const GRAPES_BY_NAME: { word: string; grapes: string[] }[] = [
  { word: 'Blanc de Blancs', grapes: ['Chardonnay'] },
  { word: 'Blanc de Noirs', grapes: ['Pinot Noir', 'Pinot Meunier'] },
];

export interface WineSeedOptions {
  count: number;
  /** The newest harvest of red wines the catalogue holds; whites and rosés may be a year younger. */
  lastVintage: number;
  /** The year the data describes: drinking windows and statuses agree with it. */
  thisYear: number;
  from: number;
  to: number;
}

/** Deterministic categories with ids from the generator. */
export function seedCategories(random: SeedRandom, at: string): CategoryRecord[] {
  return SEED_CATEGORIES.map((c) => ({ id: random.uuid(), ...c, createdAt: at, updatedAt: at }));
}

interface House {
  producer: string;
  country: CountryProfile;
  region: RegionProfile;
}

/** One wine of a producer's range, made over several vintages. */
interface Cuvee {
  house: House;
  appellation: AppellationProfile;
  type: WineType;
  name: string;
  grapes: WineRecord['grapes'];
  /** 0 (the house's entry wine) to 1 (its flagship): places the price in the appellation's band. */
  quality: number;
  /** Named after a style every house of the appellation makes ("Tawny Port 10 Years Old"). */
  styleName: boolean;
}

/**
 * The demo catalogue, built from the reference table: each producer lives in one region and makes
 * a small range of wines there, each in the appellation's permitted types and grapes, priced in the
 * appellation's band and offered over a run of vintages (one name per producer and vintage). A
 * wine's drinking window follows its type, vintage and standing, and its status agrees with it:
 * wines past their window are mostly archived.
 */
export function seedWines(random: SeedRandom, categories: CategoryRecord[], options: WineSeedOptions): WineRecord[] {
  const houses = COUNTRIES.flatMap((country) => {
    const producers = country.regions.reduce((sum, region) => sum + region.producers.length, 0);
    return country.regions.flatMap((region) =>
      region.producers.map((producer) => ({
        weight: (COUNTRY_WEIGHTS[country.code] ?? 1) / producers,
        value: { producer, country, region },
      })),
    );
  });
  const categoryId = (name: string) => categories.find((c) => c.name === name)?.id ?? categories[0]?.id ?? '';
  const names = new Set<string>();
  const wines: WineRecord[] = [];
  for (let attempt = 0; wines.length < options.count && attempt < options.count * 10; attempt++) {
    const cuvee = cuveeOf(random, random.weighted(houses));
    const key = `${cuvee.house.producer}|${cuvee.name}`.toLowerCase();
    if (names.has(key)) continue;
    names.add(key);
    for (const vintage of vintagesOf(random, cuvee, options.lastVintage)) {
      if (wines.length >= options.count) break;
      const sizes: number[] = cuvee.type === 'DESSERT' && random.chance(0.5) ? [375] : [750];
      if (cuvee.quality > 0.5 && random.chance(0.08)) sizes.push(1500);
      for (const bottleSizeMl of sizes) {
        if (wines.length >= options.count) break;
        wines.push(wineOf(random, cuvee, vintage, bottleSizeMl, options, categoryId));
      }
    }
  }
  return wines;
}

function cuveeOf(random: SeedRandom, house: House): Cuvee {
  const { country, region } = house;
  const appellation = random.pick(region.appellations);
  const type = random.pick(Object.keys(appellation.styles) as WineType[]);
  const varieties = appellation.styles[type] ?? [];
  const quality = (random.int(1001) / 1000) ** 1.6;
  const fixed = appellation.names?.[type];
  let name: string;
  let grapes: WineRecord['grapes'];
  if (fixed) {
    name = random.pick(fixed);
    const byName = GRAPES_BY_NAME.find((rule) => name.includes(rule.word));
    grapes = blendOf(random, byName ? byName.grapes : varieties);
  } else if ((region.naming ?? country.naming) === 'varietal') {
    // A varietal label names a grape that makes at least three quarters of the wine.
    grapes = varietalOf(random, varieties);
    const grape = grapes[0]?.variety ?? '';
    const style = type === 'SPARKLING' ? random.pick(country.styleWords?.SPARKLING ?? ['Brut']) : grape;
    const sweet = type === 'DESSERT' ? country.styleWords?.DESSERT : undefined;
    name = [
      random.chance(0.8) ? random.pick(appellation.sites ?? region.sites) : appellation.name,
      style,
      sweet ? random.pick(sweet) : undefined,
    ]
      .filter(Boolean)
      .join(' ');
  } else {
    grapes = blendOf(random, varieties);
    const site = random.pick(appellation.sites ?? region.sites);
    const base = random.weighted([
      { weight: 3, value: `${appellation.name} ${site}` },
      { weight: 2, value: site },
      { weight: 1, value: appellation.name },
    ]);
    const colour = Object.keys(appellation.styles).length > 1 ? COLOUR_WORDS[country.code]?.[type] : undefined;
    const words = country.styleWords?.[type];
    const style = words && (type === 'DESSERT' || random.chance(0.4)) ? random.pick(words) : undefined;
    name = [base, colour && !base.endsWith(colour) ? colour : undefined, style].filter(Boolean).join(' ');
  }
  return { house, appellation, type, name, grapes, quality, styleName: fixed !== undefined };
}

/** The vintages a wine is offered in: a run of recent years, older for wines that age; none for non-vintage styles. */
function vintagesOf(random: SeedRandom, cuvee: Cuvee, lastVintage: number): (number | null)[] {
  const { type, name, quality } = cuvee;
  // Blends of years: sherries, tawnies, most Champagne; a Vintage Port, a Colheita or a Millésime has a year.
  const dated = /Vintage|Colheita|Frasqueira|Millésime|Prestige/.test(name);
  if (
    (cuvee.styleName && !dated && type !== 'DESSERT') ||
    (type === 'SPARKLING' && !dated && random.chance(0.75)) ||
    (type === 'FORTIFIED' && !dated)
  )
    return [null];
  const young = type === 'WHITE' || type === 'ROSE' || (type === 'SPARKLING' && quality < 0.5);
  const newest = young
    ? lastVintage + 1
    : lastVintage - (/Gran Reserva|Brunello|Vintage Port|Colheita|Frasqueira/.test(name) ? 3 : 0);
  // Flagships are kept in library vintages; everyday wines only in the current ones.
  const reach = young ? 2 : 2 + Math.round(quality * 14);
  const first = newest - Math.floor((random.int(1001) / 1000) ** 2 * reach);
  const count = 1 + random.int(young ? 2 : 4);
  const vintages = [first];
  // Now and then a year is skipped (a poor harvest not bottled, or sold out).
  while (vintages.length < count) vintages.push((vintages.at(-1) ?? first) - (random.chance(0.3) ? 2 : 1));
  return vintages;
}

function wineOf(
  random: SeedRandom,
  cuvee: Cuvee,
  vintage: number | null,
  bottleSizeMl: number,
  options: WineSeedOptions,
  categoryId: (name: string) => string,
): WineRecord {
  const { house, appellation, type } = cuvee;
  // Older vintages of a wine cost more; a magnum twice a bottle, a half-bottle a little over half.
  const age = vintage === null ? 0 : Math.max(0, options.lastVintage - vintage);
  const [low, top] = appellation.price;
  // Where an appellation is famous for its reds, its whites and rosés stay in the lower part of the band.
  const high =
    type !== 'RED' && type in appellation.styles && 'RED' in appellation.styles ? low + (top - low) * 0.35 : top;
  const standard = (low + cuvee.quality * (high - low)) * (1 + 0.04 * age) * (0.95 + random.int(11) / 100);
  const amount = Math.min(high * 1.8, standard) * (bottleSizeMl === 1500 ? 2.1 : bottleSizeMl === 375 ? 0.55 : 1);
  const price = amount < 100 ? Math.round(amount * 2) / 2 : Math.round(amount);
  const [drinkFrom, drinkUntil] = windowOf(
    random,
    { ...cuvee, quality: cuvee.quality * Math.min(1, top / 200) },
    vintage,
    options.thisYear,
  );
  const createdAt = random.between(listedFrom(vintage, options), options.to);
  const [abvLow, abvHigh] =
    (type !== 'RED' && LIGHT_ABV[appellation.name]) ||
    (house.country.code === 'DE' && type !== 'RED' ? [8, 12.5] : ABV[type]);
  const past = drinkUntil !== null && drinkUntil < options.thisYear;
  return {
    id: random.uuid(),
    name: cuvee.name,
    producer: house.producer,
    vintage,
    type,
    categoryId: categoryId(categoryFor(random, house.country, type, cuvee.quality)),
    grapes: cuvee.grapes,
    country: house.country.code,
    region: house.region.name,
    appellation: appellation.name,
    abv: Math.round((abvLow + random.int(Math.round((abvHigh - abvLow) * 2) + 1) / 2) * 10) / 10,
    bottleSizeMl,
    description: `${TYPE_WORD[type]} ${appellation.name} from ${house.region.name}: ${random.pick(NOTES[type])}.`,
    price: { amount: price, currency: house.country.currency },
    drinkFrom,
    drinkUntil,
    labelImageUrl: null,
    // A wine past its window is taken off the catalogue, now and then kept for the record.
    status: random.weighted(
      past
        ? [
            { weight: 17, value: 'ARCHIVED' as const },
            { weight: 2, value: 'PUBLISHED' as const },
            { weight: 1, value: 'DRAFT' as const },
          ]
        : [
            { weight: 16, value: 'PUBLISHED' as const },
            { weight: 3, value: 'DRAFT' as const },
            { weight: 1, value: 'ARCHIVED' as const },
          ],
    ),
    createdAt: new Date(createdAt).toISOString(),
    updatedAt: new Date(random.between(createdAt, options.to)).toISOString(),
  };
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The earliest a vintage enters the catalogue: after its harvest (October of its year). Counted back
 * from the reference instant, not from the calendar, so a seed at a later anchor of the same year
 * is the same seed moved: 276 days after the start of the vintage's year, at the earliest reference
 * instant of the year, is the first of October.
 */
function listedFrom(vintage: number | null, { from, to, thisYear }: WineSeedOptions): number {
  if (vintage === null) return from;
  return Math.min(to, Math.max(from, to - (thisYear - vintage) * 365.25 * DAY_MS + 276 * DAY_MS));
}

/**
 * When a wine is at its best: later and longer for reds, sweet and fortified wines, and for better
 * wines of great appellations (`quality` is scaled down by the appellation's standing).
 */
function windowOf(random: SeedRandom, cuvee: Cuvee, vintage: number | null, thisYear: number): [number, number] {
  const q = cuvee.quality;
  if (vintage === null)
    return [thisYear, thisYear + (cuvee.type === 'FORTIFIED' ? 10 + random.int(15) : 2 + random.int(3))];
  const span = (min: number, extra: number) => min + Math.round(q * extra) + random.int(3);
  switch (cuvee.type) {
    case 'WHITE':
      return [vintage + 1, vintage + span(3, 10)];
    case 'ROSE':
      return [vintage + 1, vintage + 2 + random.int(2)];
    case 'SPARKLING':
      return [vintage + 4, vintage + span(8, 12)];
    case 'DESSERT':
      return [vintage + 2, vintage + span(12, 30)];
    case 'FORTIFIED':
      return [vintage + 10, vintage + span(25, 30)];
    default:
      return [vintage + 2 + Math.round(q * 6), vintage + span(6, 24)];
  }
}

/** One to three of the permitted grapes, the first the largest share; a third of blends undisclosed. */
function blendOf(random: SeedRandom, varieties: string[]): WineRecord['grapes'] {
  if (varieties.length <= 1 || random.chance(0.35))
    return [{ variety: varieties[0] ?? 'Chardonnay', percentage: varieties.length <= 1 ? 100 : null }];
  const count = Math.min(varieties.length, 2 + random.int(2));
  const chosen = [varieties[0] ?? 'Chardonnay', ...varieties.slice(1).filter(() => random.chance(0.7))].slice(0, count);
  if (chosen.length === 1) return [{ variety: chosen[0] ?? 'Chardonnay', percentage: 100 }];
  if (random.chance(0.3)) return chosen.map((variety) => ({ variety, percentage: null }));
  return shares(random, chosen, 50);
}

/** A varietal wine: its grape at 75 % or more, sometimes with a little of another. */
function varietalOf(random: SeedRandom, varieties: string[]): WineRecord['grapes'] {
  const main = random.pick(varieties);
  const others = varieties.filter((v) => v !== main);
  if (others.length === 0 || random.chance(0.5)) return [{ variety: main, percentage: 100 }];
  return shares(random, [main, random.pick(others)], 75);
}

/** Percentages summing to 100, the first at least `firstMin`, each later one smaller. */
function shares(random: SeedRandom, varieties: string[], firstMin: number): WineRecord['grapes'] {
  const first = firstMin + random.int(Math.max(1, 96 - firstMin - 5 * (varieties.length - 1)));
  let left = 100 - first;
  return varieties.map((variety, index) => {
    if (index === 0) return { variety, percentage: first };
    const share =
      index === varieties.length - 1
        ? left
        : Math.max(5, Math.min(left - 5 * (varieties.length - index - 1), Math.round(left * 0.6)));
    left -= share;
    return { variety, percentage: share };
  });
}

function categoryFor(random: SeedRandom, country: CountryProfile, type: WineType, quality: number): string {
  if (type === 'SPARKLING') return 'Sparkling & Champagne';
  if (type === 'DESSERT' || type === 'FORTIFIED') return 'Dessert & Fortified';
  if (type === 'ROSE') return 'Rosé & Summer';
  if (quality > 0.6) return "Collector's Cellar";
  if (quality < 0.3 && random.chance(0.6)) return 'Everyday Drinking';
  return OLD_WORLD.has(country.code) ? 'Old World Classics' : 'New World Discoveries';
}
