import { ChakraProvider } from '@chakra-ui/react';
import { configure, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLoaderData, useParams } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/api/api-error';
import type { Wine, WineListQuery } from '@/api/wines';
import { setLanguage } from '@/lib/i18n';
import { system } from '@/theme/system';
import { makeWine } from '@tests/support/make-wine';
import { pageOf, renderWineList } from '@tests/support/render-wine-list';
import { signInAs } from '@tests/support/sign-in-as';
import { disableAnimations, withElementSize } from '@tests/support/jsdom-layout';
import { winesToCsv } from './wine-csv';
import { createWineDetailLoader, type WineDetailLoaderData } from './wine-detail-loader';
import { WineDetailPage } from './wine-detail-page';
import { CATALOGUE_KEY } from '@tests/support/catalogue-key';

disableAnimations();
withElementSize();
vi.setConfig({ testTimeout: 20_000 });
configure({ asyncUtilTimeout: 5000 });

const BAROLO: Wine = makeWine(7, {
  name: 'Barolo Monfortino',
  vintage: 2015,
  producer: 'Giacomo Conterno',
  grapes: [
    { variety: 'Nebbiolo', percentage: 95 },
    { variety: 'Barbera', percentage: null },
  ],
  country: 'IT',
  abv: 14.5,
  appellation: null,
  drinkFrom: 2025,
  drinkUntil: null,
  labelImageUrl: null,
});

function renderDetail(wine: Wine | null) {
  const wines = {
    get: vi.fn(async () => wine ?? Promise.reject(new ApiError({ kind: 'http', status: 404, message: 'Not found' }))),
  };
  function Screen() {
    return <WineDetailPage id={useParams().id ?? ''} data={useLoaderData<WineDetailLoaderData>()} />;
  }
  const router = createMemoryRouter(
    [
      {
        path: '/wines/:id',
        loader: createWineDetailLoader({ wines, countries: async () => [{ code: 'IT', name: 'Italie' }] }),
        Component: Screen,
        HydrateFallback: () => null,
      },
    ],
    { initialEntries: ['/wines/wine-7'] },
  );
  return render(
    <ChakraProvider value={system}>
      <RouterProvider router={router} />
    </ChakraProvider>,
  );
}

beforeEach(() => signInAs('SUPER_ADMIN'));

describe('the wines screens in French', () => {
  it('shows a wine’s detail in French, with nothing left in English or as a key', async () => {
    await setLanguage('fr');
    const { container } = renderDetail(BAROLO);
    await screen.findByRole('heading', { level: 2, name: 'Barolo Monfortino' });
    for (const title of ['Identité et origine', 'Cépages', 'Caractéristiques', 'Cycle de vie', 'Étiquette'])
      expect(screen.getByRole('region', { name: title })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Modifier' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Publier' })).toBeTruthy();
    const text = container.textContent ?? '';
    expect(text).toContain('Retour aux vins');
    expect(text).toContain('Millésime');
    expect(text).toContain('Rouge');
    expect(text).toContain('Brouillon');
    expect(text).toContain('Part non communiquée');
    expect(text).toContain('14,5\u202f%');
    expect(text).toContain('À partir de 2025');
    expect(text).toContain('Non renseigné');
    expect(text).not.toMatch(CATALOGUE_KEY);
    for (const english of [
      'Back to wines',
      'Vintage',
      'Producer',
      'Grapes',
      'Details',
      'Lifecycle',
      'Draft',
      'Not set',
    ])
      expect(text).not.toContain(english);
  });

  it('says a wine is not found in French', async () => {
    await setLanguage('fr');
    renderDetail(null);
    expect(await screen.findByText('Vin introuvable')).toBeTruthy();
  });

  it('shows the list, its filters and its export in French', async () => {
    await setLanguage('fr');
    const list = vi.fn(async (q?: WineListQuery) =>
      pageOf([makeWine(1), makeWine(2, { vintage: null, type: 'SPARKLING', status: 'PUBLISHED' })], q),
    );
    renderWineList('/wines', list);
    const table = await screen.findByRole('table', { name: 'Vins' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(3));
    const [head, one, two] = within(table).getAllByRole('row');
    for (const header of ['Nom', 'Producteur', 'Millésime', 'Région', 'Pays', 'Prix', 'Statut'])
      expect(head!.textContent).toContain(header);
    expect(one!.textContent).toContain('Rouge');
    expect(one!.textContent).toContain('Brouillon');
    expect(two!.textContent).toContain('NM');
    expect(two!.textContent).toContain('Effervescent');
    expect(two!.textContent).toContain('Publié');
    expect(screen.getByRole('search', { name: 'Rechercher des vins' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Exporter en CSV' })).toBeTruthy();
    const text = document.body.textContent ?? '';
    expect(text).not.toMatch(CATALOGUE_KEY);
    for (const english of ['Export CSV', 'Producer', 'Vintage', 'Sparkling', 'Published', 'Draft'])
      expect(text).not.toContain(english);
  });

  it('names the CSV columns in French and keeps its numbers machine-readable', async () => {
    await setLanguage('fr');
    const csv = winesToCsv([makeWine(1, { abv: 13.5, price: { amount: 1234.5, currency: 'EUR' }, vintage: null })]);
    const [header, row] = csv.split(/\r?\n/);
    expect(header).toContain('Nom,Producteur,Millésime,Type,Catégorie,Cépages,Région,Appellation,Pays,Code pays');
    expect(header).toContain('Degré (%)');
    expect(row).toContain('1234.50');
    expect(row).toContain('13.5');
    expect(row).toContain('NM');
    expect(row).toContain('Rouge');
  });
});
