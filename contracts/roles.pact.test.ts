import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { REFUSAL_MESSAGES, type RefusalCode } from '@/api/permissions';
import type { AdminRole } from '@/api/types';
import { createUsersApi, type UpdateAdminRequest } from '@/api/users';
import { PROVIDER_STATES } from '../mocks/resources/users/admin-provider-states';
import { adminClient, adminPath, createPact, failureOf, fakeSession, PACT_TOKENS } from './support/pact';
import { bearer, role } from './support/shapes';

const { boolean, like, regex, string } = MatchersV3;
const pact = createPact();

/**
 * One 403 for each family of rules in src/api/permissions.ts: a role without the permission, a
 * target above one's role, granting a role above one's own, changing one's own role, the last
 * active super admin, and resetting one's own password. Each goes through the real users API.
 */

const AUTHORIZED = { Authorization: bearer(PACT_TOKENS.access) };
const ID = '[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}';
const userPath = (id: string, suffix = '') =>
  regex(new RegExp(`^${adminPath('/users/')}${ID}${suffix.replace(/\//g, '\\/')}$`), adminPath(`/users/${id}${suffix}`));

/** The admins of these interactions (handwritten, unlike any seeded name). */
const SUPER = { id: '7b1e4c2a-3d5f-4a6b-8c9d-0e1f2a3b4c5d', email: 'ottilie.brandvold@vinotheca.test', fullName: 'Ottilie Brandvold', role: 'SUPER_ADMIN' } as const;
const EDITOR = { id: '5c2d7e9f-1a3b-4c5d-8e6f-7a8b9c0d1e2f', email: 'jasper.wendeln@vinotheca.test', fullName: 'Jasper Wendeln', role: 'EDITOR' } as const;
const ADMIN = { id: '9d8c7b6a-5f4e-4d3c-9b2a-1f0e9d8c7b6a', email: 'imogen.castellane@vinotheca.test', fullName: 'Imogen Castellane', role: 'ADMIN' } as const;
const CALLERS: Record<'VIEWER' | 'ADMIN', string> = { VIEWER: 'teodor.viewmark@vinotheca.test', ADMIN: 'priya.adminton@vinotheca.test' };
const STRONG_PASSWORD = 'Sommelier#Reset-2026';

type Subject = typeof SUPER | typeof EDITOR | typeof ADMIN;
/** The state's params: the target admin and who calls, another admin of `callerRole` or (`self`) the target. */
const state = (subject: Subject, caller: 'VIEWER' | 'ADMIN' | 'self') => ({
  ...subject,
  accessToken: PACT_TOKENS.access,
  callerEmail: caller === 'self' ? subject.email : CALLERS[caller],
  callerRole: caller === 'self' ? subject.role : caller,
});

/** The 403 body: `error: 'Forbidden'`, the rule's code exactly, and a message for people. */
const forbidden = (code: RefusalCode) => ({ status: 403, error: 'Forbidden', code, message: string(REFUSAL_MESSAGES[code]) });

const update = (subject: Subject, newRole: AdminRole): UpdateAdminRequest => ({ fullName: subject.fullName, email: subject.email, role: newRole, active: true });
const updateBody = (body: UpdateAdminRequest) => ({ fullName: like(body.fullName), email: like(body.email), role: role(body.role), active: boolean(body.active) });

const usersApi = (mockServer: Parameters<typeof adminClient>[0]) => createUsersApi(adminClient(mockServer, fakeSession(PACT_TOKENS.access)));

describe('roles and permissions contract: one refusal per rule family', () => {
  it('a role without users.manage resetting a super admin’s password is 403 ROLE_FORBIDDEN', async () => {
    await pact
      .addInteraction()
      .given(PROVIDER_STATES.adminExistsForCaller, state(SUPER, 'VIEWER'))
      .uponReceiving('a password reset of a super admin by a viewer')
      .withRequest('POST', userPath(SUPER.id, '/reset-password'), (builder) => {
        builder.headers(AUTHORIZED);
        builder.query({ newPassword: like(STRONG_PASSWORD) });
      })
      .willRespondWith(403, (builder) => {
        builder.jsonBody(forbidden('ROLE_FORBIDDEN'));
      })
      .executeTest(async (mockServer) => {
        expect(await failureOf(usersApi(mockServer).resetPassword(SUPER.id, STRONG_PASSWORD))).toMatchObject({ status: 403, code: 'ROLE_FORBIDDEN' });
      });
  });

  it('an admin deactivating a super admin is 403 TARGET_ABOVE_ROLE', async () => {
    await pact
      .addInteraction()
      .given(PROVIDER_STATES.adminExistsForCaller, state(SUPER, 'ADMIN'))
      .uponReceiving('a deactivation of a super admin by an admin')
      .withRequest('DELETE', userPath(SUPER.id), (builder) => {
        builder.headers(AUTHORIZED);
      })
      .willRespondWith(403, (builder) => {
        builder.jsonBody(forbidden('TARGET_ABOVE_ROLE'));
      })
      .executeTest(async (mockServer) => {
        expect(await failureOf(usersApi(mockServer).deactivate(SUPER.id))).toMatchObject({ status: 403, code: 'TARGET_ABOVE_ROLE' });
      });
  });

  it('an admin promoting an editor to super admin is 403 ROLE_ABOVE_OWN', async () => {
    const body = update(EDITOR, 'SUPER_ADMIN');
    await pact
      .addInteraction()
      .given(PROVIDER_STATES.adminExistsForCaller, state(EDITOR, 'ADMIN'))
      .uponReceiving('a promotion of an editor to super admin by an admin')
      .withRequest('PUT', userPath(EDITOR.id), (builder) => {
        builder.headers(AUTHORIZED);
        builder.jsonBody(updateBody(body));
      })
      .willRespondWith(403, (builder) => {
        builder.jsonBody(forbidden('ROLE_ABOVE_OWN'));
      })
      .executeTest(async (mockServer) => {
        expect(await failureOf(usersApi(mockServer).update(EDITOR.id, body))).toMatchObject({ status: 403, code: 'ROLE_ABOVE_OWN' });
      });
  });

  it('an admin changing their own role is 403 SELF_ROLE_CHANGE', async () => {
    const body = update(ADMIN, 'EDITOR');
    await pact
      .addInteraction()
      .given(PROVIDER_STATES.adminExistsForCaller, state(ADMIN, 'self'))
      .uponReceiving('a change of the caller’s own role')
      .withRequest('PUT', userPath(ADMIN.id), (builder) => {
        builder.headers(AUTHORIZED);
        builder.jsonBody(updateBody(body));
      })
      .willRespondWith(403, (builder) => {
        builder.jsonBody(forbidden('SELF_ROLE_CHANGE'));
      })
      .executeTest(async (mockServer) => {
        expect(await failureOf(usersApi(mockServer).update(ADMIN.id, body))).toMatchObject({ status: 403, code: 'SELF_ROLE_CHANGE' });
      });
  });

  it('the last active super admin demoting themself is 403 LAST_SUPER_ADMIN', async () => {
    const body = update(SUPER, 'ADMIN');
    await pact
      .addInteraction()
      .given(PROVIDER_STATES.onlyActiveSuperAdmin, { id: SUPER.id, email: SUPER.email, fullName: SUPER.fullName, accessToken: PACT_TOKENS.access })
      .uponReceiving('a demotion of the last active super admin')
      .withRequest('PUT', userPath(SUPER.id), (builder) => {
        builder.headers(AUTHORIZED);
        builder.jsonBody(updateBody(body));
      })
      .willRespondWith(403, (builder) => {
        builder.jsonBody(forbidden('LAST_SUPER_ADMIN'));
      })
      .executeTest(async (mockServer) => {
        expect(await failureOf(usersApi(mockServer).update(SUPER.id, body))).toMatchObject({ status: 403, code: 'LAST_SUPER_ADMIN' });
      });
  });

  it('an admin resetting their own password here is 403 OWN_PASSWORD_RESET', async () => {
    await pact
      .addInteraction()
      .given(PROVIDER_STATES.adminExistsForCaller, state(ADMIN, 'self'))
      .uponReceiving('a password reset of the caller’s own account')
      .withRequest('POST', userPath(ADMIN.id, '/reset-password'), (builder) => {
        builder.headers(AUTHORIZED);
        builder.query({ newPassword: like(STRONG_PASSWORD) });
      })
      .willRespondWith(403, (builder) => {
        builder.jsonBody(forbidden('OWN_PASSWORD_RESET'));
      })
      .executeTest(async (mockServer) => {
        expect(await failureOf(usersApi(mockServer).resetPassword(ADMIN.id, STRONG_PASSWORD))).toMatchObject({ status: 403, code: 'OWN_PASSWORD_RESET' });
      });
  });
});
