import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { createAnalyticsApi, FILL_RATE_BANDS } from '@/api/analytics';
import type { AnalyticsPeriod } from '@/api/analytics';
import { WINE_TYPES } from '@/api/wines';
import { ANALYTICS_PROVIDER_STATES } from '../mocks/resources/analytics/analytics-provider-states';
import { PROVIDER_STATES } from '../mocks/resources/users/admin-provider-states';
import { adminClient, adminPath, createPact, failureOf, fakeSession, PACT_TOKENS } from './support/pact';
import { bearer, errorBody, jsonError, fieldErrors, instant } from './support/shapes';

const { eachLike, integer, like, nullValue, number, regex } = MatchersV3;
const pact = createPact();

const AUTHORIZED = { Authorization: bearer(PACT_TOKENS.access) };
const STATE = { accessToken: PACT_TOKENS.access };
const PERIOD_MESSAGE = 'Period must be one of 30d, 90d, 12m, all';
const analyticsApi = (mockServer: Parameters<typeof adminClient>[0], token: string = PACT_TOKENS.access) =>
  createAnalyticsApi(adminClient(mockServer, fakeSession(token)));

const oneOf = (values: readonly string[], example: string) => regex(new RegExp(`^(${values.join('|')})$`), example);

/** Every aggregate, with the period's start as given (an instant, or null for `all`). */
function analyticsBody(period: AnalyticsPeriod, from: unknown) {
  return {
    period,
    from,
    to: instant('2026-11-16T09:00:00.000Z'),
    winesByType: eachLike({ type: oneOf(WINE_TYPES, 'RED'), count: integer(569) }),
    winesByCountry: {
      top: eachLike({ country: regex(/^[A-Z]{2}$/, 'FR'), count: integer(420) }),
      otherCount: integer(12),
    },
    vintages: { decades: eachLike({ decade: integer(1990), count: integer(40) }), nonVintage: integer(55) },
    catalogueGrowth: eachLike({
      month: regex(/^\d{4}-\d{2}$/, '2026-11'),
      added: integer(14),
      cumulative: integer(1496),
    }),
    fillRates: eachLike({ band: oneOf(FILL_RATE_BANDS, '40-60'), cellars: integer(31) }),
    holdingsByType: eachLike({ type: oneOf(WINE_TYPES, 'RED'), bottles: integer(1200), valueEur: number(48250.5) }),
    signInsPerDay: eachLike({ date: regex(/^\d{4}-\d{2}-\d{2}$/, '2026-11-16'), count: integer(3) }),
  };
}

describe('analytics API contract', () => {
  it('get returns every aggregate for a period of days', async () => {
    await pact
      .addInteraction()
      .given(ANALYTICS_PROVIDER_STATES.analyticsData, STATE)
      .uponReceiving('a request for the analytics of the last 30 days')
      .withRequest('GET', adminPath('/analytics'), (builder) => {
        builder.headers(AUTHORIZED);
        builder.query({ period: '30d' });
      })
      .willRespondWith(200, (builder) => {
        builder.jsonBody(analyticsBody('30d', instant('2026-10-18T00:00:00.000Z')));
      })
      .executeTest(async (mockServer) => {
        const analytics = await analyticsApi(mockServer).get('30d');
        expect(analytics).toMatchObject({
          period: '30d',
          from: '2026-10-18T00:00:00.000Z',
          winesByType: [{ type: 'RED', count: 569 }],
        });
      });
  });

  it('get of all time has no period start', async () => {
    await pact
      .addInteraction()
      .given(ANALYTICS_PROVIDER_STATES.analyticsData, STATE)
      .uponReceiving('a request for the analytics of all time')
      .withRequest('GET', adminPath('/analytics'), (builder) => {
        builder.headers(AUTHORIZED);
        builder.query({ period: 'all' });
      })
      .willRespondWith(200, (builder) => {
        builder.jsonBody(analyticsBody('all', nullValue()));
      })
      .executeTest(async (mockServer) => {
        await expect(analyticsApi(mockServer).get('all')).resolves.toMatchObject({ period: 'all', from: null });
      });
  });

  it('get with an unknown period is a 400 naming the period', async () => {
    await pact
      .addInteraction()
      .given(ANALYTICS_PROVIDER_STATES.analyticsData, STATE)
      .uponReceiving('a request for the analytics of an unknown period')
      .withRequest('GET', adminPath('/analytics'), (builder) => {
        builder.headers(AUTHORIZED);
        builder.query({ period: '7d' });
      })
      .willRespondWith(400, (builder) => {
        jsonError(
          builder,
          errorBody(400, { message: like(PERIOD_MESSAGE), errors: fieldErrors('period', PERIOD_MESSAGE) }),
        );
      })
      .executeTest(async (mockServer) => {
        const failure = await failureOf(analyticsApi(mockServer).get('7d' as AnalyticsPeriod));
        expect(failure).toMatchObject({ status: 400, fieldErrors: [{ field: 'period', message: PERIOD_MESSAGE }] });
      });
  });

  it('get with a revoked token is a 401', async () => {
    await pact
      .addInteraction()
      .given(PROVIDER_STATES.accessTokenInvalid, { accessToken: PACT_TOKENS.invalid })
      .uponReceiving('a request for the analytics with a revoked token')
      .withRequest('GET', adminPath('/analytics'), (builder) => {
        builder.headers({ Authorization: bearer(PACT_TOKENS.invalid) });
        builder.query({ period: '12m' });
      })
      .willRespondWith(401, (builder) => {
        jsonError(builder, errorBody(401));
      })
      .executeTest(async (mockServer) => {
        expect(await failureOf(analyticsApi(mockServer, PACT_TOKENS.invalid).get('12m'))).toMatchObject({
          status: 401,
        });
      });
  });

  it('summary returns the dashboard figures', async () => {
    await pact
      .addInteraction()
      .given(ANALYTICS_PROVIDER_STATES.analyticsData, STATE)
      .uponReceiving('a request for the analytics summary')
      .withRequest('GET', adminPath('/analytics/summary'), (builder) => {
        builder.headers(AUTHORIZED);
      })
      .willRespondWith(200, (builder) => {
        builder.jsonBody({
          admins: integer(60),
          publishedWines: integer(1496),
          cellars: integer(350),
          bottles: integer(24000),
          totalValueEur: number(987654.32),
        });
      })
      .executeTest(async (mockServer) => {
        await expect(analyticsApi(mockServer).summary()).resolves.toEqual({
          admins: 60,
          publishedWines: 1496,
          cellars: 350,
          bottles: 24000,
          totalValueEur: 987654.32,
        });
      });
  });

  it('summary with a revoked token is a 401', async () => {
    await pact
      .addInteraction()
      .given(PROVIDER_STATES.accessTokenInvalid, { accessToken: PACT_TOKENS.invalid })
      .uponReceiving('a request for the analytics summary with a revoked token')
      .withRequest('GET', adminPath('/analytics/summary'), (builder) => {
        builder.headers({ Authorization: bearer(PACT_TOKENS.invalid) });
      })
      .willRespondWith(401, (builder) => {
        jsonError(builder, errorBody(401));
      })
      .executeTest(async (mockServer) => {
        expect(await failureOf(analyticsApi(mockServer, PACT_TOKENS.invalid).summary())).toMatchObject({ status: 401 });
      });
  });
});
