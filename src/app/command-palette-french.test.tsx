import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { openableScreens } from './router';
import { setLanguage } from '@/lib/i18n';
import { store } from '@/state/store';
import { disableAnimations, withElementSize } from '@tests/support/jsdom-layout';
import { renderRoutes } from '@tests/support/render-routes';
import { signInAs, signOut } from '@tests/support/sign-in-as';
import { CommandPalette } from '@/features/command-palette/command-palette';
import { paletteScreensAtom, type PaletteRecord } from '@/features/command-palette/palette-model';
import { CATALOGUE_KEY } from '@tests/support/catalogue-key';

withElementSize();
disableAnimations();

const MARGAUX: PaletteRecord = {
  kind: 'wine',
  id: 'w1',
  label: 'Château Margaux',
  detail: 'Château Margaux · 2015',
  path: '/wines/w1',
};

afterEach(signOut);

describe('the command palette in French', () => {
  it('lists the route table’s screens and the records found in French', async () => {
    // The screens are taken from the route table once, in English, as the app does at start.
    store.set(paletteScreensAtom, openableScreens());
    await setLanguage('fr');
    signInAs('ADMIN');
    const search = vi.fn(async (query: string): Promise<PaletteRecord[]> => (query === 'vins' ? [MARGAUX] : []));
    renderRoutes([{ path: '*', element: <CommandPalette search={search} /> }], '/dashboard');
    const user = userEvent.setup();

    await user.click(screen.getByRole('button', { name: 'Rechercher' }));
    const dialog = await screen.findByRole('dialog', { name: 'Palette de commandes' });
    const input = within(dialog).getByRole('combobox', { name: 'Rechercher écrans, vins, utilisateurs et caves' });
    expect(input.getAttribute('placeholder')).toBe(
      'Ouvrir un écran, ou trouver un vin, un utilisateur ou une cave par son nom',
    );
    await user.type(input, 'vins');
    await waitFor(() => expect(within(dialog).getByRole('group', { name: 'Vins' })).toBeTruthy());
    const results = within(dialog).getByRole('listbox', { name: 'Résultats' });
    expect(within(results).getByRole('group', { name: 'Écrans' })).toBeTruthy();
    const screens = within(within(results).getByRole('group', { name: 'Écrans' })).getAllByRole('option');
    expect(screens.map((o) => o.textContent)).toEqual(['Catégories de vins', 'Tous les vins']);
    expect(dialog.textContent).toContain('2 écrans, 1 vin. Les flèches choisissent, Entrée ouvre.');

    await user.clear(input);
    await user.type(input, 'zzz');
    await waitFor(() => expect(dialog.textContent).toContain('Aucun résultat pour «\u202fzzz\u202f».'));

    const text = dialog.textContent ?? '';
    expect(text).not.toMatch(CATALOGUE_KEY);
    for (const english of ['Screens', 'Wines', 'Arrow keys', 'Nothing matches', 'Searching']) {
      expect(text).not.toContain(english);
    }
  });
});
