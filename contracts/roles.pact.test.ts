import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { REFUSAL_MESSAGES, refusalStatus, type RefusalCode } from '@/api/permissions';
import type { AdminRole } from '@/api/types';
import { createUsersApi, type UpdateAdminRequest } from '@/api/users';
import { PROVIDER_STATES } from '../mocks/resources/users/admin-provider-states';
import { adminClient, recordPath, createPact, failureOf, fakeSession, PACT_TOKENS } from './support/pact';
import { bearer, errorBody, jsonError, role } from './support/shapes';

const { boolean, like, string } = MatchersV3;
const pact = createPact();

/**
 * One refusal for each family of rules in src/api/permissions.ts: a role without the permission, a
 * target above one's role, granting a role above one's own, changing one's own role, the last
 * active super admin, deactivating oneself (409), and resetting one's own password. Each goes through
 * the real users API.
 */

const AUTHORIZED = { Authorization: bearer(PACT_TOKENS.access) };

/** The admins of these interactions (handwritten, unlike any seeded name). */
const SUPER = {
  id: '7b1e4c2a-3d5f-4a6b-8c9d-0e1f2a3b4c5d',
  email: 'ottilie.brandvold@vinotheca.test',
  fullName: 'Ottilie Brandvold',
  role: 'SUPER_ADMIN',
} as const;
const EDITOR = {
  id: '5c2d7e9f-1a3b-4c5d-8e6f-7a8b9c0d1e2f',
  email: 'jasper.wendeln@vinotheca.test',
  fullName: 'Jasper Wendeln',
  role: 'EDITOR',
} as const;
const ADMIN = {
  id: '9d8c7b6a-5f4e-4d3c-9b2a-1f0e9d8c7b6a',
  email: 'imogen.castellane@vinotheca.test',
  fullName: 'Imogen Castellane',
  role: 'ADMIN',
} as const;
const CALLERS: Record<'VIEWER' | 'ADMIN', string> = {
  VIEWER: 'teodor.viewmark@vinotheca.test',
  ADMIN: 'priya.adminton@vinotheca.test',
};
const STRONG_PASSWORD = 'Sommelier#Reset-2026';

type Subject = typeof SUPER | typeof EDITOR | typeof ADMIN;
/** The state's params: the target admin and who calls, another admin of `callerRole` or (`self`) the target. */
const state = (subject: Subject, caller: 'VIEWER' | 'ADMIN' | 'self') => ({
  ...subject,
  accessToken: PACT_TOKENS.access,
  callerEmail: caller === 'self' ? subject.email : CALLERS[caller],
  callerRole: caller === 'self' ? subject.role : caller,
});

/** The refusal's body: the rule's code exactly, any reason phrase and any message for people. */
const refusal = (code: RefusalCode) =>
  errorBody(refusalStatus(code), { code, message: string(REFUSAL_MESSAGES[code]) });

const update = (subject: Subject, newRole: AdminRole): UpdateAdminRequest => ({
  fullName: subject.fullName,
  email: subject.email,
  role: newRole,
  active: true,
});
const updateBody = (body: UpdateAdminRequest) => ({
  fullName: like(body.fullName),
  email: like(body.email),
  role: role(body.role),
  active: boolean(body.active),
});

const usersApi = (mockServer: Parameters<typeof adminClient>[0]) =>
  createUsersApi(adminClient(mockServer, fakeSession(PACT_TOKENS.access)));

type Interaction = ReturnType<ReturnType<ReturnType<typeof pact.addInteraction>['given']>['uponReceiving']>;
type RequestBuilder = Parameters<NonNullable<Parameters<Interaction['withRequest']>[2]>>[0];

interface Refusal {
  state: Parameters<ReturnType<typeof pact.addInteraction>['given']>;
  description: string;
  method: 'POST' | 'PUT' | 'DELETE';
  path: ReturnType<typeof recordPath>;
  query?: Parameters<RequestBuilder['query']>[0];
  body?: Parameters<RequestBuilder['jsonBody']>[0];
  code: RefusalCode;
  /** The call through the real users API. */
  call: (api: ReturnType<typeof usersApi>) => Promise<unknown>;
}

/** One interaction: the request, answered 403 with the rule's code, as the console reads it. */
function expectRefusal({ state, description, method, path, query, body, code, call }: Refusal) {
  return pact
    .addInteraction()
    .given(...state)
    .uponReceiving(description)
    .withRequest(method, path, (builder) => {
      builder.headers(AUTHORIZED);
      if (query) builder.query(query);
      if (body) builder.jsonBody(body);
    })
    .willRespondWith(refusalStatus(code), (builder) => {
      jsonError(builder, refusal(code));
    })
    .executeTest(async (mockServer) => {
      expect(await failureOf(call(usersApi(mockServer)))).toMatchObject({ status: refusalStatus(code), code });
    });
}

const RESET_QUERY = { newPassword: like(STRONG_PASSWORD) };

describe('roles and permissions contract: one refusal per rule family', () => {
  it('a role without users.manage resetting a super admin’s password is 403 ROLE_FORBIDDEN', () =>
    expectRefusal({
      state: [PROVIDER_STATES.adminExistsForCaller, state(SUPER, 'VIEWER')],
      description: 'a password reset of a super admin by a viewer',
      method: 'POST',
      path: recordPath('users', SUPER.id, '/reset-password'),
      query: RESET_QUERY,
      code: 'ROLE_FORBIDDEN',
      call: (api) => api.resetPassword(SUPER.id, STRONG_PASSWORD),
    }));

  it('an admin deactivating a super admin is 403 TARGET_ABOVE_ROLE', () =>
    expectRefusal({
      state: [PROVIDER_STATES.adminExistsForCaller, state(SUPER, 'ADMIN')],
      description: 'a deactivation of a super admin by an admin',
      method: 'DELETE',
      path: recordPath('users', SUPER.id),
      code: 'TARGET_ABOVE_ROLE',
      call: (api) => api.deactivate(SUPER.id),
    }));

  it('an admin promoting an editor to super admin is 403 ROLE_ABOVE_OWN', () =>
    expectRefusal({
      state: [PROVIDER_STATES.adminExistsForCaller, state(EDITOR, 'ADMIN')],
      description: 'a promotion of an editor to super admin by an admin',
      method: 'PUT',
      path: recordPath('users', EDITOR.id),
      body: updateBody(update(EDITOR, 'SUPER_ADMIN')),
      code: 'ROLE_ABOVE_OWN',
      call: (api) => api.update(EDITOR.id, update(EDITOR, 'SUPER_ADMIN')),
    }));

  it('an admin changing their own role is 403 SELF_ROLE_CHANGE', () =>
    expectRefusal({
      state: [PROVIDER_STATES.adminExistsForCaller, state(ADMIN, 'self')],
      description: 'a change of the caller’s own role',
      method: 'PUT',
      path: recordPath('users', ADMIN.id),
      body: updateBody(update(ADMIN, 'EDITOR')),
      code: 'SELF_ROLE_CHANGE',
      call: (api) => api.update(ADMIN.id, update(ADMIN, 'EDITOR')),
    }));

  it('an admin deactivating their own account is 409 SELF_DEACTIVATION', () =>
    expectRefusal({
      state: [PROVIDER_STATES.adminExistsForCaller, state(ADMIN, 'self')],
      description: 'a deactivation of the caller’s own account',
      method: 'PUT',
      path: recordPath('users', ADMIN.id),
      body: updateBody({ ...update(ADMIN, 'ADMIN'), active: false }),
      code: 'SELF_DEACTIVATION',
      call: (api) => api.update(ADMIN.id, { ...update(ADMIN, 'ADMIN'), active: false }),
    }));

  it('the last active super admin demoting themself is 403 LAST_SUPER_ADMIN', () =>
    expectRefusal({
      state: [
        PROVIDER_STATES.onlyActiveSuperAdmin,
        { id: SUPER.id, email: SUPER.email, fullName: SUPER.fullName, accessToken: PACT_TOKENS.access },
      ],
      description: 'a demotion of the last active super admin',
      method: 'PUT',
      path: recordPath('users', SUPER.id),
      body: updateBody(update(SUPER, 'ADMIN')),
      code: 'LAST_SUPER_ADMIN',
      call: (api) => api.update(SUPER.id, update(SUPER, 'ADMIN')),
    }));

  it('an admin resetting their own password here is 403 OWN_PASSWORD_RESET', () =>
    expectRefusal({
      state: [PROVIDER_STATES.adminExistsForCaller, state(ADMIN, 'self')],
      description: 'a password reset of the caller’s own account',
      method: 'POST',
      path: recordPath('users', ADMIN.id, '/reset-password'),
      query: RESET_QUERY,
      code: 'OWN_PASSWORD_RESET',
      call: (api) => api.resetPassword(ADMIN.id, STRONG_PASSWORD),
    }));
});
