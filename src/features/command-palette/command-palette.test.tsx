import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AdminRole } from '@/api/types';
import { store } from '@/state/store';
import { disableAnimations, withElementSize } from '@tests/support/jsdom-layout';
import { renderRoutes } from '@tests/support/render-routes';
import { signInAs, signOut } from '@tests/support/sign-in-as';
import { screenActionsAtom } from '@/components/screen-actions';
import { CommandPalette } from './command-palette';
import { paletteScreensAtom, type PaletteRecord } from './palette-model';

// The dialog's focus trap needs elements with a size, and its exit animation must end.
withElementSize();
disableAnimations();

const MARGAUX: PaletteRecord = {
  kind: 'wine',
  id: 'w1',
  label: 'Château Margaux',
  detail: 'Château Margaux · 2015',
  path: '/wines/w1',
};
const AVA: PaletteRecord = {
  kind: 'user',
  id: 'u1',
  label: 'Ava Laurent',
  detail: 'ava@vinotheca.test',
  path: '/users?search=ava%40vinotheca.test',
};

function Where() {
  const { pathname, search } = useLocation();
  return <output aria-label="Location">{`${pathname}${search}`}</output>;
}

function renderPalette(
  role: AdminRole,
  search = vi.fn(async (_query: string): Promise<PaletteRecord[]> => [MARGAUX, AVA]),
) {
  signInAs(role);
  const page = () => (
    <>
      <CommandPalette search={search} />
      <Where />
    </>
  );
  renderRoutes([{ path: '*', Component: page }], '/dashboard');
  return { search, user: userEvent.setup() };
}

const input = () => screen.getByRole('combobox', { name: 'Search screens, wines, users and cellars' });
const options = () => screen.queryAllByRole('option').map((o) => o.textContent);
const location = () => screen.getByRole('status', { name: 'Location' }).textContent;

beforeEach(() => {
  store.set(paletteScreensAtom, [
    { title: 'Dashboard', path: '/dashboard' },
    { title: 'Users', path: '/users' },
    { title: 'Create User', path: '/users/create', permission: 'users.manage' },
    { title: 'All Wines', path: '/wines' },
    { title: 'Add Wine', path: '/wines/create', permission: 'wines.write' },
  ]);
});
afterEach(signOut);

describe('CommandPalette', () => {
  it('opens with Ctrl+K on the search field and lists the screens the role may open', async () => {
    const { user } = renderPalette('VIEWER');
    await user.keyboard('{Control>}k{/Control}');
    await waitFor(() => expect(document.activeElement).toBe(input()));
    expect(screen.getByRole('dialog', { name: 'Command palette' })).toBeTruthy();
    expect(options()).toEqual(['Dashboard', 'Users', 'All Wines']);
    expect(input().getAttribute('aria-activedescendant')).toBe(screen.getAllByRole('option')[0]!.id);
  });

  it('opens with ⌘K too, and from its button', async () => {
    const { user } = renderPalette('EDITOR');
    await user.keyboard('{Meta>}k{/Meta}');
    await waitFor(() => expect(document.activeElement).toBe(input()));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(options()).toEqual(['Dashboard', 'Users', 'All Wines', 'Add Wine']));
  });

  it('finds records by name once typing pauses, and opens the one chosen with the arrow keys', async () => {
    const { user, search } = renderPalette('ADMIN');
    await user.keyboard('{Control>}k{/Control}');
    await user.type(input(), 'ma');
    await waitFor(() =>
      expect(options()).toEqual(['Château MargauxChâteau Margaux · 2015', 'Ava Laurentava@vinotheca.test']),
    );
    expect(search).toHaveBeenCalledTimes(1);
    expect(search.mock.calls[0]![0]).toBe('ma');
    const results = screen.getByRole('listbox', { name: 'Results' });
    expect(within(results).getByRole('group', { name: 'Wines' })).toBeTruthy();
    expect(within(results).getByRole('group', { name: 'Users' })).toBeTruthy();
    expect(screen.getByText('1 wines, 1 users. Arrow keys choose, Enter opens.')).toBeTruthy();

    await user.keyboard('{ArrowDown}');
    expect(screen.getAllByRole('option')[1]!.getAttribute('aria-selected')).toBe('true');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(location()).toBe('/users?search=ava%40vinotheca.test');
  });

  it('walks the options round with the arrow keys and opens a screen with Enter', async () => {
    const { user } = renderPalette('SUPER_ADMIN');
    await user.keyboard('{Control>}k{/Control}');
    await user.type(input(), 'u');
    expect(options()).toEqual(['Users', 'Create User']);
    await user.keyboard('{ArrowUp}');
    expect(screen.getByRole('option', { name: 'Create User' }).getAttribute('aria-selected')).toBe('true');
    await user.keyboard('{ArrowDown}{Enter}');
    await waitFor(() => expect(location()).toBe('/users'));
  });

  it('says so when the search fails, and still offers the screens', async () => {
    const failing = vi.fn(async (_query: string): Promise<PaletteRecord[]> => {
      throw new Error('down');
    });
    const { user } = renderPalette('VIEWER', failing);
    await user.keyboard('{Control>}k{/Control}');
    await user.type(input(), 'wines');
    expect(await screen.findByText('The search did not answer. Screens are still listed; try again.')).toBeTruthy();
    expect(options()).toEqual(['All Wines']);
  });

  it('asks once for what was typed, not for every key', async () => {
    const { user, search } = renderPalette('VIEWER');
    await user.keyboard('{Control>}k{/Control}');
    await user.type(input(), 'marg');
    await waitFor(() => expect(search).toHaveBeenCalled());
    await act(() => new Promise((settle) => setTimeout(settle, 300)));
    expect(search.mock.calls.map((call) => call[0])).toEqual(['marg']);
    expect(options()).toHaveLength(2);
  });

  it('lists the actions of the screen on show first, and runs the one chosen with Enter', async () => {
    const publish = vi.fn();
    const archive = vi.fn();
    store.set(screenActionsAtom, [
      { id: 'publish', label: 'Publish this wine', run: publish },
      { id: 'archive', label: 'Archive this wine', run: archive },
    ]);
    try {
      const { user } = renderPalette('EDITOR');
      await user.keyboard('{Control>}k{/Control}');
      await user.type(input(), 'archive');
      await waitFor(() => expect(options()[0]).toBe('Archive this wine'));
      expect(within(screen.getByRole('listbox')).getAllByRole('group')[0]?.getAttribute('aria-labelledby')).toMatch(
        /Actions$/,
      );
      await user.keyboard('{Enter}');
      expect(archive).toHaveBeenCalledOnce();
      expect(publish).not.toHaveBeenCalled();
      await waitFor(() => expect(screen.queryByRole('combobox')).toBeNull());
      expect(location()).toBe('/dashboard');
    } finally {
      store.set(screenActionsAtom, []);
    }
  });
});
