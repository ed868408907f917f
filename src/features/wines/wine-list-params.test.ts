import { describe, expect, it } from 'vitest';
import {
  clearWineListFilters,
  DEFAULT_WINE_LIST_STATE,
  hasWineListFilters,
  parseWineListParams,
  toWineListQuery,
  toWineListSearchParams,
  type WineListState,
} from './wine-list-params';

const parse = (query: string) => parseWineListParams(new URLSearchParams(query));
const D = DEFAULT_WINE_LIST_STATE;

describe('parseWineListParams', () => {
  it.each<[string, Partial<WineListState>]>([
    ['', {}],
    ['type=RED&sort=vintage,desc', { type: 'RED', sortField: 'vintage', sortDirection: 'desc' }],
    ['type=red', { type: 'RED' }],
    ['type=BEER', {}],
    ['status=draft', { status: 'DRAFT' }],
    ['status=GONE', {}],
    ['country=fr', { country: 'FR' }],
    ['country=France', {}],
    ['category=cat-1', { categoryId: 'cat-1' }],
    ['search=%20Margaux%20', { search: 'Margaux' }],
    ['page=3&size=50', { page: 3, size: 50 }],
    ['page=0', {}],
    ['page=-2', {}],
    ['page=abc', {}],
    ['size=7', {}],
    ['sort=price', { sortField: 'price', sortDirection: 'asc' }],
    ['sort=price,DESC', { sortField: 'price', sortDirection: 'desc' }],
    ['sort=grapes,asc', {}],
    ['sort=price,up', {}],
    ['sort=price,asc,extra', {}],
  ])('?%s → defaults with %o', (query, patch) => {
    expect(parse(query)).toEqual({ ...D, ...patch });
  });

  it('cuts a very long search', () => {
    expect(parse(`search=${'x'.repeat(300)}`).search).toHaveLength(100);
  });
});

describe('toWineListSearchParams', () => {
  it.each<[Partial<WineListState>, string]>([
    [{}, ''],
    [{ type: 'RED', sortField: 'vintage', sortDirection: 'desc' }, 'type=RED&sort=vintage%2Cdesc'],
    [{ search: '  Krug ', page: 2, size: 50 }, 'search=Krug&size=50&page=2'],
    [{ country: 'IT', status: 'ARCHIVED', categoryId: 'c9' }, 'country=IT&status=ARCHIVED&category=c9'],
  ])('%o → ?%s', (patch, expected) => {
    expect(toWineListSearchParams({ ...D, ...patch }).toString()).toBe(expected);
  });

  it('round-trips through the parser', () => {
    const state: WineListState = { ...D, page: 4, size: 10, sortField: 'price', sortDirection: 'desc', search: 'Château', type: 'WHITE', status: 'DRAFT', country: 'FR', categoryId: 'c2' };
    expect(parseWineListParams(toWineListSearchParams(state))).toEqual(state);
  });
});

describe('toWineListQuery', () => {
  it('asks for the 0-based page with only the filters in use', () => {
    expect(toWineListQuery(D)).toEqual({ page: 0, size: 20, sort: 'name,asc' });
    expect(toWineListQuery({ ...D, page: 3, type: 'ROSE', country: 'ES', status: 'PUBLISHED', categoryId: 'c1', search: ' rio ' })).toEqual({
      page: 2,
      size: 20,
      sort: 'name,asc',
      type: 'ROSE',
      country: 'ES',
      status: 'PUBLISHED',
      categoryId: 'c1',
      search: 'rio',
    });
  });
});

describe('filters', () => {
  it('knows when a filter narrows the list, and clears them keeping sort and size', () => {
    expect(hasWineListFilters(D)).toBe(false);
    expect(hasWineListFilters({ ...D, sortField: 'price' })).toBe(false);
    const filtered: WineListState = { ...D, page: 3, size: 50, sortField: 'price', type: 'RED', search: 'a', country: 'FR', status: 'DRAFT', categoryId: 'c' };
    expect(hasWineListFilters(filtered)).toBe(true);
    expect(clearWineListFilters(filtered)).toEqual({ ...D, size: 50, sortField: 'price' });
  });
});
