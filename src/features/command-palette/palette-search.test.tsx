import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Page } from '@/api/types';
import { signInAs, signOut } from '@tests/support/sign-in-as';
import { paletteSearch, RESULTS_PER_KIND } from './palette-search';

const page = <T,>(content: T[]): Page<T> => ({
  content,
  page: 0,
  size: RESULTS_PER_KIND,
  totalElements: content.length,
  totalPages: 1,
});
const wine = { id: 'w1', name: 'Margaux', producer: 'Château Margaux', vintage: null };
const admin = { id: 'u1', fullName: 'Ava Laurent', email: 'ava+1@vinotheca.test' };
const cellar = { id: 'c1', name: 'North cave', owner: { fullName: 'Ava Laurent' }, location: 'Lyon' };

function sources() {
  return {
    wines: { list: vi.fn(async () => page([wine])) },
    users: { list: vi.fn(async () => page([admin])) },
    cellars: { list: vi.fn(async () => page([cellar])) },
  };
}

afterEach(signOut);

describe('paletteSearch', () => {
  it('asks each list for the first few by name, quietly, and says where each opens', async () => {
    signInAs('VIEWER');
    const lists = sources();
    const records = await paletteSearch(lists as never)('marg');
    for (const source of Object.values(lists))
      expect(source.list).toHaveBeenCalledWith({ search: 'marg', size: RESULTS_PER_KIND }, { quiet: true });
    expect(records).toEqual([
      { kind: 'wine', id: 'w1', label: 'Margaux', detail: 'Château Margaux · NV', path: '/wines/w1' },
      {
        kind: 'user',
        id: 'u1',
        label: 'Ava Laurent',
        detail: 'ava+1@vinotheca.test',
        path: '/users?search=ava%2B1%40vinotheca.test',
      },
      { kind: 'cellar', id: 'c1', label: 'North cave', detail: 'Ava Laurent · Lyon', path: '/cellars/c1' },
    ]);
  });

  it('asks nothing when no one is signed in, and fails when a list fails', async () => {
    const lists = sources();
    expect(await paletteSearch(lists as never)('marg')).toEqual([]);
    expect(lists.wines.list).not.toHaveBeenCalled();

    signInAs('ADMIN');
    lists.cellars.list.mockRejectedValueOnce(new Error('down'));
    await expect(paletteSearch(lists as never)('marg')).rejects.toThrow('down');
  });
});
