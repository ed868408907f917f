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
});
