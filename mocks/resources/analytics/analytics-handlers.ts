import { ANALYTICS_PERIODS, DEFAULT_ANALYTICS_PERIOD } from '@/api/analytics';
import type { AnalyticsPeriod } from '@/api/analytics';
import type { FieldError } from '@/api/types';
import { computeAnalytics, computeSummary } from './analytics-aggregates';
import type { AggregateInput } from './analytics-aggregates';
import { db } from '../../core/db';
import { badRequest, jsonResponse, type ResolverOptions, type Resolvers } from '../../core/http';
import { createAuthed } from '../auth/route-guards';
import { now } from '../../core/mock-config';

/** Handlers for `createAnalyticsApi`: read-only, every endpoint needs a full-access token. */
export function createAnalyticsHandlers({ latencyMs }: ResolverOptions) {
  const authed = createAuthed(latencyMs);

  return {
    'GET /analytics': authed(({ request }) => {
      const parsed = parsePeriod(new URL(request.url).searchParams);
      if (!parsed.ok) return badRequest(parsed.errors);
      return jsonResponse(computeAnalytics(aggregateInput(), parsed.period, now()));
    }),

    'GET /analytics/summary': authed(() => jsonResponse(computeSummary(aggregateInput()))),
  } satisfies Resolvers;
}

function aggregateInput(): AggregateInput {
  return {
    wines: db.wines.all(),
    cellars: db.cellars.all(),
    inventory: db.inventory.all(),
    auditEvents: db.auditEvents.all(),
    admins: db.admins.all(),
  };
}

/** `period` is optional (default 12m), given at most once, and one of ANALYTICS_PERIODS. */
function parsePeriod(
  params: URLSearchParams,
): { ok: true; period: AnalyticsPeriod } | { ok: false; errors: FieldError[] } {
  const values = params.getAll('period');
  if (values.length === 0) return { ok: true, period: DEFAULT_ANALYTICS_PERIOD };
  const period = ANALYTICS_PERIODS.find((p) => p === values[0]);
  if (values.length > 1) return { ok: false, errors: [{ field: 'period', message: 'Period may be given only once' }] };
  if (!period)
    return {
      ok: false,
      errors: [{ field: 'period', message: `Period must be one of ${ANALYTICS_PERIODS.join(', ')}` }],
    };
  return { ok: true, period };
}
