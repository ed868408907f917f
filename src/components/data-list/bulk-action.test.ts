import { describe, expect, it, vi } from 'vitest';
import type { BulkResult } from '@/api/bulk';
import type { ToastSpec } from '@/api/error-catalogue';
import { bulkFormFields, readBulkForm, runBulk } from './bulk-action';

const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [key, value] of Object.entries(fields)) data.set(key, value);
  return data;
};
const WORDS = { noun: { one: 'wine', many: 'wines' }, title: 'Wines Archived', done: 'archived' };
const answer = (done: number, undoUntil: string | null): BulkResult => ({
  operationId: 'op-1',
  action: 'ARCHIVE',
  done,
  refused: 0,
  items: Array.from({ length: done }, (_, i) => ({ id: `w${i}`, label: `Wine ${i}`, outcome: 'done' as const })),
  undoUntil,
});

describe('the bulk form', () => {
  it('carries ids or a filter, and the action’s value, through the form', () => {
    expect(readBulkForm(form(bulkFormFields('PUBLISH', { ids: ['a', 'b'] })))).toEqual({
      action: 'PUBLISH',
      selection: { ids: ['a', 'b'] },
      value: '',
      valueLabel: '',
    });
    expect(
      readBulkForm(
        form(bulkFormFields('SET_CATEGORY', { filter: { status: 'DRAFT', vintageFrom: 2010 } }, 'cat-1', 'Reds')),
      ),
    ).toEqual({
      action: 'SET_CATEGORY',
      selection: { filter: { status: 'DRAFT', vintageFrom: 2010 } },
      value: 'cat-1',
      valueLabel: 'Reds',
    });
  });

  it.each([
    ['a row action', { intent: 'publish', id: 'a' }],
    ['no action', { intent: 'bulk', selection: '{"ids":["a"]}' }],
    ['a selection that is not JSON', { intent: 'bulk', bulkAction: 'PUBLISH', selection: 'ids=a' }],
    ['ids that are not strings', { intent: 'bulk', bulkAction: 'PUBLISH', selection: '{"ids":[1]}' }],
    ['a filter that is a list', { intent: 'bulk', bulkAction: 'PUBLISH', selection: '{"filter":[]}' }],
  ])('is not read from %s', (_name, fields) => {
    expect(readBulkForm(form(fields))).toBeNull();
  });
});

describe('running a bulk action', () => {
  function deps() {
    const toasts: ToastSpec[] = [];
    const undos: Array<() => void> = [];
    return {
      toasts,
      undos,
      notify: (toast: ToastSpec) => toasts.push(toast),
      notifyWithUndo: (toast: ToastSpec, undo: () => void) => {
        toasts.push(toast);
        undos.push(undo);
      },
      revalidate: vi.fn(),
    };
  }

  it('offers Undo while the server keeps the change; the undo says what it put back and reloads the list', async () => {
    const d = deps();
    const undo = vi.fn(async () => ({ ...answer(2, null) }));
    await expect(runBulk(async () => answer(2, '2026-11-26T10:01:00Z'), undo, WORDS, d)).resolves.toMatchObject({
      done: 2,
    });
    expect(d.toasts).toEqual([
      { type: 'success', title: 'Wines Archived', description: '2 wines archived.', duration: 10000 },
    ]);
    d.undos[0]?.();
    await vi.waitFor(() => expect(d.revalidate).toHaveBeenCalledOnce());
    expect(undo).toHaveBeenCalledWith('op-1');
    expect(d.toasts[1]).toEqual({
      type: 'success',
      title: 'Change Undone',
      description: '2 wines put back as they were.',
      duration: 3000,
    });
  });

  it('offers no Undo when nothing was done', async () => {
    const d = deps();
    await runBulk(async () => answer(0, null), vi.fn(), WORDS, d);
    expect(d.undos).toHaveLength(0);
    expect(d.toasts[0]?.title).toBe('Nothing Changed');
  });

  it('answers null on a failed call (the API client has said why) and reloads after a failed undo', async () => {
    const d = deps();
    await expect(runBulk(() => Promise.reject(new Error('409')), vi.fn(), WORDS, d)).resolves.toBeNull();
    expect(d.toasts).toHaveLength(0);
    await runBulk(
      async () => answer(1, '2026-11-26T10:01:00Z'),
      () => Promise.reject(new Error('expired')),
      WORDS,
      d,
    );
    d.undos[0]?.();
    await vi.waitFor(() => expect(d.revalidate).toHaveBeenCalledOnce());
    expect(d.toasts).toHaveLength(1);
  });
});
