// @vitest-environment-options {"url": "http://localhost/"}
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, Outlet } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '../support/render-routes';
import { toaster } from '@/components/ui/toaster';
import { DEMO_PASSWORD } from '@/config/demo-accounts';
import { authApi, categoriesApi, winesApi } from '@/state/api';
import { clearSessionAtom, signInAtom } from '@/state/session';
import { store } from '@/state/store';
import { db } from '../../mocks/core/db';
import { setupMockBackend } from '@tests/support/mock-backend';

// Chakra renders slowly in jsdom on a shared two-core machine; these flows take a few seconds.
vi.setConfig({ testTimeout: 60_000 });
configure({ asyncUtilTimeout: 10_000 });

setupMockBackend();
const toasts = vi.spyOn(toaster, 'create');

beforeEach(async () => {
  store.set(signInAtom, await authApi.login({ email: 'admin@vinotheca.test', password: DEMO_PASSWORD }));
  toasts.mockClear();
});
afterEach(() => store.set(clearSessionAtom));

function renderAt(url: string) {
  return renderRoutes(
    [
      {
        element: (
          <>
            <Link to="/dashboard">Dashboard</Link>
            <Outlet />
          </>
        ),
        HydrateFallback: () => null,
        children: [
          { path: '/dashboard', element: <h1>Dashboard page</h1> },
          { path: '/wines', element: <h1>Wines list page</h1> },
          { path: '/wines/:id', element: <h1>Wine detail page</h1> },
          { path: '/wines/create', id: 'wine-create', lazy: () => import('@/app/routes/wines/wine-create') },
          { path: '/wines/:id/edit', id: 'wine-edit', lazy: () => import('@/app/routes/wines/wine-edit') },
        ],
      },
    ],
    url,
  );
}

const field = (label: RegExp) => screen.getByLabelText(label, { selector: 'input, select, textarea' });
const toastTitles = () => toasts.mock.calls.map(([options]) => options.title);

async function fillRequired(user: ReturnType<typeof userEvent.setup>, name: string, categoryName: string) {
  await user.type(field(/^Name/), name);
  await user.type(field(/^Producer/), 'Domaine de Test');
  await user.type(field(/^Vintage/), '2020');
  await user.selectOptions(field(/^Type/), 'Red');
  await user.selectOptions(field(/^Category/), categoryName);
  await user.selectOptions(field(/^Country/), 'France');
  await user.type(field(/^Region/), 'Rhône');
  await user.type(field(/^Alcohol/), '14');
  await user.type(field(/^Reference price/), '29.90');
}

describe('adding a wine through its route and the mock backend', () => {
  it('refuses grapes past 100% with a running total, then saves the fixed wine as a draft', async () => {
    const user = userEvent.setup();
    const category = (await categoriesApi.list())[0]!;
    const router = renderAt('/wines/create');
    await screen.findByRole('form', { name: 'Add wine' });
    await fillRequired(user, 'Cuvée Intégration', category.name);
    // The Region suggestions follow the country, from the general API.
    await waitFor(() =>
      expect(document.querySelectorAll('[data-testid="region-options"] option').length).toBeGreaterThan(3),
    );

    await user.click(screen.getByRole('button', { name: 'Add grape' }));
    await user.type(field(/^Grape 1 variety/), 'Grenache');
    await user.type(field(/^Grape 1 %/), '60');
    await user.click(screen.getByRole('button', { name: 'Add grape' }));
    await user.type(field(/^Grape 2 variety/), 'Syrah');
    await user.type(field(/^Grape 2 %/), '50');
    expect(screen.getByText('Total 110% — must not exceed 100%').getAttribute('aria-live')).toBe('polite');

    await user.click(screen.getByRole('button', { name: 'Add wine' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Grape percentages must add up to at most 100');
    expect(router.state.location.pathname).toBe('/wines/create');

    await user.clear(field(/^Grape 2 %/));
    await user.type(field(/^Grape 2 %/), '40');
    expect(screen.getByText('Total 100%')).toBeDefined();
    await waitFor(() => expect(screen.queryAllByRole('alert').map((a) => a.outerHTML)).toEqual([]));
    await user.click(screen.getByRole('button', { name: 'Add wine' }));

    await screen.findByRole('heading', { name: 'Wine detail page' });
    const [saved] = (await winesApi.list({ search: 'Cuvée Intégration' })).content;
    expect(router.state.location.pathname).toBe(`/wines/${saved!.id}`);
    expect(saved).toMatchObject({
      producer: 'Domaine de Test',
      vintage: 2020,
      type: 'RED',
      categoryId: category.id,
      country: 'FR',
      region: 'Rhône',
      abv: 14,
      price: { amount: 29.9, currency: 'EUR' },
      status: 'DRAFT',
      grapes: [
        { variety: 'Grenache', percentage: 60 },
        { variety: 'Syrah', percentage: 40 },
      ],
    });
    expect(toastTitles()).toContain('Wine Created');
  });

  it('shows the server’s 422 for a category deleted meanwhile under Category, keeping the input', async () => {
    const user = userEvent.setup();
    const doomed = await categoriesApi.create({ name: 'Short-lived', description: '' });
    renderAt('/wines/create');
    await screen.findByRole('form', { name: 'Add wine' });
    await fillRequired(user, 'Orphan Cuvée', 'Short-lived');
    db.categories.deleteMany((q) => q.where({ id: doomed.id }));

    await user.click(screen.getByRole('button', { name: 'Add wine' }));
    await waitFor(() => expect(screen.getByText('Choose an existing category')).toBeDefined());
    expect(field(/^Category/).getAttribute('aria-invalid')).toBe('true');
    expect(field(/^Name/)).toHaveProperty('value', 'Orphan Cuvée');
  });
});

describe('editing a wine through its route and the mock backend', () => {
  it('loads the wine into the form with its lifecycle read-only, saves a change and toasts', async () => {
    const user = userEvent.setup();
    const [wine] = (await winesApi.list({ status: 'PUBLISHED', size: 1 })).content;
    renderAt(`/wines/${wine!.id}/edit`);
    await screen.findByRole('form', { name: 'Edit wine' });
    expect(field(/^Name/)).toHaveProperty('value', wine!.name);
    expect(field(/^Producer/)).toHaveProperty('value', wine!.producer);
    expect(field(/^Country/)).toHaveProperty('value', wine!.country);
    expect(screen.getAllByTestId('grape-row')).toHaveLength(wine!.grapes.length);
    const lifecycle = screen.getByRole('region', { name: 'Lifecycle' });
    expect(within(lifecycle).getByText('Published')).toBeDefined();
    expect(within(lifecycle).queryByRole('textbox')).toBeNull();

    await user.clear(field(/^Name/));
    await user.type(field(/^Name/), 'Renamed in the form');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    await screen.findByRole('heading', { name: 'Wine detail page' });
    await expect(winesApi.get(wine!.id)).resolves.toMatchObject({
      name: 'Renamed in the form',
      producer: wine!.producer,
      status: 'PUBLISHED',
      grapes: wine!.grapes,
    });
    expect(toastTitles()).toContain('Wine Updated');
  });

  it('shows the 409 of a duplicate wine under Name', async () => {
    const user = userEvent.setup();
    const [first, second] = (await winesApi.list({ sort: 'name,asc', size: 2 })).content;
    renderAt(`/wines/${second!.id}/edit`);
    await screen.findByRole('form', { name: 'Edit wine' });
    for (const [label, value] of [
      [/^Name/, first!.name],
      [/^Producer/, first!.producer],
      [/^Vintage/, first!.vintage === null ? '' : String(first!.vintage)],
      [/^Bottle size/, String(first!.bottleSizeMl)],
    ] as const) {
      await user.clear(field(label));
      if (value) await user.type(field(label), value);
    }
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    await waitFor(() =>
      expect(screen.getByText('A wine with this producer, name, vintage and bottle size already exists')).toBeDefined(),
    );
    expect(field(/^Name/).getAttribute('aria-invalid')).toBe('true');
    await expect(winesApi.get(second!.id)).resolves.toMatchObject({ name: second!.name });
  });

  it('removes the label when the form is saved', async () => {
    const user = userEvent.setup();
    const [wine] = (await winesApi.list({ size: 1 })).content;
    await db.wines.update((q) => q.where({ id: wine!.id }), {
      data(row) {
        row.labelImageUrl = 'data:image/png;base64,iVBORw0KGgo=';
      },
    });
    renderAt(`/wines/${wine!.id}/edit`);
    await screen.findByRole('form', { name: 'Edit wine' });
    expect(screen.getByRole('img', { name: 'Current label' })).toBeDefined();
    await user.click(screen.getByRole('button', { name: 'Remove label' }));
    expect(screen.getByText('The label will be removed when you save.')).toBeDefined();
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    await screen.findByRole('heading', { name: 'Wine detail page' });
    await expect(winesApi.get(wine!.id)).resolves.toMatchObject({ labelImageUrl: null, name: wine!.name });
  });

  it('asks before leaving with unsaved changes, and stays on Keep editing', async () => {
    const user = userEvent.setup();
    const [wine] = (await winesApi.list({ size: 1 })).content;
    const router = renderAt(`/wines/${wine!.id}/edit`);
    await screen.findByRole('form', { name: 'Edit wine' });
    await user.type(field(/^Description/), ' More.');
    await user.click(screen.getByRole('link', { name: 'Dashboard' }));
    const prompt = await screen.findByRole('alertdialog', { name: 'Discard unsaved changes?' });
    await user.click(within(prompt).getByRole('button', { name: 'Keep editing' }));
    expect(router.state.location.pathname).toBe(`/wines/${wine!.id}/edit`);
    expect(field(/^Description/)).toHaveProperty('value', `${wine!.description} More.`);
  });

  it('shows a not-found state for an unknown id', async () => {
    renderAt('/wines/no-such-wine/edit');
    expect(await screen.findByRole('heading', { name: 'Wine not found' })).toBeDefined();
    expect(screen.getByRole('link', { name: 'Back to the wines list' }).getAttribute('href')).toBe('/wines');
  });
});
