import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { BulkResult } from '@/api/bulk';
import type { ToastSpec } from '@/api/error-catalogue';
import type { WineBulkRequest, WineListQuery } from '@/api/wines';
import { setLanguage } from '@/lib/i18n';
import { makeWine } from '@tests/support/make-wine';
import { pageOf, renderWineList } from '@tests/support/render-wine-list';
import { disableAnimations, withElementSize } from '@tests/support/jsdom-layout';
import { CATALOGUE_KEY } from '@tests/support/catalogue-key';

// The wines' bulk toasts in French (issue 53): the participle agrees with the count ("1 vin publié",
// "2 vins publiés").
vi.setConfig({ testTimeout: 20_000 });
configure({ asyncUtilTimeout: 5000 });
disableAnimations();
withElementSize();

const NB = '\u202f';

function setup() {
  const wines = [makeWine(1, { name: 'Barolo' }), makeWine(2, { name: 'Chablis' })];
  const list = vi.fn(async (q?: WineListQuery) => pageOf(wines, q, 2));
  const bulk = vi.fn(async (request: WineBulkRequest): Promise<BulkResult> => ({
    operationId: 'op-7',
    action: request.action,
    done: 'ids' in request ? request.ids.length : 0,
    refused: 0,
    items: ('ids' in request ? request.ids : []).map((id) => ({ id, label: id, outcome: 'done' })),
    undoUntil: '2026-11-26T10:01:00Z',
  }));
  const toasts: ToastSpec[] = [];
  renderWineList('/wines?status=DRAFT', list, 'SUPER_ADMIN', {
    api: { bulk, undoBulk: vi.fn() },
    notify: (toast) => toasts.push(toast),
    notifyWithUndo: (toast) => toasts.push(toast),
  });
  return { toasts };
}

describe('the wines’ bulk actions in French', () => {
  it('count what was done with the participle agreeing: 1 vin publié, 2 vins archivés', async () => {
    await setLanguage('fr');
    const user = userEvent.setup();
    const { toasts } = setup();
    await screen.findByRole('table', { name: 'Vins' });
    const bar = () => screen.getByRole('region', { name: 'Actions groupées' });

    await user.click(screen.getByRole('checkbox', { name: /^Sélectionner Barolo/ }));
    expect(within(bar()).getByRole('status').textContent).toBe('1 vin sélectionné');
    await user.click(within(bar()).getByRole('button', { name: 'Publier' }));
    let dialog = await screen.findByRole('alertdialog', { name: `Publier 1 vin${NB}?` });
    await user.click(within(dialog).getByRole('button', { name: 'Publier' }));
    await waitFor(() => expect(toasts).toHaveLength(1));
    expect(toasts[0]).toMatchObject({ title: 'Vins publiés', description: '1 vin publié.' });
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());

    await user.click(screen.getByRole('checkbox', { name: 'Sélectionner chaque vin de cette page' }));
    expect(within(bar()).getByRole('status').textContent).toBe('2 vins sélectionnés');
    await user.click(within(bar()).getByRole('button', { name: 'Archiver' }));
    dialog = await screen.findByRole('alertdialog', { name: `Archiver 2 vins${NB}?` });
    await user.click(within(dialog).getByRole('button', { name: 'Archiver' }));
    await waitFor(() => expect(toasts).toHaveLength(2));
    expect(toasts[1]).toMatchObject({ title: 'Vins archivés', description: '2 vins archivés.' });

    const texts = toasts.map((toast) => `${toast.title} ${toast.description}`).join(' ');
    expect(texts).not.toMatch(CATALOGUE_KEY);
    expect(texts).not.toMatch(/published|archived|wines?\b/i);
  });
});
