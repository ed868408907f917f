import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '@/lib/i18n';
import { systemApi } from '@/state/api';
import { mockViewport, renderAt } from '@tests/support/render-shell';
import { AppShell } from './app-shell';
import { NAV_ITEMS } from './nav-items';
import { CATALOGUE_KEY } from '@tests/support/catalogue-key';

/** A catalogue key left on screen (`shell.nav.cellars`). */
const ENGLISH = [
  'Dashboard',
  'User Management',
  'Wine Database',
  'Cellars',
  'Analytics',
  'Settings',
  'Skip to main content',
  'Frontend',
  'Backend',
];

const user = { fullName: 'Ava Laurent', email: 'ava@vinotheca.example', role: 'ADMIN' as const, avatarUrls: null };
let restoreViewport: () => void = () => undefined;

beforeEach(() => {
  vi.spyOn(systemApi, 'info').mockResolvedValue({ version: '2.4.1', build: { hash: 'be1234a' } });
  restoreViewport = mockViewport(true);
});

afterEach(() => {
  restoreViewport();
  vi.restoreAllMocks();
});

describe('the shell in French', () => {
  it('names the navigation, the top bar, the footer and the skip link in French', async () => {
    await setLanguage('fr');
    const { container } = renderAt(
      '/wines',
      <AppShell user={user} onLogout={vi.fn()}>
        <p>Contenu</p>
      </AppShell>,
    );
    const nav = screen.getByRole('navigation', { name: 'Navigation principale' });
    for (const name of ['Tableau de bord', 'Caves', 'Statistiques', 'Paramètres']) {
      expect(within(nav).getByRole('link', { name })).toBeTruthy();
    }
    expect(within(nav).getByRole('button', { name: 'Base des vins' }).getAttribute('aria-expanded')).toBe('true');
    expect(within(nav).getByRole('link', { name: 'Tous les vins' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Tableau de bord');
    expect(screen.getByRole('button', { name: 'Afficher ou masquer la navigation' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Aller au contenu principal' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Notifications, 3 non lues' })).toBeTruthy();
    await waitFor(() => expect(container.textContent).toContain('Serveur v2.4.1 (be1234a)'));
    expect(container.textContent).toContain('Interface v');

    const text = container.textContent ?? '';
    expect(text).not.toMatch(CATALOGUE_KEY);
    for (const english of ENGLISH) expect(text).not.toContain(english);
  });

  it('opens the user menu and the notifications in French', async () => {
    await setLanguage('fr');
    const u = userEvent.setup();
    renderAt(
      '/dashboard',
      <AppShell user={user} onLogout={vi.fn()}>
        <p>Contenu</p>
      </AppShell>,
    );
    await u.click(screen.getByRole('button', { name: 'Menu du compte de Ava Laurent' }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByRole('menuitem', { name: 'Profil' })).toBeTruthy();
    expect(within(menu).getByRole('menuitem', { name: 'Paramètres' })).toBeTruthy();
    expect(within(menu).getByRole('menuitem', { name: 'Se déconnecter' })).toBeTruthy();
    expect(menu.textContent).toContain('Administrateur');
    expect(menu.textContent).not.toMatch(CATALOGUE_KEY);
    for (const english of ['Profile', 'Settings', 'Logout', 'Admin ']) expect(menu.textContent).not.toContain(english);

    await u.keyboard('{Escape}');
    await u.click(screen.getByRole('button', { name: 'Notifications, 3 non lues' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('Vous avez 3 notifications non lues.');
    expect(within(dialog).getByRole('button', { name: 'Fermer les notifications' })).toBeTruthy();
    expect(dialog.textContent).not.toMatch(/unread|You have/);
  });

  it('reads the entries’ labels in the language shown, though the entries are made once', async () => {
    expect(NAV_ITEMS.map((item) => item.label)).toEqual([
      'Dashboard',
      'User Management',
      'Wine Database',
      'Cellars',
      'Analytics',
      'Settings',
    ]);
    await setLanguage('fr');
    expect(NAV_ITEMS.map((item) => item.label)).toEqual([
      'Tableau de bord',
      'Gestion des utilisateurs',
      'Base des vins',
      'Caves',
      'Statistiques',
      'Paramètres',
    ]);
  });
});
