import { describe, expect, it, vi } from 'vitest';
import { reuseViewLists, SAVED_VIEWS_REUSE_MS, type SavedView, type SavedViewsApi } from './saved-views';

const view = (name: string): SavedView => ({
  id: name,
  list: 'wines',
  name,
  query: '',
  columns: null,
  ownerId: 'admin-1',
  createdAt: '2026-11-26T00:00:00.000Z',
  updatedAt: '2026-11-26T00:00:00.000Z',
});

function setup() {
  const clock = { now: 0 };
  let owner: string | null = 'admin-1';
  let answers: SavedView[] = [view('Reds')];
  const api = {
    list: vi.fn(() => Promise.resolve(answers)),
    get: vi.fn(),
    create: vi.fn(() => Promise.resolve(view('New'))),
    update: vi.fn(() => Promise.resolve(view('Renamed'))),
    remove: vi.fn(() => Promise.resolve(undefined)),
  } satisfies SavedViewsApi;
  const reused = reuseViewLists(
    api,
    () => owner,
    () => clock.now,
  );
  return {
    api,
    reused,
    clock,
    setOwner: (next: string | null) => (owner = next),
    answer: (next: SavedView[]) => (answers = next),
  };
}

describe('reuseViewLists', () => {
  it('asks once per list while nothing changes', async () => {
    const { api, reused } = setup();
    await reused.list('wines');
    await reused.list('wines');
    await reused.list('users');
    expect(api.list.mock.calls).toEqual([['wines'], ['users']]);
  });

  it.each([
    ['a view is created', (r: SavedViewsApi) => r.create({ list: 'wines', name: 'New', query: '', columns: null })],
    ['a view is renamed', (r: SavedViewsApi) => r.update('Reds', { name: 'Renamed', query: '', columns: null })],
    ['a view is deleted', (r: SavedViewsApi) => r.remove('Reds')],
  ])('asks again after %s', async (_, change) => {
    const { api, reused, answer } = setup();
    await reused.list('wines');
    answer([view('Reds'), view('New')]);
    await change(reused);
    expect((await reused.list('wines')).map((v) => v.name)).toEqual(['Reds', 'New']);
    expect(api.list).toHaveBeenCalledTimes(2);
  });

  it('asks again after a failed change too (the server may have applied it)', async () => {
    const { api, reused } = setup();
    api.remove.mockRejectedValueOnce(new Error('offline'));
    await reused.list('wines');
    await expect(reused.remove('Reds')).rejects.toThrow('offline');
    await reused.list('wines');
    expect(api.list).toHaveBeenCalledTimes(2);
  });

  it('keeps each admin’s views apart', async () => {
    const { api, reused, setOwner } = setup();
    await reused.list('wines');
    setOwner('admin-2');
    await reused.list('wines');
    expect(api.list).toHaveBeenCalledTimes(2);
  });

  it('asks again once the reuse time has passed', async () => {
    const { api, reused, clock } = setup();
    await reused.list('wines');
    clock.now = SAVED_VIEWS_REUSE_MS - 1;
    await reused.list('wines');
    clock.now = SAVED_VIEWS_REUSE_MS;
    await reused.list('wines');
    expect(api.list).toHaveBeenCalledTimes(2);
  });

  it('does not keep a failed answer', async () => {
    const { api, reused } = setup();
    api.list.mockRejectedValueOnce(new Error('offline'));
    await expect(reused.list('wines')).rejects.toThrow('offline');
    expect(await reused.list('wines')).toEqual([view('Reds')]);
    expect(api.list).toHaveBeenCalledTimes(2);
  });
});
