import type { CellarFillBand, EurAmount } from '@/api/cellars';
import type { Price } from '@/api/wines';
import { toEurCents } from '@/lib/exchange-rates';

/** What the figures need of a cellar, an inventory line and a wine (records or API shapes both fit). */
export interface FigureCellar {
  capacity: number;
}
export interface FigureItem {
  wineId: string;
  quantity: number;
}
export interface FigureWine {
  price: Price;
}

export interface CellarFigures {
  /** Sum of the quantities. */
  bottles: number;
  /** bottles ÷ capacity, rounded to 3 decimals; above 1 when overfull. */
  fillRate: number;
  /** Sum of the lines' values (each already rounded to cents). */
  estimatedValue: EurAmount;
  /** The same value in whole cents, for exact sums across cellars. */
  valueCents: number;
  fillBand: CellarFillBand;
}

/**
 * A line's value in euro cents: quantity × the wine's reference price, converted with the fixed
 * rate table. A line whose wine is gone, or priced in a currency outside the table, is worth 0.
 */
export function lineValueCents(item: FigureItem, wine: FigureWine | undefined): number {
  return wine ? toEurCents(item.quantity * wine.price.amount, wine.price.currency) : 0;
}

export const centsToEur = (cents: number): EurAmount => ({ amount: Math.round(cents) / 100, currency: 'EUR' });

/** The band of the `fill` filter, from exact integers so no rounding decides it. */
export function fillBandOf(bottles: number, capacity: number): CellarFillBand {
  if (bottles <= 0) return 'EMPTY';
  if (bottles >= capacity) return 'FULL';
  if (bottles * 4 < capacity) return 'LOW';
  if (bottles * 4 < capacity * 3) return 'MEDIUM';
  return 'HIGH';
}

/**
 * The derived figures of one cellar from its inventory lines: the one definition the handlers,
 * the analytics and the tests share. Never stored, so they cannot disagree with the inventory.
 */
export function cellarFigures(
  cellar: FigureCellar,
  items: readonly FigureItem[],
  winesById: ReadonlyMap<string, FigureWine>,
): CellarFigures {
  let bottles = 0;
  let valueCents = 0;
  for (const item of items) {
    bottles += item.quantity;
    valueCents += lineValueCents(item, winesById.get(item.wineId));
  }
  return {
    bottles,
    fillRate: cellar.capacity > 0 ? Math.round((bottles / cellar.capacity) * 1000) / 1000 : 0,
    estimatedValue: centsToEur(valueCents),
    valueCents,
    fillBand: fillBandOf(bottles, cellar.capacity),
  };
}

/** Inventory lines grouped by cellar id, so a list computes every cellar's figures in one pass. */
export function groupByCellar<Item extends { cellarId: string }>(items: readonly Item[]): Map<string, Item[]> {
  const groups = new Map<string, Item[]>();
  for (const item of items) {
    const group = groups.get(item.cellarId);
    if (group) group.push(item);
    else groups.set(item.cellarId, [item]);
  }
  return groups;
}
