// @vitest-environment-options {"url": "http://localhost/"}
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { pageRows } from '../support/page-rows';
import { renderRoutes } from '../support/render-routes';
import { DEMO_PASSWORD } from '@/config/demo-accounts';
import { authApi } from '@/state/api';
import { clearSessionAtom, signInAtom } from '@/state/session';
import { store } from '@/state/store';
import { NODE_ADMIN_BASE } from '../../mocks/runtimes/node';
import { setupMockBackend } from '@tests/support/mock-backend';
import { staticMatchMedia } from '../support/jsdom-layout';

// A desktop's width: every column of the list shows by default.
window.matchMedia = staticMatchMedia((query) => query.includes('min-width'));

// Chakra renders slowly in jsdom on a shared two-core machine; these flows take a few seconds.
vi.setConfig({ testTimeout: 20_000 });

// The app's clients call the relative /api/v1/admin; this file runs at http://localhost/ so they
// reach the same absolute base as the mock server's handlers.
// Whole pages of Chakra rows render slowly in jsdom on a busy machine.
configure({ asyncUtilTimeout: 5000 });

const { server } = setupMockBackend();
const listRequests: URLSearchParams[] = [];
server.events.on('request:start', ({ request }) => {
  const url = new URL(request.url);
  if (request.method === 'GET' && url.href.startsWith(`${NODE_ADMIN_BASE}/users?`)) listRequests.push(url.searchParams);
});

beforeEach(async () => {
  store.set(signInAtom, await authApi.login({ email: 'admin@vinotheca.test', password: DEMO_PASSWORD }));
  listRequests.length = 0;
});
afterEach(() => store.set(clearSessionAtom));

function renderAt(url: string) {
  return renderRoutes(
    [
      {
        path: '/users',
        children: [
          {
            index: true,
            id: 'user-list',
            lazy: () => import('@/app/routes/users/user-list'),
            HydrateFallback: () => null,
          },
          { path: ':id/edit', element: <p>Edit user page</p> },
        ],
      },
    ],
    url,
  );
}

const params = (router: { state: { location: { search: string } } }) =>
  Object.fromEntries(new URLSearchParams(router.state.location.search));
const bodyRows = () =>
  within(screen.getByRole('table', { name: 'Admins' }))
    .getAllByRole('row')
    .slice(1);
const names = () => bodyRows().map((row) => within(row).getAllByRole('link')[0]?.textContent ?? '');
const sortHeader = (name: string) => screen.getByRole('button', { name }).closest('th')?.getAttribute('aria-sort');

const SHARED = '/users?search=e&role=ADMIN&sort=fullName,asc&page=2&size=10';

describe('the users list through its route and the mock backend', () => {
  it('restores exactly the view a shared URL describes', async () => {
    renderAt(SHARED);
    await screen.findByRole('table', { name: 'Admins' }, { timeout: 5000 });

    expect(Object.fromEntries(listRequests.at(-1) ?? [])).toEqual({
      page: '1',
      size: '10',
      sort: 'fullName,asc',
      search: 'e',
      role: 'ADMIN',
    });
    expect(screen.getByRole('searchbox', { name: 'Search users' })).toHaveProperty('value', 'e');
    expect(screen.getByRole('combobox', { name: 'Role' })).toHaveProperty('value', 'ADMIN');
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveProperty('value', 'all');
    expect(screen.getByRole('combobox', { name: 'Rows per page' })).toHaveProperty('value', '10');
    expect(sortHeader('Name')).toBe('ascending');
    expect(sortHeader('Created')).toBe('none');
    const pagination = screen.getByRole('navigation', { name: 'Pagination' });
    expect(within(pagination).getByRole('link', { name: 'Page 2' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('status').textContent).toMatch(/^Showing 11–\d+ of \d+ admins$/);

    await pageRows('Admins');
    const shown = names();
    expect(shown.length).toBeGreaterThan(0);
    expect(shown).toEqual([...shown].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' })));
    for (const row of bodyRows()) {
      expect(row.textContent).toContain('Admin');
      expect(row.textContent?.toLowerCase()).toContain('e');
    }
  });

  it('writes a filter change to the URL, and Back and Forward restore each view', async () => {
    const user = userEvent.setup();
    const router = renderAt(SHARED);
    await screen.findByRole('table', { name: 'Admins' }, { timeout: 5000 });
    await pageRows('Admins');
    const before = names();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Inactive');
    await waitFor(() =>
      expect(params(router)).toEqual({
        search: 'e',
        role: 'ADMIN',
        status: 'inactive',
        sort: 'fullName,asc',
        size: '10',
      }),
    );
    await waitFor(() =>
      expect(Object.fromEntries(listRequests.at(-1) ?? [])).toMatchObject({ page: '0', active: 'false' }),
    );
    await waitFor(() => {
      expect(screen.getByRole('table', { name: 'Admins' }).getAttribute('aria-busy')).toBe('false');
      expect(bodyRows().length).toBeGreaterThan(0);
      for (const row of bodyRows()) expect(row.textContent).toContain('Inactive');
    });
    await pageRows('Admins');
    const inactive = names();
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveProperty('value', 'inactive');

    await router.navigate(-1);
    await waitFor(() =>
      expect(params(router)).toEqual({ search: 'e', role: 'ADMIN', sort: 'fullName,asc', page: '2', size: '10' }),
    );
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Status' })).toHaveProperty('value', 'all'));
    await waitFor(() => expect(names()).toEqual(before));
    expect(screen.getByRole('searchbox', { name: 'Search users' })).toHaveProperty('value', 'e');

    await router.navigate(1);
    await waitFor(() => expect(params(router)).toMatchObject({ status: 'inactive' }));
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Status' })).toHaveProperty('value', 'inactive'));
    await waitFor(() => expect(names()).toEqual(inactive));
  });

  it('finds an admin by e-mail as the user types, and Back returns to the unfiltered list', async () => {
    const user = userEvent.setup();
    const router = renderAt('/users');
    await screen.findByRole('table', { name: 'Admins' }, { timeout: 5000 });
    await user.type(screen.getByRole('searchbox', { name: 'Search users' }), 'admin@vinotheca');
    await waitFor(() => expect(params(router)).toEqual({ search: 'admin@vinotheca' }));
    await waitFor(() => expect(names()).toEqual(['Ava Laurent']));
    expect(screen.getByRole('status').textContent).toBe('Showing 1–1 of 1 admin');

    await router.navigate(-1);
    await waitFor(() => expect(params(router)).toEqual({}));
    await waitFor(() => expect(screen.getByRole('searchbox', { name: 'Search users' })).toHaveProperty('value', ''));
    await waitFor(() => expect(names().length).toBe(20));
  });

  it('unlocks an admin through the row menu; the revalidated locked-only list no longer holds them', async () => {
    const user = userEvent.setup();
    renderAt('/users?status=locked&search=locked@vinotheca');
    await screen.findByRole('table', { name: 'Admins' }, { timeout: 5000 });
    const [row] = bodyRows();
    expect(row?.textContent).toContain('Locked');
    const name = within(row!).getAllByRole('link')[0]?.textContent ?? '';

    await user.click(within(row!).getByRole('button', { name: `Actions for ${name}` }));
    const item = await screen.findByRole('menuitem', { name: 'Unlock' });
    await user.pointer({ keys: '[MouseLeft>]', target: item });
    await user.pointer({ keys: '[/MouseLeft]', target: item });

    expect(await screen.findByRole('heading', { name: 'No admins match these filters' })).toBeTruthy();
  });
});
