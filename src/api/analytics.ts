import type { AxiosInstance } from 'axios';
import type { WineType } from './wines';

/**
 * The periods `GET /analytics` accepts: the last 30 or 90 days (today included), the last 12
 * calendar months (this month included), or everything since the first record.
 */
export const ANALYTICS_PERIODS = ['30d', '90d', '12m', 'all'] as const;
export type AnalyticsPeriod = (typeof ANALYTICS_PERIODS)[number];
export const DEFAULT_ANALYTICS_PERIOD: AnalyticsPeriod = '12m';

/** The fill-rate bands of the distribution: bottles ÷ capacity, lower bound inclusive; 80–100 includes a full cellar. */
export const FILL_RATE_BANDS = ['0-20', '20-40', '40-60', '60-80', '80-100', 'OVER_100'] as const;
export type FillRateBand = (typeof FILL_RATE_BANDS)[number];

/** How many countries the wines-by-country aggregate names before summing the rest into `otherCount`. */
export const TOP_COUNTRY_COUNT = 10;

export interface TypeCount {
  type: WineType;
  count: number;
}

export interface CountryCount {
  /** ISO 3166-1 alpha-2. */
  country: string;
  count: number;
}

export interface VintageDecadeCount {
  /** The decade's first year, e.g. 1990 for 1990–1999. */
  decade: number;
  count: number;
}

export interface MonthGrowth {
  /** `YYYY-MM` (UTC). */
  month: string;
  /** Counted wines created that month. */
  added: number;
  /** Counted wines created up to the end of that month, including before the period. */
  cumulative: number;
}

export interface FillRateBandCount {
  band: FillRateBand;
  cellars: number;
}

export interface TypeHoldings {
  type: WineType;
  bottles: number;
  /** Estimated value in euros (rounded to cents), from each wine's reference price. */
  valueEur: number;
}

export interface DaySignIns {
  /** `YYYY-MM-DD` (UTC). */
  date: string;
  count: number;
}

/**
 * Every aggregate of the Analytics screen. The catalogue aggregates (by type, by country,
 * vintages, growth) count PUBLISHED wines only, so each agrees with the wines list filtered by
 * `status=PUBLISHED`. Cellar aggregates count ACTIVE cellars. Only `catalogueGrowth` and
 * `signInsPerDay` depend on the period; the others describe the catalogue and cellars now.
 */
export interface Analytics {
  period: AnalyticsPeriod;
  /** The period's first instant (ISO), or null for `all`. */
  from: string | null;
  /** The instant the aggregates were computed (ISO). */
  to: string;
  /** Every type, in the order of WINE_TYPES, zero counts included. */
  winesByType: TypeCount[];
  winesByCountry: {
    /** At most TOP_COUNTRY_COUNT countries, most wines first (ties by code). */
    top: CountryCount[];
    /** Wines of every other country. */
    otherCount: number;
  };
  vintages: {
    /** Every decade from the oldest to the newest vintage, zero counts included. */
    decades: VintageDecadeCount[];
    /** Non-vintage wines. */
    nonVintage: number;
  };
  /** One entry per month of the period (for `all`, from the first counted wine's month). */
  catalogueGrowth: MonthGrowth[];
  /** Every band, in the order of FILL_RATE_BANDS. */
  fillRates: FillRateBandCount[];
  /** Bottles held in active cellars, every type in the order of WINE_TYPES. */
  holdingsByType: TypeHoldings[];
  /** One entry per day of the period, zero days included (for `all`, from the first sign-in). */
  signInsPerDay: DaySignIns[];
}

/** The Dashboard's key figures. */
export interface AnalyticsSummary {
  /** Every administrator account (the users list's unfiltered total). */
  admins: number;
  publishedWines: number;
  /** ACTIVE cellars. */
  cellars: number;
  /** Bottles in active cellars. */
  bottles: number;
  /** Estimated value of those bottles in euros. */
  totalValueEur: number;
}

/** The analytics endpoints (read-only). */
export function createAnalyticsApi(http: AxiosInstance) {
  return {
    /** All aggregates for one period; an unknown period is a 400. */
    get: (period: AnalyticsPeriod = DEFAULT_ANALYTICS_PERIOD) =>
      http.get<Analytics>('/analytics', { params: { period } }).then((r) => r.data),
    summary: () => http.get<AnalyticsSummary>('/analytics/summary').then((r) => r.data),
  };
}

export type AnalyticsApi = ReturnType<typeof createAnalyticsApi>;
