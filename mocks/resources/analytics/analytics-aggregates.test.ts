import { describe, expect, it } from 'vitest';
import type { AnalyticsPeriod } from '@/api/analytics';
import { computeAnalytics, computeSummary, fillRateBand, periodStart } from './analytics-aggregates';
import type {
  AggregateCellar,
  AggregateEvent,
  AggregateInput,
  AggregateItem,
  AggregateWine,
} from './analytics-aggregates';

const NOW = Date.parse('2026-11-16T09:00:00.000Z');

let next = 0;
const wine = (fields: Partial<AggregateWine> = {}): AggregateWine => ({
  id: `w${++next}`,
  type: 'RED',
  country: 'FR',
  vintage: 2015,
  status: 'PUBLISHED',
  createdAt: '2026-10-01T10:00:00.000Z',
  price: { amount: 20, currency: 'EUR' },
  ...fields,
});
const cellar = (id: string, capacity: number, status = 'ACTIVE'): AggregateCellar => ({ id, capacity, status });
const item = (cellarId: string, wineId: string, quantity: number): AggregateItem => ({ cellarId, wineId, quantity });
const login = (at: string): AggregateEvent => ({ at, action: 'auth.login' });
const input = (fields: Partial<AggregateInput>): AggregateInput => ({
  wines: [],
  cellars: [],
  inventory: [],
  auditEvents: [],
  ...fields,
});

describe('periodStart', () => {
  it.each<[AnalyticsPeriod, string | null]>([
    ['30d', '2026-10-18T00:00:00.000Z'],
    ['90d', '2026-08-19T00:00:00.000Z'],
    ['12m', '2025-12-01T00:00:00.000Z'],
    ['all', null],
  ])('%s starts at %s', (period, expected) => {
    const start = periodStart(period, NOW);
    expect(start === null ? null : new Date(start).toISOString()).toBe(expected);
  });
});

describe('fillRateBand', () => {
  it.each([
    [0, 100, '0-20'],
    [19, 100, '0-20'],
    [20, 100, '20-40'],
    [1, 3, '20-40'],
    [59, 100, '40-60'],
    [60, 100, '60-80'],
    [80, 100, '80-100'],
    [100, 100, '80-100'],
    [101, 100, 'OVER_100'],
  ])('%i bottles of %i is %s', (bottles, capacity, band) => {
    expect(fillRateBand(bottles, capacity)).toBe(band);
  });
});

describe('computeAnalytics: the catalogue', () => {
  const wines = [
    wine({ type: 'RED', country: 'FR', vintage: 1998 }),
    wine({ type: 'RED', country: 'IT', vintage: 2015 }),
    wine({ type: 'WHITE', country: 'FR', vintage: null }),
    wine({ type: 'ROSE', country: 'ES', vintage: 2019, status: 'DRAFT' }),
    wine({ type: 'SPARKLING', country: 'ES', vintage: 1979, status: 'ARCHIVED' }),
  ];
  const result = computeAnalytics(input({ wines }), 'all', NOW);

  it('counts published wines by type, every type listed', () => {
    expect(result.winesByType).toEqual([
      { type: 'RED', count: 2 },
      { type: 'WHITE', count: 1 },
      { type: 'ROSE', count: 0 },
      { type: 'SPARKLING', count: 0 },
      { type: 'DESSERT', count: 0 },
      { type: 'FORTIFIED', count: 0 },
    ]);
  });

  it('counts vintages per decade with empty decades filled, non-vintage apart', () => {
    expect(result.vintages).toEqual({
      decades: [
        { decade: 1990, count: 1 },
        { decade: 2000, count: 0 },
        { decade: 2010, count: 1 },
      ],
      nonVintage: 1,
    });
  });

  it('names the top ten countries, most wines first, ties by code, and sums the rest', () => {
    const many =
      'ATAUCHDEESFRGRITNZPTUSZA'
        .match(/../g)
        ?.flatMap((country, i) => Array.from({ length: i < 2 ? 3 : 1 }, () => wine({ country }))) ?? [];
    const { winesByCountry } = computeAnalytics(input({ wines: many }), 'all', NOW);
    expect(winesByCountry.top.map((c) => `${c.country}:${c.count}`)).toEqual([
      'AT:3',
      'AU:3',
      'CH:1',
      'DE:1',
      'ES:1',
      'FR:1',
      'GR:1',
      'IT:1',
      'NZ:1',
      'PT:1',
    ]);
    expect(winesByCountry.otherCount).toBe(2);
  });

  it('answers empty aggregates for an empty catalogue', () => {
    const empty = computeAnalytics(input({}), 'all', NOW);
    expect(empty.winesByCountry).toEqual({ top: [], otherCount: 0 });
    expect(empty.vintages).toEqual({ decades: [], nonVintage: 0 });
    expect(empty.catalogueGrowth).toEqual([]);
    expect(empty.signInsPerDay).toEqual([]);
  });
});

describe('computeAnalytics: catalogue growth', () => {
  const wines = [
    wine({ createdAt: '2024-05-03T00:00:00.000Z' }),
    wine({ createdAt: '2026-09-30T23:59:59.000Z' }),
    wine({ createdAt: '2026-10-01T00:00:00.000Z' }),
    wine({ createdAt: '2026-11-15T12:00:00.000Z' }),
    wine({ createdAt: '2026-11-15T12:00:00.000Z', status: 'DRAFT' }),
  ];

  it.each<[AnalyticsPeriod, number, string, string]>([
    ['30d', 2, '2026-10', '2026-10:1:3 2026-11:1:4'],
    ['90d', 4, '2026-08', '2026-08:0:1 2026-09:1:2 2026-10:1:3 2026-11:1:4'],
    ['12m', 12, '2025-12', '2026-09:1:2 2026-10:1:3 2026-11:1:4'],
  ])('%s has %i months from %s, cumulative counting earlier wines', (period, length, first, tail) => {
    const { catalogueGrowth } = computeAnalytics(input({ wines }), period, NOW);
    expect(catalogueGrowth).toHaveLength(length);
    expect(catalogueGrowth[0]?.month).toBe(first);
    const described = catalogueGrowth.map((m) => `${m.month}:${m.added}:${m.cumulative}`).join(' ');
    expect(described.endsWith(tail)).toBe(true);
  });

  it('all starts at the first counted wine and ends at the total', () => {
    const { catalogueGrowth } = computeAnalytics(input({ wines }), 'all', NOW);
    expect(catalogueGrowth).toHaveLength(31);
    expect(catalogueGrowth[0]).toEqual({ month: '2024-05', added: 1, cumulative: 1 });
    expect(catalogueGrowth.at(-1)?.cumulative).toBe(4);
  });
});

describe('computeAnalytics: sign-ins per day', () => {
  const events = [
    login('2026-11-16T08:59:00.000Z'),
    login('2026-11-16T07:00:00.000Z'),
    login('2026-11-16T09:30:00.000Z'),
    login('2026-10-18T00:00:00.000Z'),
    login('2026-10-17T23:59:59.999Z'),
    { at: '2026-11-15T10:00:00.000Z', action: 'wine.publish' },
  ];

  it('counts auth.login events per UTC day of the period, zero days included, none after now', () => {
    const { signInsPerDay } = computeAnalytics(input({ auditEvents: events }), '30d', NOW);
    expect(signInsPerDay).toHaveLength(30);
    expect(signInsPerDay[0]).toEqual({ date: '2026-10-18', count: 1 });
    expect(signInsPerDay.at(-2)).toEqual({ date: '2026-11-15', count: 0 });
    expect(signInsPerDay.at(-1)).toEqual({ date: '2026-11-16', count: 2 });
  });

  it('all starts at the first sign-in', () => {
    const { signInsPerDay } = computeAnalytics(input({ auditEvents: events }), 'all', NOW);
    expect(signInsPerDay[0]).toEqual({ date: '2026-10-17', count: 1 });
    expect(signInsPerDay.reduce((sum, d) => sum + d.count, 0)).toBe(4);
  });
});

describe('computeAnalytics and computeSummary: cellars', () => {
  const red = wine({ type: 'RED', price: { amount: 10, currency: 'EUR' }, status: 'ARCHIVED' });
  const white = wine({ type: 'WHITE', price: { amount: 100, currency: 'USD' } });
  const data = input({
    wines: [red, white],
    cellars: [cellar('a', 10), cellar('b', 4), cellar('c', 50), cellar('gone', 10, 'ARCHIVED')],
    inventory: [item('a', red.id, 3), item('a', white.id, 2), item('b', red.id, 5), item('gone', red.id, 9)],
    admins: [{}, {}, {}],
  });

  it('bands active cellars by fill rate', () => {
    expect(computeAnalytics(data, '30d', NOW).fillRates).toEqual([
      { band: '0-20', cellars: 1 },
      { band: '20-40', cellars: 0 },
      { band: '40-60', cellars: 1 },
      { band: '60-80', cellars: 0 },
      { band: '80-100', cellars: 0 },
      { band: 'OVER_100', cellars: 1 },
    ]);
  });

  it('holds bottles and EUR value per type in active cellars, whatever the wine status', () => {
    const holdings = computeAnalytics(data, '30d', NOW).holdingsByType;
    expect(holdings.slice(0, 2)).toEqual([
      { type: 'RED', bottles: 8, valueEur: 80 },
      { type: 'WHITE', bottles: 2, valueEur: 184 },
    ]);
    expect(holdings.slice(2).every((h) => h.bottles === 0 && h.valueEur === 0)).toBe(true);
  });

  it('sums the same figures for the dashboard', () => {
    expect(computeSummary(data)).toEqual({ admins: 3, publishedWines: 1, cellars: 3, bottles: 10, totalValueEur: 264 });
  });
});
