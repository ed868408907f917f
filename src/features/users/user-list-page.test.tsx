import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/api/api-error';
import type { AdminUser } from '@/api/types';
import type { UserListQuery } from '@/api/users';
import { makeAdmin, pageOf, renderUserList, type UserListTestApi } from '@tests/support/render-user-list';

// Chakra renders slowly in jsdom on a shared two-core machine; these flows take a few seconds.
vi.setConfig({ testTimeout: 20_000 });

const NOW = new Date('2025-06-15T12:00:00Z');

function fakeApi(users: AdminUser[] = [makeAdmin(1)], total?: number) {
  const list = vi.fn(async (query: UserListQuery = {}) => pageOf(users, query, total));
  const api: UserListTestApi = {
    list,
    deactivate: vi.fn(async () => undefined),
    unlock: vi.fn(async (id: string) => makeAdmin(0, { id })),
    resetPassword: vi.fn(async () => undefined),
  };
  return { api, list };
}

const search = (router: { state: { location: { search: string } } }) =>
  decodeURIComponent(router.state.location.search);

describe('the users list screen', () => {
  it('shows each admin with avatar and name, e-mail, role, statuses, last login and creation date', async () => {
    const ava = makeAdmin(1, {
      fullName: 'Ava Laurent',
      email: 'ava@vinotheca.example',
      role: 'SUPER_ADMIN',
      lastLoginAt: '2025-06-12T12:00:00Z',
    });
    const bo = makeAdmin(2, {
      fullName: 'Bo Chen',
      active: false,
      locked: true,
      twoFactorEnabled: false,
      lastLoginAt: null,
    });
    const { api } = fakeApi([ava, bo], 153);
    renderUserList({ url: '/users?page=2', api, now: NOW });

    const table = await screen.findByRole('table', { name: 'Admins' });
    const [, avaRow, boRow] = within(table).getAllByRole('row');
    expect(within(avaRow!).getByRole('link', { name: 'Ava Laurent' }).getAttribute('href')).toBe('/users/admin-1/edit');
    expect(avaRow!.textContent).toContain('AL');
    expect(avaRow!.textContent).toContain('ava@vinotheca.example');
    expect(avaRow!.textContent).toContain('Super Admin');
    expect(avaRow!.textContent).toContain('Active');
    expect(avaRow!.textContent).toContain('2FA on');
    expect(within(avaRow!).getByText('3 days ago').getAttribute('title')).toMatch(/Jun 12, 2025/);
    expect(avaRow!.textContent).toContain('Jan 15, 2024');
    expect(boRow!.textContent).toContain('Inactive');
    expect(boRow!.textContent).toContain('Locked');
    expect(boRow!.textContent).toContain('2FA pending');
    expect(boRow!.textContent).toContain('Never');
    expect(screen.getByRole('status').textContent).toBe('Showing 21–22 of 153 admins');
  });

  it.each([
    ['VIEWER', { 'Ava Laurent': false, 'Bo Chen': false }],
    ['EDITOR', { 'Ava Laurent': false, 'Bo Chen': false }],
    ['ADMIN', { 'Ava Laurent': false, 'Bo Chen': true }],
    ['SUPER_ADMIN', { 'Ava Laurent': true, 'Bo Chen': true }],
  ] as const)('as %s, a name links to the edit page only where that role may edit the admin', async (role, links) => {
    const ava = makeAdmin(1, { fullName: 'Ava Laurent', role: 'SUPER_ADMIN' });
    const bo = makeAdmin(2, { fullName: 'Bo Chen', role: 'EDITOR' });
    const { api } = fakeApi([ava, bo]);
    renderUserList({ api, role });
    const table = await screen.findByRole('table', { name: 'Admins' });
    for (const [name, linked] of Object.entries(links)) {
      expect(within(table).getByText(name).closest('a') !== null, name).toBe(linked);
    }
  });

  it('marks only the sorted column with aria-sort, and sorts by a header on click, flipping on a second click', async () => {
    const user = userEvent.setup();
    const { api, list } = fakeApi();
    const { router } = renderUserList({ api });
    const header = async (name: string) => (await screen.findByRole('button', { name })).closest('th');

    expect((await header('Created'))?.getAttribute('aria-sort')).toBe('descending');
    for (const name of ['Name', 'E-mail', 'Role', 'Status', 'Last login']) {
      expect((await header(name))?.getAttribute('aria-sort')).toBe('none');
    }

    await user.click(screen.getByRole('button', { name: 'Name' }));
    await waitFor(() => expect(search(router)).toBe('?sort=fullName,asc'));
    expect((await header('Name'))?.getAttribute('aria-sort')).toBe('ascending');
    expect((await header('Created'))?.getAttribute('aria-sort')).toBe('none');
    expect(list).toHaveBeenLastCalledWith(expect.objectContaining({ sort: 'fullName,asc', page: 0 }));

    await user.click(screen.getByRole('button', { name: 'Name' }));
    await waitFor(() => expect(search(router)).toBe('?sort=fullName,desc'));
    expect((await header('Name'))?.getAttribute('aria-sort')).toBe('descending');

    await user.click(screen.getByRole('button', { name: 'Last login' }));
    await waitFor(() => expect(search(router)).toBe('?sort=lastLoginAt,desc'));
  });

  it('writes the filters to the URL (back on page 1) and asks the API for them', async () => {
    const user = userEvent.setup();
    const { api, list } = fakeApi([makeAdmin(1)], 60);
    const { router } = renderUserList({ url: '/users?page=3', api });

    await user.selectOptions(await screen.findByRole('combobox', { name: 'Status' }), 'Locked');
    await waitFor(() => expect(search(router)).toBe('?status=locked'));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Role' }), 'Admin');
    await waitFor(() => expect(search(router)).toBe('?status=locked&role=ADMIN'));
    await user.selectOptions(screen.getByRole('combobox', { name: '2FA' }), '2FA pending');
    await waitFor(() => expect(search(router)).toBe('?status=locked&role=ADMIN&twoFactor=pending'));
    expect(list).toHaveBeenLastCalledWith({
      page: 0,
      size: 20,
      sort: 'createdAt,desc',
      locked: true,
      role: 'ADMIN',
      twoFactorEnabled: false,
    });

    await user.selectOptions(screen.getByRole('combobox', { name: 'Rows per page' }), '50');
    await waitFor(() => expect(search(router)).toBe('?status=locked&role=ADMIN&twoFactor=pending&size=50'));
  });

  it('debounces the search, keeps focus and text while typing, and replaces history while refining', async () => {
    const user = userEvent.setup();
    const { api, list } = fakeApi();
    const { router } = renderUserList({ api });
    const box = await screen.findByRole('searchbox', { name: 'Search users' });
    const calls = list.mock.calls.length;

    await user.type(box, 'ava');
    expect(box).toHaveProperty('value', 'ava');
    expect(list.mock.calls.length).toBe(calls);
    await waitFor(() => expect(search(router)).toBe('?search=ava'));
    expect(list.mock.calls.length).toBe(calls + 1);
    expect(router.state.historyAction).toBe('PUSH');

    await user.type(box, ' l');
    await waitFor(() => expect(new URLSearchParams(router.state.location.search).get('search')).toBe('ava l'));
    expect(router.state.historyAction).toBe('REPLACE');
    expect(document.activeElement).toBe(box);
    expect(box).toHaveProperty('value', 'ava l');
  });

  it('links the pages, disabling Previous on the first page', async () => {
    const { api } = fakeApi(
      Array.from({ length: 20 }, (_, i) => makeAdmin(i)),
      95,
    );
    renderUserList({ url: '/users?role=EDITOR', api });
    const nav = await screen.findByRole('navigation', { name: 'Pagination' });
    expect(nav.textContent).toContain('Page 1 of 5');
    expect(within(nav).getByRole('button', { name: 'Previous page' })).toHaveProperty('disabled', true);
    expect(within(nav).getByRole('link', { name: 'Page 1' }).getAttribute('aria-current')).toBe('page');
    expect(within(nav).getByRole('link', { name: 'Next page' }).getAttribute('href')).toBe('/users?role=EDITOR&page=2');
    expect(within(nav).getByRole('link', { name: 'Page 5' }).getAttribute('href')).toBe('/users?role=EDITOR&page=5');
  });

  it('offers to clear the filters when nothing matches, and clearing them shows everyone', async () => {
    const user = userEvent.setup();
    const everyone = [makeAdmin(1, { fullName: 'Ava Laurent' })];
    const list = vi.fn(async (query: UserListQuery = {}) =>
      query.search ? pageOf([], query) : pageOf(everyone, query),
    );
    const { api } = fakeApi();
    const { router } = renderUserList({ url: '/users?search=zzz&status=locked&sort=email,asc', api: { ...api, list } });

    expect(await screen.findByRole('heading', { name: 'No admins match these filters' })).toBeTruthy();
    expect(screen.getByRole('searchbox', { name: 'Search users' })).toHaveProperty('value', 'zzz');
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(search(router)).toBe('?sort=email,asc'));
    expect(await screen.findByRole('link', { name: 'Ava Laurent' })).toBeTruthy();
    expect(screen.getByRole('searchbox', { name: 'Search users' })).toHaveProperty('value', '');
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveProperty('value', 'all');
  });

  it('shows an error with Retry instead of crashing, and Retry loads the list', async () => {
    const user = userEvent.setup();
    const { api } = fakeApi();
    const list = vi
      .fn<UserListTestApi['list']>()
      .mockRejectedValueOnce(new ApiError({ kind: 'network', status: 0 }))
      .mockImplementation(async (query) => pageOf([makeAdmin(1, { fullName: 'Ava Laurent' })], query));
    renderUserList({ api: { ...api, list } });

    expect(await screen.findByText('Could not load the admins')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('link', { name: 'Ava Laurent' })).toBeTruthy();
    expect(screen.queryByText('Could not load the admins')).toBeNull();
  });

  it('dims the rows while a quick load runs, and shows skeleton rows once it takes a while', async () => {
    const user = userEvent.setup();
    let release: () => void = () => undefined;
    const list = vi.fn(async (query: UserListQuery = {}) => {
      if (query.role === 'VIEWER') await new Promise<void>((resolve) => (release = resolve));
      return pageOf([makeAdmin(1, { fullName: 'Ava Laurent' })], query);
    });
    const { api } = fakeApi();
    renderUserList({ api: { ...api, list } });
    const table = await screen.findByRole('table', { name: 'Admins' });

    await user.selectOptions(screen.getByRole('combobox', { name: 'Role' }), 'Viewer');
    await waitFor(() => expect(table.getAttribute('aria-busy')).toBe('true'));
    expect(screen.getByRole('combobox', { name: 'Role' })).toHaveProperty('value', 'VIEWER');
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Loading admins…'));
    expect(screen.queryByRole('link', { name: 'Ava Laurent' })).toBeNull();

    release();
    expect(await screen.findByRole('link', { name: 'Ava Laurent' })).toBeTruthy();
    expect(screen.getByRole('table', { name: 'Admins' }).getAttribute('aria-busy')).toBe('false');
  });
});
