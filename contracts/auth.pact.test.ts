import { readFileSync } from 'node:fs';
import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { createAuthApi, LOGIN_ERROR_CODES } from '@/api/auth';
import { DEMO_PASSWORD } from '@/config/demo-accounts';
import { PROVIDER_STATES } from '../mocks/resources/users/admin-provider-states';
import { adminClient, adminPath, createPact, failureOf, fakeSession, PACT_TOKENS } from './support/pact';
import {
  AVATAR_BOUNDARY,
  AVATAR_FIXTURE,
  adminUser,
  avatarUrls,
  bearer,
  errorBody,
  jsonError,
  fieldErrors,
  role,
  themePreference,
  token,
} from './support/shapes';

const { integer, like, regex, uuid } = MatchersV3;
const pact = createPact();

const CALLER = { email: 'admin@vinotheca.test', password: DEMO_PASSWORD };
const SIGNED_IN = { ...CALLER, accessToken: PACT_TOKENS.access, refreshToken: PACT_TOKENS.refresh };
const NEW_PASSWORD = 'Cellar-Door#2027';

/** The caller as `/auth/me` and the profile endpoints return it. */
const caller = (overrides: Record<string, unknown> = {}) =>
  adminUser({ email: like(CALLER.email), fullName: like('Ava Laurent'), role: role('SUPER_ADMIN'), ...overrides });

const authApi = (mockServer: Parameters<typeof adminClient>[0], accessToken: string | null = PACT_TOKENS.access) =>
  createAuthApi(adminClient(mockServer, fakeSession(accessToken)));

describe('auth API contract', () => {
  it('login with the right password returns full tokens', async () => {
    await pact
      .addInteraction()
      .given(PROVIDER_STATES.adminWithPassword, CALLER)
      .uponReceiving('a login with the right password')
      .withRequest('POST', adminPath('/auth/login'), (builder) => {
        builder.jsonBody({ email: like(CALLER.email), password: like(CALLER.password) });
      })
      .willRespondWith(200, (builder) => {
        builder.jsonBody({
          accessToken: token('vt_at_3b1f'),
          refreshToken: token('vt_rt_9c2e'),
          requires2FASetup: false,
          adminId: uuid('5d6e7f80-1a2b-4c3d-8e4f-5a6b7c8d9e0f'),
          email: like(CALLER.email),
          fullName: like('Ava Laurent'),
          role: role('SUPER_ADMIN'),
          // Seconds the access token lasts: the console renews it shortly before.
          expiresIn: integer(900),
        });
      })
      .executeTest(async (mockServer) => {
        const response = await authApi(mockServer, null).login(CALLER);
        expect(response).toMatchObject({
          accessToken: 'vt_at_3b1f',
          requires2FASetup: false,
          role: 'SUPER_ADMIN',
          expiresIn: 900,
        });
      });
  });

  it('login with a wrong password is a 401 INVALID_CREDENTIALS', async () => {
    await pact
      .addInteraction()
      .given(PROVIDER_STATES.adminWithPassword, CALLER)
      .uponReceiving('a login with a wrong password')
      .withRequest('POST', adminPath('/auth/login'), (builder) => {
        builder.jsonBody({ email: like(CALLER.email), password: like('Not-The-Password#1') });
      })
      .willRespondWith(401, (builder) => {
        jsonError(builder, errorBody(401, { code: LOGIN_ERROR_CODES.invalidCredentials }));
      })
      .executeTest(async (mockServer) => {
        const error = await failureOf(
          authApi(mockServer, null).login({ email: CALLER.email, password: 'Not-The-Password#1' }),
        );
        expect(error).toMatchObject({ status: 401, code: 'INVALID_CREDENTIALS', error: 'Unauthorized' });
      });
  });

  // A locked account tells nothing (ADR 0032): the right password gets what a wrong one gets.
  it('login with the right password to a locked account is the 401 INVALID_CREDENTIALS of a wrong password', async () => {
    const account = { email: 'locked.out@vinotheca.test', password: DEMO_PASSWORD };
    await pact
      .addInteraction()
      .given(PROVIDER_STATES.adminLockedOut, account)
      .uponReceiving('a login to an account locked after failed sign-ins')
      .withRequest('POST', adminPath('/auth/login'), (builder) => {
        builder.jsonBody({ email: like(account.email), password: like(account.password) });
      })
      .willRespondWith(401, (builder) => {
        jsonError(builder, errorBody(401, { code: LOGIN_ERROR_CODES.invalidCredentials }));
      })
      .executeTest(async (mockServer) => {
        const error = await failureOf(authApi(mockServer, null).login(account));
        expect(error).toMatchObject({ status: 401, code: 'INVALID_CREDENTIALS' });
      });
  });

  // The console shows this answer's message on the sign-in form.
  it('login with the right password to a deactivated account is a 401 ACCOUNT_INACTIVE', async () => {
    const account = { email: 'deactivated@vinotheca.test', password: DEMO_PASSWORD };
    await pact
      .addInteraction()
      .given(PROVIDER_STATES.adminInactive, account)
      .uponReceiving('a login to a deactivated account')
      .withRequest('POST', adminPath('/auth/login'), (builder) => {
        builder.jsonBody({ email: like(account.email), password: like(account.password) });
      })
      .willRespondWith(401, (builder) => {
        jsonError(builder, errorBody(401, { code: LOGIN_ERROR_CODES.inactive }));
      })
      .executeTest(async (mockServer) => {
        const error = await failureOf(authApi(mockServer, null).login(account));
        expect(error).toMatchObject({ status: 401, code: 'ACCOUNT_INACTIVE' });
      });
  });

  it('login without a code for an enrolled admin is a 401 TOTP_REQUIRED', async () => {
    const enrolled = { email: 'totp@vinotheca.test', password: DEMO_PASSWORD };
    await pact
      .addInteraction()
      .given(PROVIDER_STATES.adminWithTwoFactor, enrolled)
      .uponReceiving('a login without a code for an admin enrolled in two-factor')
      .withRequest('POST', adminPath('/auth/login'), (builder) => {
        builder.jsonBody({ email: like(enrolled.email), password: like(enrolled.password) });
      })
      .willRespondWith(401, (builder) => {
        jsonError(builder, errorBody(401, { code: LOGIN_ERROR_CODES.totpRequired }));
      })
      .executeTest(async (mockServer) => {
        const error = await failureOf(authApi(mockServer, null).login(enrolled));
        expect(error).toMatchObject({ status: 401, code: 'TOTP_REQUIRED' });
      });
  });

  it('login with a wrong code for an enrolled admin is a 401 TOTP_INVALID', async () => {
    const enrolled = { email: 'totp@vinotheca.test', password: DEMO_PASSWORD, totpCode: '000000' };
    await pact
      .addInteraction()
      .given(PROVIDER_STATES.adminWithTwoFactor, { email: enrolled.email, password: enrolled.password })
      .uponReceiving('a login with a wrong code for an admin enrolled in two-factor')
      .withRequest('POST', adminPath('/auth/login'), (builder) => {
        builder.jsonBody({
          email: like(enrolled.email),
          password: like(enrolled.password),
          totpCode: like(enrolled.totpCode),
        });
      })
      .willRespondWith(401, (builder) => {
        jsonError(builder, errorBody(401, { code: LOGIN_ERROR_CODES.totpInvalid }));
      })
      .executeTest(async (mockServer) => {
        // The code step tells a wrong code from a missing one by this code.
        const error = await failureOf(authApi(mockServer, null).login(enrolled));
        expect(error).toMatchObject({ status: 401, code: 'TOTP_INVALID' });
      });
  });

  it('login over the rate limit is a 429 RATE_LIMITED with Retry-After', async () => {
    await pact
      .addInteraction()
      .given(PROVIDER_STATES.signInRateLimited)
      .uponReceiving('a login over the sign-in rate limit')
      .withRequest('POST', adminPath('/auth/login'), (builder) => {
        builder.jsonBody({ email: like(CALLER.email), password: like(CALLER.password) });
      })
      .willRespondWith(429, (builder) => {
        jsonError(builder, errorBody(429, { code: LOGIN_ERROR_CODES.rateLimited }), {
          'Retry-After': regex(/^\d+$/, '60'),
        });
      })
      .executeTest(async (mockServer) => {
        const error = await failureOf(authApi(mockServer, null).login(CALLER));
        expect(error).toMatchObject({ status: 429, code: 'RATE_LIMITED' });
      });
  });

  it('refresh exchanges a refresh token for a new pair', async () => {
    await pact
      .addInteraction()
      .given(PROVIDER_STATES.signedInWithRefreshToken, { email: CALLER.email, refreshToken: PACT_TOKENS.refresh })
      .uponReceiving('a refresh with a valid refresh token')
      .withRequest('POST', adminPath('/auth/refresh'), (builder) => {
        builder.jsonBody({ refreshToken: like(PACT_TOKENS.refresh) });
      })
      .willRespondWith(200, (builder) => {
        builder.jsonBody({
          accessToken: token('vt_at_7a41'),
          refreshToken: token('vt_rt_0d5b'),
          expiresIn: integer(900),
        });
      })
      .executeTest(async (mockServer) => {
        const tokens = await authApi(mockServer, null).refresh(PACT_TOKENS.refresh);
        expect(tokens).toEqual({ accessToken: 'vt_at_7a41', refreshToken: 'vt_rt_0d5b', expiresIn: 900 });
      });
  });

  it('refresh with a revoked refresh token is a 401', async () => {
    await pact
      .addInteraction()
      .given(PROVIDER_STATES.refreshTokenInvalid, { refreshToken: PACT_TOKENS.invalid })
      .uponReceiving('a refresh with a revoked refresh token')
      .withRequest('POST', adminPath('/auth/refresh'), (builder) => {
        builder.jsonBody({ refreshToken: like(PACT_TOKENS.invalid) });
      })
      .willRespondWith(401, (builder) => {
        jsonError(builder, errorBody(401));
      })
      .executeTest(async (mockServer) => {
        const error = await failureOf(authApi(mockServer, null).refresh(PACT_TOKENS.invalid));
        expect(error).toMatchObject({ status: 401, error: 'Unauthorized' });
      });
  });

  it('logout revokes the refresh token', async () => {
    await pact
      .addInteraction()
      .given(PROVIDER_STATES.signedInWithRefreshToken, { email: CALLER.email, refreshToken: PACT_TOKENS.refresh })
      .uponReceiving('a logout with a refresh token')
      .withRequest('POST', adminPath('/auth/logout'), (builder) => {
        builder.jsonBody({ refreshToken: like(PACT_TOKENS.refresh) });
      })
      .willRespondWith(204)
      .executeTest(async (mockServer) => {
        await expect(authApi(mockServer, null).logout(PACT_TOKENS.refresh)).resolves.toBeUndefined();
      });
  });

  it('logout-all ends every session of the caller', async () => {
    await pact
      .addInteraction()
      .given(PROVIDER_STATES.signedIn, SIGNED_IN)
      .uponReceiving('a logout from all devices')
      .withRequest('POST', adminPath('/auth/logout-all'), (builder) => {
        builder.headers({ Authorization: bearer(PACT_TOKENS.access) });
      })
      .willRespondWith(204)
      .executeTest(async (mockServer) => {
        await expect(authApi(mockServer).logoutAll()).resolves.toBeUndefined();
      });
  });

  it('me returns the signed-in admin', async () => {
    await pact
      .addInteraction()
      .given(PROVIDER_STATES.signedIn, SIGNED_IN)
      .uponReceiving('a request for the own profile')
      .withRequest('GET', adminPath('/auth/me'), (builder) => {
        builder.headers({ Authorization: bearer(PACT_TOKENS.access) });
      })
      .willRespondWith(200, (builder) => {
        builder.jsonBody(caller());
      })
      .executeTest(async (mockServer) => {
        const me = await authApi(mockServer).me();
        expect(me).toMatchObject({
          email: CALLER.email,
          fullName: 'Ava Laurent',
          avatarUrls: null,
          themePreference: 'SYSTEM',
        });
      });
  });

  it('updateMe saves the name and e-mail', async () => {
    const profile = { fullName: 'Ava Laurent-Marchand', email: CALLER.email };
    await pact
      .addInteraction()
      .given(PROVIDER_STATES.signedIn, SIGNED_IN)
      .uponReceiving('an update of the own profile')
      .withRequest('PUT', adminPath('/auth/me'), (builder) => {
        builder.headers({ Authorization: bearer(PACT_TOKENS.access) });
        builder.jsonBody({ fullName: like(profile.fullName), email: like(profile.email) });
      })
      .willRespondWith(200, (builder) => {
        builder.jsonBody(caller({ fullName: like(profile.fullName) }));
      })
      .executeTest(async (mockServer) => {
        const updated = await authApi(mockServer).updateMe(profile);
        expect(updated.fullName).toBe(profile.fullName);
      });
  });

  it('updateMe with an e-mail another admin uses is a 409 EMAIL_TAKEN naming email', async () => {
    const other = {
      id: '7a1c3e5f-9b2d-4f6a-8c0e-1d3f5a7b9c2e',
      email: 'rowan.ashcombe@vinotheca.test',
      accessToken: PACT_TOKENS.access,
    };
    await pact
      .addInteraction()
      .given(PROVIDER_STATES.adminExists, other)
      .uponReceiving('an update of the own profile to an e-mail another admin uses')
      .withRequest('PUT', adminPath('/auth/me'), (builder) => {
        builder.headers({ Authorization: bearer(PACT_TOKENS.access) });
        builder.jsonBody({ fullName: like('Ava Laurent'), email: like(other.email) });
      })
      .willRespondWith(409, (builder) => {
        jsonError(
          builder,
          errorBody(409, { code: 'EMAIL_TAKEN', errors: fieldErrors('email', 'Email is already in use') }),
        );
      })
      .executeTest(async (mockServer) => {
        const error = await failureOf(authApi(mockServer).updateMe({ fullName: 'Ava Laurent', email: other.email }));
        expect(error).toMatchObject({ status: 409, code: 'EMAIL_TAKEN' });
        expect(error.fieldErrors.map((e) => e.field)).toEqual(['email']);
      });
  });

  it('changePassword with the current password succeeds', async () => {
    await pact
      .addInteraction()
      .given(PROVIDER_STATES.signedIn, SIGNED_IN)
      .uponReceiving('a password change with the right current password')
      .withRequest('POST', adminPath('/auth/change-password'), (builder) => {
        builder.headers({ Authorization: bearer(PACT_TOKENS.access) });
        builder.jsonBody({ currentPassword: like(CALLER.password), newPassword: like(NEW_PASSWORD) });
      })
      .willRespondWith(204)
      .executeTest(async (mockServer) => {
        await expect(
          authApi(mockServer).changePassword({ currentPassword: CALLER.password, newPassword: NEW_PASSWORD }),
        ).resolves.toBeUndefined();
      });
  });

  it('changePassword with a wrong current password is a 422 naming currentPassword', async () => {
    await pact
      .addInteraction()
      .given(PROVIDER_STATES.signedIn, SIGNED_IN)
      .uponReceiving('a password change with a wrong current password')
      .withRequest('POST', adminPath('/auth/change-password'), (builder) => {
        builder.headers({ Authorization: bearer(PACT_TOKENS.access) });
        builder.jsonBody({ currentPassword: like('Not-The-Password#1'), newPassword: like(NEW_PASSWORD) });
      })
      .willRespondWith(422, (builder) => {
        jsonError(builder, errorBody(422, { errors: fieldErrors('currentPassword', 'Current password is incorrect') }));
      })
      .executeTest(async (mockServer) => {
        const error = await failureOf(
          authApi(mockServer).changePassword({ currentPassword: 'Not-The-Password#1', newPassword: NEW_PASSWORD }),
        );
        expect(error.status).toBe(422);
        expect(error.fieldErrors).toEqual([{ field: 'currentPassword', message: 'Current password is incorrect' }]);
      });
  });

  it('uploadAvatar sends the image as multipart and returns the admin with avatar URLs', async () => {
    await pact
      .addInteraction()
      .given(PROVIDER_STATES.signedIn, SIGNED_IN)
      .uponReceiving('an upload of the own avatar')
      .withRequest('POST', adminPath('/auth/me/avatar'), (builder) => {
        builder.headers({ Authorization: bearer(PACT_TOKENS.access) });
        builder.multipartBody('image/png', AVATAR_FIXTURE, 'file', AVATAR_BOUNDARY);
      })
      .willRespondWith(200, (builder) => {
        builder.jsonBody(caller({ avatarUrls: avatarUrls() }));
      })
      .executeTest(async (mockServer) => {
        const image = new Blob([readFileSync(AVATAR_FIXTURE)], { type: 'image/png' });
        const updated = await authApi(mockServer).uploadAvatar(image, 'avatar.png');
        expect(updated.avatarUrls?.small).toMatch(/^data:image\//);
      });
  });

  it('deleteAvatar removes the own avatar', async () => {
    await pact
      .addInteraction()
      .given(PROVIDER_STATES.signedIn, SIGNED_IN)
      .uponReceiving('a removal of the own avatar')
      .withRequest('DELETE', adminPath('/auth/me/avatar'), (builder) => {
        builder.headers({ Authorization: bearer(PACT_TOKENS.access) });
      })
      .willRespondWith(204)
      .executeTest(async (mockServer) => {
        await expect(authApi(mockServer).deleteAvatar()).resolves.toBeUndefined();
      });
  });

  it('updateTheme saves the preference and returns the updated admin', async () => {
    await pact
      .addInteraction()
      .given(PROVIDER_STATES.signedIn, SIGNED_IN)
      .uponReceiving('a change of the theme preference to dark')
      .withRequest('PATCH', adminPath('/auth/me/theme'), (builder) => {
        builder.headers({ Authorization: bearer(PACT_TOKENS.access) });
        builder.jsonBody({ themePreference: themePreference('DARK') });
      })
      .willRespondWith(200, (builder) => {
        // The app stores the returned user and applies its theme, so the value is pinned.
        builder.jsonBody(caller({ themePreference: 'DARK' }));
      })
      .executeTest(async (mockServer) => {
        const updated = await authApi(mockServer).updateTheme('DARK');
        expect(updated.themePreference).toBe('DARK');
      });
  });

  it('updateLanguage keeps the chosen language and returns the updated admin', async () => {
    await pact
      .addInteraction()
      .given(PROVIDER_STATES.signedIn, SIGNED_IN)
      .uponReceiving('a change of the language to French')
      .withRequest('PATCH', adminPath('/auth/me/language'), (builder) => {
        builder.headers({ Authorization: bearer(PACT_TOKENS.access) });
        builder.jsonBody({ language: 'fr' });
      })
      .willRespondWith(200, (builder) => {
        // The console will show itself in the language the answer names, so the value is pinned.
        builder.jsonBody(caller({ language: 'fr' }));
      })
      .executeTest(async (mockServer) => {
        const updated = await authApi(mockServer).updateLanguage('fr');
        expect(updated.language).toBe('fr');
      });
  });
});
