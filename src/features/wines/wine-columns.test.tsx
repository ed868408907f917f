import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { WineListQuery } from '@/api/wines';
import { makeWine } from '@tests/support/make-wine';
import { pageOf, renderWineList } from '@tests/support/render-wine-list';
import { staticMatchMedia, withElementSize } from '@tests/support/jsdom-layout';

vi.setConfig({ testTimeout: 20_000 });
configure({ asyncUtilTimeout: 5000 });
withElementSize();

const headers = () =>
  screen
    .getAllByRole('columnheader')
    .map((h) => h.textContent?.trim())
    .filter(Boolean);
const list = vi.fn(async (q?: WineListQuery) => pageOf([makeWine(1)], q));

describe('choosing the wines list’s columns', () => {
  it('hides, shows and moves columns from the Columns menu, keeps the choice, and resets it', async () => {
    const user = userEvent.setup();
    renderWineList('/wines', list, 'VIEWER');
    await screen.findByRole('table', { name: 'Wines' });
    expect(headers()).toEqual(['Name', 'Producer', 'Vintage', 'Type', 'Region', 'Country', 'Price', 'Status']);

    await user.click(screen.getByRole('button', { name: 'Columns' }));
    const menu = await screen.findByRole('list', { name: 'Columns, in the order shown' });
    expect((within(menu).getByRole('checkbox', { name: 'Name' }) as HTMLInputElement).disabled).toBe(true);
    await user.click(within(menu).getByRole('checkbox', { name: 'Producer' }));
    await user.click(within(menu).getByRole('button', { name: 'Move Price up' }));
    await waitFor(() => expect(headers()).toEqual(['Name', 'Vintage', 'Type', 'Region', 'Price', 'Country', 'Status']));
    const row = screen.getAllByRole('row')[1] as HTMLElement;
    expect(within(row).getAllByRole('cell')).toHaveLength(7);
    expect(JSON.parse(localStorage.getItem('vinotheca_columns_wines') ?? 'null')).toEqual({
      order: ['producer', 'vintage', 'type', 'region', 'price', 'country', 'status'],
      hidden: ['producer'],
    });

    await user.click(screen.getByRole('button', { name: 'Reset to defaults' }));
    await waitFor(() =>
      expect(headers()).toEqual(['Name', 'Producer', 'Vintage', 'Type', 'Region', 'Country', 'Price', 'Status']),
    );
    expect(localStorage.getItem('vinotheca_columns_wines')).toBeNull();
  });

  it('shows a phone fewer columns by default', async () => {
    renderWineList('/wines', list, 'VIEWER');
    window.matchMedia = staticMatchMedia(() => false);
    await screen.findByRole('table', { name: 'Wines' });
    // The helper renders at a desktop's width; what the phone gets is the choice at the base width.
    window.dispatchEvent(new Event('resize'));
    await waitFor(() => expect(headers()).toEqual(['Name', 'Vintage', 'Price', 'Status']));
  });
});
