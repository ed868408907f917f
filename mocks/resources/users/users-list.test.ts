import { describe, expect, it } from 'vitest';
import { USER_LIST } from '@/api/users';
import { db } from '../../core/db';
import { configureMock } from '../../core/mock-config';
import { failureOf, setupMockBackend } from '@tests/support/mock-backend';

const MAX_SEARCH = USER_LIST.searchMaxLength ?? 0;
const { client } = setupMockBackend({ signInAs: 'admin@vinotheca.test' });

describe('GET /users', () => {
  it('answers the first page of 20, newest first, without private fields', async () => {
    const page = await client.users.list();
    expect(page).toMatchObject({ page: 0, size: USER_LIST.defaults.size, totalElements: 150, totalPages: 8 });
    expect(page.content).toHaveLength(20);
    const created = page.content.map((admin) => admin.createdAt);
    expect(created).toEqual([...created].sort().reverse());
    const newest = db.admins
      .all()
      .map((a) => a.createdAt)
      .sort()
      .at(-1);
    expect(page.content[0]?.createdAt).toBe(newest);
    expect(Object.keys(page.content[0] ?? {})).not.toContain('password');
    expect(Object.keys(page.content[0] ?? {})).not.toContain('totpSecret');
  });

  it('lets a lockout run out between two lists with nothing written in between', async () => {
    const target = db.admins.all().find((a) => !a.locked && a.role === 'VIEWER')!;
    await db.admins.update((q) => q.where({ id: target.id }), {
      data: (row) =>
        void Object.assign(row, { locked: true, lockedUntil: new Date(Date.now() + 60_000).toISOString() }),
    });
    const lockedNow = await client.users.list({ locked: true, size: 100 });
    expect(lockedNow.content.map((a) => a.id)).toContain(target.id);
    configureMock({ now: () => Date.now() + 120_000 });
    try {
      const lockedLater = await client.users.list({ locked: true, size: 100 });
      expect(lockedLater.content.map((a) => a.id)).not.toContain(target.id);
      expect(lockedLater.totalElements).toBe(lockedNow.totalElements - 1);
    } finally {
      configureMock({ now: () => Date.now() });
    }
  });

  it('filters by search (name or e-mail, case-insensitive, trimmed), active, role, locked and two-factor', async () => {
    const byName = await client.users.list({ search: '  LAURENT ' });
    expect(byName.content.map((a) => a.email)).toContain('admin@vinotheca.test');
    expect(byName.content.every((a) => `${a.fullName} ${a.email}`.toLowerCase().includes('laurent'))).toBe(true);

    const byEmail = await client.users.list({ search: 'Locked@Vinotheca' });
    expect(byEmail.content.map((a) => a.email)).toEqual(['locked@vinotheca.test']);

    const filtered = await client.users.list({ active: true, role: 'EDITOR', locked: true, size: 100 });
    expect(filtered.content.map((a) => a.email)).toContain('locked@vinotheca.test');
    expect(filtered.content.every((a) => a.active && a.role === 'EDITOR' && a.locked)).toBe(true);
    const expected = db.admins.all().filter((a) => a.active && a.role === 'EDITOR' && a.locked).length;
    expect(filtered.totalElements).toBe(expected);

    const enrolled = await client.users.list({ twoFactorEnabled: true, size: 100 });
    expect(enrolled.totalElements).toBe(db.admins.all().filter((a) => a.twoFactorEnabled).length);
    expect(enrolled.content.every((a) => a.twoFactorEnabled)).toBe(true);

    const inactive = await client.users.list({ active: false, size: 100 });
    expect(inactive.totalElements).toBe(db.admins.all().filter((a) => !a.active).length);
    expect(inactive.totalElements).toBeGreaterThan(0);
  });

  it('treats an empty search as no search', async () => {
    await expect(client.users.list({ search: '   ' })).resolves.toMatchObject({ totalElements: 150 });
  });

  it('sorts by each field with the id as tie-break', async () => {
    const roles = (await client.users.list({ sort: 'role,asc', size: 100 })).content;
    const rank = ['SUPER_ADMIN', 'ADMIN', 'EDITOR', 'VIEWER'];
    for (let i = 1; i < roles.length; i++) {
      const [a, b] = [roles[i - 1], roles[i]];
      if (!a || !b) continue;
      expect(rank.indexOf(a.role) < rank.indexOf(b.role) || (a.role === b.role && a.id < b.id)).toBe(true);
    }
    const names = (await client.users.list({ sort: 'fullName,desc', size: 100 })).content.map((a) =>
      a.fullName.toLowerCase(),
    );
    expect(names).toEqual([...names].sort().reverse());
    const logins = (await client.users.list({ sort: 'lastLoginAt,desc', size: 100, page: 1 })).content;
    expect(logins.at(-1)?.lastLoginAt).toBeNull();
  });

  it('pages through everyone exactly once', async () => {
    const seen: string[] = [];
    for (let page = 0; page < 4; page++) {
      const result = await client.users.list({ page, size: 50, sort: 'active,asc' });
      expect(result).toMatchObject({ page, size: 50, totalElements: 150, totalPages: 3 });
      seen.push(...result.content.map((a) => a.id));
    }
    expect(seen).toHaveLength(150);
    expect(new Set(seen).size).toBe(150);
  });

  it('answers an empty page beyond the end, with the real totals', async () => {
    await expect(client.users.list({ page: 99, size: 10 })).resolves.toEqual({
      content: [],
      page: 99,
      size: 10,
      totalElements: 150,
      totalPages: 15,
    });
  });

  it('answers zero pages when nothing matches', async () => {
    await expect(client.users.list({ search: 'no such admin anywhere' })).resolves.toEqual({
      content: [],
      page: 0,
      size: 20,
      totalElements: 0,
      totalPages: 0,
    });
  });

  it('accepts the largest page size and ignores unknown parameters', async () => {
    const page = await client.http.get('/users', { params: { size: 100, flavour: 'tannic' } });
    expect(page.data).toMatchObject({ size: 100, totalPages: 2 });
  });

  it.each([
    ['page=-1', 'page', 'Page must be a whole number from 0 to 1000000'],
    ['page=1.5', 'page', 'Page must be a whole number from 0 to 1000000'],
    ['page=abc', 'page', 'Page must be a whole number from 0 to 1000000'],
    ['page=', 'page', 'Page must be a whole number from 0 to 1000000'],
    ['page=99999999999', 'page', 'Page must be a whole number from 0 to 1000000'],
    ['size=0', 'size', 'Size must be a whole number from 1 to 100'],
    ['size=500', 'size', 'Size must be a whole number from 1 to 100'],
    ['size=101', 'size', 'Size must be a whole number from 1 to 100'],
    ['size=2e1', 'size', 'Size must be a whole number from 1 to 100'],
    [
      'sort=password,asc',
      'sort',
      'Sort field must be one of fullName, email, role, active, lastLoginAt, createdAt, updatedAt',
    ],
    ['sort=createdAt,up', 'sort', 'Sort must be "field,asc" or "field,desc"'],
    ['sort=createdAt', 'sort', 'Sort must be "field,asc" or "field,desc"'],
    ['sort=createdAt,asc,email', 'sort', 'Sort must be "field,asc" or "field,desc"'],
    ['active=maybe', 'active', 'Active must be true or false'],
    ['active=1', 'active', 'Active must be true or false'],
    ['locked=yes', 'locked', 'Locked must be true or false'],
    ['twoFactorEnabled=', 'twoFactorEnabled', 'Two-factor enabled must be true or false'],
    ['role=OWNER', 'role', 'Role must be one of SUPER_ADMIN, ADMIN, EDITOR, VIEWER'],
    ['role=admin', 'role', 'Role must be one of SUPER_ADMIN, ADMIN, EDITOR, VIEWER'],
    [`search=${'a'.repeat(MAX_SEARCH + 1)}`, 'search', `Search must be at most ${MAX_SEARCH} characters`],
    ['page=0&page=1', 'page', 'Page may be given only once'],
    ['role=ADMIN&role=EDITOR', 'role', 'Role may be given only once'],
    ['search=a&search=b', 'search', 'Search may be given only once'],
  ])('answers 400 for %s', async (query, field, message) => {
    const failure = await failureOf(client.http.get(`/users?${query}`));
    expect(failure).toEqual({
      status: 400,
      body: { status: 400, error: 'Bad Request', message, errors: [{ field, message }] },
    });
  });

  it('accepts a search of exactly the longest length the console keeps', async () => {
    await expect(client.users.list({ search: 'é'.repeat(MAX_SEARCH) })).resolves.toMatchObject({ totalElements: 0 });
  });

  it('lists every invalid parameter at once', async () => {
    const failure = await failureOf(client.http.get('/users?page=-1&size=0&sort=x,asc&active=maybe&role=OWNER'));
    expect(failure.status).toBe(400);
    expect(failure.body.message).toBe('Invalid query parameters');
    expect(failure.body.errors?.map((e) => e.field)).toEqual(['page', 'size', 'sort', 'active', 'role']);
  });
});
