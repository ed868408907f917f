import { beforeEach, describe, expect, it } from 'vitest';
import { BULK_UNDO_WINDOW_SECONDS, type BulkResult } from '@/api/bulk';
import type { UserBulkFilter, UserListQuery } from '@/api/users';
import { findAdminByEmail } from '../auth/auth-model';
import { db, snapshotDb } from '../../core/db';
import { createTestClient, failureOf, installTestClock, postRaw, setupMockBackend } from '@tests/support/mock-backend';

const { client } = setupMockBackend();
beforeEach(async () => {
  await client.signIn('admin@vinotheca.test');
});

const SUPER = 'admin@vinotheca.test';
const adminOf = (email: string) => {
  const admin = findAdminByEmail(email);
  if (!admin) throw new Error(`no seeded admin ${email}`);
  return admin;
};
const admin = (id: string) => db.admins.findFirst((q) => q.where({ id }));
const inactive = () => db.admins.all().find((a) => !a.active && a.role !== 'SUPER_ADMIN')!;
const eventsSince = (count: number) => db.auditEvents.all().slice(count);
/** An id of the right shape that names no admin. */
const MISSING_ID = '0e4f7a2b-9c1d-4e3f-8a5b-6c7d8e9f0a1b';
const refusedWith = (code: string, message: string) => ({ outcome: 'refused' as const, code, message });

/** Every admin the list shows for a query, page after page. */
async function listAll(query: UserListQuery) {
  const ids: string[] = [];
  for (let page = 0; ; page++) {
    const answer = await client.users.list({ ...query, page, size: 100 });
    ids.push(...answer.content.map((a) => a.id));
    if (page + 1 >= answer.totalPages) return { ids, total: answer.totalElements };
  }
}

describe('POST /users/bulk DEACTIVATE', () => {
  it('deactivates each admin it may and revokes their sessions; refuses the rest per item, in the given order', async () => {
    const clock = installTestClock();
    const [editor, viewer, self, gone] = [
      adminOf('editor@vinotheca.test'),
      adminOf('viewer@vinotheca.test'),
      adminOf(SUPER),
      inactive(),
    ];
    const viewerClient = createTestClient();
    await viewerClient.signIn('viewer@vinotheca.test');
    const before = db.auditEvents.count();
    const result = await client.users.bulk({
      action: 'DEACTIVATE',
      ids: [editor.id, gone.id, MISSING_ID, self.id, viewer.id],
    });
    expect(result).toEqual({
      operationId: expect.stringMatching(/^[0-9a-f-]{36}$/),
      action: 'DEACTIVATE',
      done: 2,
      refused: 3,
      items: [
        { id: editor.id, label: editor.email, outcome: 'done' },
        { id: gone.id, label: gone.email, ...refusedWith('ADMIN_ALREADY_INACTIVE', 'This admin is already inactive.') },
        { id: MISSING_ID, label: '', ...refusedWith('NOT_FOUND', 'Admin not found') },
        {
          id: self.id,
          label: self.email,
          ...refusedWith('SELF_DEACTIVATION', 'You cannot deactivate your own account.'),
        },
        { id: viewer.id, label: viewer.email, outcome: 'done' },
      ],
      undoUntil: new Date(clock.now() + BULK_UNDO_WINDOW_SECONDS * 1000).toISOString(),
    } satisfies BulkResult);
    expect(admin(editor.id)).toMatchObject({ active: false, updatedAt: new Date(clock.now()).toISOString() });
    expect(admin(gone.id)).toEqual(gone);
    expect(await failureOf(viewerClient.auth.me())).toMatchObject({ status: 401 });
    // Done items record the single call's action; a rule's refusal is a denied attempt; other refusals record nothing.
    expect(eventsSince(before)).toEqual([
      expect.objectContaining({
        action: 'admin.deactivate',
        targetType: 'ADMIN',
        targetId: editor.id,
        targetLabel: editor.email,
        outcome: 'success',
        actorEmail: SUPER,
      }),
      expect.objectContaining({
        action: 'admin.deactivate',
        targetId: self.id,
        targetLabel: self.email,
        outcome: 'denied',
      }),
      expect.objectContaining({
        action: 'admin.deactivate',
        targetId: viewer.id,
        targetLabel: viewer.email,
        outcome: 'success',
      }),
    ]);
  });

  it('stops at the last active super admin: LAST_SUPER_ADMIN for the item that would leave none', async () => {
    const self = adminOf(SUPER);
    const others = db.admins.all().filter((a) => a.role === 'SUPER_ADMIN' && a.active && a.id !== self.id);
    expect(others.length).toBeGreaterThan(0);
    const result = await client.users.bulk({ action: 'DEACTIVATE', ids: [...others.map((a) => a.id), self.id] });
    expect(result.items.slice(0, -1).every((item) => item.outcome === 'done')).toBe(true);
    expect(result.items.at(-1)).toEqual({
      id: self.id,
      label: self.email,
      ...refusedWith('LAST_SUPER_ADMIN', 'The last active super admin must stay an active super admin.'),
    });
    expect(
      db.admins
        .all()
        .filter((a) => a.role === 'SUPER_ADMIN' && a.active)
        .map((a) => a.id),
    ).toEqual([self.id]);
  });

  it('by filter: exactly the admins GET /users lists with the same filter, in its order (booleans as JSON)', async () => {
    const filter: UserBulkFilter = { role: 'VIEWER', active: true };
    const listed = await listAll(filter);
    expect(listed.total).toBeGreaterThan(1);
    const result = await client.users.bulk({ action: 'DEACTIVATE', filter });
    expect(result.items.map((item) => item.id)).toEqual(listed.ids);
    expect(result).toMatchObject({ done: listed.total, refused: 0 });
    await expect(client.users.list({ role: 'VIEWER', active: true })).resolves.toMatchObject({ totalElements: 0 });
  });
});

describe('POST /users/bulk UNLOCK and SET_ROLE', () => {
  it('unlocks a locked admin and refuses one who is not locked with ADMIN_NOT_LOCKED', async () => {
    const [locked, editor] = [adminOf('locked@vinotheca.test'), adminOf('editor@vinotheca.test')];
    const result = await client.users.bulk({ action: 'UNLOCK', ids: [locked.id, editor.id] });
    expect(result.items).toEqual([
      { id: locked.id, label: locked.email, outcome: 'done' },
      { id: editor.id, label: editor.email, ...refusedWith('ADMIN_NOT_LOCKED', 'This admin is not locked.') },
    ]);
    expect(admin(locked.id)).toMatchObject({ locked: false, failedLoginAttempts: 0 });
    await expect(createTestClient().signIn('locked@vinotheca.test')).resolves.toMatchObject({ role: 'EDITOR' });
  });

  it('applies the rules on a target per item: an admin’s SET_ROLE over a super admin refuses that one (TARGET_ABOVE_ROLE) and does the rest', async () => {
    await client.signIn('manager@vinotheca.test');
    const [viewer, boss, editor] = [adminOf('viewer@vinotheca.test'), adminOf(SUPER), adminOf('editor@vinotheca.test')];
    const before = db.auditEvents.count();
    const result = await client.users.bulk({
      action: 'SET_ROLE',
      role: 'EDITOR',
      ids: [viewer.id, boss.id, editor.id],
    });
    expect(result.items).toEqual([
      { id: viewer.id, label: viewer.email, outcome: 'done' },
      {
        id: boss.id,
        label: boss.email,
        ...refusedWith('TARGET_ABOVE_ROLE', 'Only a super admin can change a super admin’s account.'),
      },
      {
        id: editor.id,
        label: editor.email,
        ...refusedWith('ADMIN_ALREADY_HAS_ROLE', 'This admin already has this role.'),
      },
    ]);
    expect(admin(viewer.id)?.role).toBe('EDITOR');
    expect(admin(boss.id)).toEqual(boss);
    expect(eventsSince(before)).toEqual([
      expect.objectContaining({
        action: 'admin.update',
        targetId: viewer.id,
        outcome: 'success',
        actorEmail: 'manager@vinotheca.test',
      }),
      expect.objectContaining({
        action: 'admin.update',
        targetId: boss.id,
        targetLabel: boss.email,
        outcome: 'denied',
      }),
    ]);
    const above = await client.users.bulk({ action: 'SET_ROLE', role: 'SUPER_ADMIN', ids: [viewer.id] });
    expect(above.items).toEqual([
      {
        id: viewer.id,
        label: viewer.email,
        ...refusedWith('ROLE_ABOVE_OWN', 'You cannot grant a role above your own.'),
      },
    ]);
  });

  it('refuses one’s own role change (SELF_ROLE_CHANGE), and the last active super admin’s demotion (LAST_SUPER_ADMIN)', async () => {
    const self = adminOf(SUPER);
    const others = db.admins.all().filter((a) => a.role === 'SUPER_ADMIN' && a.active && a.id !== self.id);
    const result = await client.users.bulk({
      action: 'SET_ROLE',
      role: 'ADMIN',
      ids: [self.id, ...others.map((a) => a.id)],
    });
    expect(result.items[0]).toEqual({
      id: self.id,
      label: self.email,
      ...refusedWith('SELF_ROLE_CHANGE', 'You cannot change your own role.'),
    });
    expect(result.done).toBe(others.length);
    const last = await client.users.bulk({ action: 'SET_ROLE', role: 'ADMIN', ids: [self.id] });
    expect(last.items[0]).toMatchObject(
      refusedWith('LAST_SUPER_ADMIN', 'The last active super admin must stay an active super admin.'),
    );
  });
});

describe('who may run a bulk action on admins', () => {
  it.each(['viewer@vinotheca.test', 'editor@vinotheca.test'])(
    '%s gets 403 ROLE_FORBIDDEN on both endpoints, and nothing changes',
    async (email) => {
      const target = adminOf('locked@vinotheca.test');
      const operation = await client.users.bulk({ action: 'UNLOCK', ids: [target.id] });
      const before = snapshotDb().data.admins;
      await client.signIn(email);
      const forbidden = {
        status: 403,
        body: {
          status: 403,
          error: 'Forbidden',
          code: 'ROLE_FORBIDDEN',
          message: 'Your role does not allow this action.',
        },
      };
      expect(await failureOf(client.users.bulk({ action: 'DEACTIVATE', ids: [target.id] }))).toEqual(forbidden);
      expect(await failureOf(client.users.undoBulk(operation.operationId))).toEqual(forbidden);
      expect(snapshotDb().data.admins.map(({ lastLoginAt: _l, ...rest }) => rest)).toEqual(
        before.map(({ lastLoginAt: _l, ...rest }) => rest),
      );
    },
  );

  it('a setup-only token gets 403 2FA setup required', async () => {
    await client.signIn('setup@vinotheca.test');
    expect(
      await failureOf(client.users.bulk({ action: 'UNLOCK', ids: [adminOf('locked@vinotheca.test').id] })),
    ).toMatchObject({ status: 403, body: { error: '2FA setup required' } });
  });
});

describe('POST /users/bulk refuses a bad request whole, changing nothing', () => {
  const someId = () => adminOf('editor@vinotheca.test').id;
  it.each<[string, () => unknown, { field: string; message: string }[]]>([
    [
      'an unknown action',
      () => ({ action: 'DELETE', ids: [someId()] }),
      [{ field: 'action', message: 'Action must be one of DEACTIVATE, UNLOCK, SET_ROLE' }],
    ],
    [
      'SET_ROLE without a role',
      () => ({ action: 'SET_ROLE', ids: [someId()] }),
      [{ field: 'role', message: 'Role is required' }],
    ],
    [
      'an unknown role',
      () => ({ action: 'SET_ROLE', role: 'OWNER', ids: [someId()] }),
      [{ field: 'role', message: 'Role must be one of SUPER_ADMIN, ADMIN, EDITOR, VIEWER' }],
    ],
    [
      'a flag the list refuses',
      () => ({ action: 'UNLOCK', filter: { locked: 'maybe' } }),
      [{ field: 'filter.locked', message: 'Locked must be true or false' }],
    ],
    [
      'a search too long',
      () => ({ action: 'UNLOCK', filter: { search: 'x'.repeat(101) } }),
      [{ field: 'filter.search', message: 'Search must be at most 100 characters' }],
    ],
    [
      'neither ids nor filter, for SET_ROLE without a role',
      () => ({ action: 'SET_ROLE' }),
      [
        { field: 'role', message: 'Role is required' },
        { field: 'ids', message: 'Give either ids or filter' },
      ],
    ],
  ])('422 for %s', async (_, body, errors) => {
    const before = snapshotDb();
    expect(await failureOf(client.http.post('/users/bulk', body()))).toEqual({
      status: 422,
      body: { status: 422, error: 'Unprocessable Entity', message: 'Validation failed', errors },
    });
    expect(snapshotDb()).toEqual(before);
  });
});

describe('POST /users/bulk: a filter never widens, and ids have the shape of an id (issue 50)', () => {
  const UNKNOWN = 'Unknown filter; the filters are search, active, role, locked, twoFactorEnabled';
  const activeAdmins = () => db.admins.all().filter((a) => a.active).length;
  const liveSessions = () => db.sessions.count();

  it('manager@: DEACTIVATE by the URL’s name `status: locked` is 422 on filter.status, and no admin or session changes', async () => {
    await client.signIn('manager@vinotheca.test');
    const [before, active, sessions] = [snapshotDb(), activeAdmins(), liveSessions()];
    expect(active).toBeGreaterThan(0);
    expect(
      await failureOf(postRaw(client.http, '/users/bulk', '{"action":"DEACTIVATE","filter":{"status":"locked"}}')),
    ).toEqual({
      status: 422,
      body: {
        status: 422,
        error: 'Unprocessable Entity',
        message: 'Validation failed',
        errors: [{ field: 'filter.status', message: UNKNOWN }],
      },
    });
    expect([activeAdmins(), liveSessions()]).toEqual([active, sessions]);
    expect(snapshotDb()).toEqual(before);
  });

  it.each([
    ['a misspelling', '{"stauts":"locked"}', ['filter.stauts']],
    ['a misspelled key beside a good one', '{"locked":true,"rol":"VIEWER"}', ['filter.rol']],
    ['__proto__', '{"__proto__":{"locked":true}}', ['filter.__proto__']],
    ['constructor', '{"constructor":{"locked":true}}', ['filter.constructor']],
    [
      'page, size and sort (a bulk action takes every match, never a page)',
      '{"page":3,"size":5,"sort":"email,asc"}',
      ['filter.page', 'filter.size', 'filter.sort'],
    ],
  ])('DEACTIVATE with %s in the filter is 422 naming each key, and nothing changes', async (_, filter, fields) => {
    const [before, active] = [snapshotDb(), activeAdmins()];
    expect(
      await failureOf(postRaw(client.http, '/users/bulk', `{"action":"DEACTIVATE","filter":${filter}}`)),
    ).toMatchObject({
      status: 422,
      body: { message: 'Validation failed', errors: fields.map((field) => ({ field, message: UNKNOWN })) },
    });
    expect(activeAdmins()).toBe(active);
    expect(snapshotDb()).toEqual(before);
  });

  it('4,900 ids of 1,000 characters are one 422 entry, at the first; nothing changes', async () => {
    const before = snapshotDb();
    const ids = Array.from({ length: 4900 }, (_, i) => String(i).padStart(1000, 'x'));
    const failure = await failureOf(client.http.post('/users/bulk', { action: 'DEACTIVATE', ids }));
    expect(failure).toEqual({
      status: 422,
      body: {
        status: 422,
        error: 'Unprocessable Entity',
        message: 'Validation failed',
        errors: [
          {
            field: 'ids.0',
            message: 'Each id must be a UUID: 36 characters, hexadecimal digits in groups of 8-4-4-4-12',
          },
        ],
      },
    });
    expect(snapshotDb()).toEqual(before);
  });

  it('names the first id of the wrong shape among good ones', async () => {
    const before = snapshotDb();
    const good = adminOf('viewer@vinotheca.test').id;
    expect(
      await failureOf(client.http.post('/users/bulk', { action: 'DEACTIVATE', ids: [good, `${good}x`, 'admin-1'] })),
    ).toMatchObject({ status: 422, body: { errors: [{ field: 'ids.1' }] } });
    expect(snapshotDb()).toEqual(before);
  });

  it('echoes an id that names no admin once, with an empty label', async () => {
    const result = await client.users.bulk({ action: 'UNLOCK', ids: [MISSING_ID, MISSING_ID] });
    expect(result.items).toEqual([{ id: MISSING_ID, label: '', ...refusedWith('NOT_FOUND', 'Admin not found') }]);
    expect(JSON.stringify(result).split(MISSING_ID)).toHaveLength(2);
  });

  it('the undo of an operation id of 1,000 characters is 404 and does not echo it', async () => {
    const before = snapshotDb();
    const failure = await failureOf(client.users.undoBulk('x'.repeat(1000)));
    expect(failure).toEqual({
      status: 404,
      body: { status: 404, error: 'Not Found', message: 'Bulk operation not found' },
    });
    expect(snapshotDb()).toEqual(before);
  });
});

describe('POST /users/bulk/{operationId}/undo', () => {
  it('makes deactivated admins active again (their revoked sessions stay revoked) and records admin.undo per item', async () => {
    const clock = installTestClock();
    const viewerClient = createTestClient();
    await viewerClient.signIn('viewer@vinotheca.test');
    const viewer = adminOf('viewer@vinotheca.test');
    const bulk = await client.users.bulk({ action: 'DEACTIVATE', ids: [viewer.id] });
    clock.advance(5000);
    const before = db.auditEvents.count();
    await expect(client.users.undoBulk(bulk.operationId)).resolves.toEqual({
      operationId: bulk.operationId,
      action: 'DEACTIVATE',
      done: 1,
      refused: 0,
      items: [{ id: viewer.id, label: viewer.email, outcome: 'done' }],
      undoUntil: null,
    } satisfies BulkResult);
    expect(admin(viewer.id)).toEqual({ ...viewer, updatedAt: new Date(clock.now()).toISOString() });
    expect(eventsSince(before)).toEqual([
      expect.objectContaining({
        action: 'admin.undo',
        targetId: viewer.id,
        targetLabel: viewer.email,
        outcome: 'success',
      }),
    ]);
    expect(await failureOf(viewerClient.auth.me())).toMatchObject({ status: 401 });
    await expect(createTestClient().signIn('viewer@vinotheca.test')).resolves.toMatchObject({ role: 'VIEWER' });
  });

  it('puts back roles and locks, and leaves an admin changed since as they are (CHANGED_SINCE)', async () => {
    const clock = installTestClock();
    const [viewer, editor, locked] = [
      adminOf('viewer@vinotheca.test'),
      adminOf('editor@vinotheca.test'),
      adminOf('locked@vinotheca.test'),
    ];
    const roles = await client.users.bulk({ action: 'SET_ROLE', role: 'ADMIN', ids: [viewer.id, editor.id] });
    const unlocked = await client.users.bulk({ action: 'UNLOCK', ids: [locked.id] });
    clock.advance(1000);
    await client.users.update(editor.id, {
      fullName: 'Elena Petrova-Marsh',
      email: editor.email,
      role: 'ADMIN',
      active: true,
    });
    await expect(client.users.undoBulk(roles.operationId)).resolves.toMatchObject({
      done: 1,
      items: [
        { id: viewer.id, outcome: 'done' },
        { id: editor.id, ...refusedWith('CHANGED_SINCE', 'It changed after the bulk action; left as it is.') },
      ],
    });
    expect(admin(viewer.id)?.role).toBe('VIEWER');
    expect(admin(editor.id)).toMatchObject({ role: 'ADMIN', fullName: 'Elena Petrova-Marsh' });
    await client.users.undoBulk(unlocked.operationId);
    expect(admin(locked.id)).toMatchObject({
      locked: true,
      failedLoginAttempts: locked.failedLoginAttempts,
      lockedUntil: locked.lockedUntil,
    });
  });

  it('answers 409 the second time and after the window, 404 to another admin', async () => {
    const clock = installTestClock();
    const viewer = adminOf('viewer@vinotheca.test');
    const first = await client.users.bulk({ action: 'DEACTIVATE', ids: [viewer.id] });
    await client.users.undoBulk(first.operationId);
    expect(await failureOf(client.users.undoBulk(first.operationId))).toMatchObject({
      status: 409,
      body: { code: 'BULK_ALREADY_UNDONE' },
    });
    const second = await client.users.bulk({ action: 'DEACTIVATE', ids: [viewer.id] });
    const manager = createTestClient();
    await manager.signIn('manager@vinotheca.test');
    expect(await failureOf(manager.users.undoBulk(second.operationId))).toEqual({
      status: 404,
      body: { status: 404, error: 'Not Found', message: 'Bulk operation not found' },
    });
    clock.advance(BULK_UNDO_WINDOW_SECONDS * 1000 + 1);
    expect(await failureOf(client.users.undoBulk(second.operationId))).toMatchObject({
      status: 409,
      body: { code: 'BULK_UNDO_EXPIRED' },
    });
    expect(admin(viewer.id)?.active).toBe(false);
  });
});
