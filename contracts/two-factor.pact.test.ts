import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { isSetupRequired, TWO_FACTOR_SETUP_REQUIRED } from '@/api/api-error';
import { createAuthApi } from '@/api/auth';
import { DEMO_PASSWORD } from '@/config/demo-accounts';
import { PROVIDER_STATES } from '../mocks/resources/users/admin-provider-states';
import { adminClient, adminPath, createPact, failureOf, fakeSession, PACT_TOKENS } from './support/pact';
import { bearer, errorBody, jsonError, fieldErrors, role, token } from './support/shapes';

const { integer, like, regex, string, uuid } = MatchersV3;
const pact = createPact();

/** The demo admin who must enrol in two-factor before using the console. */
const PENDING = { email: 'setup@vinotheca.test', password: DEMO_PASSWORD };
const SETUP_SESSION = { email: PENDING.email, accessToken: PACT_TOKENS.setupOnly };
/**
 * Enrolment in progress: the RFC 6238 test secret ("12345678901234567890" in base32) and the code
 * an authenticator shows for it at `validAt`. The state makes exactly this code acceptable.
 */
const ENROLMENT = {
  ...SETUP_SESSION,
  secret: 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ',
  code: '586464',
  validAt: '2026-01-15T09:00:00.000Z',
};
const WRONG_CODE = '000000';

const loginResponse = (requires2FASetup: boolean) => ({
  accessToken: token('vt_at_51c0'),
  refreshToken: token('vt_rt_e83d'),
  // The app branches on this flag (setup screen or console), so it is pinned.
  requires2FASetup,
  adminId: uuid('8a9b0c1d-2e3f-4a5b-8c6d-7e8f9a0b1c2d'),
  email: like(PENDING.email),
  fullName: like('Sam Ortega'),
  role: role('ADMIN'),
  expiresIn: integer(900),
});

describe('two-factor API contract', () => {
  it('login of an admin who must enrol returns a setup-only token', async () => {
    await pact
      .addInteraction()
      .given(PROVIDER_STATES.adminPendingTwoFactor, PENDING)
      .uponReceiving('a login of an admin who must set up two-factor authentication')
      .withRequest('POST', adminPath('/auth/login'), (builder) => {
        builder.jsonBody({ email: like(PENDING.email), password: like(PENDING.password) });
      })
      .willRespondWith(200, (builder) => {
        builder.jsonBody(loginResponse(true));
      })
      .executeTest(async (mockServer) => {
        const response = await createAuthApi(adminClient(mockServer)).login(PENDING);
        expect(response.requires2FASetup).toBe(true);
      });
  });

  it('a setup-only token gets 403 "2FA setup required" outside two-factor setup', async () => {
    await pact
      .addInteraction()
      .given(PROVIDER_STATES.setupOnlySession, SETUP_SESSION)
      .uponReceiving('a request for the own profile with a setup-only token')
      .withRequest('GET', adminPath('/auth/me'), (builder) => {
        builder.headers({ Authorization: bearer(PACT_TOKENS.setupOnly) });
      })
      .willRespondWith(403, (builder) => {
        // The client sends the holder to the setup screen on exactly this text.
        jsonError(builder, { ...errorBody(403), error: TWO_FACTOR_SETUP_REQUIRED });
      })
      .executeTest(async (mockServer) => {
        const session = fakeSession(PACT_TOKENS.setupOnly, { setupOnly: true });
        const error = await failureOf(createAuthApi(adminClient(mockServer, session)).me());
        expect(error).toMatchObject({ status: 403, error: '2FA setup required' });
        expect(isSetupRequired(error)).toBe(true);
        expect(session.calls.setupRequired).toBe(1);
      });
  });

  it('setupTwoFactor with a setup-only token returns a new secret and otpauth URI', async () => {
    await pact
      .addInteraction()
      .given(PROVIDER_STATES.setupOnlySession, SETUP_SESSION)
      .uponReceiving('a start of two-factor setup')
      .withRequest('POST', adminPath('/auth/2fa/setup'), (builder) => {
        builder.headers({ Authorization: bearer(PACT_TOKENS.setupOnly) });
      })
      .willRespondWith(200, (builder) => {
        builder.jsonBody({
          secret: regex(/^[A-Z2-7]{32,}=*$/, 'KRUGKIDROVUWG2ZAMJZG653OEBTG66BA'),
          otpauthUri: regex(
            /^otpauth:\/\/totp\/\S+\?\S*secret=[A-Z2-7]+\S*$/,
            'otpauth://totp/Vinotheca:setup%40vinotheca.test?issuer=Vinotheca&secret=KRUGKIDROVUWG2ZAMJZG653OEBTG66BA&algorithm=SHA1&digits=6&period=30',
          ),
          issuer: string('Vinotheca'),
          accountName: like(PENDING.email),
        });
      })
      .executeTest(async (mockServer) => {
        const setup = await createAuthApi(
          adminClient(mockServer, fakeSession(PACT_TOKENS.setupOnly, { setupOnly: true })),
        ).setupTwoFactor();
        expect(setup.otpauthUri).toContain(setup.secret);
      });
  });

  it('verifyTwoFactor with the current code enrols and returns full tokens', async () => {
    await pact
      .addInteraction()
      .given(PROVIDER_STATES.twoFactorSetupStarted, ENROLMENT)
      .uponReceiving('a two-factor verification with the current code')
      .withRequest('POST', adminPath('/auth/2fa/verify'), (builder) => {
        builder.headers({ Authorization: bearer(PACT_TOKENS.setupOnly) });
        builder.jsonBody({ code: regex(/^\d{6}$/, ENROLMENT.code) });
      })
      .willRespondWith(200, (builder) => {
        builder.jsonBody(loginResponse(false));
      })
      .executeTest(async (mockServer) => {
        const response = await createAuthApi(
          adminClient(mockServer, fakeSession(PACT_TOKENS.setupOnly, { setupOnly: true })),
        ).verifyTwoFactor(ENROLMENT.code);
        expect(response.requires2FASetup).toBe(false);
      });
  });

  it('verifyTwoFactor with a wrong code is a 422 naming the code', async () => {
    await pact
      .addInteraction()
      .given(PROVIDER_STATES.twoFactorSetupStarted, ENROLMENT)
      .uponReceiving('a two-factor verification with a wrong code')
      .withRequest('POST', adminPath('/auth/2fa/verify'), (builder) => {
        builder.headers({ Authorization: bearer(PACT_TOKENS.setupOnly) });
        builder.jsonBody({ code: regex(/^\d{6}$/, WRONG_CODE) });
      })
      .willRespondWith(422, (builder) => {
        jsonError(builder, errorBody(422, { errors: fieldErrors('code', 'Invalid or expired code') }));
      })
      .executeTest(async (mockServer) => {
        const session = fakeSession(PACT_TOKENS.setupOnly, { setupOnly: true });
        const error = await failureOf(createAuthApi(adminClient(mockServer, session)).verifyTwoFactor(WRONG_CODE));
        expect(error.status).toBe(422);
        expect(error.fieldErrors[0]?.field).toBe('code');
      });
  });
});
