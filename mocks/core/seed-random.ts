const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

export interface SeedRandom {
  /** An integer in [0, maxExclusive). */
  int: (maxExclusive: number) => number;
  chance: (probability: number) => boolean;
  pick: <T>(items: readonly T[]) => T;
  weighted: <T>(items: readonly { weight: number; value: T }[]) => T;
  /** A whole number of milliseconds in [from, to]. */
  between: (from: number, to: number) => number;
  /** A version-4 shaped UUID. */
  uuid: () => string;
  base32: (length: number) => string;
}

/**
 * A small seeded generator (mulberry32) and cheap values derived from it. Seeding draws hundreds of
 * thousands of numbers, cheaply.
 */
export function createSeedRandom(seed: number): SeedRandom {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (maxExclusive: number) => Math.floor(next() * maxExclusive);
  const hex = (digits: number) =>
    int(16 ** digits)
      .toString(16)
      .padStart(digits, '0');
  return {
    int,
    chance: (probability) => next() < probability,
    pick: (items) => {
      const item = items[int(items.length)];
      if (item === undefined) throw new Error('Cannot pick from an empty list');
      return item;
    },
    weighted: (items) => {
      const total = items.reduce((sum, item) => sum + item.weight, 0);
      let roll = next() * total;
      for (const item of items) {
        roll -= item.weight;
        if (roll < 0) return item.value;
      }
      const last = items.at(-1);
      if (!last) throw new Error('Cannot pick from an empty list');
      return last.value;
    },
    between: (from, to) => from + int(to - from + 1),
    uuid: () => `${hex(8)}-${hex(4)}-4${hex(3)}-${(8 + int(4)).toString(16)}${hex(3)}-${hex(6)}${hex(6)}`,
    base32: (length) => {
      let out = '';
      for (let i = 0; i < length; i++) out += BASE32.charAt(int(32));
      return out;
    },
  };
}
