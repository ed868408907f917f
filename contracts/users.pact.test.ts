import { readFileSync } from 'node:fs';
import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { USER_LIST } from '@/api/users';
import { createUsersApi } from '@/api/users';
import type { CreateAdminRequest, UpdateAdminRequest, UserBulkFilter } from '@/api/users';
import { ADMIN_ROLES } from '@/api/types';
import { PROVIDER_STATES } from '../mocks/resources/users/admin-provider-states';
import {
  adminClient,
  adminPath,
  recordPath,
  stateId,
  createPact,
  failureOf,
  fakeSession,
  PACT_TOKENS,
} from './support/pact';
import { REFUSAL_MESSAGES } from '@/api/permissions';
import {
  AVATAR_BOUNDARY,
  AVATAR_FIXTURE,
  adminUser,
  avatarUrls,
  bearer,
  bulkItemDone,
  bulkItemRefused,
  bulkResult,
  errorBody,
  jsonError,
  fieldErrors,
  NEVER,
  role,
} from './support/shapes';

const { boolean, eachLike, integer, like, regex, uuid } = MatchersV3;
const pact = createPact();

/** The admin the users interactions are about (handwritten, unlike any seeded name). */
const SUBJECT = {
  id: '3f0c2a6e-8d1b-4c7a-9e5f-2b4d6a8c0e1f',
  email: 'morgan.quillfeather@vinotheca.test',
  fullName: 'Morgan Quillfeather',
  role: 'EDITOR',
  accessToken: PACT_TOKENS.access,
} as const;
const MISSING_ID = '0e9d8c7b-6a5f-4e3d-9c2b-1a0f9e8d7c6b';
const NEW_ADMIN: CreateAdminRequest = {
  fullName: 'Rosalind Vale',
  email: 'rosalind.vale@vinotheca.test',
  role: 'VIEWER',
  active: true,
  password: 'Decanter#Slow-2026',
};
const UPDATE: UpdateAdminRequest = {
  fullName: 'Morgan Quillfeather-Ross',
  email: SUBJECT.email,
  role: 'ADMIN',
  active: true,
};
const STRONG_PASSWORD = 'Sommelier#Reset-2026';
const WEAK_PASSWORD = 'short';

const AUTHORIZED = { Authorization: bearer(PACT_TOKENS.access) };

const subject = (overrides: Record<string, unknown> = {}) =>
  adminUser({
    id: uuid(SUBJECT.id),
    email: like(SUBJECT.email),
    fullName: like(SUBJECT.fullName),
    role: role(SUBJECT.role),
    ...overrides,
  });

const oneOf = (values: readonly string[], example: string) => regex(new RegExp(`^(${values.join('|')})$`), example);
const trueOrFalse = (example: boolean) => regex(/^(true|false)$/, String(example));

const usersApi = (mockServer: Parameters<typeof adminClient>[0]) =>
  createUsersApi(adminClient(mockServer, fakeSession(PACT_TOKENS.access)));

describe('users API contract', () => {
  it('list sends page, size, sort, search and every filter, and returns a page of admins', async () => {
    await pact
      .addInteraction()
      .given(PROVIDER_STATES.adminExists, SUBJECT)
      .uponReceiving('a users list query with paging, sort, search and filters')
      .withRequest('GET', adminPath('/users'), (builder) => {
        builder.headers(AUTHORIZED);
        builder.query({
          page: regex(/^\d+$/, '0'),
          size: regex(/^\d+$/, '20'),
          sort: regex(new RegExp(`^(${USER_LIST.sortFields.join('|')}),(asc|desc)$`), 'fullName,asc'),
          search: like('quillfeather'),
          active: trueOrFalse(true),
          role: oneOf(ADMIN_ROLES, 'EDITOR'),
          locked: trueOrFalse(false),
          twoFactorEnabled: trueOrFalse(false),
        });
      })
      .willRespondWith(200, (builder) => {
        builder.jsonBody({
          content: eachLike(subject()),
          page: integer(0),
          size: integer(20),
          totalElements: integer(1),
          totalPages: integer(1),
        });
      })
      .executeTest(async (mockServer) => {
        const page = await usersApi(mockServer).list({
          page: 0,
          size: 20,
          sort: 'fullName,asc',
          search: 'quillfeather',
          active: true,
          role: 'EDITOR',
          locked: false,
          twoFactorEnabled: false,
        });
        expect(page.content[0]).toMatchObject({ id: SUBJECT.id, fullName: SUBJECT.fullName });
        expect(page.totalElements).toBe(1);
      });
  });

  it('list with an out-of-range page size is a 400 naming size', async () => {
    await pact
      .addInteraction()
      .given(PROVIDER_STATES.adminExists, SUBJECT)
      .uponReceiving('a users list query with a page size over the limit')
      .withRequest('GET', adminPath('/users'), (builder) => {
        builder.headers(AUTHORIZED);
        builder.query({ page: regex(/^\d+$/, '0'), size: regex(/^\d+$/, '1000') });
      })
      .willRespondWith(400, (builder) => {
        jsonError(
          builder,
          errorBody(400, { errors: fieldErrors('size', 'Size must be a whole number from 1 to 100') }),
        );
      })
      .executeTest(async (mockServer) => {
        const error = await failureOf(usersApi(mockServer).list({ page: 0, size: 1000 }));
        expect(error.status).toBe(400);
        expect(error.fieldErrors[0]?.field).toBe('size');
      });
  });

  it('get returns one admin', async () => {
    await pact
      .addInteraction()
      .given(PROVIDER_STATES.adminExists, SUBJECT)
      .uponReceiving('a request for one admin')
      .withRequest('GET', recordPath('users', SUBJECT.id), (builder) => {
        builder.headers(AUTHORIZED);
      })
      .willRespondWith(200, (builder) => {
        builder.jsonBody(subject());
      })
      .executeTest(async (mockServer) => {
        const admin = await usersApi(mockServer).get(SUBJECT.id);
        expect(admin).toMatchObject({ id: SUBJECT.id, email: SUBJECT.email, role: 'EDITOR' });
      });
  });

  it('get of an unknown id is a 404', async () => {
    await pact
      .addInteraction()
      .given(PROVIDER_STATES.adminMissing, { id: MISSING_ID, accessToken: PACT_TOKENS.access })
      .uponReceiving('a request for an admin that does not exist')
      .withRequest('GET', recordPath('users', MISSING_ID), (builder) => {
        builder.headers(AUTHORIZED);
      })
      .willRespondWith(404, (builder) => {
        jsonError(builder, errorBody(404));
      })
      .executeTest(async (mockServer) => {
        const error = await failureOf(usersApi(mockServer).get(MISSING_ID));
        expect(error).toMatchObject({ status: 404, error: 'Not Found' });
      });
  });

  it('create returns the new admin with 201', async () => {
    await pact
      .addInteraction()
      .given(PROVIDER_STATES.emailFree, { email: NEW_ADMIN.email, accessToken: PACT_TOKENS.access })
      .uponReceiving('a creation of an admin')
      .withRequest('POST', adminPath('/users'), (builder) => {
        builder.headers(AUTHORIZED);
        builder.jsonBody({
          fullName: like(NEW_ADMIN.fullName),
          email: like(NEW_ADMIN.email),
          role: role(NEW_ADMIN.role),
          active: boolean(NEW_ADMIN.active),
          password: like(NEW_ADMIN.password),
        });
      })
      .willRespondWith(201, (builder) => {
        builder.jsonBody(
          adminUser({
            email: like(NEW_ADMIN.email),
            fullName: like(NEW_ADMIN.fullName),
            role: role(NEW_ADMIN.role),
            lastLoginAt: NEVER,
          }),
        );
      })
      .executeTest(async (mockServer) => {
        const created = await usersApi(mockServer).create(NEW_ADMIN);
        expect(created).toMatchObject({ email: NEW_ADMIN.email, role: 'VIEWER', lastLoginAt: null });
      });
  });

  it('create with an e-mail already in use is a 409 naming email', async () => {
    await pact
      .addInteraction()
      .given(PROVIDER_STATES.adminExists, SUBJECT)
      .uponReceiving('a creation of an admin with an e-mail already in use')
      .withRequest('POST', adminPath('/users'), (builder) => {
        builder.headers(AUTHORIZED);
        builder.jsonBody({
          fullName: like(NEW_ADMIN.fullName),
          email: like(SUBJECT.email),
          role: role(NEW_ADMIN.role),
          active: boolean(true),
          password: like(NEW_ADMIN.password),
        });
      })
      .willRespondWith(409, (builder) => {
        jsonError(
          builder,
          errorBody(409, { errors: fieldErrors('email', 'An admin with this e-mail already exists') }),
        );
      })
      .executeTest(async (mockServer) => {
        const error = await failureOf(usersApi(mockServer).create({ ...NEW_ADMIN, email: SUBJECT.email }));
        expect(error.status).toBe(409);
        expect(error.fieldErrors.map((e) => e.field)).toEqual(['email']);
      });
  });

  it('create with a weak password is a 422 with an errors list', async () => {
    await pact
      .addInteraction()
      .given(PROVIDER_STATES.emailFree, { email: NEW_ADMIN.email, accessToken: PACT_TOKENS.access })
      .uponReceiving('a creation of an admin with a weak password')
      .withRequest('POST', adminPath('/users'), (builder) => {
        builder.headers(AUTHORIZED);
        builder.jsonBody({
          fullName: like(NEW_ADMIN.fullName),
          email: like(NEW_ADMIN.email),
          role: role(NEW_ADMIN.role),
          active: boolean(true),
          password: like(WEAK_PASSWORD),
        });
      })
      .willRespondWith(422, (builder) => {
        jsonError(
          builder,
          errorBody(422, { errors: fieldErrors('password', 'Password must be at least 12 characters long') }),
        );
      })
      .executeTest(async (mockServer) => {
        const error = await failureOf(usersApi(mockServer).create({ ...NEW_ADMIN, password: WEAK_PASSWORD }));
        expect(error.status).toBe(422);
        expect(error.fieldErrors[0]).toEqual({
          field: 'password',
          message: 'Password must be at least 12 characters long',
        });
      });
  });

  it('update saves the fields and returns the admin', async () => {
    await pact
      .addInteraction()
      .given(PROVIDER_STATES.adminExists, SUBJECT)
      .uponReceiving('an update of an admin')
      .withRequest('PUT', recordPath('users', SUBJECT.id), (builder) => {
        builder.headers(AUTHORIZED);
        builder.jsonBody({
          fullName: like(UPDATE.fullName),
          email: like(UPDATE.email),
          role: role(UPDATE.role),
          active: boolean(UPDATE.active),
        });
      })
      .willRespondWith(200, (builder) => {
        builder.jsonBody(subject({ fullName: like(UPDATE.fullName), role: role(UPDATE.role) }));
      })
      .executeTest(async (mockServer) => {
        const updated = await usersApi(mockServer).update(SUBJECT.id, UPDATE);
        expect(updated).toMatchObject({ fullName: UPDATE.fullName, role: 'ADMIN' });
      });
  });

  it('deactivate answers 204', async () => {
    await pact
      .addInteraction()
      .given(PROVIDER_STATES.adminExists, SUBJECT)
      .uponReceiving('a deactivation of an admin')
      .withRequest('DELETE', recordPath('users', SUBJECT.id), (builder) => {
        builder.headers(AUTHORIZED);
      })
      .willRespondWith(204)
      .executeTest(async (mockServer) => {
        await expect(usersApi(mockServer).deactivate(SUBJECT.id)).resolves.toBeUndefined();
      });
  });

  it('unlock returns the admin, no longer locked', async () => {
    await pact
      .addInteraction()
      .given(PROVIDER_STATES.adminLocked, SUBJECT)
      .uponReceiving('an unlock of a locked admin')
      .withRequest('POST', recordPath('users', SUBJECT.id, '/unlock'), (builder) => {
        builder.headers(AUTHORIZED);
      })
      .willRespondWith(200, (builder) => {
        // The row actions branch on this flag, so it is pinned.
        builder.jsonBody(subject({ locked: false }));
      })
      .executeTest(async (mockServer) => {
        const unlocked = await usersApi(mockServer).unlock(SUBJECT.id);
        expect(unlocked.locked).toBe(false);
      });
  });

  it('resetPassword sends the new password as the newPassword query parameter', async () => {
    await pact
      .addInteraction()
      .given(PROVIDER_STATES.adminExists, SUBJECT)
      .uponReceiving('a password reset of an admin')
      .withRequest('POST', recordPath('users', SUBJECT.id, '/reset-password'), (builder) => {
        builder.headers(AUTHORIZED);
        builder.query({ newPassword: like(STRONG_PASSWORD) });
      })
      .willRespondWith(204)
      .executeTest(async (mockServer) => {
        await expect(usersApi(mockServer).resetPassword(SUBJECT.id, STRONG_PASSWORD)).resolves.toBeUndefined();
      });
  });

  it('checkEmail says a free e-mail is available', async () => {
    await pact
      .addInteraction()
      .given(PROVIDER_STATES.emailFree, { email: NEW_ADMIN.email, accessToken: PACT_TOKENS.access })
      .uponReceiving('an e-mail availability check for a free e-mail')
      .withRequest('GET', adminPath('/users/check-email'), (builder) => {
        builder.headers(AUTHORIZED);
        builder.query({ email: like(NEW_ADMIN.email) });
      })
      .willRespondWith(200, (builder) => {
        // The form branches on `available`, so it is pinned.
        builder.jsonBody({ email: like(NEW_ADMIN.email), available: true });
      })
      .executeTest(async (mockServer) => {
        await expect(usersApi(mockServer).checkEmail(NEW_ADMIN.email)).resolves.toEqual({
          email: NEW_ADMIN.email,
          available: true,
        });
      });
  });

  it('checkEmail says an e-mail in use is not available', async () => {
    await pact
      .addInteraction()
      .given(PROVIDER_STATES.adminExists, SUBJECT)
      .uponReceiving('an e-mail availability check for an e-mail in use')
      .withRequest('GET', adminPath('/users/check-email'), (builder) => {
        builder.headers(AUTHORIZED);
        builder.query({ email: like(SUBJECT.email) });
      })
      .willRespondWith(200, (builder) => {
        builder.jsonBody({ email: like(SUBJECT.email), available: false });
      })
      .executeTest(async (mockServer) => {
        await expect(usersApi(mockServer).checkEmail(SUBJECT.email)).resolves.toEqual({
          email: SUBJECT.email,
          available: false,
        });
      });
  });

  it('checkEmail ignores the e-mail of the admin being edited (excludeId)', async () => {
    await pact
      .addInteraction()
      .given(PROVIDER_STATES.adminExists, SUBJECT)
      .uponReceiving('an e-mail availability check for the edited admin own e-mail')
      .withRequest('GET', adminPath('/users/check-email'), (builder) => {
        builder.headers(AUTHORIZED);
        builder.query({ email: like(SUBJECT.email), excludeId: stateId('id', SUBJECT.id) });
      })
      .willRespondWith(200, (builder) => {
        builder.jsonBody({ email: like(SUBJECT.email), available: true });
      })
      .executeTest(async (mockServer) => {
        await expect(usersApi(mockServer).checkEmail(SUBJECT.email, SUBJECT.id)).resolves.toEqual({
          email: SUBJECT.email,
          available: true,
        });
      });
  });

  it('uploadAvatar sends the image as multipart and returns the admin with avatar URLs', async () => {
    await pact
      .addInteraction()
      .given(PROVIDER_STATES.adminExists, SUBJECT)
      .uponReceiving('an upload of an admin avatar')
      .withRequest('POST', recordPath('users', SUBJECT.id, '/avatar'), (builder) => {
        builder.headers(AUTHORIZED);
        builder.multipartBody('image/png', AVATAR_FIXTURE, 'file', AVATAR_BOUNDARY);
      })
      .willRespondWith(200, (builder) => {
        builder.jsonBody(subject({ avatarUrls: avatarUrls() }));
      })
      .executeTest(async (mockServer) => {
        const image = new Blob([readFileSync(AVATAR_FIXTURE)], { type: 'image/png' });
        const updated = await usersApi(mockServer).uploadAvatar(SUBJECT.id, image, 'avatar.png');
        expect(updated.avatarUrls?.icon).toMatch(/^data:image\//);
      });
  });

  it('deleteAvatar removes an admin avatar', async () => {
    await pact
      .addInteraction()
      .given(PROVIDER_STATES.adminWithAvatar, SUBJECT)
      .uponReceiving('a removal of an admin avatar')
      .withRequest('DELETE', recordPath('users', SUBJECT.id, '/avatar'), (builder) => {
        builder.headers(AUTHORIZED);
      })
      .willRespondWith(204)
      .executeTest(async (mockServer) => {
        await expect(usersApi(mockServer).deleteAvatar(SUBJECT.id)).resolves.toBeUndefined();
      });
  });
});

describe('admin bulk actions contract', () => {
  /** A super admin beside SUBJECT, whom an ADMIN may not touch; the caller; a bulk operation's id. */
  const SUPER = {
    otherId: '6d5c4b3a-2f1e-4d0c-8b9a-7f6e5d4c3b2a',
    otherEmail: 'ottoline.marchbank@vinotheca.test',
    otherFullName: 'Ottoline Marchbank',
    otherRole: 'SUPER_ADMIN',
  } as const;
  const CALLER = { callerEmail: 'priya.adminton@vinotheca.test', callerRole: 'ADMIN' } as const;
  const OPERATION_ID = '5f4e3d2c-1b0a-4c9d-8e7f-6a5b4c3d2e1f';

  it('bulk deactivation by ids answers each admin: one done, one refused by a rule on the target', async () => {
    await pact
      .addInteraction()
      .given(PROVIDER_STATES.twoAdminsForCaller, { ...SUBJECT, ...SUPER, ...CALLER })
      .uponReceiving('a bulk deactivation by an admin of an editor and a super admin, by ids')
      .withRequest('POST', adminPath('/users/bulk'), (builder) => {
        builder.headers(AUTHORIZED);
        builder.jsonBody({ action: 'DEACTIVATE', ids: [stateId('id', SUBJECT.id), stateId('otherId', SUPER.otherId)] });
      })
      .willRespondWith(200, (builder) => {
        builder.jsonBody(
          bulkResult(
            'DEACTIVATE',
            [
              bulkItemDone({ id: SUBJECT.id, label: SUBJECT.email }),
              bulkItemRefused(
                { id: SUPER.otherId, label: SUPER.otherEmail },
                'TARGET_ABOVE_ROLE',
                REFUSAL_MESSAGES.TARGET_ABOVE_ROLE,
              ),
            ],
            { refused: integer(1) },
          ),
        );
      })
      .executeTest(async (mockServer) => {
        const result = await usersApi(mockServer).bulk({ action: 'DEACTIVATE', ids: [SUBJECT.id, SUPER.otherId] });
        expect(result).toMatchObject({ action: 'DEACTIVATE', done: 1, refused: 1 });
        expect(result.items.map((item) => [item.outcome, item.code])).toEqual([
          ['done', undefined],
          ['refused', 'TARGET_ABOVE_ROLE'],
        ]);
      });
  });

  it('bulk by a filter key the users list does not declare is a 422 naming it, and changes nothing', async () => {
    const message = 'Unknown filter; the filters are search, active, role, locked, twoFactorEnabled';
    await pact
      .addInteraction()
      .given(PROVIDER_STATES.adminExists, SUBJECT)
      .uponReceiving('a bulk deactivation by the console URL’s filter name `status`, which the API does not know')
      .withRequest('POST', adminPath('/users/bulk'), (builder) => {
        builder.headers(AUTHORIZED);
        builder.jsonBody({ action: 'DEACTIVATE', filter: { status: 'locked' } });
      })
      .willRespondWith(422, (builder) => {
        jsonError(builder, errorBody(422, { errors: fieldErrors('filter.status', message) }));
      })
      .executeTest(async (mockServer) => {
        const careless = { status: 'locked' } as unknown as UserBulkFilter;
        const error = await failureOf(usersApi(mockServer).bulk({ action: 'DEACTIVATE', filter: careless }));
        expect(error.status).toBe(422);
        expect(error.fieldErrors).toEqual([{ field: 'filter.status', message }]);
      });
  });

  it('undoBulk makes the deactivated admins active again', async () => {
    const { id: adminId, ...subject } = SUBJECT;
    await pact
      .addInteraction()
      .given(PROVIDER_STATES.adminBulkUndoable, { ...subject, id: OPERATION_ID, adminId })
      .uponReceiving('an undo of a bulk deactivation')
      .withRequest('POST', recordPath('users/bulk', OPERATION_ID, '/undo'), (builder) => {
        builder.headers(AUTHORIZED);
      })
      .willRespondWith(200, (builder) => {
        builder.jsonBody(
          bulkResult('DEACTIVATE', eachLike(bulkItemDone({ id: adminId, label: SUBJECT.email })), {
            operationId: uuid(OPERATION_ID),
            undoUntil: null,
          }),
        );
      })
      .executeTest(async (mockServer) => {
        await expect(usersApi(mockServer).undoBulk(OPERATION_ID)).resolves.toMatchObject({
          operationId: OPERATION_ID,
          done: 1,
          undoUntil: null,
        });
      });
  });
});
