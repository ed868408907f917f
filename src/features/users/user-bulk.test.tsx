import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { BulkResult } from '@/api/bulk';
import type { AdminRole } from '@/api/types';
import type { UserBulkRequest } from '@/api/users';
import { makeAdmin, renderUserListForBulk } from '@tests/support/render-user-list';
import { withElementSize } from '@tests/support/jsdom-layout';

vi.setConfig({ testTimeout: 20_000 });
configure({ asyncUtilTimeout: 5000 });
withElementSize();

function setup(role: AdminRole) {
  const users = [
    makeAdmin(1, { fullName: 'Ava Laurent', role: 'EDITOR' }),
    makeAdmin(2, { fullName: 'Bo Chen', role: 'VIEWER' }),
  ];
  const bulk = vi.fn(async (request: UserBulkRequest): Promise<BulkResult> => ({
    operationId: 'op-1',
    action: request.action,
    done: 1,
    refused: 1,
    items: [
      { id: 'admin-1', label: 'admin1@vinotheca.example', outcome: 'done' },
      {
        id: 'admin-2',
        label: 'admin2@vinotheca.example',
        outcome: 'refused',
        code: 'ADMIN_ALREADY_HAS_ROLE',
        message: 'This admin already has this role.',
      },
    ],
    undoUntil: '2026-11-26T10:01:00Z',
  }));
  const toasts = renderUserListForBulk(users, bulk, role);
  return { bulk, toasts };
}

describe('bulk actions on the users list', () => {
  it('changes the role of the admins ticked, offering only the roles the signed-in role may grant, and says who was left as they were', async () => {
    const user = userEvent.setup();
    const { bulk, toasts } = setup('ADMIN');
    await screen.findByRole('table', { name: 'Admins' });
    await user.click(screen.getByRole('checkbox', { name: 'Select every admin on this page' }));
    const bar = screen.getByRole('region', { name: 'Bulk actions' });
    expect(within(bar).getByRole('status').textContent).toBe('2 admins selected');
    expect(
      within(bar)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Clear selection', 'Unlock', 'Change role', 'Deactivate']);

    await user.click(within(bar).getByRole('button', { name: 'Change role' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Change the role of 2 admins?' });
    const roles = within(dialog).getByRole('combobox', { name: 'Role' });
    expect([...(roles as HTMLSelectElement).options].map((o) => o.textContent)).toEqual([
      'Choose a role…',
      'Admin',
      'Editor',
      'Viewer',
    ]);
    await user.selectOptions(roles, 'VIEWER');
    await user.click(within(dialog).getByRole('button', { name: 'Change role' }));

    await waitFor(() =>
      expect(bulk).toHaveBeenCalledWith({ action: 'SET_ROLE', role: 'VIEWER', ids: ['admin-1', 'admin-2'] }),
    );
    await waitFor(() => expect(toasts).toHaveLength(1));
    expect(toasts[0]).toEqual({
      type: 'success',
      title: 'Role Changed',
      description: '1 admin given the role Viewer.\n1 left as it was: This admin already has this role.',
      duration: 10000,
    });
  });

  it('offers a viewer and an editor no selection', async () => {
    setup('EDITOR');
    await screen.findByRole('table', { name: 'Admins' });
    expect(screen.queryAllByRole('checkbox')).toHaveLength(0);
  });
});
