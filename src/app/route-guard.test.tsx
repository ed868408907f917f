import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Outlet } from 'react-router';
import { PAGE_PERMISSIONS, PERMISSIONS } from '@/api/permissions';
import { ADMIN_ROLES, type AdminRole } from '@/api/types';
import { renderRoutes } from '@tests/support/render-routes';
import { signInAs, signOut } from '@tests/support/sign-in-as';
import { PageErrorBoundary } from './layouts/page-error-boundary';
import { guard, withPermission } from './route-guard';

afterEach(signOut);

function renderGuarded(permission: keyof typeof PERMISSIONS) {
  const loader = vi.fn(() => ({ loaded: true }));
  renderRoutes(
    [
      {
        path: '/',
        Component: () => (
          <main>
            <nav aria-label="Shell">Sidebar</nav>
            <Outlet />
          </main>
        ),
        children: [
          {
            path: 'secret',
            middleware: [guard('protected')],
            ErrorBoundary: PageErrorBoundary,
            HydrateFallback: () => null,
            lazy: withPermission(permission, async () => ({ loader, Component: () => <h1>The screen</h1> })),
          },
          { path: 'dashboard', Component: () => <h1>Dashboard</h1> },
        ],
      },
      { path: '/login', Component: () => <h1>Sign in</h1> },
    ],
    '/secret',
  );
  return { loader };
}

const pages = Object.entries(PAGE_PERMISSIONS);
const cases = pages.flatMap(([page, permission]) =>
  ADMIN_ROLES.map(
    (role) => [page, role, permission, (PERMISSIONS[permission] as readonly AdminRole[]).includes(role)] as const,
  ),
);

describe('a screen that needs a permission', () => {
  it.each(cases)('%s as %s (needs %s): opens = %s', async (_page, role, permission, opens) => {
    signInAs(role);
    const { loader } = renderGuarded(permission);
    if (opens) {
      expect(await screen.findByRole('heading', { name: 'The screen' })).toBeTruthy();
      expect(loader).toHaveBeenCalledTimes(1);
    } else {
      expect(await screen.findByRole('heading', { name: 'You don’t have access to this page' })).toBeTruthy();
      // Inside the layout: the shell stays, with the way back.
      expect(screen.getByRole('navigation', { name: 'Shell' })).toBeTruthy();
      expect(screen.getByRole('link', { name: 'Go to the dashboard' }).getAttribute('href')).toBe('/dashboard');
      expect(screen.queryByRole('heading', { name: 'The screen' })).toBeNull();
      // Refused before the screen's own loader asks the API for anything.
      expect(loader).not.toHaveBeenCalled();
    }
  });

  it('names the role that may not open it', async () => {
    signInAs('VIEWER');
    renderGuarded('wines.write');
    expect(
      await screen.findByText(
        'Your role (Viewer) does not allow you to open this page. Ask a super admin if you need it.',
      ),
    ).toBeTruthy();
  });

  it('sends a signed-out visitor to sign in, not to the 403 page', async () => {
    renderGuarded('users.manage');
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeTruthy();
  });
});
