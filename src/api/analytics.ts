import type { AxiosInstance } from 'axios';
import type { z } from 'zod';
import { call } from './call';
import type { analyticsSchema, analyticsSummarySchema } from './wire-schemas';
import { DEFAULT_ANALYTICS_PERIOD, type AnalyticsPeriod } from './wire-enums';

export {
  ANALYTICS_PERIODS,
  DEFAULT_ANALYTICS_PERIOD,
  FILL_RATE_BANDS,
  type AnalyticsPeriod,
  type FillRateBand,
} from './wire-enums';

/** How many countries the wines-by-country aggregate names before summing the rest into `otherCount`. */
export const TOP_COUNTRY_COUNT = 10;

export type TypeCount = Analytics['winesByType'][number];

export type CountryCount = Analytics['winesByCountry']['top'][number];

export type VintageDecadeCount = Analytics['vintages']['decades'][number];

export type MonthGrowth = Analytics['catalogueGrowth'][number];

export type FillRateBandCount = Analytics['fillRates'][number];

export type TypeHoldings = Analytics['holdingsByType'][number];

export type DaySignIns = Analytics['signInsPerDay'][number];

/**
 * Every aggregate of the Analytics screen. The catalogue aggregates (by type, by country,
 * vintages, growth) count PUBLISHED wines only, so each agrees with the wines list filtered by
 * `status=PUBLISHED`. Cellar aggregates count ACTIVE cellars. Only `catalogueGrowth` and
 * `signInsPerDay` depend on the period; the others describe the catalogue and cellars now.
 */
export type Analytics = z.infer<typeof analyticsSchema>;

/** The Dashboard's key figures. */
export type AnalyticsSummary = z.infer<typeof analyticsSummarySchema>;

/** The analytics endpoints (read-only). */
export function createAnalyticsApi(http: AxiosInstance) {
  return {
    /** All aggregates for one period; an unknown period is a 400. */
    get: (period: AnalyticsPeriod = DEFAULT_ANALYTICS_PERIOD) => call(http, 'GET /analytics', { params: { period } }),
    summary: () => call(http, 'GET /analytics/summary'),
  };
}

export type AnalyticsApi = ReturnType<typeof createAnalyticsApi>;
