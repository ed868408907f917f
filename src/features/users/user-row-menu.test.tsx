import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { AdminUser } from '@/api/types';
import type { UserListQuery } from '@/api/users';
import { makeAdmin, pageOf, renderUserList, type UserListTestApi } from '@tests/support/render-user-list';
import { withElementSize } from '@tests/support/jsdom-layout';
import { closeMenu, menuHighlights } from '@tests/support/menu-keys';

withElementSize();

// Chakra renders slowly in jsdom on a shared two-core machine; these flows take a few seconds.
vi.setConfig({ testTimeout: 20_000 });

const ava = makeAdmin(1, { fullName: 'Ava Laurent' });
const bo = makeAdmin(2, { fullName: 'Bo Chen', locked: true });
const cy = makeAdmin(3, { fullName: 'Cy Dupont', active: false });

function setup(users: AdminUser[] = [ava, bo, cy], currentUserId: string | null = null) {
  const list = vi.fn(async (query: UserListQuery = {}) => pageOf(users, query));
  const api: UserListTestApi = {
    list,
    deactivate: vi.fn(async () => undefined),
    unlock: vi.fn(async (id: string) => makeAdmin(0, { id })),
    resetPassword: vi.fn(async () => undefined),
  };
  const notify = vi.fn();
  const user = userEvent.setup();
  return { api, list, notify, user, ...renderUserList({ api, notify, currentUserId }) };
}

async function choose(user: ReturnType<typeof userEvent.setup>, name: string) {
  const item = await screen.findByRole('menuitem', { name });
  await user.pointer({ keys: '[MouseLeft>]', target: item });
  await user.pointer({ keys: '[/MouseLeft]', target: item });
}

const items = () => screen.getAllByRole('menuitem').map((i) => i.textContent);

describe('what each role is offered', () => {
  const sam = makeAdmin(4, { fullName: 'Sam Superadmin', role: 'SUPER_ADMIN' });
  const rows = [sam, ava, { ...bo, role: 'EDITOR' as const }];
  const ALL = ['Edit', 'Reset password', 'Deactivate'];
  const LOCKED_ALL = ['Edit', 'Unlock', 'Reset password', 'Deactivate'];
  it.each([
    ['SUPER_ADMIN', true, { 'Sam Superadmin': ALL, 'Ava Laurent': ALL, 'Bo Chen': LOCKED_ALL }],
    ['ADMIN', true, { 'Sam Superadmin': null, 'Ava Laurent': ALL, 'Bo Chen': LOCKED_ALL }],
    ['EDITOR', false, { 'Sam Superadmin': null, 'Ava Laurent': null, 'Bo Chen': null }],
    ['VIEWER', false, { 'Sam Superadmin': null, 'Ava Laurent': null, 'Bo Chen': null }],
  ] as const)('%s: Create user %s, and per row %j', async (role, mayCreate, offered) => {
    const user = userEvent.setup();
    const api: UserListTestApi = {
      list: vi.fn(async (query: UserListQuery = {}) => pageOf(rows, query)),
      deactivate: vi.fn(),
      unlock: vi.fn(),
      resetPassword: vi.fn(),
    };
    renderUserList({ api, role });
    await screen.findByText('Sam Superadmin');
    expect(screen.queryByRole('link', { name: 'Create user' }) !== null).toBe(mayCreate);
    for (const [name, expected] of Object.entries(offered)) {
      const trigger = screen.queryByRole('button', { name: `Actions for ${name}` });
      if (expected === null) {
        expect(trigger, name).toBeNull();
        continue;
      }
      await user.click(trigger as HTMLElement);
      await waitFor(() => expect(items()).toEqual(expected));
      await closeMenu(user);
    }
  });
});

describe('the row actions menu', () => {
  it('offers Edit, Reset password and Deactivate for an active admin, and Unlock only when locked', async () => {
    const { user } = setup();
    await user.click(await screen.findByRole('button', { name: 'Actions for Ava Laurent' }));
    expect(items()).toEqual(['Edit', 'Reset password', 'Deactivate']);
    await closeMenu(user);

    await user.click(screen.getByRole('button', { name: 'Actions for Bo Chen' }));
    await waitFor(() => expect(items()).toEqual(['Edit', 'Unlock', 'Reset password', 'Deactivate']));
    await closeMenu(user);

    await user.click(screen.getByRole('button', { name: 'Actions for Cy Dupont' }));
    await waitFor(() => expect(items()).toEqual(['Edit', 'Reset password']));
  });

  it('does not offer to deactivate yourself, nor to reset your own password', async () => {
    const { user } = setup([ava], ava.id);
    await user.click(await screen.findByRole('button', { name: 'Actions for Ava Laurent' }));
    expect(items()).toEqual(['Edit']);
    expect(screen.getByRole('table').textContent).toContain('You');
  });

  it('goes to the edit page from the keyboard', async () => {
    const { user, router } = setup();
    (await screen.findByRole('button', { name: 'Actions for Ava Laurent' })).focus();
    await user.keyboard('{Enter}');
    await menuHighlights(0);
    await user.keyboard('{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/users/admin-1/edit'));
  });

  it('unlocks a locked admin, toasts and reloads the list', async () => {
    const { user, api, list, notify } = setup();
    await user.click(await screen.findByRole('button', { name: 'Actions for Bo Chen' }));
    const calls = list.mock.calls.length;
    await choose(user, 'Unlock');
    await waitFor(() => expect(api.unlock).toHaveBeenCalledWith('admin-2'));
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith(
        expect.objectContaining({ title: 'User Unlocked', description: 'Bo Chen can sign in again.' }),
      ),
    );
    await waitFor(() => expect(list.mock.calls.length).toBe(calls + 1));
  });

  it('asks before deactivating; Cancel and Escape leave the admin alone', async () => {
    const { user, api } = setup();
    await user.click(await screen.findByRole('button', { name: 'Actions for Ava Laurent' }));
    await choose(user, 'Deactivate');
    const dialog = await screen.findByRole('alertdialog', { name: 'Deactivate Ava Laurent?' });
    expect(dialog.textContent).toContain('signed out everywhere');
    await waitFor(() => expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Cancel' })));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Actions for Ava Laurent' })),
    );

    await user.click(screen.getByRole('button', { name: 'Actions for Ava Laurent' }));
    await choose(user, 'Deactivate');
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(api.deactivate).not.toHaveBeenCalled();
  });

  it('deactivates on confirmation, toasts, closes the dialog and reloads the list', async () => {
    const { user, api, list, notify } = setup();
    await user.click(await screen.findByRole('button', { name: 'Actions for Ava Laurent' }));
    await choose(user, 'Deactivate');
    const dialog = await screen.findByRole('alertdialog', { name: 'Deactivate Ava Laurent?' });
    const calls = list.mock.calls.length;
    await user.click(within(dialog).getByRole('button', { name: 'Deactivate' }));
    await waitFor(() => expect(api.deactivate).toHaveBeenCalledWith('admin-1'));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(notify).toHaveBeenCalledWith({
      type: 'success',
      title: 'User Deactivated',
      description: 'Ava Laurent can no longer sign in.',
      duration: 3000,
    });
    expect(list.mock.calls.length).toBeGreaterThan(calls);
  });
});
