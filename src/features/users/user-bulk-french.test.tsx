import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { BulkResult } from '@/api/bulk';
import type { UserBulkRequest } from '@/api/users';
import { setLanguage } from '@/lib/i18n';
import { makeAdmin, renderUserListForBulk } from '@tests/support/render-user-list';
import { withElementSize } from '@tests/support/jsdom-layout';
import { CATALOGUE_KEY } from '@tests/support/catalogue-key';

// The users' bulk toasts in French (issue 53): the participle agrees with the count.
vi.setConfig({ testTimeout: 20_000 });
configure({ asyncUtilTimeout: 5000 });
withElementSize();

const NB = '\u202f';

function setup() {
  const users = [makeAdmin(1, { fullName: 'Ava Laurent' }), makeAdmin(2, { fullName: 'Bo Chen' })];
  const bulk = vi.fn(async (request: UserBulkRequest): Promise<BulkResult> => ({
    operationId: 'op-1',
    action: request.action,
    done: 2,
    refused: 0,
    items: [
      { id: 'admin-1', label: 'admin1@vinotheca.example', outcome: 'done' },
      { id: 'admin-2', label: 'admin2@vinotheca.example', outcome: 'done' },
    ],
    undoUntil: null,
  }));
  const toasts = renderUserListForBulk(users, bulk, 'SUPER_ADMIN');
  return { toasts };
}

describe('the users’ bulk actions in French', () => {
  it('say how many admins were given a role, in the plural', async () => {
    await setLanguage('fr');
    const user = userEvent.setup();
    const { toasts } = setup();
    await screen.findByRole('table', { name: 'Administrateurs' });
    await user.click(screen.getByRole('checkbox', { name: 'Sélectionner chaque administrateur de cette page' }));
    const bar = screen.getByRole('region', { name: 'Actions groupées' });
    expect(within(bar).getByRole('status').textContent).toBe('2 administrateurs sélectionnés');
    await user.click(within(bar).getByRole('button', { name: 'Changer le rôle' }));
    const dialog = await screen.findByRole('alertdialog', { name: `Changer le rôle de 2 administrateurs${NB}?` });
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Rôle' }), 'VIEWER');
    await user.click(within(dialog).getByRole('button', { name: 'Changer le rôle' }));
    await waitFor(() => expect(toasts).toHaveLength(1));
    expect(toasts[0]).toMatchObject({ description: '2 administrateurs passés au rôle Lecteur.' });
    const text = `${toasts[0]?.title} ${toasts[0]?.description}`;
    expect(text).not.toMatch(CATALOGUE_KEY);
    expect(text).not.toMatch(/given|admins?\b|passé\(s\)/i);
  });
});
