import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { Wine, WineListQuery } from '@/api/wines';
import { makeWine } from '@tests/support/make-wine';
import { pageOf, params, renderWineList } from '@tests/support/render-wine-list';
import { menuHighlights } from '@tests/support/menu-keys';

vi.setConfig({ testTimeout: 20_000 });
configure({ asyncUtilTimeout: 5000 });

describe('the wines list screen', () => {
  it('shows each wine with thumbnail, name, producer, vintage, type, region, country, price and status', async () => {
    const list = vi.fn(async (q?: WineListQuery) =>
      pageOf(
        [
          makeWine(1, { labelImageUrl: 'https://img.example/1.png', price: { amount: 1200, currency: 'USD' } }),
          makeWine(2, { vintage: null, type: 'SPARKLING', status: 'PUBLISHED' }),
        ],
        q,
      ),
    );
    renderWineList('/wines', list);
    const table = await screen.findByRole('table', { name: 'Wines' });
    const [, one, two] = within(table).getAllByRole('row');
    expect(one!.querySelector('img')?.getAttribute('src')).toBe('https://img.example/1.png');
    expect(one!.textContent).toContain('Cuvée 1');
    expect(one!.textContent).toContain('Domaine 1');
    expect(one!.textContent).toContain('2016');
    expect(one!.textContent).toContain('Red');
    expect(one!.textContent).toContain('France');
    expect(one!.textContent).toContain('$1,200.00');
    expect(one!.textContent).toContain('Draft');
    expect(two!.querySelector('img')).toBeNull();
    expect(two!.textContent).toContain('NV');
    expect(two!.textContent).toContain('Sparkling');
    expect(two!.textContent).toContain('Published');
    expect(screen.getByRole('status').textContent).toBe('Showing 1–2 of 2 wines');
  });

  it('marks the sorted column with aria-sort and sorts by a header on click', async () => {
    const user = userEvent.setup();
    const { router } = renderWineList(
      '/wines?type=RED&sort=vintage,desc',
      vi.fn(async (q?: WineListQuery) => pageOf([makeWine(1)], q)),
    );
    await screen.findByRole('table', { name: 'Wines' });
    const sortOf = (name: string) => screen.getByRole('button', { name }).closest('th')?.getAttribute('aria-sort');
    expect(sortOf('Vintage')).toBe('descending');
    expect(sortOf('Name')).toBe('none');
    await user.click(screen.getByRole('button', { name: 'Vintage' }));
    await waitFor(() => expect(params(router)).toEqual({ type: 'RED', sort: 'vintage,asc' }));
    await user.click(screen.getByRole('button', { name: 'Price' }));
    await waitFor(() => expect(params(router)).toEqual({ type: 'RED', sort: 'price,desc' }));
  });

  it('writes the filters to the URL, back on page 1, and asks the API for them', async () => {
    const user = userEvent.setup();
    const list = vi.fn(async (q?: WineListQuery) => pageOf([makeWine(1)], q, 100));
    const { router } = renderWineList('/wines?page=3', list);
    await screen.findByRole('table', { name: 'Wines' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Type' }), 'WHITE');
    await waitFor(() => expect(params(router)).toEqual({ type: 'WHITE' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Country' }), 'IT');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'ARCHIVED');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Category' }), 'cat-1');
    await waitFor(() =>
      expect(params(router)).toEqual({ type: 'WHITE', country: 'IT', status: 'ARCHIVED', category: 'cat-1' }),
    );
    await waitFor(() =>
      expect(list).toHaveBeenLastCalledWith({
        page: 0,
        size: 20,
        sort: 'name,asc',
        type: 'WHITE',
        country: 'IT',
        status: 'ARCHIVED',
        categoryId: 'cat-1',
      }),
    );
  });

  it('offers to clear the filters when nothing matches', async () => {
    const user = userEvent.setup();
    const list = vi.fn(async (q?: WineListQuery) => (q?.search ? pageOf([], q) : pageOf([makeWine(1)], q)));
    const { router } = renderWineList('/wines?search=zzz&type=ROSE&sort=price,asc', list);
    await user.click(await screen.findByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(params(router)).toEqual({ sort: 'price,asc' }));
    await screen.findByRole('table', { name: 'Wines' });
  });

  it('shows an error with Retry, and Retry loads the list', async () => {
    const user = userEvent.setup();
    const list = vi
      .fn()
      .mockRejectedValueOnce(new Error('down'))
      .mockImplementation(async (q?: WineListQuery) => pageOf([makeWine(1)], q));
    renderWineList('/wines', list);
    await user.click(await screen.findByRole('button', { name: 'Retry' }));
    await screen.findByRole('table', { name: 'Wines' });
  });

  it.each<[Wine['status'], string[]]>([
    ['DRAFT', ['Edit', 'Publish', 'Archive', 'Delete']],
    ['PUBLISHED', ['Edit', 'Archive', 'Delete']],
    ['ARCHIVED', ['Edit', 'Publish', 'Delete']],
  ])('offers a %s wine the actions %o', async (status, expected) => {
    const user = userEvent.setup();
    renderWineList(
      '/wines',
      vi.fn(async (q?: WineListQuery) => pageOf([makeWine(1, { status })], q)),
    );
    await user.click(await screen.findByRole('button', { name: 'Actions for Cuvée 1 2016 (Domaine 1)' }));
    await waitFor(() => expect(screen.getAllByRole('menuitem').map((i) => i.textContent)).toEqual(expected));
  });

  it.each([
    ['SUPER_ADMIN', true],
    ['ADMIN', true],
    ['EDITOR', true],
    ['VIEWER', false],
  ] as const)('gives a %s the row actions: %s', async (role, offered) => {
    renderWineList(
      '/wines',
      vi.fn(async (q?: WineListQuery) => pageOf([makeWine(1)], q)),
      role,
    );
    await screen.findByText('Domaine 1');
    expect(screen.queryByRole('button', { name: 'Actions for Cuvée 1 2016 (Domaine 1)' }) !== null).toBe(offered);
    // No empty actions column either: every row has as many cells as the header has columns.
    const header = screen.getAllByRole('columnheader').length;
    const cells = within(screen.getAllByRole('row')[1] as HTMLElement).getAllByRole('cell').length;
    expect(cells).toBe(header);
  });

  it('goes to the edit page from the keyboard', async () => {
    const user = userEvent.setup();
    const { router } = renderWineList(
      '/wines',
      vi.fn(async (q?: WineListQuery) => pageOf([makeWine(1)], q)),
    );
    (await screen.findByRole('button', { name: 'Actions for Cuvée 1 2016 (Domaine 1)' })).focus();
    await user.keyboard('{Enter}');
    await menuHighlights(0);
    await user.keyboard('{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/wines/wine-1/edit'));
  });

  it('labels the row actions of wines that share a name apart, and links each name to its detail view', async () => {
    const twins = [
      makeWine(1, { name: 'Réserve' }),
      makeWine(2, { name: 'Réserve', vintage: null }),
      makeWine(3, { name: 'Réserve', vintage: 2016, producer: 'Clos 3' }),
    ];
    renderWineList(
      '/wines',
      vi.fn(async (q?: WineListQuery) => pageOf(twins, q)),
    );
    const table = await screen.findByRole('table', { name: 'Wines' });
    const labels = within(table)
      .getAllByRole('button', { name: /^Actions for / })
      .map((b) => b.getAttribute('aria-label'));
    expect(labels).toEqual([
      'Actions for Réserve 2016 (Domaine 1)',
      'Actions for Réserve NV (Domaine 2)',
      'Actions for Réserve 2016 (Clos 3)',
    ]);
    expect(
      within(table)
        .getAllByRole('link', { name: 'Réserve' })
        .map((a) => a.getAttribute('href')),
    ).toEqual(['/wines/wine-1', '/wines/wine-2', '/wines/wine-3']);
  });
});
