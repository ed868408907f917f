import { ChakraProvider } from '@chakra-ui/react';
import { configure, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Cellar, InventoryItem } from '@/api/cellars';
import { setLanguage } from '@/lib/i18n';
import { system } from '@/theme/system';
import { signInAs } from '@tests/support/sign-in-as';
import { disableAnimations, withElementSize } from '@tests/support/jsdom-layout';
import { CellarDetailPage } from './cellar-detail-page';
import { cellarFillLabel, cellarVisibilityLabel } from './cellar-format';
import { cellarFormSchema } from './cellar-form-schema';
import { CATALOGUE_KEY } from '@tests/support/catalogue-key';

disableAnimations();
withElementSize();
vi.setConfig({ testTimeout: 20_000 });
configure({ asyncUtilTimeout: 5000 });

const CELLAR = {
  id: 'cellar-1',
  name: 'Cave de Loire',
  owner: { id: 'member-1', fullName: 'Jeanne Martin', email: 'jeanne@example.com' },
  location: 'Saumur',
  country: 'FR',
  capacity: 1200,
  temperatureC: 12.5,
  visibility: 'PRIVATE',
  status: 'ACTIVE',
  createdAt: '2025-01-01T00:00:00Z',
  lastActivityAt: '2025-06-01T00:00:00Z',
  bottles: 300,
  fillRate: 0.25,
  estimatedValue: { amount: 4520.5, currency: 'EUR' },
} as Cellar;

const LINE = {
  id: 'line-1',
  wine: { id: 'wine-1', name: 'Saumur-Champigny', producer: 'Clos Rougeard', vintage: null },
  quantity: 6,
  binLocation: 'A3',
  purchasePrice: { amount: 45, currency: 'EUR' },
  purchaseDate: '2024-05-02',
  value: { amount: 270, currency: 'EUR' },
} as InventoryItem;

function renderDetail(lines: InventoryItem[] = [LINE]) {
  const data = {
    cellar: CELLAR,
    inventory: { content: lines, page: 0, size: 20, totalElements: lines.length, totalPages: 1 },
    inventoryState: { page: 1, size: 20, sortField: 'binLocation', sortDirection: 'asc', search: '' },
    countries: [{ code: 'FR', name: 'France' }],
  } as unknown as Parameters<typeof CellarDetailPage>[0]['data'];
  const router = createMemoryRouter(
    [{ path: '/cellars/:id', Component: () => <CellarDetailPage data={data} />, HydrateFallback: () => null }],
    { initialEntries: ['/cellars/cellar-1'] },
  );
  return render(
    <ChakraProvider value={system}>
      <RouterProvider router={router} />
    </ChakraProvider>,
  );
}

beforeEach(() => signInAs('SUPER_ADMIN'));

describe('the cellars screens in French', () => {
  it('counts no inventory lines in the feminine', async () => {
    await setLanguage('fr');
    renderDetail([]);
    expect(await screen.findByText('Aucune ligne d’inventaire')).toBeTruthy();
    expect(screen.getByText('Cette cave ne contient aucune bouteille.')).toBeTruthy();
  });

  it('shows a cellar’s summary, details and inventory in French', async () => {
    await setLanguage('fr');
    const { container } = renderDetail();
    expect(await screen.findByRole('heading', { level: 2, name: 'Cave de Loire' })).toBeTruthy();
    expect(screen.getByRole('table', { name: 'Inventaire' })).toBeTruthy();
    const text = container.textContent ?? '';
    for (const french of [
      'Retour aux caves',
      'Bouteilles',
      'Capacité',
      'Remplissage',
      'Valeur estimée',
      'Propriétaire',
      'Privée',
      'Active',
      '12,5\u00a0°C',
      'Casier',
      'Quantité',
      'Prix payé par bouteille',
      'NM',
      'Modifier les informations',
      'Archiver la cave',
    ])
      expect(text).toContain(french);
    expect(text).not.toMatch(CATALOGUE_KEY);
    for (const english of [
      'Back to cellars',
      'Bottles',
      'Capacity',
      'Owner',
      'Private',
      'Inventory',
      'Quantity',
      'Bin',
    ])
      expect(text).not.toContain(english);
  });

  it('edits a cellar in French, with the form’s messages in French', async () => {
    await setLanguage('fr');
    renderDetail();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Modifier les informations' }));
    const dialog = await screen.findByRole('dialog', { name: 'Modifier les informations de la cave' });
    const name = screen.getByLabelText(/^Nom/);
    await user.clear(name);
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(dialog.textContent).toContain('Le nom est obligatoire'));
    expect(dialog.textContent).toContain('Contient actuellement 300 bouteilles.');
    expect(dialog.textContent).not.toMatch(CATALOGUE_KEY);
  });

  it('names visibilities, fill bands and the schema’s rules in French', async () => {
    await setLanguage('fr');
    expect(cellarVisibilityLabel('SHARED')).toBe('Partagée');
    expect(cellarFillLabel('LOW')).toBe('Faible (moins de 25\u202f%)');
    const result = cellarFormSchema().safeParse({
      name: 'Cave',
      location: 'Saumur',
      country: 'FR',
      capacity: 0,
      temperatureC: 40,
      visibility: 'PRIVATE',
    });
    expect(result.success ? [] : result.error.issues.map((i) => i.message)).toEqual([
      'La capacité doit être comprise entre 1 et 100000 bouteilles',
      'La température doit être comprise entre -5 et 25\u00a0°C',
    ]);
  });
});
