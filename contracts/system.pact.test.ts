import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { createSystemApi } from '@/api/system';
import { PROVIDER_STATES } from '../mocks/resources/users/admin-provider-states';
import { adminClient, adminPath, createPact, failureOf, fakeSession, PACT_TOKENS } from './support/pact';
import { bearer, errorBody, jsonError } from './support/shapes';

const { like, regex } = MatchersV3;
const pact = createPact();

describe('system API contract', () => {
  it('info returns the backend version and build hash', async () => {
    await pact
      .addInteraction()
      .given(PROVIDER_STATES.signedIn, { email: 'admin@vinotheca.test', accessToken: PACT_TOKENS.access })
      .uponReceiving('a request for the system info')
      .withRequest('GET', adminPath('/system/info'), (builder) => {
        builder.headers({ Authorization: bearer(PACT_TOKENS.access) });
      })
      .willRespondWith(200, (builder) => {
        builder.jsonBody({
          version: regex(/^\d+\.\d+\.\d+([-+].+)?$/, '1.4.2'),
          build: { hash: like('4f2a9c1') },
        });
      })
      .executeTest(async (mockServer) => {
        const info = await createSystemApi(adminClient(mockServer, fakeSession(PACT_TOKENS.access))).info();
        expect(info.version).toBe('1.4.2');
        expect(info.build.hash).toBe('4f2a9c1');
      });
  });

  it('info without a valid token is a 401', async () => {
    await pact
      .addInteraction()
      .given(PROVIDER_STATES.accessTokenInvalid, { accessToken: PACT_TOKENS.invalid })
      .uponReceiving('a request for the system info with a revoked token')
      .withRequest('GET', adminPath('/system/info'), (builder) => {
        builder.headers({ Authorization: bearer(PACT_TOKENS.invalid) });
      })
      .willRespondWith(401, (builder) => {
        jsonError(builder, errorBody(401));
      })
      .executeTest(async (mockServer) => {
        const session = fakeSession(PACT_TOKENS.invalid);
        const failure = await failureOf(createSystemApi(adminClient(mockServer, session)).info());
        expect(failure).toMatchObject({ status: 401, error: 'Unauthorized' });
        expect(session.calls.sessionExpired).toBe(1);
      });
  });
});
