import type { LoaderFunctionArgs } from 'react-router';
import {
  ANALYTICS_PERIODS,
  DEFAULT_ANALYTICS_PERIOD,
  type Analytics,
  type AnalyticsApi,
  type AnalyticsPeriod,
} from '@/api/analytics';
import { toApiError } from '@/api/api-error';
import type { Country } from '@/api/reference';

/** The period in the URL (`?period=`); anything unknown reads as the default, like the lists' lenient parsing. */
export function parseAnalyticsPeriod(params: URLSearchParams): AnalyticsPeriod {
  const raw = params.get('period');
  return ANALYTICS_PERIODS.find((p) => p === raw) ?? DEFAULT_ANALYTICS_PERIOD;
}

export type AnalyticsLoaderData =
  | { status: 'ok'; period: AnalyticsPeriod; analytics: Analytics; countries: Country[] }
  | { status: 'error'; period: AnalyticsPeriod; error: { status: number; message: string } };

export interface AnalyticsLoaderDeps {
  analytics: Pick<AnalyticsApi, 'get'>;
  countries: () => Promise<Country[]>;
}

/**
 * Loads every aggregate for the URL's period, and the country names for the labels (codes stand in
 * when they cannot be loaded). A failure is returned, not thrown, so the screen can offer Retry.
 */
export function createAnalyticsLoader({ analytics, countries }: AnalyticsLoaderDeps) {
  return async function loader({ request }: LoaderFunctionArgs): Promise<AnalyticsLoaderData> {
    const period = parseAnalyticsPeriod(new URL(request.url).searchParams);
    const names = countries().catch(() => []);
    try {
      const data = await analytics.get(period);
      return { status: 'ok', period, analytics: data, countries: await names };
    } catch (failure) {
      const error = toApiError(failure);
      return { status: 'error', period, error: { status: error.status, message: error.message } };
    }
  };
}
