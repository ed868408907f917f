import { ChakraProvider } from '@chakra-ui/react';
import { configure, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { setLanguage } from '@/lib/i18n';
import { system } from '@/theme/system';
import { makeWine } from '@tests/support/make-wine';
import { disableAnimations, withElementSize } from '@tests/support/jsdom-layout';
import type { WineFormData } from './wine-form-route';
import { WineFormPage } from './wine-form-page';
import { CATALOGUE_KEY } from '@tests/support/catalogue-key';

disableAnimations();
withElementSize();
vi.setConfig({ testTimeout: 20_000 });
configure({ asyncUtilTimeout: 5000 });

function renderForm(mode: 'create' | 'edit') {
  const data: WineFormData = {
    countries: [{ code: 'FR', name: 'France' }],
    grapes: [{ name: 'Chenin' }],
    categories: [{ id: 'cat-1', name: 'Loire' }],
    wine: mode === 'edit' ? makeWine(3, { labelImageUrl: null }) : null,
  };
  const router = createMemoryRouter(
    [
      {
        path: '/form',
        Component: () => <WineFormPage mode={mode} id="wine-3" data={data} loadRegions={async () => []} />,
        action: () => null,
        HydrateFallback: () => null,
      },
    ],
    { initialEntries: ['/form'] },
  );
  return render(
    <ChakraProvider value={system}>
      <RouterProvider router={router} />
    </ChakraProvider>,
  );
}

describe('the wine form in French', () => {
  it('names its sections, fields and buttons in French, and refuses an empty form in French', async () => {
    await setLanguage('fr');
    const { container } = renderForm('create');
    expect(await screen.findByRole('heading', { level: 2, name: 'Ajouter un vin' })).toBeTruthy();
    const text = () => container.textContent ?? '';
    for (const french of [
      'Identité et origine',
      'Cépages',
      'Caractéristiques',
      'Étiquette',
      'Millésime',
      'Producteur',
      'Début de consommation',
      'Laissez vide pour un vin non millésimé.',
      'Choisir une image d’étiquette',
    ])
      expect(text()).toContain(french);
    expect(screen.getByRole('option', { name: 'Rouge' })).toBeTruthy();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Ajouter un vin' }));
    await waitFor(() => expect(text()).toContain('Le nom est obligatoire'));
    expect(text()).toContain('Choisissez un type');
    expect(text()).not.toMatch(CATALOGUE_KEY);
    for (const english of ['Identity', 'Grapes', 'Details', 'Vintage', 'Producer', 'Add wine', 'is required'])
      expect(text()).not.toContain(english);
  });

  it('shows an edited wine’s lifecycle in French', async () => {
    await setLanguage('fr');
    const { container } = renderForm('edit');
    expect(await screen.findByRole('heading', { level: 2, name: 'Modifier le vin' })).toBeTruthy();
    expect(container.textContent).toContain('Cycle de vie');
    expect(container.textContent).toContain('Dernière modification');
    expect(container.textContent).toContain('Brouillon');
    expect(screen.getByRole('button', { name: 'Enregistrer' })).toBeTruthy();
    expect(container.textContent).not.toMatch(CATALOGUE_KEY);
  });
});
