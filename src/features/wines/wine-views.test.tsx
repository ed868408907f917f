import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { WineListQuery } from '@/api/wines';
import { makeWine } from '@tests/support/make-wine';
import { memorySavedViews } from '@tests/support/memory-saved-views';
import { pageOf, params, renderWineList } from '@tests/support/render-wine-list';
import { disableAnimations, withElementSize } from '@tests/support/jsdom-layout';

vi.setConfig({ testTimeout: 20_000 });
configure({ asyncUtilTimeout: 5000 });
disableAnimations();
withElementSize();

const list = vi.fn(async (q?: WineListQuery) => pageOf([makeWine(1)], q));
const headers = () =>
  screen
    .getAllByRole('columnheader')
    .map((h) => h.textContent?.trim())
    .filter(Boolean);

describe('saved views of the wines list', () => {
  it('saves the filters, order and columns under a name, then shows the list as that view', async () => {
    const user = userEvent.setup();
    const views = memorySavedViews();
    localStorage.setItem(
      'vinotheca_columns_wines',
      JSON.stringify({
        order: ['price', 'producer', 'vintage', 'type', 'region', 'country', 'status'],
        hidden: ['region'],
      }),
    );
    renderWineList('/wines?status=PUBLISHED&country=FR&type=RED&sort=price,asc&page=2', list, 'VIEWER', {}, views);
    await screen.findByRole('table', { name: 'Wines' });

    await user.click(screen.getByRole('button', { name: 'Views' }));
    expect(await screen.findByText(/No saved views yet/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Save current view…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Save current view' });
    await user.click(within(dialog).getByRole('button', { name: 'Save view' }));
    expect(within(dialog).getByText('Name is required')).toBeTruthy();
    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), '  French reds by price ');
    await user.click(within(dialog).getByRole('button', { name: 'Save view' }));

    await waitFor(() => expect(views.views).toHaveLength(1));
    expect(views.views[0]).toMatchObject({
      list: 'wines',
      name: 'French reds by price',
      query: 'type=RED&country=FR&status=PUBLISHED&sort=price%2Casc',
      columns: { order: ['price', 'producer', 'vintage', 'type', 'region', 'country', 'status'], hidden: ['region'] },
    });
    await waitFor(() => expect(screen.getByRole('button', { name: 'View: French reds by price' })).toBeTruthy());
  });

  it('opens a view from its link: the URL becomes its query and its columns apply', async () => {
    const views = memorySavedViews([
      {
        id: 'v1',
        list: 'wines',
        name: 'Cheap whites',
        query: 'type=WHITE&sort=price%2Casc',
        columns: {
          order: ['price', 'producer', 'vintage', 'type', 'region', 'country', 'status'],
          hidden: ['type', 'region', 'country'],
        },
        ownerId: 'someone-else',
        createdAt: '2026-11-26T10:00:00Z',
        updatedAt: '2026-11-26T10:00:00Z',
      },
    ]);
    const { router } = renderWineList('/wines?view=v1', list, 'VIEWER', {}, views);
    await screen.findByRole('table', { name: 'Wines' });
    expect(params(router)).toEqual({ type: 'WHITE', sort: 'price,asc' });
    await waitFor(() => expect(headers()).toEqual(['Name', 'Price', 'Producer', 'Vintage', 'Status']));
  });

  it('renames and deletes a view', async () => {
    const user = userEvent.setup();
    const views = memorySavedViews([
      {
        id: 'v1',
        list: 'wines',
        name: 'Drafts',
        query: 'status=DRAFT',
        columns: null,
        ownerId: 'me',
        createdAt: '2026-11-26T10:00:00Z',
        updatedAt: '2026-11-26T10:00:00Z',
      },
    ]);
    renderWineList('/wines', list, 'VIEWER', {}, views);
    await screen.findByRole('table', { name: 'Wines' });
    await user.click(screen.getByRole('button', { name: 'Views' }));
    await user.click(await screen.findByRole('button', { name: 'Rename Drafts' }));
    const rename = await screen.findByRole('dialog', { name: 'Rename “Drafts”' });
    const field = within(rename).getByRole('textbox', { name: 'Name' });
    await user.clear(field);
    await user.type(field, 'Unpublished');
    await user.click(within(rename).getByRole('button', { name: 'Rename' }));
    await waitFor(() => expect(views.views[0]?.name).toBe('Unpublished'));

    await user.click(screen.getByRole('button', { name: 'Views' }));
    await user.click(await screen.findByRole('button', { name: 'Delete Unpublished' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete “Unpublished”?' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete view' }));
    await waitFor(() => expect(views.views).toHaveLength(0));
  });
});
