import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '@tests/support/render-routes';
import { useCurrentUser } from '@/features/auth/use-current-user';
import { authApi, systemApi } from '@/state/api';
import { clearSessionAtom, sessionAtom, signInAtom } from '@/state/session';
import { store } from '@/state/store';
import { DefaultLayout } from './default-layout';
import { menuHighlights } from '@tests/support/menu-keys';

vi.mock('@/features/auth/use-current-user', () => ({ useCurrentUser: vi.fn() }));

if (typeof globalThis.ResizeObserver === 'undefined') {
  globalThis.ResizeObserver = class {
    observe(): void {}
    unobserve(): void {}
    disconnect(): void {}
  };
}

function renderLayout() {
  return renderRoutes(
    [
      {
        path: '/',
        element: <DefaultLayout />,
        children: [{ path: 'dashboard', element: <p>Dashboard page</p>, handle: { title: 'Dashboard' } }],
      },
      { path: '/login', element: <p>Login page</p> },
    ],
    '/dashboard',
  );
}

beforeEach(() => {
  vi.spyOn(systemApi, 'info').mockResolvedValue({ version: '2.4.1', build: { hash: 'be1234a' } });
  act(() =>
    store.set(signInAtom, {
      accessToken: 'access-token-123',
      refreshToken: 'refresh-token-123',
      requires2FASetup: false,
      adminId: 'a1',
      email: 'ava@vinotheca.example',
      fullName: 'Ava Laurent',
      role: 'ADMIN',
    }),
  );
});

afterEach(() => {
  act(() => store.set(clearSessionAtom));
  vi.restoreAllMocks();
});

describe('DefaultLayout', () => {
  it('fetches the current user and frames the page with the shell', async () => {
    renderLayout();
    expect(useCurrentUser).toHaveBeenCalled();
    expect(screen.getByRole('main').textContent).toContain('Dashboard page');
    expect(screen.getByRole('button', { name: 'Toggle navigation' })).toBeDefined();
    expect(screen.getByRole('button', { name: 'Theme' })).toBeDefined();
    expect(screen.getByRole('button', { name: 'Account menu for Ava Laurent' })).toBeDefined();
    expect(screen.getByRole('link', { name: 'Skip to main content' })).toBeDefined();
    expect(await screen.findByText('Backend v2.4.1 (be1234a)')).toBeDefined();
  });

  it('logs out from the user menu and lands on the login page', async () => {
    const logout = vi.spyOn(authApi, 'logout').mockResolvedValue(undefined);
    const user = userEvent.setup();
    const router = renderLayout();
    screen.getByRole('button', { name: 'Account menu for Ava Laurent' }).focus();
    await user.keyboard('{Enter}');
    await menuHighlights(0);
    // Profile, Settings, the two languages, then Logout.
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}{ArrowDown}');
    await menuHighlights(2);
    await user.keyboard('{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(logout).toHaveBeenCalledWith('refresh-token-123');
    expect(store.get(sessionAtom)).toBeNull();
  });
});
