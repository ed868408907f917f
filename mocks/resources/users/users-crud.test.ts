import { beforeEach, describe, expect, it } from 'vitest';
import type { CreateAdminRequest, UpdateAdminRequest } from '@/api/users';
import { findAdminByEmail } from '../auth/auth-model';
import { db } from '../../core/db';
import { createTestClient, failureOf, installTestClock, postRaw, setupMockBackend } from '@tests/support/mock-backend';

const { client } = setupMockBackend();
let selfId: string;
beforeEach(async () => {
  selfId = (await client.signIn('admin@vinotheca.test')).adminId;
});

const idOf = (email: string) => {
  const admin = findAdminByEmail(email);
  if (!admin) throw new Error(`no seeded admin ${email}`);
  return admin.id;
};

const NEW_ADMIN: CreateAdminRequest = {
  fullName: '  Noah Vidal ',
  email: 'Noah.Vidal@Vinotheca.TEST',
  role: 'EDITOR',
  active: true,
  password: 'Cellar-Door#2027',
};

const NOT_FOUND = { status: 404, body: { status: 404, error: 'Not Found', message: 'Admin not found' } };
const EMAIL_TAKEN = {
  status: 409,
  body: {
    status: 409,
    error: 'Conflict',
    message: 'An admin with this e-mail already exists',
    code: 'EMAIL_TAKEN',
    errors: [{ field: 'email', message: 'An admin with this e-mail already exists' }],
  },
};
const SELF_DEACTIVATION = {
  status: 409,
  body: {
    status: 409,
    error: 'Conflict',
    message: 'You cannot deactivate your own account.',
    code: 'SELF_DEACTIVATION',
  },
};

describe('GET /users/{id}', () => {
  it('answers the admin', async () => {
    await expect(client.users.get(idOf('totp@vinotheca.test'))).resolves.toMatchObject({
      email: 'totp@vinotheca.test',
      fullName: 'Tessa Moreau',
      role: 'ADMIN',
      twoFactorEnabled: true,
    });
  });

  it('answers 404 for an unknown id', async () => {
    expect(await failureOf(client.users.get('no-such-id'))).toEqual(NOT_FOUND);
  });
});

describe('POST /users', () => {
  it('of 50 identical creates at once, one succeeds and 49 are told the e-mail is taken; reads meanwhile see the admin whole or not at all', async () => {
    const creates = Array.from({ length: 50 }, () =>
      client.users.create(NEW_ADMIN).then(
        () => 201,
        async (error: unknown) => (await failureOf(Promise.reject(error))).status,
      ),
    );
    const reads = Array.from({ length: 20 }, () => client.users.list({ search: 'noah.vidal', page: 0, size: 20 }));
    const [statuses, pages] = await Promise.all([Promise.all(creates), Promise.all(reads)]);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(49);
    for (const page of pages) {
      expect(page.totalElements).toBe(page.content.length);
      for (const admin of page.content)
        expect(admin).toMatchObject({ email: 'noah.vidal@vinotheca.test', fullName: 'Noah Vidal', role: 'EDITOR' });
    }
    expect(db.admins.findMany((q) => q.where({ email: 'noah.vidal@vinotheca.test' }))).toHaveLength(1);
  });

  it('creates an admin who must enrol in 2FA and can sign in', async () => {
    const clock = installTestClock();
    const created = await client.users.create(NEW_ADMIN);
    expect(created).toEqual({
      id: expect.any(String),
      email: 'noah.vidal@vinotheca.test',
      fullName: 'Noah Vidal',
      role: 'EDITOR',
      active: true,
      locked: false,
      twoFactorEnabled: false,
      lastLoginAt: null,
      createdAt: new Date(clock.now()).toISOString(),
      updatedAt: new Date(clock.now()).toISOString(),
      avatarUrls: null,
      themePreference: 'SYSTEM',
      language: null,
    });
    await expect(client.users.get(created.id)).resolves.toEqual(created);
    const login = await createTestClient().signIn('noah.vidal@vinotheca.test', { password: NEW_ADMIN.password });
    expect(login.requires2FASetup).toBe(true);
  });

  it('answers 201 with a Location header', async () => {
    const response = await client.http.post('/users', NEW_ADMIN);
    expect(response.status).toBe(201);
    expect(response.headers.location).toBe(`http://localhost/api/v1/admin/users/${response.data.id}`);
  });

  it('answers 409 on the e-mail field for an address in use, in any case', async () => {
    const count = db.admins.count();
    expect(await failureOf(client.users.create({ ...NEW_ADMIN, email: ' LOCKED@vinotheca.test ' }))).toEqual(
      EMAIL_TAKEN,
    );
    expect(db.admins.count()).toBe(count);
  });

  it.each([
    ['a bad e-mail', { email: 'not-an-email' }, 'email', 'Enter a valid email address'],
    ['a missing e-mail', { email: undefined }, 'email', 'Email is required'],
    [
      'an e-mail over 254 characters',
      { email: `${'a'.repeat(250)}@vinotheca.test` },
      'email',
      'Email must be at most 254 characters',
    ],
    ['a blank name', { fullName: '   ' }, 'fullName', 'Full name is required'],
    ['a missing name', { fullName: undefined }, 'fullName', 'Full name is required'],
    [
      'a name over 100 characters',
      { fullName: 'N'.repeat(101) },
      'fullName',
      'Full name must be at most 100 characters',
    ],
    ['a non-string name', { fullName: 42 }, 'fullName', 'Full name must be a string'],
    ['an unknown role', { role: 'OWNER' }, 'role', 'Role must be one of SUPER_ADMIN, ADMIN, EDITOR, VIEWER'],
    ['a missing role', { role: undefined }, 'role', 'Role is required'],
    ['a non-boolean active', { active: 'yes' }, 'active', 'Active must be true or false'],
    ['a missing active', { active: undefined }, 'active', 'Active is required'],
    ['a missing password', { password: undefined }, 'password', 'Password is required'],
    ['a short password', { password: 'Sh0rt!' }, 'password', 'Password must be at least 12 characters long'],
    [
      'a password without uppercase',
      { password: 'cellar-door#2027' },
      'password',
      'Password must contain at least one uppercase letter',
    ],
    [
      'a password without lowercase',
      { password: 'CELLAR-DOOR#2027' },
      'password',
      'Password must contain at least one lowercase letter',
    ],
    [
      'a password without a number',
      { password: 'Cellar-Door#ABC' },
      'password',
      'Password must contain at least one number',
    ],
    [
      'a password without a special character',
      { password: 'CellarDoor2027x' },
      'password',
      'Password must contain at least one special character',
    ],
    [
      'a password over 128 characters',
      { password: `Aa1!${'x'.repeat(125)}` },
      'password',
      'Password must be at most 128 characters',
    ],
  ])('answers 422 for %s', async (_, change, field, message) => {
    const count = db.admins.count();
    const failure = await failureOf(client.http.post('/users', { ...NEW_ADMIN, ...change }));
    expect(failure).toEqual({
      status: 422,
      body: { status: 422, error: 'Unprocessable Entity', message: 'Validation failed', errors: [{ field, message }] },
    });
    expect(db.admins.count()).toBe(count);
  });

  it('lists every invalid field at once, before looking at conflicts', async () => {
    const failure = await failureOf(
      client.http.post('/users', {
        fullName: '',
        email: 'admin@vinotheca.test',
        role: 'X',
        active: null,
        password: 'weak',
      }),
    );
    expect(failure.status).toBe(422);
    expect(failure.body.errors?.map((e) => e.field)).toEqual(['fullName', 'role', 'active', 'password']);
  });

  it('answers 400 for a body that is not a JSON object', async () => {
    const failure = await failureOf(postRaw(client.http, '/users', '[1,2]'));
    expect(failure).toMatchObject({
      status: 400,
      body: { errors: [{ field: 'body', message: 'Request body must be a JSON object' }] },
    });
  });
});

describe('PUT /users/{id}', () => {
  const CHANGE: UpdateAdminRequest = {
    fullName: 'Lena M. Fischer',
    email: 'Lena.Fischer@vinotheca.test',
    role: 'VIEWER',
    active: true,
  };

  it('updates the fields and bumps updatedAt only', async () => {
    const clock = installTestClock();
    const id = idOf('locked@vinotheca.test');
    const before = await client.users.get(id);
    const updated = await client.users.update(id, CHANGE);
    expect(updated).toEqual({
      ...before,
      fullName: 'Lena M. Fischer',
      email: 'lena.fischer@vinotheca.test',
      role: 'VIEWER',
      updatedAt: new Date(clock.now()).toISOString(),
    });
    await expect(client.users.get(id)).resolves.toEqual(updated);
  });

  it('ignores fields it does not own, such as a password', async () => {
    const id = idOf('locked@vinotheca.test');
    await client.http.put(`/users/${id}`, { ...CHANGE, password: 'Another#Pass2027', locked: false });
    expect(findAdminByEmail('lena.fischer@vinotheca.test')).toMatchObject({ password: 'Vinotheca#2026', locked: true });
  });

  it('keeps the admin’s own e-mail (in another case) without a conflict', async () => {
    const id = idOf('totp@vinotheca.test');
    await expect(
      client.users.update(id, { fullName: 'Tessa', email: 'TOTP@vinotheca.test', role: 'ADMIN', active: true }),
    ).resolves.toMatchObject({
      fullName: 'Tessa',
      email: 'totp@vinotheca.test',
    });
  });

  it('answers 409 for an e-mail used by another admin, and changes nothing', async () => {
    const id = idOf('locked@vinotheca.test');
    expect(await failureOf(client.users.update(id, { ...CHANGE, email: 'setup@VINOTHECA.test' }))).toEqual(EMAIL_TAKEN);
    await expect(client.users.get(id)).resolves.toMatchObject({ fullName: 'Lena Fischer', role: 'EDITOR' });
  });

  it('refuses to deactivate oneself with 409 and to change one’s own role with 403, and changes nothing', async () => {
    expect(
      await failureOf(
        client.users.update(selfId, {
          fullName: 'Ava Laurent',
          email: 'admin@vinotheca.test',
          role: 'SUPER_ADMIN',
          active: false,
        }),
      ),
    ).toEqual(SELF_DEACTIVATION);
    expect(
      await failureOf(
        client.users.update(selfId, {
          fullName: 'Ava Laurent',
          email: 'admin@vinotheca.test',
          role: 'ADMIN',
          active: true,
        }),
      ),
    ).toEqual({
      status: 403,
      body: { status: 403, error: 'Forbidden', code: 'SELF_ROLE_CHANGE', message: 'You cannot change your own role.' },
    });
    await expect(client.users.get(selfId)).resolves.toMatchObject({ role: 'SUPER_ADMIN', active: true });
  });

  it.each([
    ['a bad e-mail', { email: 'nope@' }, 'email', 'Enter a valid email address'],
    ['a blank name', { fullName: '' }, 'fullName', 'Full name is required'],
    ['an unknown role', { role: 'ROOT' }, 'role', 'Role must be one of SUPER_ADMIN, ADMIN, EDITOR, VIEWER'],
    ['a non-boolean active', { active: 'false' }, 'active', 'Active must be true or false'],
  ])('answers 422 for %s', async (_, change, field, message) => {
    const id = idOf('locked@vinotheca.test');
    const failure = await failureOf(client.http.put(`/users/${id}`, { ...CHANGE, ...change }));
    expect(failure).toEqual({
      status: 422,
      body: { status: 422, error: 'Unprocessable Entity', message: 'Validation failed', errors: [{ field, message }] },
    });
    await expect(client.users.get(id)).resolves.toMatchObject({ fullName: 'Lena Fischer' });
  });

  it('answers 404 for an unknown id', async () => {
    expect(await failureOf(client.users.update('no-such-id', CHANGE))).toEqual(NOT_FOUND);
  });
});

describe('DELETE /users/{id}', () => {
  it('deactivates the admin and keeps the record; again is still 204', async () => {
    const id = idOf('totp@vinotheca.test');
    const response = await client.http.delete(`/users/${id}`);
    expect(response.status).toBe(204);
    await expect(client.users.get(id)).resolves.toMatchObject({ active: false, email: 'totp@vinotheca.test' });
    const again = await client.http.delete(`/users/${id}`);
    expect(again.status).toBe(204);
  });

  it('refuses self-deactivation with 409', async () => {
    expect(await failureOf(client.users.deactivate(selfId))).toEqual(SELF_DEACTIVATION);
    await expect(client.auth.me()).resolves.toMatchObject({ active: true });
  });

  it('answers 404 for an unknown id', async () => {
    expect(await failureOf(client.users.deactivate('no-such-id'))).toEqual(NOT_FOUND);
  });
});

describe('GET /users/check-email', () => {
  it('says whether an address is free, case-insensitively, normalising it', async () => {
    await expect(client.users.checkEmail(' Totp@Vinotheca.test ')).resolves.toEqual({
      email: 'totp@vinotheca.test',
      available: false,
    });
    await expect(client.users.checkEmail('new.person@vinotheca.test')).resolves.toEqual({
      email: 'new.person@vinotheca.test',
      available: true,
    });
  });

  it('treats the excluded admin’s own address as free, and only theirs', async () => {
    const totp = idOf('totp@vinotheca.test');
    await expect(client.users.checkEmail('totp@vinotheca.test', totp)).resolves.toMatchObject({ available: true });
    await expect(client.users.checkEmail('totp@vinotheca.test', idOf('setup@vinotheca.test'))).resolves.toMatchObject({
      available: false,
    });
  });

  it.each([
    ['', 'email', 'Email is required'],
    ['email=', 'email', 'Email is required'],
    ['email=not-an-email', 'email', 'Enter a valid email address'],
    ['email=a@b.test&email=c@d.test', 'email', 'email may be given only once'],
    ['email=a@b.test&excludeId=', 'excludeId', 'Exclude id must not be empty'],
  ])('answers 400 for "%s"', async (query, field, message) => {
    const failure = await failureOf(client.http.get(`/users/check-email?${query}`));
    expect(failure).toEqual({
      status: 400,
      body: { status: 400, error: 'Bad Request', message, errors: [{ field, message }] },
    });
  });
});
