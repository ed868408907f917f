import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderAt } from '@tests/support/render-shell';
import { TopBar, type TopBarProps } from './top-bar';

function renderTopBar(options: { title?: string } = {}, props: Partial<TopBarProps> = {}) {
  const onToggleSidebar = vi.fn();
  const result = renderAt(
    '/users',
    <TopBar
      sidebarId="app-sidebar"
      sidebarOpen={false}
      onToggleSidebar={onToggleSidebar}
      themeToggle={<button type="button">Theme</button>}
      user={{ fullName: 'Ava Laurent', email: 'ava@vinotheca.example', role: 'ADMIN', avatarUrls: null }}
      onLogout={vi.fn()}
      {...props}
    />,
    options,
  );
  return { onToggleSidebar, ...result };
}

describe('TopBar', () => {
  it('shows the route title as the page heading', () => {
    renderTopBar({ title: 'User Management' });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('User Management');
  });

  it('falls back to "Dashboard" without a route title', () => {
    renderTopBar();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Dashboard');
  });

  it('has a menu button that reports and toggles the sidebar', async () => {
    const user = userEvent.setup();
    const { onToggleSidebar } = renderTopBar();
    const button = screen.getByRole('button', { name: 'Toggle navigation' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(button.getAttribute('aria-controls')).toBe('app-sidebar');
    await user.click(button);
    expect(onToggleSidebar).toHaveBeenCalledTimes(1);
  });

  it('renders the theme toggle slot and the user menu', () => {
    renderTopBar();
    expect(screen.getByRole('button', { name: 'Theme' })).toBeDefined();
    expect(screen.getByRole('button', { name: 'Account menu for Ava Laurent' })).toBeDefined();
  });

  it('leaves the user menu out while there is no user', () => {
    renderTopBar({}, { user: null });
    expect(screen.queryByRole('button', { name: /Account menu/ })).toBeNull();
  });

  it('shows a fixed badge of 3 on the notifications button, which opens a summary', async () => {
    const user = userEvent.setup();
    renderTopBar();
    const bell = screen.getByRole('button', { name: 'Notifications, 3 unread' });
    expect(screen.getByTestId('notifications-badge').textContent).toBe('3');
    await user.click(bell);
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('You have 3 unread notifications.');
    await user.keyboard('{Escape}');
    expect(bell.getAttribute('aria-expanded')).toBe('false');
  });

  it('lists the three latest events when the bell opens, fetched each time; the badge stays 3', async () => {
    const user = userEvent.setup();
    const at = (minutesAgo: number) => new Date(Date.now() - minutesAgo * 60_000).toISOString();
    const event = (id: string, action: string, label: string, minutesAgo: number) => ({
      id,
      at: at(minutesAgo),
      actor: { id: 'a1', email: 'ava@vinotheca.example' },
      action,
      target: { type: 'WINE' as const, id: 'w1', label },
      outcome: 'success' as const,
    });
    const loadRecent = vi.fn(() =>
      Promise.resolve([
        event('e1', 'wine.publish', 'Clos des Argiles', 5),
        event('e2', 'profile.2fa-setup', 'ava@vinotheca.example', 90),
        event('e3', 'category.rename', 'Rhône reds', 600),
      ]),
    );
    renderTopBar({}, { loadNotifications: loadRecent });
    await user.click(screen.getByRole('button', { name: 'Notifications, 3 unread' }));
    const list = await screen.findByRole('list', { name: 'Latest activity' });
    const items = Array.from(list.querySelectorAll('li')).map((item) => item.textContent);
    expect(items).toEqual([
      'ava@vinotheca.example published wine Clos des Argiles5 minutes ago',
      'ava@vinotheca.example set up two-factor authentication1 hour ago',
      'ava@vinotheca.example renamed category Rhône reds10 hours ago',
    ]);
    expect(screen.getByTestId('notifications-badge').textContent).toBe('3');
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: 'Notifications, 3 unread' }));
    expect(loadRecent).toHaveBeenCalledTimes(2);
  });

  it('keeps the summary alone when the latest events cannot be loaded', async () => {
    const user = userEvent.setup();
    renderTopBar({}, { loadNotifications: () => Promise.reject(new Error('503')) });
    await user.click(screen.getByRole('button', { name: 'Notifications, 3 unread' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('You have 3 unread notifications.');
    expect(screen.queryByRole('list', { name: 'Latest activity' })).toBeNull();
  });
});
