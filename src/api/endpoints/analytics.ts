import { ANALYTICS_PERIODS, DEFAULT_ANALYTICS_PERIOD } from '@/api/wire-enums';
import { defineEndpoints, LIST_ERRORS } from './define';

/** The analytics screen's and the dashboard's aggregates (read-only). */
export const ANALYTICS_ENDPOINTS = defineEndpoints({
  'GET /analytics': {
    tag: 'Analytics',
    summary: 'Aggregates for the analytics screen',
    access: 'analytics.read',
    query: [
      {
        name: 'period',
        schema: { type: 'string', enum: ANALYTICS_PERIODS, default: DEFAULT_ANALYTICS_PERIOD },
        description: 'The last 30 or 90 days, the last 12 calendar months, or everything.',
      },
    ],
    success: { status: 200, schema: 'analyticsSchema', description: 'The aggregates of the period.' },
    errors: LIST_ERRORS,
  },
  'GET /analytics/summary': {
    tag: 'Analytics',
    summary: 'The dashboard’s figures',
    access: 'analytics.read',
    success: { status: 200, schema: 'analyticsSummarySchema', description: 'The figures.' },
  },
});
