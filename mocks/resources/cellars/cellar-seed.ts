import type { CellarRecord, InventoryItemRecord, MemberRecord, WineRecord } from '../../core/db';
import type { SeedRandom } from '../../core/seed-random';
import { COUNTRY_NAME_LOCALE, drawPersonName, emailPart } from '../people/person-names';

/** About 300 members; one in six has a second cellar, so about 350 cellars. */
export const DEFAULT_MEMBER_COUNT = 300;

export interface CellarSeedOptions {
  memberCount: number;
  /** The catalogue; lines reference published wines, a few archived ones. */
  wines: readonly WineRecord[];
  from: number;
  to: number;
}

export interface CellarSeed {
  members: MemberRecord[];
  cellars: CellarRecord[];
  inventory: InventoryItemRecord[];
}

/** Real cities of the wine countries, where members keep their cellars. */
const CITIES: Record<string, string[]> = {
  FR: ['Paris', 'Lyon', 'Bordeaux', 'Dijon', 'Reims', 'Marseille', 'Strasbourg', 'Nantes', 'Beaune', 'Avignon'],
  IT: ['Milan', 'Rome', 'Florence', 'Turin', 'Verona', 'Bologna', 'Alba', 'Siena'],
  ES: ['Madrid', 'Barcelona', 'Logroño', 'Seville', 'Bilbao', 'Valladolid'],
  PT: ['Lisbon', 'Porto', 'Braga'],
  DE: ['Berlin', 'Munich', 'Hamburg', 'Mainz', 'Frankfurt', 'Stuttgart'],
  US: ['New York', 'San Francisco', 'Napa', 'Chicago', 'Seattle', 'Boston', 'Portland'],
  AU: ['Sydney', 'Melbourne', 'Adelaide', 'Perth'],
  NZ: ['Auckland', 'Wellington', 'Blenheim'],
  AR: ['Buenos Aires', 'Mendoza'],
  CL: ['Santiago', 'Valparaíso'],
  ZA: ['Cape Town', 'Stellenbosch', 'Johannesburg'],
};
const COUNTRY_WEIGHTS = Object.entries({
  FR: 20,
  IT: 12,
  ES: 8,
  PT: 4,
  DE: 10,
  US: 18,
  AU: 7,
  NZ: 4,
  AR: 3,
  CL: 3,
  ZA: 4,
}).map(([value, weight]) => ({ value, weight }));
const DOMAINS = ['example.com', 'example.org', 'example.net', 'mail.example.com'];

/**
 * Kinds of cellar: name patterns and a capacity range in bottles. Names carry the member's name or
 * city, as people name them, so a list sorted by name does not open on a run of one name.
 */
const KINDS: { weight: number; value: { names: string[]; capacity: [number, number] } }[] = [
  {
    weight: 6,
    value: {
      names: [
        '{first}’s Wine Fridge',
        '{city} Kitchen Cabinet',
        '{last} Office Cabinet',
        'Under-stair Rack, {city}',
        '{first}’s Everyday Rack',
      ],
      capacity: [24, 180],
    },
  },
  {
    weight: 3,
    value: {
      names: [
        '{last} Family Cellar',
        '{city} Basement',
        '{first} & Co. Cellar',
        'Cellar at {street}',
        '{last} House Cellar',
      ],
      capacity: [144, 600],
    },
  },
  {
    weight: 0.4,
    value: {
      names: ['{last} Collection', 'Vaulted Cellar, {city}', 'Cave {last}', '{last} Reserve Vault'],
      capacity: [720, 3000],
    },
  },
];
/** Street names for "Cellar at …" (a number is added). */
const STREETS = [
  'Elm Street',
  'Rue des Vignes',
  'Via Roma',
  'Calle Mayor',
  'Rua Augusta',
  'Lindenstraße',
  'Harbour Road',
  'Chestnut Lane',
  'Quai Saint-Michel',
  'Mill Road',
];
/** Target fill rates, spread from nearly empty to full (a few overfull: members add bottles beyond the racks). */
const FILLS: { weight: number; value: [number, number] }[] = [
  { weight: 1, value: [0, 0] },
  { weight: 6, value: [0.02, 0.25] },
  { weight: 9, value: [0.25, 0.75] },
  { weight: 6, value: [0.75, 0.99] },
  { weight: 2, value: [1, 1] },
  { weight: 0.5, value: [1.01, 1.08] },
];
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Members, their cellars (about one in six members has two) and inventories that fill each cellar
 * to a drawn target. Only this generator is consumed, so the rest of the seed never shifts.
 */
export function seedCellars(random: SeedRandom, options: CellarSeedOptions): CellarSeed {
  const published = options.wines.filter((w) => w.status === 'PUBLISHED');
  const archived = options.wines.filter((w) => w.status === 'ARCHIVED');
  const members: MemberRecord[] = [];
  const cellars: CellarRecord[] = [];
  const inventory: InventoryItemRecord[] = [];
  const emails = new Set<string>();
  for (let m = 0; m < options.memberCount; m++) {
    const country = random.weighted(COUNTRY_WEIGHTS);
    const { first, last } = drawPersonName(random, COUNTRY_NAME_LOCALE[country] ?? 'en');
    const joined = random.between(options.from, options.to - 30 * DAY_MS);
    const member: MemberRecord = {
      id: random.uuid(),
      fullName: `${first} ${last}`,
      email: uniqueEmail(`${emailPart(first)}.${emailPart(last)}`, random.pick(DOMAINS), emails),
      country,
      joinedAt: new Date(joined).toISOString(),
    };
    members.push(member);
    const count = random.chance(0.17) ? 2 : 1;
    for (let c = 0; c < count; c++) {
      const cellar = seedCellar(random, member, { first, last }, joined, options.to);
      cellars.push(cellar);
      inventory.push(...seedInventory(random, cellar, published, archived));
    }
  }
  return { members, cellars, inventory };
}

function seedCellar(
  random: SeedRandom,
  member: MemberRecord,
  owner: { first: string; last: string },
  joined: number,
  to: number,
): CellarRecord {
  const kind = random.weighted(KINDS);
  const city = random.pick(CITIES[member.country] ?? ['Paris']);
  const [low, high] = kind.capacity;
  // Round capacities like real racks: to 6 bottles for small ones, 12 or 24 beyond.
  const step = high <= 180 ? 6 : high <= 900 ? 12 : 24;
  const capacity = Math.max(low, Math.round((low + random.int(high - low + 1)) / step) * step);
  const created = random.between(joined, to - 7 * DAY_MS);
  return {
    id: random.uuid(),
    memberId: member.id,
    name: random
      .pick(kind.names)
      .replace('{first}', owner.first)
      .replace('{last}', owner.last)
      .replace('{city}', city)
      .replace('{street}', `${1 + random.int(120)} ${random.pick(STREETS)}`),
    location: city,
    country: member.country,
    capacity,
    temperatureC: 10 + random.int(13) / 2,
    visibility: random.chance(0.3) ? 'SHARED' : 'PRIVATE',
    status: random.chance(0.05) ? 'ARCHIVED' : 'ACTIVE',
    createdAt: new Date(created).toISOString(),
    // Recent activity is likelier: the squared draw leans towards the reference date.
    lastActivityAt: new Date(to - Math.floor((to - created) * (random.int(1001) / 1000) ** 2)).toISOString(),
  };
}

function seedInventory(
  random: SeedRandom,
  cellar: CellarRecord,
  published: readonly WineRecord[],
  archived: readonly WineRecord[],
): InventoryItemRecord[] {
  const [low, high] = random.weighted(FILLS);
  const target = Math.round(cellar.capacity * (low + (random.int(1001) / 1000) * (high - low)));
  const from = Date.parse(cellar.createdAt);
  const last = Date.parse(cellar.lastActivityAt);
  // Bigger cellars hold more wines but mostly by the case: about 0.7 × √bottles lines (the
  // persisted demo snapshot grows with every line, so lines are what the seed keeps few).
  const average = Math.min(24, Math.max(1, target / Math.max(1, Math.round(0.7 * Math.sqrt(target)))));
  const rows = Math.min(26, 2 + Math.ceil(cellar.capacity / 120));
  const used = new Set<string>();
  const lines: InventoryItemRecord[] = [];
  for (let bottles = 0, tries = 0; bottles < target && tries < target * 3; tries++) {
    const wine = archived.length > 0 && random.chance(0.06) ? random.pick(archived) : random.pick(published);
    const released = Math.max(from, Date.parse(wine.createdAt));
    if (used.has(wine.id) || released > last) continue;
    used.add(wine.id);
    const quantity = Math.min(target - bottles, 24, Math.max(1, Math.round(average * (0.4 + random.int(121) / 100))));
    bottles += quantity;
    lines.push({
      id: random.uuid(),
      cellarId: cellar.id,
      wineId: wine.id,
      quantity,
      binLocation: `${String.fromCharCode(65 + random.int(rows))}${1 + random.int(12)}`,
      purchasePrice: {
        amount: Math.round(wine.price.amount * (0.8 + random.int(36) / 100) * 100) / 100,
        currency: wine.price.currency,
      },
      purchaseDate: new Date(random.between(released, last)).toISOString().slice(0, 10),
    });
  }
  return lines;
}

function uniqueEmail(local: string, domain: string, taken: Set<string>): string {
  let email = `${local}@${domain}`;
  for (let n = 2; taken.has(email); n++) email = `${local}${n}@${domain}`;
  taken.add(email);
  return email;
}
