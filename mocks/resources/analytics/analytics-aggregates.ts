import { FILL_RATE_BANDS, TOP_COUNTRY_COUNT } from '@/api/analytics';
import type {
  Analytics,
  AnalyticsPeriod,
  AnalyticsSummary,
  DaySignIns,
  FillRateBand,
  MonthGrowth,
} from '@/api/analytics';
import { AUDIT_LOGIN_ACTION } from '@/api/audit';
import { WINE_TYPES } from '@/api/wines';
import type { Price, WineStatus, WineType } from '@/api/wines';
import { cellarFigures, groupByCellar, lineValueCents } from '../cellars/cellar-figures';

/** What the aggregates read of each collection (db records fit). */
export interface AggregateWine {
  id: string;
  type: WineType;
  country: string;
  vintage: number | null;
  status: WineStatus;
  createdAt: string;
  price: Price;
}
export interface AggregateCellar {
  id: string;
  capacity: number;
  status: string;
}
export interface AggregateItem {
  cellarId: string;
  wineId: string;
  quantity: number;
}
export interface AggregateEvent {
  at: string;
  action: string;
}

export interface AggregateInput {
  wines: readonly AggregateWine[];
  cellars: readonly AggregateCellar[];
  inventory: readonly AggregateItem[];
  auditEvents: readonly AggregateEvent[];
  admins?: readonly unknown[];
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** The wines the catalogue aggregates count: what the wines list shows with `status=PUBLISHED`. */
const isCountedWine = (wine: { status: WineStatus }): boolean => wine.status === 'PUBLISHED';
const isActiveCellar = (cellar: { status: string }): boolean => cellar.status === 'ACTIVE';

/** The period's first instant: the start of the UTC day 29 (89) days ago, or of the month 11 months ago. */
export function periodStart(period: AnalyticsPeriod, now: number): number | null {
  const today = new Date(now);
  const day = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate());
  if (period === '30d') return day - 29 * DAY_MS;
  if (period === '90d') return day - 89 * DAY_MS;
  if (period === '12m') return Date.UTC(today.getUTCFullYear(), today.getUTCMonth() - 11, 1);
  return null;
}

/** The band of one cellar, from exact integers so no rounding decides a boundary. */
export function fillRateBand(bottles: number, capacity: number): FillRateBand {
  if (bottles > capacity) return 'OVER_100';
  return FILL_RATE_BANDS[Math.min(4, Math.floor((bottles * 5) / capacity))] ?? 'OVER_100';
}

/** Every aggregate of `GET /analytics`, in one pass over each collection. */
export function computeAnalytics(input: AggregateInput, period: AnalyticsPeriod, now: number): Analytics {
  const from = periodStart(period, now);
  const counted = input.wines.filter(isCountedWine);
  return {
    period,
    from: from === null ? null : new Date(from).toISOString(),
    to: new Date(now).toISOString(),
    winesByType: countByType(counted),
    winesByCountry: countByCountry(counted),
    vintages: countByDecade(counted),
    catalogueGrowth: growth(counted, from, now),
    ...pickCharts(cellarAggregates(input)),
    signInsPerDay: signIns(input.auditEvents, from, now),
  };
}

/** The Dashboard's key figures, from the same rules as the aggregates. */
export function computeSummary(input: AggregateInput): AnalyticsSummary {
  const { activeCellars, bottles, valueCents } = cellarAggregates(input);
  return {
    admins: input.admins?.length ?? 0,
    publishedWines: input.wines.filter(isCountedWine).length,
    cellars: activeCellars,
    bottles,
    totalValueEur: Math.round(valueCents) / 100,
  };
}

const pickCharts = ({ fillRates, holdingsByType }: CellarAggregates) => ({ fillRates, holdingsByType });

function countByType(wines: readonly AggregateWine[]): Analytics['winesByType'] {
  const counts = new Map<WineType, number>();
  for (const wine of wines) counts.set(wine.type, (counts.get(wine.type) ?? 0) + 1);
  return WINE_TYPES.map((type) => ({ type, count: counts.get(type) ?? 0 }));
}

function countByCountry(wines: readonly AggregateWine[]): Analytics['winesByCountry'] {
  const counts = new Map<string, number>();
  for (const wine of wines) counts.set(wine.country, (counts.get(wine.country) ?? 0) + 1);
  const ranked = [...counts]
    .map(([country, count]) => ({ country, count }))
    .sort((a, b) => b.count - a.count || (a.country < b.country ? -1 : 1));
  const top = ranked.slice(0, TOP_COUNTRY_COUNT);
  return { top, otherCount: ranked.slice(TOP_COUNTRY_COUNT).reduce((sum, c) => sum + c.count, 0) };
}

function countByDecade(wines: readonly AggregateWine[]): Analytics['vintages'] {
  const counts = new Map<number, number>();
  let nonVintage = 0;
  for (const wine of wines) {
    if (wine.vintage === null) nonVintage++;
    else {
      const decade = Math.floor(wine.vintage / 10) * 10;
      counts.set(decade, (counts.get(decade) ?? 0) + 1);
    }
  }
  const decades = [...counts.keys()];
  if (decades.length === 0) return { decades: [], nonVintage };
  const first = Math.min(...decades);
  const last = Math.max(...decades);
  const filled = [];
  for (let decade = first; decade <= last; decade += 10) filled.push({ decade, count: counts.get(decade) ?? 0 });
  return { decades: filled, nonVintage };
}

const monthKey = (year: number, month: number) => `${year}-${String(month + 1).padStart(2, '0')}`;

function growth(wines: readonly AggregateWine[], from: number | null, now: number): MonthGrowth[] {
  const perMonth = new Map<string, number>();
  let earliest: string | undefined;
  for (const wine of wines) {
    const key = wine.createdAt.slice(0, 7);
    perMonth.set(key, (perMonth.get(key) ?? 0) + 1);
    if (earliest === undefined || key < earliest) earliest = key;
  }
  const start = from === null ? (earliest ? Date.parse(`${earliest}-01T00:00:00Z`) : null) : from;
  if (start === null) return [];
  const first = new Date(start);
  const end = new Date(now);
  const firstKey = monthKey(first.getUTCFullYear(), first.getUTCMonth());
  let cumulative = 0;
  for (const [key, count] of perMonth) if (key < firstKey) cumulative += count;
  const months: MonthGrowth[] = [];
  for (
    let y = first.getUTCFullYear(), m = first.getUTCMonth();
    y < end.getUTCFullYear() || (y === end.getUTCFullYear() && m <= end.getUTCMonth());
    m === 11 ? (y++, (m = 0)) : m++
  ) {
    const month = monthKey(y, m);
    const added = perMonth.get(month) ?? 0;
    cumulative += added;
    months.push({ month, added, cumulative });
  }
  return months;
}

interface CellarAggregates extends Pick<Analytics, 'fillRates' | 'holdingsByType'> {
  activeCellars: number;
  bottles: number;
  valueCents: number;
}

function cellarAggregates(input: AggregateInput): CellarAggregates {
  const winesById = new Map(input.wines.map((w) => [w.id, w]));
  const byCellar = groupByCellar(input.inventory);
  const bands = new Map<FillRateBand, number>();
  const bottles = new Map<WineType, number>();
  const cents = new Map<WineType, number>();
  let activeCellars = 0;
  let totalBottles = 0;
  let totalCents = 0;
  for (const cellar of input.cellars) {
    if (!isActiveCellar(cellar)) continue;
    activeCellars++;
    const items = byCellar.get(cellar.id) ?? [];
    const figures = cellarFigures(cellar, items, winesById);
    totalBottles += figures.bottles;
    totalCents += figures.valueCents;
    const band = fillRateBand(figures.bottles, cellar.capacity);
    bands.set(band, (bands.get(band) ?? 0) + 1);
    for (const item of items) {
      const wine = winesById.get(item.wineId);
      if (!wine) continue;
      bottles.set(wine.type, (bottles.get(wine.type) ?? 0) + item.quantity);
      cents.set(wine.type, (cents.get(wine.type) ?? 0) + lineValueCents(item, wine));
    }
  }
  return {
    activeCellars,
    bottles: totalBottles,
    valueCents: totalCents,
    fillRates: FILL_RATE_BANDS.map((band) => ({ band, cellars: bands.get(band) ?? 0 })),
    holdingsByType: WINE_TYPES.map((type) => ({
      type,
      bottles: bottles.get(type) ?? 0,
      valueEur: Math.round(cents.get(type) ?? 0) / 100,
    })),
  };
}

function signIns(events: readonly AggregateEvent[], from: number | null, now: number): DaySignIns[] {
  const perDay = new Map<string, number>();
  let earliest: string | undefined;
  const fromIso = from === null ? '' : new Date(from).toISOString();
  const nowIso = new Date(now).toISOString();
  for (const event of events) {
    if (event.action !== AUDIT_LOGIN_ACTION || event.at < fromIso || event.at > nowIso) continue;
    const day = event.at.slice(0, 10);
    perDay.set(day, (perDay.get(day) ?? 0) + 1);
    if (earliest === undefined || day < earliest) earliest = day;
  }
  const start = from ?? (earliest ? Date.parse(`${earliest}T00:00:00Z`) : null);
  if (start === null) return [];
  const days: DaySignIns[] = [];
  for (let t = start; t <= now; t += DAY_MS) {
    const date = new Date(t).toISOString().slice(0, 10);
    days.push({ date, count: perDay.get(date) ?? 0 });
  }
  return days;
}
