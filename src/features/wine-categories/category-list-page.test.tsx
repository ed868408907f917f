import { ChakraProvider } from '@chakra-ui/react';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { signInAs } from '@tests/support/sign-in-as';
import { createMemoryRouter, RouterProvider, useLoaderData } from 'react-router';
import { ApiError } from '@/api/api-error';
import type { CategoryRequest, WineCategory } from '@/api/categories';
import { setLanguage } from '@/lib/i18n';
import { system } from '@/theme/system';
import { createCategoryListAction } from './category-list-action';
import { createCategoryListLoader, type CategoryListLoaderData } from './category-list-loader';
import { CategoryListPage } from './category-list-page';
import { disableAnimations, withElementSize } from '@tests/support/jsdom-layout';
import { CATALOGUE_KEY } from '@tests/support/catalogue-key';

disableAnimations();
withElementSize();

vi.setConfig({ testTimeout: 20_000 });

const make = (id: string, name: string, wineCount = 0): WineCategory => ({
  id,
  name,
  description: `${name} description`,
  wineCount,
  createdAt: '2025-01-01T00:00:00Z',
  updatedAt: '2025-01-01T00:00:00Z',
});

function setup(initial: WineCategory[]) {
  let categories = [...initial];
  const api = {
    list: vi.fn(async () => categories),
    create: vi.fn(async (body: CategoryRequest) => {
      const created = make(`c${categories.length + 1}`, body.name);
      categories = [...categories, created];
      return created;
    }),
    update: vi.fn(async (id: string, body: CategoryRequest) => {
      categories = categories.map((c) => (c.id === id ? { ...c, ...body } : c));
      return categories.find((c) => c.id === id) as WineCategory;
    }),
    remove: vi.fn(async (id: string): Promise<undefined> => {
      const target = categories.find((c) => c.id === id);
      if (target && target.wineCount > 0) {
        throw new ApiError({
          kind: 'http',
          status: 409,
          code: 'CATEGORY_IN_USE',
          message: `This category is used by ${target.wineCount} wines. Move them to another category first.`,
        });
      }
      categories = categories.filter((c) => c.id !== id);
      return undefined;
    }),
  };
  function Screen() {
    return <CategoryListPage data={useLoaderData<CategoryListLoaderData>()} />;
  }
  const router = createMemoryRouter(
    [
      {
        path: '/wines/categories',
        loader: createCategoryListLoader(api),
        action: createCategoryListAction({ api, notify: () => undefined }),
        Component: Screen,
        HydrateFallback: () => null,
      },
      { path: '/wines', element: <p>Wines list</p> },
    ],
    { initialEntries: ['/wines/categories'] },
  );
  render(
    <ChakraProvider value={system}>
      <RouterProvider router={router} />
    </ChakraProvider>,
  );
  return { api, router, user: userEvent.setup() };
}

const row = (name: string) => {
  const table = screen.getByRole('table', { name: 'Wine categories' });
  const found = within(table)
    .getAllByRole('row')
    .find((r) => r.textContent?.includes(name));
  if (!found) throw new Error(`no row for ${name}`);
  return found;
};

// A super admin, who is offered every action; the role tests sign in as others.
beforeEach(() => signInAs('SUPER_ADMIN'));

describe('the wine categories screen', () => {
  it.each([
    ['SUPER_ADMIN', true],
    ['ADMIN', true],
    ['EDITOR', true],
    ['VIEWER', false],
  ] as const)('offers a %s the form, Rename and Delete: %s', async (role, offered) => {
    signInAs(role);
    setup([make('c1', 'Reds', 12)]);
    await screen.findByRole('table', { name: 'Wine categories' });
    expect(screen.queryByRole('button', { name: 'Add category' }) !== null).toBe(offered);
    expect(within(row('Reds')).queryByRole('button', { name: 'Rename Reds' }) !== null).toBe(offered);
    expect(within(row('Reds')).queryByRole('button', { name: 'Delete Reds' }) !== null).toBe(offered);
    expect(screen.queryByRole('columnheader', { name: 'Actions' }) !== null).toBe(offered);
  });

  it('tells a viewer who may add the first category', async () => {
    signInAs('VIEWER');
    setup([]);
    expect(await screen.findByText('An editor or an admin can add them.')).toBeTruthy();
  });

  it('lists categories with their wine counts', async () => {
    setup([make('c1', 'Reds', 12), make('c2', 'Bubbles', 0)]);
    await screen.findByRole('table', { name: 'Wine categories' });
    expect(row('Reds').textContent).toContain('12');
    expect(row('Reds').textContent).toContain('Reds description');
    expect(row('Bubbles').textContent).toContain('0');
  });

  it('shows an empty state, and creates the first category from the inline form', async () => {
    const { api, user } = setup([]);
    expect(await screen.findByText('No categories yet')).toBeTruthy();
    await user.type(screen.getByRole('textbox', { name: /^Name/ }), 'Orange');
    await user.click(screen.getByRole('button', { name: 'Add category' }));
    await waitFor(() => expect(api.create).toHaveBeenCalledWith({ name: 'Orange', description: '' }));
    expect(await screen.findByRole('table', { name: 'Wine categories' })).toBeTruthy();
    await waitFor(() => expect((screen.getByRole('textbox', { name: /^Name/ }) as HTMLInputElement).value).toBe(''));
  });

  it('shows a server 422 under the name field', async () => {
    const { api, user } = setup([]);
    api.create.mockRejectedValueOnce(
      new ApiError({ kind: 'http', status: 422, fieldErrors: [{ field: 'name', message: 'Name is too long' }] }),
    );
    await user.type(await screen.findByRole('textbox', { name: /^Name/ }), 'x');
    await user.click(screen.getByRole('button', { name: 'Add category' }));
    expect(await screen.findByText('Name is too long')).toBeTruthy();
    expect(screen.getByRole('textbox', { name: /^Name/ }).getAttribute('aria-invalid')).toBe('true');
  });

  it('renames inline: Enter saves, Escape cancels', async () => {
    const { api, user } = setup([make('c1', 'Reds', 3)]);
    await user.click(await screen.findByRole('button', { name: 'Rename Reds' }));
    const input = screen.getByRole('textbox', { name: 'New name for Reds' });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('textbox', { name: 'New name for Reds' })).toBeNull());
    expect(api.update).not.toHaveBeenCalled();
    expect(input.isConnected).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Rename Reds' }));
    const again = screen.getByRole('textbox', { name: 'New name for Reds' });
    await user.clear(again);
    await user.type(again, 'Big Reds{Enter}');
    await waitFor(() =>
      expect(api.update).toHaveBeenCalledWith('c1', { name: 'Big Reds', description: 'Reds description' }),
    );
    await waitFor(() => expect(screen.queryByRole('textbox', { name: 'New name for Reds' })).toBeNull());
    expect(row('Big Reds')).toBeTruthy();
  });

  it('asks before deleting, then removes the row', async () => {
    const { api, user } = setup([make('c1', 'Reds', 0), make('c2', 'Whites', 0)]);
    await user.click(await screen.findByRole('button', { name: 'Delete Reds' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain('Delete “Reds”?');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(api.remove).toHaveBeenCalledWith('c1'));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Delete Reds' })).toBeNull());
    expect(row('Whites')).toBeTruthy();
  });

  it('explains a 409 in the dialog with a link to the category’s wines, and keeps the row', async () => {
    const { user } = setup([make('c1', 'Reds', 4)]);
    await user.click(await screen.findByRole('button', { name: 'Delete Reds' }));
    const dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert.textContent).toContain('This category is used by 4 wines. Move them to another category first.');
    expect(within(alert).getByRole('link', { name: 'See the wines in “Reds”' }).getAttribute('href')).toBe(
      '/wines?category=c1',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(row('Reds')).toBeTruthy();
  });
});

describe('the wine categories screen in French', () => {
  it('lists, names and explains a refused delete in French', async () => {
    await setLanguage('fr');
    const { user } = setup([make('c1', 'Reds', 4)]);
    const table = await screen.findByRole('table', { name: 'Catégories de vins' });
    const text = () => document.body.textContent ?? '';
    for (const french of ['Nouvelle catégorie', 'Ajouter la catégorie', 'Nom', 'Description', 'Vins', 'Actions'])
      expect(text()).toContain(french);
    expect(within(table).getByRole('button', { name: 'Renommer Reds' })).toBeTruthy();
    await user.click(within(table).getByRole('button', { name: 'Supprimer Reds' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Supprimer «\u202fReds\u202f»\u202f?' });
    await user.click(within(dialog).getByRole('button', { name: 'Supprimer' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert.textContent).toContain('Cette catégorie est encore utilisée');
    expect(alert.textContent).toContain(
      'Cette catégorie est utilisée par 4 vins. Déplacez-les d’abord vers une autre catégorie.',
    );
    expect(alert.textContent).toContain('Voir les vins de «\u202fReds\u202f»');
    expect(text()).not.toMatch(CATALOGUE_KEY);
    for (const english of ['New category', 'Rename', 'Wine categories', 'still in use', 'See the wines'])
      expect(text()).not.toContain(english);
  });
});
