import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderAt } from '@tests/support/render-shell';
import { UserMenu, type UserMenuUser } from './user-menu';
import { menuHighlights } from '@tests/support/menu-keys';

const ava: UserMenuUser = {
  fullName: 'Ava Laurent',
  email: 'ava@vinotheca.example',
  role: 'SUPER_ADMIN',
  avatarUrls: null,
};

function renderMenu(user: UserMenuUser = ava, onLogout = vi.fn()) {
  return { onLogout, ...renderAt('/dashboard', <UserMenu user={user} onLogout={onLogout} />) };
}

/** Presses and releases on the item in two steps, so the menu highlights it before the click. */
async function choose(user: ReturnType<typeof userEvent.setup>, name: string) {
  const item = await screen.findByRole('menuitem', { name });
  await user.pointer({ keys: '[MouseLeft>]', target: item });
  await user.pointer({ keys: '[/MouseLeft]', target: item });
}

describe('UserMenu', () => {
  it('shows the initials when there is no avatar', () => {
    renderMenu();
    const trigger = screen.getByRole('button', { name: 'Account menu for Ava Laurent' });
    expect(trigger.querySelector('[aria-hidden="true"]')?.textContent).toBe('AL');
  });

  it('shows "A" when the admin has no name', () => {
    renderMenu({ ...ava, fullName: '' });
    expect(
      screen.getByRole('button', { name: 'Account menu' }).querySelector('[aria-hidden="true"]')?.textContent,
    ).toBe('A');
  });

  it('shows the avatar icon image when there is one', () => {
    const { container } = renderMenu({ ...ava, avatarUrls: { small: '/a-small.png', icon: '/a-icon.png' } });
    expect(container.ownerDocument.querySelector('img')?.getAttribute('src')).toBe('/a-icon.png');
  });

  it('lists the full name, e-mail and role, then Profile, Settings and Logout', async () => {
    const user = userEvent.setup();
    renderMenu();
    await user.click(screen.getByRole('button', { name: 'Account menu for Ava Laurent' }));
    const menu = await screen.findByRole('menu');
    expect(menu.textContent).toContain('Ava Laurent');
    expect(menu.textContent).toContain('ava@vinotheca.example');
    expect(menu.textContent).toContain('Super Admin');
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['Profile', 'Settings', 'Logout']);
  });

  it('calls onLogout when Logout is chosen', async () => {
    const user = userEvent.setup();
    const { onLogout } = renderMenu();
    await user.click(screen.getByRole('button', { name: 'Account menu for Ava Laurent' }));
    await choose(user, 'Logout');
    expect(onLogout).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['Profile', '/profile'],
    ['Settings', '/settings'],
  ])('goes to %s', async (item, path) => {
    const user = userEvent.setup();
    const { router } = renderMenu();
    await user.click(screen.getByRole('button', { name: 'Account menu for Ava Laurent' }));
    await choose(user, item);
    await waitFor(() => expect(router.state.location.pathname).toBe(path));
  });

  it('works from the keyboard', async () => {
    const user = userEvent.setup();
    const { router, onLogout } = renderMenu();
    screen.getByRole('button', { name: 'Account menu for Ava Laurent' }).focus();
    await user.keyboard('{Enter}');
    await menuHighlights(0);
    await user.keyboard('{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile'));
    screen.getByRole('button', { name: 'Account menu for Ava Laurent' }).focus();
    await user.keyboard('{Enter}');
    await menuHighlights(0);
    // Profile, Settings, the two languages, then Logout.
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}{ArrowDown}');
    await menuHighlights(2);
    await user.keyboard('{Enter}');
    await waitFor(() => expect(onLogout).toHaveBeenCalledTimes(1));
  });
});
