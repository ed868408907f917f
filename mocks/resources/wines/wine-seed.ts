import type { WineType } from '@/api/wines';
import type { CategoryRecord, WineRecord } from '../../core/db';
import { COUNTRIES } from '../reference/reference-data';
import type { CountryProfile, RegionProfile } from '../reference/reference-data';
import type { SeedRandom } from '../../core/seed-random';

/** The categories of the demo catalogue, in the order the seed creates them. */
export const SEED_CATEGORIES: { name: string; description: string }[] = [
  { name: 'Everyday Drinking', description: 'Reliable bottles for the table, under the mid-price band.' },
  { name: "Collector's Cellar", description: 'Age-worthy wines from benchmark producers.' },
  { name: 'Sparkling & Champagne', description: 'Traditional-method and tank-method sparkling wines.' },
  { name: 'Dessert & Fortified', description: 'Sweet wines, port, sherry and Madeira.' },
  { name: 'Old World Classics', description: 'Reference appellations of Europe.' },
  { name: 'New World Discoveries', description: 'Producers from the Americas, Australia, New Zealand and South Africa.' },
  { name: 'Rosé & Summer', description: 'Rosés and light whites for warm days.' },
];

const COUNTRY_WEIGHTS: Record<string, number> = { FR: 26, IT: 16, ES: 10, PT: 5, DE: 6, US: 12, AU: 7, NZ: 5, AR: 5, CL: 4, ZA: 4 };
const OLD_WORLD = new Set(['FR', 'IT', 'ES', 'PT', 'DE']);

const ABV: Record<WineType, [number, number]> = {
  RED: [12.5, 15],
  WHITE: [11, 13.5],
  ROSE: [11.5, 13.5],
  SPARKLING: [11.5, 12.5],
  DESSERT: [8, 14],
  FORTIFIED: [17, 21],
};

const NOTES: Record<WineType, string[]> = {
  RED: ['dark cherry and cedar', 'ripe plum and graphite', 'red berries and fine tannins', 'blackcurrant and tobacco', 'violet and spice'],
  WHITE: ['citrus and flint', 'white peach and hazelnut', 'green apple and saline finish', 'lime zest and wet stone', 'pear and honeysuckle'],
  ROSE: ['strawberry and garrigue', 'redcurrant and citrus peel', 'watermelon and white pepper'],
  SPARKLING: ['brioche and lemon curd', 'green apple and fine mousse', 'toasted almond and chalk'],
  DESSERT: ['apricot and honey', 'candied orange and saffron', 'quince and botrytis spice'],
  FORTIFIED: ['fig, walnut and caramel', 'blackberry and cocoa', 'dried orange and toffee'],
};

const TYPE_WORD: Record<WineType, string> = {
  RED: 'Red',
  WHITE: 'White',
  ROSE: 'Rosé',
  SPARKLING: 'Sparkling',
  DESSERT: 'Sweet',
  FORTIFIED: 'Fortified',
};

export interface WineSeedOptions {
  count: number;
  /** The newest harvest the catalogue holds. */
  lastVintage: number;
  from: number;
  to: number;
}

/** Deterministic categories with ids from the generator. */
export function seedCategories(random: SeedRandom, at: string): CategoryRecord[] {
  return SEED_CATEGORIES.map((c) => ({ id: random.uuid(), ...c, createdAt: at, updatedAt: at }));
}

/**
 * Plausible wines: a real region of a weighted country, a type the region makes with its grapes,
 * ABV, price, vintage and drinking window that suit the type. Producer, name, vintage and bottle
 * size are unique together, as the API requires.
 */
export function seedWines(random: SeedRandom, categories: CategoryRecord[], options: WineSeedOptions): WineRecord[] {
  const countries = COUNTRIES.map((c) => ({ weight: COUNTRY_WEIGHTS[c.code] ?? 1, value: c }));
  const categoryId = (name: string) => categories.find((c) => c.name === name)?.id ?? categories[0]?.id ?? '';
  const taken = new Set<string>();
  const wines: WineRecord[] = [];
  for (let attempt = 0; wines.length < options.count && attempt < options.count * 5; attempt++) {
    const country = random.weighted(countries);
    const region = random.pick(country.regions);
    const types = Object.keys(region.grapes) as WineType[];
    const type = random.pick(types);
    const producer = `${random.pick(country.producerPrefixes)} ${random.pick(country.producerNames)}`.trim();
    // Appellations name still reds and whites; other styles carry the region's first (or none).
    const still = type === 'RED' || type === 'WHITE';
    const appellation = still ? random.pick(region.appellations) : region.appellations.length === 1 ? (region.appellations[0] ?? null) : null;
    const cuvees = [...country.cuvees, ...(country.typedCuvees?.[type] ?? [])];
    const name = appellation && random.chance(0.5) ? `${appellation} ${random.pick(cuvees)}` : random.pick(cuvees);
    const vintage = vintageOf(random, type, options.lastVintage);
    const bottleSizeMl = type === 'DESSERT' && random.chance(0.5) ? 375 : random.chance(0.06) ? 1500 : 750;
    const key = `${producer}|${name}|${vintage ?? 'NV'}|${bottleSizeMl}`.toLowerCase();
    if (taken.has(key)) continue;
    taken.add(key);
    const price = priceOf(random, region, bottleSizeMl);
    const [drinkFrom, drinkUntil] = windowOf(random, type, vintage, price / region.price[1], options.lastVintage);
    const grapes = grapesOf(random, region.grapes[type] ?? ['Chardonnay']);
    const createdAt = random.between(options.from, options.to);
    const [low, high] = country.code === 'DE' && type !== 'RED' ? [8, 12.5] : ABV[type];
    wines.push({
      id: random.uuid(),
      name,
      producer,
      vintage,
      type,
      categoryId: categoryId(categoryFor(random, country, type, price / region.price[1])),
      grapes,
      country: country.code,
      region: region.name,
      appellation,
      abv: Math.round((low + random.int(Math.round((high - low) * 2) + 1) / 2) * 10) / 10,
      bottleSizeMl,
      description: `${TYPE_WORD[type]} ${region.name}: ${random.pick(NOTES[type])}.`,
      price: { amount: price, currency: country.currency },
      drinkFrom,
      drinkUntil,
      labelImageUrl: null,
      status: random.weighted([
        { weight: 15, value: 'PUBLISHED' as const },
        { weight: 3, value: 'DRAFT' as const },
        { weight: 2, value: 'ARCHIVED' as const },
      ]),
      createdAt: new Date(createdAt).toISOString(),
      updatedAt: new Date(random.between(createdAt, options.to)).toISOString(),
    });
  }
  return wines;
}

function vintageOf(random: SeedRandom, type: WineType, last: number): number | null {
  if (type === 'SPARKLING' && random.chance(0.7)) return null;
  if (type === 'FORTIFIED' && random.chance(0.5)) return null;
  const back = Math.floor(random.int(1000) ** 2 / 1000 / 1000 * (type === 'FORTIFIED' ? 50 : 30));
  return last - (type === 'WHITE' || type === 'ROSE' ? Math.min(back, 12) : back);
}

function priceOf(random: SeedRandom, region: RegionProfile, bottleSizeMl: number): number {
  const [min, max] = region.price;
  const skew = (random.int(1000) / 1000) ** 2.5;
  const amount = (min + skew * (max - min)) * (bottleSizeMl / 750);
  return amount < 100 ? Math.round(amount * 2) / 2 : Math.round(amount);
}

function windowOf(random: SeedRandom, type: WineType, vintage: number | null, quality: number, last: number): [number | null, number | null] {
  const base = vintage ?? last;
  const span = (min: number, extra: number) => min + Math.round(quality * extra) + random.int(3);
  switch (type) {
    case 'WHITE':
    case 'ROSE':
      return [base + 1, base + span(2, 8)];
    case 'SPARKLING':
      return vintage === null ? [last + 1, last + 3 + random.int(3)] : [base + 3, base + span(8, 12)];
    case 'DESSERT':
      return [base + 2, base + span(10, 30)];
    case 'FORTIFIED':
      return vintage === null ? [last + 1, last + 10 + random.int(10)] : [base + 10, base + span(25, 30)];
    default:
      return [base + 2 + Math.round(quality * 6), base + span(6, 25)];
  }
}

function grapesOf(random: SeedRandom, varieties: string[]): WineRecord['grapes'] {
  const first = varieties[0] ?? 'Chardonnay';
  if (varieties.length === 1 || random.chance(0.35)) return [{ variety: random.pick(varieties), percentage: varieties.length === 1 ? 100 : null }];
  const count = Math.min(varieties.length, 2 + random.int(2));
  const chosen = [first, ...varieties.slice(1).filter(() => random.chance(0.7))].slice(0, count);
  if (random.chance(0.3)) return chosen.map((variety) => ({ variety, percentage: null }));
  let left = 100;
  return chosen.map((variety, index) => {
    const last = index === chosen.length - 1;
    const share = last ? left : Math.max(5, Math.min(left - 5 * (chosen.length - index - 1), 50 + random.int(30) - index * 25));
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
