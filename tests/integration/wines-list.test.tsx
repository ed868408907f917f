// @vitest-environment-options {"url": "http://localhost/"}
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { pageRows } from '../support/page-rows';
import { renderRoutes } from '../support/render-routes';
import { DEMO_PASSWORD } from '@/config/demo-accounts';
import { authApi, winesApi } from '@/state/api';
import { clearSessionAtom, signInAtom } from '@/state/session';
import { store } from '@/state/store';
import { db } from '../../mocks/core/db';
import { NODE_ADMIN_BASE } from '../../mocks/runtimes/node';
import { setupMockBackend } from '@tests/support/mock-backend';
import { withElementSize, staticMatchMedia } from '../support/jsdom-layout';

withElementSize();
// A desktop's width: every column of the list shows by default.
window.matchMedia = staticMatchMedia((query) => query.includes('min-width'));

// Chakra renders slowly in jsdom on a shared two-core machine; these flows take a few seconds.
vi.setConfig({ testTimeout: 30_000 });
configure({ asyncUtilTimeout: 8000 });

const { server } = setupMockBackend();
const listRequests: URLSearchParams[] = [];
server.events.on('request:start', ({ request }) => {
  const url = new URL(request.url);
  if (request.method === 'GET' && url.href.startsWith(`${NODE_ADMIN_BASE}/wines?`)) listRequests.push(url.searchParams);
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
        path: '/wines',
        id: 'wine-list',
        lazy: () => import('@/app/routes/wines/wine-list'),
        HydrateFallback: () => null,
      },
    ],
    url,
  );
}

const actionsOf = (id: string) => document.querySelector<HTMLElement>(`[data-wine-actions="${id}"]`)!;
// Ark selects a menu item on pointer up after pointer down on it.
async function choose(user: ReturnType<typeof userEvent.setup>, name: string) {
  const item = await screen.findByRole('menuitem', { name });
  await user.pointer({ keys: '[MouseLeft>]', target: item });
  await user.pointer({ keys: '[/MouseLeft]', target: item });
}
const sortOf = (name: string) => screen.getByRole('button', { name }).closest('th')?.getAttribute('aria-sort');

describe('the wines list through its route and the mock backend', () => {
  it('restores exactly the view a shared URL describes', async () => {
    renderAt('/wines?type=RED&country=FR&sort=vintage,desc&page=2&size=10');
    await screen.findByRole('table', { name: 'Wines' });

    expect(screen.getByRole('combobox', { name: 'Type' })).toHaveProperty('value', 'RED');
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Country' })).toHaveProperty('value', 'FR'));
    expect(screen.getByRole('combobox', { name: 'Rows per page' })).toHaveProperty('value', '10');
    expect(sortOf('Vintage')).toBe('descending');
    expect(sortOf('Name')).toBe('none');
    expect(Object.fromEntries(listRequests.at(-1) ?? [])).toMatchObject({
      type: 'RED',
      country: 'FR',
      sort: 'vintage,desc',
      page: '1',
      size: '10',
    });

    const rows = await pageRows('Wines');
    expect(rows).toHaveLength(10);
    for (const row of rows) expect(row.textContent).toContain('Red');
    const vintages = rows
      .map((row) => Number(within(row).getAllByRole('cell')[2]?.textContent))
      .filter((v) => !Number.isNaN(v));
    expect(vintages).toEqual([...vintages].sort((a, b) => b - a));
    expect(screen.getByRole('navigation', { name: 'Pagination' }).textContent).toContain('Page 2 of');
  });

  it('publishes a draft from its row menu, and the draft list no longer holds it', async () => {
    const user = userEvent.setup();
    const [first] = (await winesApi.list({ status: 'DRAFT', sort: 'name,asc', size: 1 })).content;
    renderAt('/wines?status=DRAFT');
    await screen.findByRole('table', { name: 'Wines' });

    await user.click(actionsOf(first!.id));
    await choose(user, 'Publish');
    await waitFor(async () => expect((await winesApi.get(first!.id)).status).toBe('PUBLISHED'));
    await waitFor(() => expect(document.querySelector(`[data-wine-actions="${first!.id}"]`)).toBeNull());
  });

  it('deletes a wine only after confirmation', async () => {
    const user = userEvent.setup();
    // A wine some cellar holds cannot be deleted (409): take the first one on the page that none holds.
    const held = new Set(db.inventory.all().map((line) => line.wineId));
    const first = (await winesApi.list({ sort: 'name,asc', size: 20 })).content.find((wine) => !held.has(wine.id));
    renderAt('/wines');
    await screen.findByRole('table', { name: 'Wines' });

    await user.click(actionsOf(first!.id));
    await choose(user, 'Delete');
    const dialog = await screen.findByRole('alertdialog', { name: `Delete ${first!.name}?` });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(async () =>
      expect((await winesApi.list({ search: first!.name })).content.some((w) => w.id === first!.id)).toBe(false),
    );
  });
});
