import { describe, expect, it } from 'vitest';
import { WINE_LIST, parseVintage, type WineListState } from '@/api/wines';

const parse = (query: string) => WINE_LIST.parseUrl(new URLSearchParams(query));
const D = WINE_LIST.defaults;

describe('WINE_LIST.parseUrl', () => {
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
    ['country=IT&region=%20Piedmont%20', { country: 'IT', region: 'Piedmont' }],
    ['region=Piedmont', {}],
    ['country=Italy&region=Piedmont', {}],
    ['vintageFrom=2015&vintageTo=2020', { vintageFrom: 2015, vintageTo: 2020 }],
    ['vintageFrom=2020&vintageTo=2015', { vintageFrom: 2015, vintageTo: 2020 }],
    ['vintageTo=1999', { vintageTo: 1999 }],
    ['vintageFrom=1799', {}],
    ['vintageFrom=3000', {}],
    ['vintageFrom=15', {}],
    ['vintageFrom=2015.5', {}],
    ['vintageFrom=abcd', {}],
  ])('?%s → defaults with %o', (query, patch) => {
    expect(parse(query)).toEqual({ ...D, ...patch });
  });

  it('cuts a very long search', () => {
    expect(parse(`search=${'x'.repeat(300)}`).search).toHaveLength(100);
  });
});

describe('WINE_LIST.toSearchParams', () => {
  it.each<[Partial<WineListState>, string]>([
    [{}, ''],
    [{ type: 'RED', sortField: 'vintage', sortDirection: 'desc' }, 'type=RED&sort=vintage%2Cdesc'],
    [{ search: '  Krug ', page: 2, size: 50 }, 'search=Krug&size=50&page=2'],
    [{ country: 'IT', status: 'ARCHIVED', categoryId: 'c9' }, 'country=IT&status=ARCHIVED&category=c9'],
    [
      { country: 'FR', region: 'Rhône', vintageFrom: 2010, vintageTo: 2012 },
      'country=FR&region=Rh%C3%B4ne&vintageFrom=2010&vintageTo=2012',
    ],
    [{ vintageTo: 2001 }, 'vintageTo=2001'],
  ])('%o → ?%s', (patch, expected) => {
    expect(WINE_LIST.toSearchParams({ ...D, ...patch }).toString()).toBe(expected);
  });

  it('round-trips through the parser', () => {
    const state: WineListState = {
      ...D,
      page: 4,
      size: 10,
      sortField: 'price',
      sortDirection: 'desc',
      search: 'Château',
      type: 'WHITE',
      status: 'DRAFT',
      country: 'FR',
      region: 'Bordeaux',
      categoryId: 'c2',
      vintageFrom: 2000,
      vintageTo: 2010,
    };
    expect(WINE_LIST.parseUrl(WINE_LIST.toSearchParams(state))).toEqual(state);
  });
});

describe('WINE_LIST.toQuery', () => {
  it('asks for the 0-based page with only the filters in use', () => {
    expect(WINE_LIST.toQuery(D)).toEqual({ page: 0, size: 20, sort: 'name,asc' });
    expect(
      WINE_LIST.toQuery({
        ...D,
        page: 3,
        type: 'ROSE',
        country: 'ES',
        status: 'PUBLISHED',
        categoryId: 'c1',
        search: ' rio ',
      }),
    ).toEqual({
      page: 2,
      size: 20,
      sort: 'name,asc',
      type: 'ROSE',
      country: 'ES',
      status: 'PUBLISHED',
      categoryId: 'c1',
      search: 'rio',
    });
    expect(WINE_LIST.toQuery({ ...D, country: 'FR', region: 'Alsace', vintageFrom: 2018, vintageTo: null })).toEqual({
      page: 0,
      size: 20,
      sort: 'name,asc',
      country: 'FR',
      region: 'Alsace',
      vintageFrom: 2018,
    });
  });
});

describe('filters', () => {
  it('knows when a filter narrows the list, and clears them keeping sort and size', () => {
    expect(WINE_LIST.hasFilters(D)).toBe(false);
    expect(WINE_LIST.hasFilters({ ...D, sortField: 'price' })).toBe(false);
    const filtered: WineListState = {
      ...D,
      page: 3,
      size: 50,
      sortField: 'price',
      type: 'RED',
      search: 'a',
      country: 'FR',
      status: 'DRAFT',
      categoryId: 'c',
    };
    expect(WINE_LIST.hasFilters(filtered)).toBe(true);
    expect(WINE_LIST.clearFilters(filtered)).toEqual({ ...D, size: 50, sortField: 'price' });
    expect(WINE_LIST.hasFilters({ ...D, vintageTo: 2000 })).toBe(true);
    expect(
      WINE_LIST.clearFilters({ ...D, country: 'FR', region: 'Alsace', vintageFrom: 2000, vintageTo: 2001 }),
    ).toEqual(D);
  });
});

describe('parseVintage', () => {
  it.each<[string | null, number | null]>([
    ['2015', 2015],
    [' 1800 ', 1800],
    ['2999', 2999],
    ['1799', null],
    ['3000', null],
    ['', null],
    [null, null],
    ['20155', null],
    ['-2015', null],
    ['2e03', null],
  ])('%o → %o', (raw, expected) => expect(parseVintage(raw)).toBe(expected));
});
