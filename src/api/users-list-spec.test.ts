import { describe, expect, it } from 'vitest';
import { USER_LIST, type UserListState } from './users';

const DEFAULT_USER_LIST_STATE = USER_LIST.defaults;

const parse = (query: string) => USER_LIST.parseUrl(new URLSearchParams(query));
const state = (patch: Partial<UserListState> = {}): UserListState => ({ ...DEFAULT_USER_LIST_STATE, ...patch });

describe('the users list spec: reading its URL', () => {
  it('gives the default view for an empty URL', () => {
    expect(parse('')).toEqual(DEFAULT_USER_LIST_STATE);
    expect(DEFAULT_USER_LIST_STATE).toMatchObject({
      page: 1,
      size: 20,
      sortField: 'createdAt',
      sortDirection: 'desc',
      search: '',
      status: 'all',
      role: 'all',
      twoFactor: 'all',
    });
  });

  it.each<[string, Partial<UserListState>]>([
    ['page=3', { page: 3 }],
    ['page=%203%20', { page: 3 }],
    ['size=50', { size: 50 }],
    ['size=10', { size: 10 }],
    ['sort=fullName,asc', { sortField: 'fullName', sortDirection: 'asc' }],
    ['sort=email,DESC', { sortField: 'email', sortDirection: 'desc' }],
    ['sort=lastLoginAt', { sortField: 'lastLoginAt', sortDirection: 'asc' }],
    ['search=%20ava%20', { search: 'ava' }],
    ['search=ava+laurent', { search: 'ava laurent' }],
    ['status=active', { status: 'active' }],
    ['status=INACTIVE', { status: 'inactive' }],
    ['status=locked', { status: 'locked' }],
    ['role=ADMIN', { role: 'ADMIN' }],
    ['role=super_admin', { role: 'SUPER_ADMIN' }],
    ['twoFactor=enabled', { twoFactor: 'enabled' }],
    ['twoFactor=pending', { twoFactor: 'pending' }],
  ])('reads %s', (query, expected) => {
    expect(parse(query)).toEqual(state(expected));
  });

  it.each([
    ['page=0'],
    ['page=-2'],
    ['page=2.5'],
    ['page=abc'],
    ['page=1e3'],
    ['page=99999999'],
    ['page='],
    ['size=25'],
    ['size=0'],
    ['size=big'],
    ['sort=password,asc'],
    ['sort=fullName,up'],
    ['sort=fullName,asc,extra'],
    ['sort=,asc'],
    ['status=deleted'],
    ['role=OWNER'],
    ['role='],
    ['twoFactor=maybe'],
  ])('falls back to the default view for the bad value %s', (query) => {
    expect(parse(query)).toEqual(DEFAULT_USER_LIST_STATE);
  });

  it('keeps the good values when others are bad', () => {
    expect(parse('page=x&size=50&sort=nope&status=locked&role=nope')).toEqual(state({ size: 50, status: 'locked' }));
  });

  it('cuts an over-long search to 100 characters', () => {
    expect(parse(`search=${'a'.repeat(500)}`).search).toHaveLength(100);
  });
});

describe('the users list spec: writing its URL', () => {
  it('leaves every default out, so the default view has a bare URL', () => {
    expect(USER_LIST.toSearchParams(DEFAULT_USER_LIST_STATE).toString()).toBe('');
  });

  it.each<[Partial<UserListState>, string]>([
    [{ page: 2 }, 'page=2'],
    [{ size: 50 }, 'size=50'],
    [{ sortField: 'fullName', sortDirection: 'asc' }, 'sort=fullName%2Casc'],
    [{ sortDirection: 'asc' }, 'sort=createdAt%2Casc'],
    [{ search: '  ava ' }, 'search=ava'],
    [{ search: '   ' }, ''],
    [{ status: 'locked' }, 'status=locked'],
    [{ role: 'EDITOR' }, 'role=EDITOR'],
    [{ twoFactor: 'pending' }, 'twoFactor=pending'],
  ])('writes %o as %s', (patch, expected) => {
    expect(USER_LIST.toSearchParams(state(patch)).toString()).toBe(expected);
  });

  it.each<Partial<UserListState>>([
    {},
    { page: 7, size: 100 },
    { search: 'ava laurent', role: 'SUPER_ADMIN', status: 'inactive', twoFactor: 'enabled' },
    { sortField: 'lastLoginAt', sortDirection: 'asc', page: 2, search: 'a&b=c,d' },
  ])('round-trips %o through the URL', (patch) => {
    const original = state(patch);
    expect(USER_LIST.parseUrl(USER_LIST.toSearchParams(original))).toEqual(original);
  });
});

describe('the users list spec: the API query', () => {
  it('asks the API for the 0-based page with the size and sort', () => {
    expect(USER_LIST.toQuery(DEFAULT_USER_LIST_STATE)).toEqual({ page: 0, size: 20, sort: 'createdAt,desc' });
  });

  it.each<[Partial<UserListState>, object]>([
    [{ page: 3 }, { page: 2 }],
    [{ search: ' ava ' }, { search: 'ava' }],
    [{ status: 'active' }, { active: true }],
    [{ status: 'inactive' }, { active: false }],
    [{ status: 'locked' }, { locked: true }],
    [{ role: 'VIEWER' }, { role: 'VIEWER' }],
    [{ twoFactor: 'enabled' }, { twoFactorEnabled: true }],
    [{ twoFactor: 'pending' }, { twoFactorEnabled: false }],
  ])('maps %o', (patch, expected) => {
    expect(USER_LIST.toQuery(state(patch))).toMatchObject(expected);
  });

  it('sends no filter the view does not set', () => {
    const query = USER_LIST.toQuery(state({ status: 'all', role: 'all', twoFactor: 'all', search: '' }));
    expect(Object.keys(query).sort()).toEqual(['page', 'size', 'sort']);
  });
});

describe('filters', () => {
  it('knows when a filter narrows the list (sort, size and page are not filters)', () => {
    expect(USER_LIST.hasFilters(state({ page: 4, size: 50, sortField: 'email' }))).toBe(false);
    expect(USER_LIST.hasFilters(state({ search: 'x' }))).toBe(true);
    expect(USER_LIST.hasFilters(state({ status: 'locked' }))).toBe(true);
    expect(USER_LIST.hasFilters(state({ role: 'ADMIN' }))).toBe(true);
    expect(USER_LIST.hasFilters(state({ twoFactor: 'pending' }))).toBe(true);
  });

  it('clears the filters back to page 1, keeping sort and page size', () => {
    const cleared = USER_LIST.clearFilters(
      state({
        page: 3,
        size: 50,
        sortField: 'email',
        search: 'x',
        status: 'locked',
        role: 'ADMIN',
        twoFactor: 'enabled',
      }),
    );
    expect(cleared).toEqual(state({ size: 50, sortField: 'email' }));
  });
});
