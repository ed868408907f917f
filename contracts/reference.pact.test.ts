import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { createReferenceApi } from '@/api/reference';
import { PROVIDER_STATES } from '../mocks/resources/users/admin-provider-states';
import { WINE_PROVIDER_STATES } from '../mocks/resources/wines/wine-provider-states';
import { createPact, failureOf, fakeSession, generalClient, generalPath, PACT_TOKENS } from './support/pact';
import { bearer, errorBody, jsonError, fieldErrors } from './support/shapes';

const { eachLike, like, regex } = MatchersV3;
const pact = createPact();

const AUTHORIZED = { Authorization: bearer(PACT_TOKENS.access) };
const STATE = { accessToken: PACT_TOKENS.access };
const referenceApi = (mockServer: Parameters<typeof generalClient>[0], token: string = PACT_TOKENS.access) =>
  createReferenceApi(generalClient(mockServer, fakeSession(token)));

describe('reference API contract (general API)', () => {
  it('countries returns ISO codes and names', async () => {
    await pact
      .addInteraction()
      .given(WINE_PROVIDER_STATES.referenceData, STATE)
      .uponReceiving('a request for the reference countries')
      .withRequest('GET', generalPath('/reference/countries'), (builder) => {
        builder.headers(AUTHORIZED);
      })
      .willRespondWith(200, (builder) => {
        builder.jsonBody(eachLike({ code: regex(/^[A-Z]{2}$/, 'FR'), name: like('France') }));
      })
      .executeTest(async (mockServer) => {
        const countries = await referenceApi(mockServer).countries();
        expect(countries[0]).toEqual({ code: 'FR', name: 'France' });
      });
  });

  it('countries with a revoked token is a 401', async () => {
    await pact
      .addInteraction()
      .given(PROVIDER_STATES.accessTokenInvalid, { accessToken: PACT_TOKENS.invalid })
      .uponReceiving('a request for the reference countries with a revoked token')
      .withRequest('GET', generalPath('/reference/countries'), (builder) => {
        builder.headers({ Authorization: bearer(PACT_TOKENS.invalid) });
      })
      .willRespondWith(401, (builder) => {
        jsonError(builder, errorBody(401));
      })
      .executeTest(async (mockServer) => {
        const session = fakeSession(PACT_TOKENS.invalid);
        const failure = await failureOf(createReferenceApi(generalClient(mockServer, session)).countries());
        expect(failure.status).toBe(401);
        expect(session.calls.sessionExpired).toBe(1);
      });
  });

  it('regions sends the country code and returns its regions', async () => {
    await pact
      .addInteraction()
      .given(WINE_PROVIDER_STATES.referenceData, STATE)
      .uponReceiving('a request for the reference regions of a country')
      .withRequest('GET', generalPath('/reference/regions'), (builder) => {
        builder.headers(AUTHORIZED);
        builder.query({ country: regex(/^[A-Za-z]{2}$/, 'FR') });
      })
      .willRespondWith(200, (builder) => {
        builder.jsonBody(
          eachLike({
            name: like('Bordeaux'),
            countryCode: regex(/^[A-Z]{2}$/, 'FR'),
            appellations: eachLike('Pauillac'),
          }),
        );
      })
      .executeTest(async (mockServer) => {
        const regions = await referenceApi(mockServer).regions('FR');
        expect(regions[0]).toMatchObject({ name: 'Bordeaux', countryCode: 'FR' });
      });
  });

  it('regions with a country that is not a two-letter code is a 400 naming country', async () => {
    await pact
      .addInteraction()
      .given(WINE_PROVIDER_STATES.referenceData, STATE)
      .uponReceiving('a request for the reference regions with an invalid country code')
      .withRequest('GET', generalPath('/reference/regions'), (builder) => {
        builder.headers(AUTHORIZED);
        builder.query({ country: like('France') });
      })
      .willRespondWith(400, (builder) => {
        jsonError(builder, errorBody(400, { errors: fieldErrors('country', 'Country must be a two-letter ISO code') }));
      })
      .executeTest(async (mockServer) => {
        const failure = await failureOf(referenceApi(mockServer).regions('France'));
        expect(failure.fieldErrors[0]?.field).toBe('country');
      });
  });

  it('grapes sends the search and returns matching varieties', async () => {
    await pact
      .addInteraction()
      .given(WINE_PROVIDER_STATES.referenceData, STATE)
      .uponReceiving('a search of the reference grape varieties')
      .withRequest('GET', generalPath('/reference/grapes'), (builder) => {
        builder.headers(AUTHORIZED);
        builder.query({ search: like('pinot') });
      })
      .willRespondWith(200, (builder) => {
        builder.jsonBody(eachLike({ name: like('Pinot Noir') }));
      })
      .executeTest(async (mockServer) => {
        const grapes = await referenceApi(mockServer).grapes('pinot');
        expect(grapes[0]).toEqual({ name: 'Pinot Noir' });
      });
  });
});
