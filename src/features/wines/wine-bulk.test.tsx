import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { BulkResult } from '@/api/bulk';
import type { ToastSpec } from '@/api/error-catalogue';
import type { WineBulkRequest, WineListQuery } from '@/api/wines';
import { makeWine } from '@tests/support/make-wine';
import { pageOf, renderWineList } from '@tests/support/render-wine-list';
import { disableAnimations, withElementSize } from '@tests/support/jsdom-layout';

vi.setConfig({ testTimeout: 20_000 });
configure({ asyncUtilTimeout: 5000 });
disableAnimations();
withElementSize();

const done = (request: WineBulkRequest, ids: string[]): BulkResult => ({
  operationId: 'op-7',
  action: request.action,
  done: ids.length,
  refused: 0,
  items: ids.map((id) => ({ id, label: id, outcome: 'done' })),
  undoUntil: '2026-11-26T10:01:00Z',
});

function setup(total = 2, role: 'SUPER_ADMIN' | 'VIEWER' = 'SUPER_ADMIN') {
  const wines = [makeWine(1, { name: 'Barolo' }), makeWine(2, { name: 'Chablis' })];
  const list = vi.fn(async (q?: WineListQuery) => pageOf(wines, q, total));
  const bulk = vi.fn(async (request: WineBulkRequest) =>
    done(request, 'ids' in request ? request.ids : ['x', 'y', 'z']),
  );
  const undoBulk = vi.fn(async () => ({ ...done({ action: 'PUBLISH', ids: [] }, ['a']), undoUntil: null }));
  const toasts: ToastSpec[] = [];
  const undos: Array<() => void> = [];
  renderWineList('/wines?status=DRAFT', list, role, {
    api: { bulk, undoBulk },
    notify: (toast) => toasts.push(toast),
    notifyWithUndo: (toast, undo) => {
      toasts.push(toast);
      undos.push(undo);
    },
  });
  return { list, bulk, undoBulk, toasts, undos };
}

const bar = () => screen.getByRole('region', { name: 'Bulk actions' });
const box = (name: string | RegExp) => screen.getByRole<HTMLInputElement>('checkbox', { name });

describe('bulk actions on the wines list', () => {
  it('publishes the wines ticked, after saying how many and what will happen, and offers Undo', async () => {
    const user = userEvent.setup();
    const { bulk, undoBulk, toasts, undos, list } = setup();
    await screen.findByRole('table', { name: 'Wines' });
    expect(screen.queryByRole('region', { name: 'Bulk actions' })).toBeNull();
    await user.click(screen.getByRole('checkbox', { name: /^Select Barolo/ }));
    expect(within(bar()).getByRole('status').textContent).toBe('1 wine selected');
    await user.click(screen.getByRole('checkbox', { name: /^Select Chablis/ }));
    expect(within(bar()).getByRole('status').textContent).toBe('2 wines selected');
    expect(box('Select every wine on this page').checked).toBe(true);

    await user.click(within(bar()).getByRole('button', { name: 'Publish' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Publish 2 wines?' });
    expect(within(dialog).getByText(/wines already published are left as they are/)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Publish' }));

    await waitFor(() => expect(bulk).toHaveBeenCalledWith({ action: 'PUBLISH', ids: ['wine-1', 'wine-2'] }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(toasts).toEqual([
      { type: 'success', title: 'Wines Published', description: '2 wines published.', duration: 10000 },
    ]);
    expect(box(/^Select Barolo/).checked).toBe(false);
    const loads = list.mock.calls.length;

    undos[0]?.();
    await waitFor(() => expect(undoBulk).toHaveBeenCalledWith('op-7'));
    await waitFor(() => expect(toasts[1]?.title).toBe('Change Undone'));
    await waitFor(() => expect(list.mock.calls.length).toBeGreaterThan(loads));
  });

  it('selects every wine matching the filters, not just the page, and sends the filter', async () => {
    const user = userEvent.setup();
    const { bulk } = setup(45);
    await screen.findByRole('table', { name: 'Wines' });
    await user.click(screen.getByRole('checkbox', { name: 'Select every wine on this page' }));
    expect(within(bar()).getByRole('status').textContent).toBe('2 wines selected');
    await user.click(within(bar()).getByRole('button', { name: 'Select all 45 matching wines' }));
    expect(within(bar()).getByRole('status').textContent).toBe('All 45 matching wines selected');

    await user.click(within(bar()).getByRole('button', { name: 'Change category' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Change the category of all 45 matching wines?' });
    const confirm = within(dialog).getByRole('button', { name: 'Change category' });
    expect((confirm as HTMLButtonElement).disabled).toBe(true);
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Category' }), 'cat-1');
    await user.click(confirm);
    await waitFor(() =>
      expect(bulk).toHaveBeenCalledWith({ action: 'SET_CATEGORY', categoryId: 'cat-1', filter: { status: 'DRAFT' } }),
    );
  });

  it('Cancel sends nothing and keeps the selection', async () => {
    const user = userEvent.setup();
    const { bulk } = setup();
    await screen.findByRole('table', { name: 'Wines' });
    await user.click(screen.getByRole('checkbox', { name: /^Select Barolo/ }));
    await user.click(within(bar()).getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete 1 wine?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(bulk).not.toHaveBeenCalled();
    expect(box(/^Select Barolo/).checked).toBe(true);
  });

  it('offers a viewer no checkboxes and no bulk bar', async () => {
    setup(2, 'VIEWER');
    await screen.findByRole('table', { name: 'Wines' });
    expect(screen.queryAllByRole('checkbox')).toHaveLength(0);
    expect(screen.queryByRole('region', { name: 'Bulk actions' })).toBeNull();
  });
});
