// @vitest-environment-options {"url": "http://localhost/"}
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '../support/render-routes';
import { DEMO_PASSWORD } from '@/config/demo-accounts';
import { authApi } from '@/state/api';
import { adminTitleAtom, brandAtom } from '@/state/brand';
import { clearSessionAtom, signInAtom } from '@/state/session';
import { store } from '@/state/store';
import { db } from '../../mocks/core/db';
import { createTestClient, failureOf, setupMockBackend } from '@tests/support/mock-backend';

vi.setConfig({ testTimeout: 20_000 });
configure({ asyncUtilTimeout: 5000 });

setupMockBackend();

beforeEach(async () => {
  store.set(signInAtom, await authApi.login({ email: 'admin@vinotheca.test', password: DEMO_PASSWORD }));
});
afterEach(() => store.set(clearSessionAtom));

function renderAt(url: string) {
  return renderRoutes(
    [
      {
        path: '/settings',
        id: 'settings',
        lazy: () => import('@/app/routes/settings/settings'),
        HydrateFallback: () => null,
      },
      {
        path: '/settings/audit',
        id: 'audit-log',
        lazy: () => import('@/app/routes/settings/audit-log'),
        HydrateFallback: () => null,
      },
    ],
    url,
  );
}

describe('settings through the route and the mock backend', () => {
  it('saves the brand: the brand atom, the stored row and the audit log follow', async () => {
    renderAt('/settings');
    const brand = await screen.findByRole('textbox', { name: /brand name/i }, { timeout: 10_000 });
    const user = userEvent.setup();
    await user.clear(brand);
    await user.type(brand, 'Cellar Door');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    await waitFor(() => expect(store.get(adminTitleAtom)).toBe('Cellar Door Admin'));
    expect(store.get(brandAtom).brandName).toBe('Cellar Door');
    expect(db.settings.all()[0]?.brandName).toBe('Cellar Door');
    expect(db.auditEvents.all().at(-1)).toMatchObject({
      action: 'settings.update',
      actorEmail: 'admin@vinotheca.test',
      targetLabel: 'System settings',
    });
  });

  it('lists the audit log filtered from the URL', async () => {
    renderAt('/settings/audit?action=auth.login&targetType=ADMIN');
    const table = await screen.findByRole('table', { name: 'Audit events' }, { timeout: 10_000 });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.length).toBe(20);
    expect(rows.every((row) => row.textContent?.includes('auth.login'))).toBe(true);
    // The action reads in words beside its code, the target type as a word.
    expect(rows.every((row) => within(row).getAllByRole('cell')[2]?.textContent === 'signed inauth.login')).toBe(true);
    expect(rows.every((row) => within(row).getAllByRole('cell')[3]?.textContent?.startsWith('Admin'))).toBe(true);
    expect(screen.getByRole('option', { name: 'signed in (auth.login)' })).toBeTruthy();
    expect((screen.getByRole('combobox', { name: 'Action' }) as HTMLSelectElement).value).toBe('auth.login');
  });

  it('filters the audit log to failed sign-ins with the Outcome control', async () => {
    // From another client: a refused sign-in through the console's own client would end its session.
    const other = createTestClient();
    for (let i = 1; i <= 3; i++)
      await failureOf(other.auth.login({ email: 'viewer@vinotheca.test', password: `Wrong#Password${i}` }));
    const router = renderAt('/settings/audit');
    await screen.findByRole('table', { name: 'Audit events' }, { timeout: 10_000 });
    await userEvent.setup().selectOptions(screen.getByRole('combobox', { name: 'Outcome' }), 'Failed sign-ins');
    await waitFor(() => expect(router.state.location.search).toBe('?outcome=failed'));
    await waitFor(() => {
      const rows = within(screen.getByRole('table', { name: 'Audit events' }))
        .getAllByRole('row')
        .slice(1);
      expect(rows.every((row) => within(row).getAllByRole('cell')[2]?.textContent?.includes('Failed'))).toBe(true);
      expect(
        rows.slice(0, 3).map((row) =>
          within(row)
            .getAllByRole('cell')
            .map((cell) => cell.textContent),
        ),
      ).toEqual(
        Array(3).fill([
          expect.any(String),
          'Not signed in',
          'failed to sign inauth.login-failedFailedwrong password, from 127.0.0.1',
          'Adminviewer@vinotheca.test',
        ]),
      );
    });
  });
});
