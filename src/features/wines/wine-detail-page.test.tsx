import { ChakraProvider } from '@chakra-ui/react';
import { configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, useLoaderData, useParams } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { signInAs } from '@tests/support/sign-in-as';
import { ApiError } from '@/api/api-error';
import type { Wine } from '@/api/wines';
import { system } from '@/theme/system';
import { makeWine } from '@tests/support/make-wine';
import { createWineDetailAction } from './wine-detail-action';
import { createWineDetailLoader, type WineDetailLoaderData } from './wine-detail-loader';
import { WineDetailPage } from './wine-detail-page';
import { disableAnimations, withElementSize } from '@tests/support/jsdom-layout';

disableAnimations();
withElementSize();

vi.setConfig({ testTimeout: 20_000 });
configure({ asyncUtilTimeout: 5000 });

const BAROLO: Wine = makeWine(7, {
  name: 'Barolo Monfortino',
  vintage: 2015,
  producer: 'Giacomo Conterno',
  categoryName: 'Piedmont classics',
  grapes: [
    { variety: 'Nebbiolo', percentage: 95 },
    { variety: 'Barbera', percentage: null },
  ],
  country: 'IT',
  region: 'Piedmont',
  appellation: 'Barolo DOCG',
  abv: 14.5,
  bottleSizeMl: 1500,
  description: 'Long-aged in large casks.',
  price: { amount: 980, currency: 'EUR' },
  drinkFrom: 2025,
  drinkUntil: 2055,
  labelImageUrl: 'https://img.example/label.png',
  createdAt: '2025-03-01T09:30:00Z',
  updatedAt: '2025-04-02T10:00:00Z',
});

function renderDetail(id: string, start: Wine | null) {
  let current = start;
  const notFound = () => new ApiError({ kind: 'http', status: 404, message: 'Not found' });
  const api = {
    get: vi.fn(async () => {
      if (!current) throw notFound();
      return current;
    }),
    publish: vi.fn(async () => (current = { ...current!, status: 'PUBLISHED' })),
    archive: vi.fn(async () => (current = { ...current!, status: 'ARCHIVED' })),
    remove: vi.fn(async (): Promise<undefined> => {
      current = null;
      return undefined;
    }),
  };
  const notify = vi.fn();
  function Screen() {
    return <WineDetailPage id={useParams().id ?? ''} data={useLoaderData<WineDetailLoaderData>()} />;
  }
  const router = createMemoryRouter(
    [
      {
        path: '/wines/:id',
        loader: createWineDetailLoader({ wines: api, countries: async () => [{ code: 'IT', name: 'Italy' }] }),
        action: createWineDetailAction({ api, notify }),
        Component: Screen,
        HydrateFallback: () => null,
      },
      { path: '/wines', Component: () => <p>The list</p> },
    ],
    { initialEntries: [`/wines/${id}`] },
  );
  render(
    <ChakraProvider value={system}>
      <RouterProvider router={router} />
    </ChakraProvider>,
  );
  return { router, api, notify };
}

const section = (name: string) => screen.getByRole('region', { name });
const fact = (name: string, label: string) => within(section(name)).getByText(label).nextElementSibling?.textContent;

// A super admin, who is offered every action; the role tests sign in as others.
beforeEach(() => signInAs('SUPER_ADMIN'));

describe('the wine detail view', () => {
  it.each([
    ['SUPER_ADMIN', true],
    ['ADMIN', true],
    ['EDITOR', true],
    ['VIEWER', false],
  ] as const)('offers a %s the wine actions: %s', async (role, offered) => {
    signInAs(role);
    renderDetail('wine-7', BAROLO);
    await screen.findByRole('heading', { level: 2, name: 'Barolo Monfortino' });
    const buttons = ['Publish', 'Archive', 'Delete'].map((name) => screen.queryByRole('button', { name }) !== null);
    expect(buttons).toEqual([offered, offered, offered]);
    expect(screen.queryByRole('link', { name: 'Edit' }) !== null).toBe(offered);
  });

  it('shows every field in its section', async () => {
    renderDetail('wine-7', BAROLO);
    expect(await screen.findByRole('heading', { level: 2, name: 'Barolo Monfortino' })).toBeTruthy();
    expect(fact('Identity and origin', 'Producer')).toBe('Giacomo Conterno');
    expect(fact('Identity and origin', 'Vintage')).toBe('2015');
    expect(fact('Identity and origin', 'Category')).toBe('Piedmont classics');
    expect(fact('Identity and origin', 'Country')).toBe('Italy (IT)');
    expect(fact('Identity and origin', 'Region')).toBe('Piedmont');
    expect(fact('Identity and origin', 'Appellation')).toBe('Barolo DOCG');
    expect(fact('Grapes', 'Nebbiolo')).toBe('95 %');
    expect(fact('Grapes', 'Barbera')).toBe('Share not disclosed');
    expect(fact('Details', 'Alcohol (ABV)')).toBe('14.5 %');
    expect(fact('Details', 'Bottle size')).toBe('1500 ml');
    expect(fact('Details', 'Reference price')).toMatch(/980/);
    expect(fact('Details', 'Drinking window')).toBe('2025–2055');
    expect(fact('Details', 'Description')).toBe('Long-aged in large casks.');
    expect(fact('Lifecycle', 'Status')).toBe('Draft');
    expect(within(section('Lifecycle')).getAllByText(/2025/)).toHaveLength(2);
    expect(within(section('Label')).getByRole('img', { name: 'Label of Barolo Monfortino' }).getAttribute('src')).toBe(
      BAROLO.labelImageUrl,
    );
    expect(screen.getByRole('link', { name: 'Edit' }).getAttribute('href')).toBe('/wines/wine-7/edit');
    expect(screen.getByRole('link', { name: '← Back to wines' }).getAttribute('href')).toBe('/wines');
  });

  it('says what is not set, and draws a label from the wine’s data without an uploaded image', async () => {
    renderDetail('wine-7', {
      ...BAROLO,
      vintage: null,
      appellation: null,
      drinkFrom: null,
      drinkUntil: null,
      description: '',
      labelImageUrl: null,
      grapes: [],
    });
    await screen.findByRole('heading', { level: 2, name: 'Barolo Monfortino' });
    expect(fact('Identity and origin', 'Vintage')).toBe('Non-vintage');
    expect(fact('Identity and origin', 'Appellation')).toBe('Not set');
    expect(fact('Details', 'Drinking window')).toBe('Not set');
    expect(within(section('Grapes')).getByText('No grape varieties recorded.')).toBeTruthy();
    const label = within(section('Label')).getByRole('img', {
      name: 'Label of Barolo Monfortino, drawn from its data',
    });
    expect(label.tagName.toLowerCase()).toBe('svg');
    // Producer, name and vintage (NV here) are on it.
    expect(label.textContent).toContain('Barolo Monfortino');
    expect(label.textContent).toContain('NV');
    expect(label.textContent).toContain(BAROLO.producer.toUpperCase().split(' ')[0]);
    expect(within(section('Label')).getByText(/No label uploaded/)).toBeTruthy();
  });

  it('shows a not-found state for an unknown wine', async () => {
    renderDetail('nope', null);
    expect(await screen.findByRole('heading', { name: 'Wine not found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to the wines list' }).getAttribute('href')).toBe('/wines');
  });

  it('publishes, then archives, with the list toasts, and offers only the actions that apply', async () => {
    const user = userEvent.setup();
    const { api, notify } = renderDetail('wine-7', BAROLO);
    await user.click(await screen.findByRole('button', { name: 'Publish' }));
    await waitFor(() => expect(fact('Lifecycle', 'Status')).toBe('Published'));
    expect(api.publish).toHaveBeenCalledWith('wine-7');
    expect(notify).toHaveBeenCalledWith(expect.objectContaining({ title: 'Wine Published' }));
    expect(screen.queryByRole('button', { name: 'Publish' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Archive' }));
    await waitFor(() => expect(fact('Lifecycle', 'Status')).toBe('Archived'));
    expect(notify).toHaveBeenLastCalledWith(expect.objectContaining({ title: 'Wine Archived' }));
    expect(screen.queryByRole('button', { name: 'Archive' })).toBeNull();
  });

  it('deletes only after confirmation, then goes back to the list with a toast', async () => {
    const user = userEvent.setup();
    const { api, notify, router } = renderDetail('wine-7', BAROLO);
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete Barolo Monfortino?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(api.remove).not.toHaveBeenCalled();
    await waitFor(() => expect(document.activeElement?.textContent).toBe('Delete'));

    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('The list')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/wines');
    expect(api.remove).toHaveBeenCalledWith('wine-7');
    expect(notify).toHaveBeenCalledWith(
      expect.objectContaining({ title: 'Wine Deleted', description: 'Barolo Monfortino has been deleted.' }),
    );
  });
});
