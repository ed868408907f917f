import { describe, expect, it } from 'vitest';
import { clearCellarListFilters, DEFAULT_CELLAR_LIST_STATE, hasCellarListFilters, parseCellarListParams, toCellarListQuery, toCellarListSearchParams } from './cellar-list-params';

const parse = (query: string) => parseCellarListParams(new URLSearchParams(query));

describe('cellar list URL state', () => {
  it('reads every parameter, case-insensitively for enums and countries', () => {
    expect(parse('page=3&size=50&sort=fillRate,desc&search=%20vault%20&visibility=shared&country=fr&fill=high')).toEqual({
      page: 3,
      size: 50,
      sortField: 'fillRate',
      sortDirection: 'desc',
      search: 'vault',
      visibility: 'SHARED',
      country: 'FR',
      fill: 'HIGH',
    });
  });

  it.each([
    ['page=0', 'page'],
    ['size=7', 'size'],
    ['sort=colour,asc', 'sort'],
    ['visibility=PUBLIC', 'visibility'],
    ['country=France', 'country'],
    ['fill=HALF', 'fill'],
  ])('falls back to the default for %s', (query) => {
    expect(parse(query)).toEqual(DEFAULT_CELLAR_LIST_STATE);
  });

  it('writes only what differs from the defaults, and reads it back', () => {
    const state = { ...DEFAULT_CELLAR_LIST_STATE, page: 2, fill: 'LOW' as const, country: 'IT' };
    const params = toCellarListSearchParams(state);
    expect(params.toString()).toBe('country=IT&fill=LOW&page=2');
    expect(parseCellarListParams(params)).toEqual(state);
    expect(toCellarListSearchParams(DEFAULT_CELLAR_LIST_STATE).toString()).toBe('');
  });

  it('makes the 0-based API query and clears filters but keeps sort and size', () => {
    const state = parse('page=2&size=10&sort=value,desc&search=ann&visibility=PRIVATE&fill=EMPTY');
    expect(toCellarListQuery(state)).toEqual({ page: 1, size: 10, sort: 'value,desc', search: 'ann', visibility: 'PRIVATE', fill: 'EMPTY' });
    expect(hasCellarListFilters(state)).toBe(true);
    const cleared = clearCellarListFilters(state);
    expect(cleared).toMatchObject({ page: 1, size: 10, sortField: 'value', search: '', visibility: '', fill: '' });
    expect(hasCellarListFilters(cleared)).toBe(false);
  });
});
