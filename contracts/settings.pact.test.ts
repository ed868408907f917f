import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { createSettingsApi } from '@/api/settings';
import type { SettingsRequest } from '@/api/settings';
import { SETTINGS_PROVIDER_STATES } from '../mocks/resources/settings/settings-provider-states';
import { adminClient, adminPath, createPact, failureOf, fakeSession, PACT_TOKENS } from './support/pact';
import { bearer, errorBody, jsonError, fieldErrors, instant } from './support/shapes';

const { boolean, integer, like } = MatchersV3;
const pact = createPact();

const AUTHORIZED = { Authorization: bearer(PACT_TOKENS.access) };
const STORED: SettingsRequest & { updatedAt: string } = {
  brandName: 'Pact Cellars',
  companyName: 'Pact Cellars Ltd.',
  enforceTwoFactor: false,
  lockoutThreshold: 5,
  lockoutMinutes: 15,
  accessTokenMinutes: 15,
  updatedAt: '2025-06-01T08:00:00.000Z',
};
const state = (callerRole: 'SUPER_ADMIN' | 'ADMIN') => ({ ...STORED, callerRole, accessToken: PACT_TOKENS.access });
const settingsApi = (mockServer: Parameters<typeof adminClient>[0], token: string | null = PACT_TOKENS.access) =>
  createSettingsApi(adminClient(mockServer, fakeSession(token)));

function settingsBody(overrides: Record<string, unknown> = {}) {
  return {
    brandName: like(STORED.brandName),
    companyName: like(STORED.companyName),
    enforceTwoFactor: boolean(STORED.enforceTwoFactor),
    lockoutThreshold: integer(STORED.lockoutThreshold),
    lockoutMinutes: integer(STORED.lockoutMinutes),
    accessTokenMinutes: integer(STORED.accessTokenMinutes),
    updatedAt: instant(STORED.updatedAt),
    ...overrides,
  };
}

const { updatedAt: _, ...REQUEST } = STORED;

describe('settings API contract', () => {
  it('get returns the system settings', async () => {
    await pact
      .addInteraction()
      .given(SETTINGS_PROVIDER_STATES.settingsExist, state('SUPER_ADMIN'))
      .uponReceiving('a request for the system settings')
      .withRequest('GET', adminPath('/settings'), (builder) => {
        builder.headers(AUTHORIZED);
      })
      .willRespondWith(200, (builder) => {
        builder.jsonBody(settingsBody());
      })
      .executeTest(async (mockServer) => {
        await expect(settingsApi(mockServer).get()).resolves.toMatchObject({
          brandName: STORED.brandName,
          lockoutThreshold: 5,
        });
      });
  });

  it('get without a token is a 401', async () => {
    await pact
      .addInteraction()
      .given(SETTINGS_PROVIDER_STATES.settingsExist, state('SUPER_ADMIN'))
      .uponReceiving('a request for the system settings without a token')
      .withRequest('GET', adminPath('/settings'))
      .willRespondWith(401, (builder) => {
        jsonError(builder, errorBody(401));
      })
      .executeTest(async (mockServer) => {
        expect(await failureOf(settingsApi(mockServer, null).get())).toMatchObject({ status: 401 });
      });
  });

  it('update by a super admin saves every field and answers the settings', async () => {
    const body = { ...REQUEST, brandName: 'Pact Vintners', enforceTwoFactor: true, accessTokenMinutes: 30 };
    await pact
      .addInteraction()
      .given(SETTINGS_PROVIDER_STATES.settingsExist, state('SUPER_ADMIN'))
      .uponReceiving('an update of the system settings by a super admin')
      .withRequest('PUT', adminPath('/settings'), (builder) => {
        builder.headers(AUTHORIZED);
        builder.jsonBody({
          brandName: like(body.brandName),
          companyName: like(body.companyName),
          enforceTwoFactor: boolean(true),
          lockoutThreshold: integer(body.lockoutThreshold),
          lockoutMinutes: integer(body.lockoutMinutes),
          accessTokenMinutes: integer(30),
        });
      })
      .willRespondWith(200, (builder) => {
        builder.jsonBody(
          settingsBody({
            brandName: like(body.brandName),
            enforceTwoFactor: boolean(true),
            accessTokenMinutes: integer(30),
          }),
        );
      })
      .executeTest(async (mockServer) => {
        await expect(settingsApi(mockServer).update(body)).resolves.toMatchObject({
          brandName: 'Pact Vintners',
          accessTokenMinutes: 30,
        });
      });
  });

  it('update of the General settings by an admin who is not a super admin is allowed', async () => {
    const body = { ...REQUEST, companyName: 'Pact Vintners GmbH' };
    await pact
      .addInteraction()
      .given(SETTINGS_PROVIDER_STATES.settingsExist, state('ADMIN'))
      .uponReceiving('an update of the general settings by an admin')
      .withRequest('PUT', adminPath('/settings'), (builder) => {
        builder.headers(AUTHORIZED);
        builder.jsonBody({
          brandName: like(body.brandName),
          companyName: like(body.companyName),
          enforceTwoFactor: false,
          lockoutThreshold: 5,
          lockoutMinutes: 15,
          accessTokenMinutes: 15,
        });
      })
      .willRespondWith(200, (builder) => {
        builder.jsonBody(settingsBody({ companyName: like(body.companyName) }));
      })
      .executeTest(async (mockServer) => {
        await expect(settingsApi(mockServer).update(body)).resolves.toMatchObject({
          companyName: 'Pact Vintners GmbH',
        });
      });
  });

  it('update of a security setting by an admin who is not a super admin is a 403', async () => {
    const body = { ...REQUEST, lockoutThreshold: 8 };
    await pact
      .addInteraction()
      .given(SETTINGS_PROVIDER_STATES.settingsExist, state('ADMIN'))
      .uponReceiving('an update of a security setting by an admin who is not a super admin')
      .withRequest('PUT', adminPath('/settings'), (builder) => {
        builder.headers(AUTHORIZED);
        builder.jsonBody({ ...body, brandName: like(body.brandName), companyName: like(body.companyName) });
      })
      .willRespondWith(403, (builder) => {
        jsonError(builder, errorBody(403, { code: 'SECURITY_SETTINGS_FORBIDDEN' }));
      })
      .executeTest(async (mockServer) => {
        expect(await failureOf(settingsApi(mockServer).update(body))).toMatchObject({
          status: 403,
          code: 'SECURITY_SETTINGS_FORBIDDEN',
        });
      });
  });

  it('update with an out-of-range value is a 422 naming the field', async () => {
    const body = { ...REQUEST, accessTokenMinutes: 500 };
    await pact
      .addInteraction()
      .given(SETTINGS_PROVIDER_STATES.settingsExist, state('SUPER_ADMIN'))
      .uponReceiving('an update of the system settings with an access-token lifetime out of range')
      .withRequest('PUT', adminPath('/settings'), (builder) => {
        builder.headers(AUTHORIZED);
        builder.jsonBody({ ...body, brandName: like(body.brandName), companyName: like(body.companyName) });
      })
      .willRespondWith(422, (builder) => {
        jsonError(
          builder,
          errorBody(422, {
            errors: fieldErrors('accessTokenMinutes', 'Access token lifetime must be a whole number from 5 to 120'),
          }),
        );
      })
      .executeTest(async (mockServer) => {
        const failure = await failureOf(settingsApi(mockServer).update(body));
        expect(failure.fieldErrors[0]?.field).toBe('accessTokenMinutes');
      });
  });
});
