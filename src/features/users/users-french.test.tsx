import { ChakraProvider } from '@chakra-ui/react';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AdminUser } from '@/api/types';
import { setLanguage } from '@/lib/i18n';
import { system } from '@/theme/system';
import { makeAdmin, pageOf, renderUserList, type UserListTestApi } from '@tests/support/render-user-list';
import { signInAs, signOut } from '@tests/support/sign-in-as';
import { DeactivateUserDialog } from './deactivate-user-dialog';
import { UserFormCreatePage } from './user-form-create-page';
import { userBulkActions } from './user-bulk-actions';
import { CATALOGUE_KEY as KEY } from '@tests/support/catalogue-key';

vi.setConfig({ testTimeout: 20_000 });

const NOW = new Date('2025-06-15T12:00:00Z');

function fakeApi(users: AdminUser[]): UserListTestApi {
  return {
    list: vi.fn(async (query = {}) => pageOf(users, query)),
    deactivate: vi.fn(async () => undefined),
    unlock: vi.fn(async (id: string) => makeAdmin(0, { id })),
    resetPassword: vi.fn(async () => undefined),
  };
}

function renderAt(path: string, element: React.ReactNode) {
  const router = createMemoryRouter([{ path: '*', element }], { initialEntries: [path] });
  return render(
    <ChakraProvider value={system}>
      <RouterProvider router={router} />
    </ChakraProvider>,
  );
}

describe('the users screens in French', () => {
  afterEach(() => signOut());

  it('shows the list’s columns, roles, statuses and filters in French', async () => {
    await setLanguage('fr');
    const ava = makeAdmin(1, { fullName: 'Ava Laurent', role: 'SUPER_ADMIN', lastLoginAt: '2025-06-12T12:00:00Z' });
    const bo = makeAdmin(2, {
      fullName: 'Bo Chen',
      active: false,
      locked: true,
      twoFactorEnabled: false,
      lastLoginAt: null,
    });
    renderUserList({ api: fakeApi([ava, bo]), now: NOW });

    const table = await screen.findByRole('table', { name: 'Administrateurs' });
    for (const header of ['Nom', 'E-mail', 'Rôle', 'Statut', 'Dernière connexion', 'Créé le']) {
      expect(within(table).getByRole('columnheader', { name: new RegExp(header) })).toBeTruthy();
    }
    const [, avaRow, boRow] = within(table).getAllByRole('row');
    expect(avaRow!.textContent).toContain('Super administrateur');
    expect(avaRow!.textContent).toContain('Actif');
    expect(avaRow!.textContent).toContain('2FA activée');
    expect(boRow!.textContent).toContain('Inactif');
    expect(boRow!.textContent).toContain('Bloqué');
    expect(boRow!.textContent).toContain('2FA en attente');
    expect(boRow!.textContent).toContain('Jamais');
    expect(screen.getByRole('search', { name: 'Rechercher des administrateurs' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Créer un utilisateur' })).toBeTruthy();
    const text = table.textContent ?? '';
    expect(text).not.toMatch(KEY);
    for (const english of ['Super Admin', 'Inactive', 'Locked', '2FA on', '2FA pending', 'Never', 'Last login']) {
      expect(text).not.toContain(english);
    }
  });

  it('shows the create form and its checks in French', async () => {
    await setLanguage('fr');
    signInAs('SUPER_ADMIN');
    const { container } = renderAt(
      '/users/create',
      <UserFormCreatePage checkEmail={async (email) => ({ email, available: true })} />,
    );
    expect(await screen.findByRole('heading', { name: 'Créer un utilisateur' })).toBeTruthy();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Créer l’utilisateur' }));
    await waitFor(() => expect(screen.getByText('Le nom complet est obligatoire')).toBeTruthy());
    expect(screen.getByText('L’e-mail est obligatoire')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Générer un mot de passe fort' })).toBeTruthy();
    expect(screen.getByRole('option', { name: 'Lecteur' })).toBeTruthy();
    const text = container.textContent ?? '';
    expect(text).not.toMatch(KEY);
    for (const english of ['Create user', 'Full name', 'is required', 'Generate strong password', 'Inactive admins']) {
      expect(text).not.toContain(english);
    }
  });

  it('asks before deactivating, and words the bulk actions, in French', async () => {
    await setLanguage('fr');
    renderAt(
      '/users',
      <DeactivateUserDialog
        user={{ id: 'a1', fullName: 'Ava Laurent', active: true, locked: false }}
        open
        nonce={1}
        onClose={() => undefined}
      />,
    );
    const dialog = await screen.findByRole('alertdialog', { name: 'Désactiver Ava Laurent\u202f?' });
    expect(within(dialog).getByRole('button', { name: 'Désactiver' })).toBeTruthy();
    expect(dialog.textContent).toContain('Ava Laurent sera déconnecté partout');
    const [unlock, setRole] = userBulkActions('SUPER_ADMIN');
    expect(unlock!.title('3 administrateurs')).toBe('Débloquer 3 administrateurs\u202f?');
    expect(setRole!.choice?.options.map((option) => option.label)).toContain('Éditeur');
  });
});
