// @vitest-environment-options {"url": "http://localhost/"}
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ToastSpec } from '@/api/error-catalogue';
import { DEMO_PASSWORD } from '@/config/demo-accounts';
import { authApi, categoriesApi } from '@/state/api';
import { clearSessionAtom, signInAtom } from '@/state/session';
import { store } from '@/state/store';
import { NODE_ADMIN_BASE } from '../../mocks/runtimes/node';
import { setupMockBackend } from '@tests/support/mock-backend';
import { holdNextAnswer, recordErrorToasts } from '@tests/support/held-answers';
import { renderRoutes } from '../support/render-routes';
import { disableAnimations, staticMatchMedia, withElementSize } from '../support/jsdom-layout';

disableAnimations();
withElementSize();
// A desktop's width: every column of the lists shows by default.
window.matchMedia = staticMatchMedia((query) => query.includes('min-width'));
// Chakra renders slowly in jsdom on a shared two-core machine; these flows take a few seconds.
vi.setConfig({ testTimeout: 30_000 });
configure({ asyncUtilTimeout: 8000 });

const { server } = setupMockBackend();
let toasts: ToastSpec[] = [];

beforeEach(async () => {
  toasts = recordErrorToasts();
  store.set(signInAtom, await authApi.login({ email: 'admin@vinotheca.test', password: DEMO_PASSWORD }));
});
afterEach(() => store.set(clearSessionAtom));

const SERVER_ERROR: ToastSpec = {
  type: 'error',
  title: 'Server Error',
  description: 'An unexpected error occurred. Please try again later.',
  duration: 5000,
};

/** The row of `table` that holds `text`, or undefined once it has left (found behind an open dialog too). */
const rowWith = (table: string, text: string) =>
  within(screen.getByRole('table', { name: table, hidden: true }))
    .queryAllByRole('row', { hidden: true })
    .find((row) => row.textContent?.includes(text));

/** The row is there as it was: not marked, no status text. */
function expectUnmarked(row: HTMLElement | undefined) {
  expect(row).toBeTruthy();
  expect(row!.getAttribute('aria-busy')).toBeNull();
  expect(row!.hasAttribute('data-pending')).toBe(false);
}

/** The row is still there, marked as being changed: busy, saying so, its actions disabled. */
function expectMarked(row: HTMLElement | undefined, status: string, actions: string) {
  expect(row).toBeTruthy();
  expect(row!.getAttribute('aria-busy')).toBe('true');
  expect(within(row!).getByText(status)).toBeTruthy();
  expect(within(row!).getByRole('button', { name: actions, hidden: true })).toHaveProperty('disabled', true);
}

// Ark selects a menu item on pointer up after pointer down on it.
async function choose(user: ReturnType<typeof userEvent.setup>, name: string) {
  const item = await screen.findByRole('menuitem', { name });
  await user.pointer({ keys: '[MouseLeft>]', target: item });
  await user.pointer({ keys: '[/MouseLeft]', target: item });
}

describe('the wine categories: a deleted category stays until the server agrees', () => {
  const renderCategories = () =>
    renderRoutes(
      [
        {
          path: '/wines/categories',
          lazy: () => import('@/app/routes/wines/wine-categories'),
          HydrateFallback: () => null,
        },
      ],
      '/wines/categories',
    );

  async function deleteHeld(name: string) {
    const user = userEvent.setup();
    await categoriesApi.create({ name, description: 'Kept until the server agrees' });
    renderCategories();
    await waitFor(() => expectUnmarked(rowWith('Wine categories', name)));
    const held = holdNextAnswer(server, 'delete', `${NODE_ADMIN_BASE}/categories/:id`);
    await user.click(within(rowWith('Wine categories', name)!).getByRole('button', { name: `Delete ${name}` }));
    const dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await held.arrived;
    return held;
  }

  it('is marked as being deleted while the DELETE is on its way, then leaves', async () => {
    const held = await deleteHeld('Pending Reds');
    await waitFor(() => expectMarked(rowWith('Wine categories', 'Pending Reds'), 'Deleting…', 'Delete Pending Reds'));
    held.release();
    await waitFor(() => expect(rowWith('Wine categories', 'Pending Reds')).toBeUndefined());
    expect(toasts).toEqual([]);
  });

  it('comes back as it was, with the error toast, when the server refuses', async () => {
    const held = await deleteHeld('Pending Whites');
    await waitFor(() =>
      expectMarked(rowWith('Wine categories', 'Pending Whites'), 'Deleting…', 'Delete Pending Whites'),
    );
    held.fail();
    await waitFor(() => expect(toasts).toEqual([SERVER_ERROR]));
    await waitFor(() => expectUnmarked(rowWith('Wine categories', 'Pending Whites')));
    // The dialog stays, to try again or cancel; cancelled, the row is there as it was.
    const dialog = screen.getByRole('alertdialog');
    await userEvent.setup().click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    const row = rowWith('Wine categories', 'Pending Whites');
    expectUnmarked(row);
    expect(within(row!).getByRole('button', { name: 'Delete Pending Whites' })).toHaveProperty('disabled', false);
  });
});

describe('the wines list: an archived wine stays until the server agrees', () => {
  const renderWines = (url: string) =>
    renderRoutes(
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
  /** The first wine of the published list: its row and the name its menu and checkbox go by. */
  async function firstPublished() {
    renderWines('/wines?status=PUBLISHED&sort=name,asc&size=10');
    const trigger = await screen.findAllByRole('button', { name: /^Actions for / }).then((all) => all[0]!);
    const label = trigger.getAttribute('aria-label')!;
    const id = trigger.getAttribute('data-wine-actions')!;
    const row = () => document.querySelector<HTMLElement>(`[data-wine-actions="${id}"]`)?.closest('tr') ?? undefined;
    return { label, id, row };
  }

  it('is marked as being archived while the call is on its way, then leaves the published list', async () => {
    const user = userEvent.setup();
    const wine = await firstPublished();
    const held = holdNextAnswer(server, 'post', `${NODE_ADMIN_BASE}/wines/:id/archive`);
    await user.click(screen.getByRole('button', { name: wine.label }));
    await choose(user, 'Archive');
    await held.arrived;
    await waitFor(() => expectMarked(wine.row(), 'Archiving…', wine.label));
    expect(within(wine.row()!).getByText('Published')).toBeTruthy();
    held.release();
    await waitFor(() => expect(wine.row()).toBeUndefined());
    expect(toasts).toEqual([]);
  });

  it('comes back as it was, with the error toast, when the server refuses', async () => {
    const user = userEvent.setup();
    const wine = await firstPublished();
    const held = holdNextAnswer(server, 'post', `${NODE_ADMIN_BASE}/wines/:id/archive`);
    await user.click(screen.getByRole('button', { name: wine.label }));
    await choose(user, 'Archive');
    await held.arrived;
    await waitFor(() => expectMarked(wine.row(), 'Archiving…', wine.label));
    held.fail();
    await waitFor(() => expect(toasts).toEqual([SERVER_ERROR]));
    await waitFor(() => expectUnmarked(wine.row()));
    expect(within(wine.row()!).getByText('Published')).toBeTruthy();
    expect(screen.getByRole('button', { name: wine.label })).toHaveProperty('disabled', false);
  });

  it('marks the wines a bulk archive names until it has answered', async () => {
    const user = userEvent.setup();
    const wine = await firstPublished();
    const held = holdNextAnswer(server, 'post', `${NODE_ADMIN_BASE}/wines/bulk`);
    await user.click(within(wine.row()!).getByRole('checkbox'));
    await user.click(
      within(screen.getByRole('region', { name: 'Bulk actions' })).getByRole('button', { name: 'Archive' }),
    );
    const dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Archive' }));
    await held.arrived;
    await waitFor(() => expectMarked(wine.row(), 'Archiving…', wine.label));
    const others = within(screen.getByRole('table', { name: 'Wines', hidden: true }))
      .getAllByRole('row', { hidden: true })
      .slice(1)
      .filter((row) => row !== wine.row());
    for (const row of others) expectUnmarked(row);
    held.release();
    await waitFor(() => expect(wine.row()).toBeUndefined());
  });
});

describe('the users list: a deactivated admin stays as they were until the server agrees', () => {
  const renderUsers = (url: string) =>
    renderRoutes(
      [
        {
          path: '/users',
          children: [{ index: true, lazy: () => import('@/app/routes/users/user-list'), HydrateFallback: () => null }],
        },
      ],
      url,
    );
  const viewerRow = () => rowWith('Admins', 'viewer@vinotheca.test');

  async function deactivateHeld() {
    const user = userEvent.setup();
    renderUsers('/users?search=viewer@vinotheca');
    await waitFor(() => expectUnmarked(viewerRow()));
    expect(within(viewerRow()!).getByText('Active')).toBeTruthy();
    const menu = within(viewerRow()!).getByRole('button', { name: /^Actions for / });
    const held = holdNextAnswer(server, 'delete', `${NODE_ADMIN_BASE}/users/:id`);
    await user.click(menu);
    await choose(user, 'Deactivate');
    const dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Deactivate' }));
    await held.arrived;
    await waitFor(() => expectMarked(viewerRow(), 'Deactivating…', menu.getAttribute('aria-label')!));
    // Still shown as it was: active.
    expect(within(viewerRow()!).getByText('Active')).toBeTruthy();
    return held;
  }

  it('then shows them inactive once the server has answered', async () => {
    const held = await deactivateHeld();
    held.release();
    await waitFor(() => expect(within(viewerRow()!).queryByText('Inactive')).toBeTruthy());
    expectUnmarked(viewerRow());
    expect(toasts).toEqual([]);
  });

  it('or as they were, with the error toast, when the server refuses', async () => {
    const held = await deactivateHeld();
    held.fail();
    await waitFor(() => expect(toasts).toEqual([SERVER_ERROR]));
    await waitFor(() => expectUnmarked(viewerRow()));
    expect(within(viewerRow()!).getByText('Active')).toBeTruthy();
  });
});
