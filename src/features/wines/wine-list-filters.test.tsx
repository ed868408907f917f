import { act, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Wine, WineListQuery } from '@/api/wines';
import { downloadTextFile } from '@/lib/download-file';
import { makeWine } from '@tests/support/make-wine';
import { pageOf, params, renderWineList } from '@tests/support/render-wine-list';

vi.mock('@/lib/download-file', () => ({ downloadTextFile: vi.fn() }));
vi.setConfig({ testTimeout: 20_000 });
configure({ asyncUtilTimeout: 5000 });

const download = vi.mocked(downloadTextFile);
beforeEach(() => download.mockReset());

const combo = (name: string) => screen.getByRole('combobox', { name }) as HTMLSelectElement;
const box = (name: string) => screen.getByRole('textbox', { name }) as HTMLInputElement;

/** A catalogue of `count` wines served in pages, like the API. */
function catalogue(count: number, failOnPage?: number) {
  const wines: Wine[] = Array.from({ length: count }, (_, i) =>
    makeWine(i + 1, { name: i === 0 ? '=HYPERLINK("x")' : `Cuvée ${i + 1}` }),
  );
  return vi.fn(async (q: WineListQuery = {}) => {
    const page = q.page ?? 0;
    const size = q.size ?? 20;
    if (failOnPage !== undefined && page === failOnPage) throw new Error('down');
    return pageOf(wines.slice(page * size, page * size + size), q, count);
  });
}

describe('the wines list region and vintage filters', () => {
  it('offers regions only once a country is chosen, and a new country clears the region', async () => {
    const user = userEvent.setup();
    const list = vi.fn(async (q?: WineListQuery) => pageOf([makeWine(1)], q));
    const { router } = renderWineList('/wines', list);
    await screen.findByRole('table', { name: 'Wines' });
    expect(combo('Region').disabled).toBe(true);
    expect(combo('Region').selectedOptions[0]?.textContent).toBe('Choose a country first');

    await user.selectOptions(combo('Country'), 'IT');
    await waitFor(() =>
      expect([...combo('Region').options].map((o) => o.textContent)).toEqual(['All regions', 'Piedmont']),
    );
    expect(combo('Region').disabled).toBe(false);
    await user.selectOptions(combo('Region'), 'Piedmont');
    await waitFor(() => expect(params(router)).toEqual({ country: 'IT', region: 'Piedmont' }));
    await waitFor(() =>
      expect(list).toHaveBeenLastCalledWith({ page: 0, size: 20, sort: 'name,asc', country: 'IT', region: 'Piedmont' }),
    );

    await user.selectOptions(combo('Country'), 'FR');
    await waitFor(() => expect(params(router)).toEqual({ country: 'FR' }));
    await waitFor(() =>
      expect([...combo('Region').options].map((o) => o.textContent)).toEqual(['All regions', 'Bordeaux', 'Alsace']),
    );
  });

  it('applies vintage years on Enter or leaving the field, and refuses a malformed year', async () => {
    const user = userEvent.setup();
    const list = vi.fn(async (q?: WineListQuery) => pageOf([makeWine(1)], q));
    const { router } = renderWineList('/wines?page=2', list);
    await screen.findByRole('table', { name: 'Wines' });

    await user.type(box('Vintage from'), '2010{Enter}');
    await waitFor(() => expect(params(router)).toEqual({ vintageFrom: '2010' }));
    await user.type(box('Vintage to'), '2015');
    await user.tab();
    await waitFor(() => expect(params(router)).toEqual({ vintageFrom: '2010', vintageTo: '2015' }));
    await waitFor(() =>
      expect(list).toHaveBeenLastCalledWith({
        page: 0,
        size: 20,
        sort: 'name,asc',
        vintageFrom: 2010,
        vintageTo: 2015,
      }),
    );

    await user.clear(box('Vintage to'));
    await user.type(box('Vintage to'), '15{Enter}');
    expect(await screen.findByText('A year from 1800 to 2999')).toBeTruthy();
    expect(box('Vintage to').getAttribute('aria-invalid')).toBe('true');
    expect(params(router)).toEqual({ vintageFrom: '2010', vintageTo: '2015' });

    await user.clear(box('Vintage to'));
    await user.keyboard('{Enter}');
    await waitFor(() => expect(params(router)).toEqual({ vintageFrom: '2010' }));
  });

  it('refuses a year on the wrong side of the other end, on its field, with the API’s message', async () => {
    const user = userEvent.setup();
    const list = vi.fn(async (q?: WineListQuery) => pageOf([makeWine(1)], q));
    const { router } = renderWineList('/wines?vintageFrom=2010&vintageTo=2015', list);
    await screen.findByRole('table', { name: 'Wines' });

    await user.clear(box('Vintage to'));
    await user.type(box('Vintage to'), '2005{Enter}');
    expect(await screen.findByText('Vintage to must not be before vintage from')).toBeTruthy();
    expect(box('Vintage to').getAttribute('aria-invalid')).toBe('true');
    await user.clear(box('Vintage from'));
    await user.type(box('Vintage from'), '2020');
    await user.tab();
    expect(await screen.findByText('Vintage from must not be after vintage to')).toBeTruthy();
    expect(params(router)).toEqual({ vintageFrom: '2010', vintageTo: '2015' });

    // The other field's year fits the range again: applying this end applies it too, as shown.
    await user.clear(box('Vintage to'));
    await user.type(box('Vintage to'), '2030{Enter}');
    await waitFor(() => expect(params(router)).toEqual({ vintageFrom: '2020', vintageTo: '2030' }));
    expect(screen.queryByText(/must not be/)).toBeNull();
  });

  it('applies a "to" refused against the old "from" once "from" is moved below it', async () => {
    const user = userEvent.setup();
    const list = vi.fn(async (q?: WineListQuery) => pageOf([makeWine(1)], q));
    const { router } = renderWineList('/wines', list);
    await screen.findByRole('table', { name: 'Wines' });

    await user.type(box('Vintage from'), '2020{Enter}');
    await user.type(box('Vintage to'), '2010');
    await user.tab();
    expect(await screen.findByText('Vintage to must not be before vintage from')).toBeTruthy();
    await waitFor(() => expect(params(router)).toEqual({ vintageFrom: '2020' }));

    await user.clear(box('Vintage from'));
    await user.type(box('Vintage from'), '2005');
    await user.tab();
    await waitFor(() => expect(params(router)).toEqual({ vintageFrom: '2005', vintageTo: '2010' }));
    await waitFor(() =>
      expect(list).toHaveBeenLastCalledWith({
        page: 0,
        size: 20,
        sort: 'name,asc',
        vintageFrom: 2005,
        vintageTo: 2010,
      }),
    );
    expect(screen.queryByText(/must not be/)).toBeNull();
  });

  it('keeps both changes when a second one comes before the list has re-rendered for the first', async () => {
    const list = vi.fn(async (q?: WineListQuery) => pageOf([makeWine(1)], q));
    const { router } = renderWineList('/wines?type=RED', list);
    await screen.findByRole('table', { name: 'Wines' });
    fireEvent.change(box('Vintage from'), { target: { value: '2010' } });
    fireEvent.change(box('Vintage to'), { target: { value: '2015' } });
    expect(params(router)).toEqual({ type: 'RED' });

    // One act: React renders nothing between the two changes.
    act(() => {
      fireEvent.keyDown(box('Vintage from'), { key: 'Enter' });
      fireEvent.keyDown(box('Vintage to'), { key: 'Enter' });
    });
    await waitFor(() => expect(params(router)).toEqual({ type: 'RED', vintageFrom: '2010', vintageTo: '2015' }));

    fireEvent.change(box('Vintage from'), { target: { value: '2011' } });
    act(() => {
      fireEvent.keyDown(box('Vintage from'), { key: 'Enter' });
      fireEvent.click(screen.getByRole('button', { name: 'Vintage' }));
    });
    await waitFor(() =>
      expect(params(router)).toEqual({ type: 'RED', vintageFrom: '2011', vintageTo: '2015', sort: 'vintage,desc' }),
    );
    await waitFor(() =>
      expect(list).toHaveBeenLastCalledWith({
        page: 0,
        size: 20,
        sort: 'vintage,desc',
        type: 'RED',
        vintageFrom: 2011,
        vintageTo: 2015,
      }),
    );
  });

  it('clears a filter applied just before Clear filters, and keeps the sort', async () => {
    const list = vi.fn(async (q?: WineListQuery) => (q?.search ? pageOf([], q) : pageOf([makeWine(1)], q)));
    const { router } = renderWineList('/wines?search=zzz&sort=price,asc', list);
    const clear = await screen.findByRole('button', { name: 'Clear filters' });
    fireEvent.change(box('Vintage from'), { target: { value: '2010' } });
    act(() => {
      fireEvent.keyDown(box('Vintage from'), { key: 'Enter' });
      fireEvent.click(clear);
    });
    await waitFor(() => expect(params(router)).toEqual({ sort: 'price,asc' }));
    await waitFor(() => expect(list).toHaveBeenLastCalledWith({ page: 0, size: 20, sort: 'price,asc' }));
  });

  it('restores region and vintages from a shared URL', async () => {
    const list = vi.fn(async (q?: WineListQuery) => pageOf([makeWine(1)], q));
    renderWineList('/wines?country=FR&region=Alsace&vintageFrom=2012&vintageTo=2018', list);
    await screen.findByRole('table', { name: 'Wines' });
    await waitFor(() => expect(combo('Region').value).toBe('Alsace'));
    expect(box('Vintage from').value).toBe('2012');
    expect(box('Vintage to').value).toBe('2018');
    expect(list).toHaveBeenLastCalledWith({
      page: 0,
      size: 20,
      sort: 'name,asc',
      country: 'FR',
      region: 'Alsace',
      vintageFrom: 2012,
      vintageTo: 2018,
    });
  });
});

describe('the wines CSV export', () => {
  it('reads every page at the largest size with the filters and sort, and downloads one file of all rows', async () => {
    const user = userEvent.setup();
    const list = catalogue(250);
    renderWineList('/wines?type=RED&sort=price,desc', list);
    await screen.findByRole('table', { name: 'Wines' });
    list.mockClear();
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(await screen.findByText('Exported 250 wines.')).toBeTruthy();

    expect(list.mock.calls.map(([q]) => q)).toEqual(
      [0, 1, 2].map((page) => ({ page, size: 100, sort: 'price,desc', type: 'RED' })),
    );
    expect(download).toHaveBeenCalledTimes(1);
    const [fileName, text] = download.mock.calls[0]!;
    expect(fileName).toMatch(/^wines-\d{4}-\d{2}-\d{2}\.csv$/);
    const lines = text
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines).toHaveLength(251);
    expect(lines[0]).toMatch(/^Name,Producer,Vintage,Type,Category,Grapes,Region,Appellation,Country,Country code,/);
    expect(lines[1]).toMatch(
      /^"'=HYPERLINK\(""x""\)",Domaine 1,2016,Red,Bordeaux blends,,Bordeaux,,France,FR,13.5,750,24.50,EUR,/,
    );
    expect(lines[250]).toContain('Cuvée 250');
  });

  it('stops at a failed page with a clear error and downloads nothing', async () => {
    const user = userEvent.setup();
    renderWineList('/wines', catalogue(250, 1));
    await screen.findByRole('table', { name: 'Wines' });
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('The export failed')).toBeTruthy();
    expect(alert.textContent).toContain('Page 2 of 3 could not be loaded. Nothing was downloaded.');
    expect(download).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Export CSV' })).toHaveProperty('disabled', false);
  });

  it('offers no export for an empty list', async () => {
    renderWineList(
      '/wines?search=zzz',
      vi.fn(async (q?: WineListQuery) => pageOf([], q)),
    );
    await screen.findByText('No wines match these filters');
    expect(screen.getByRole('button', { name: 'Export CSV' })).toHaveProperty('disabled', true);
  });
});
