import { describe, expect, it } from 'vitest';
import { CELLAR_LIST } from '@/api/cellars';

const parse = (query: string) => CELLAR_LIST.parseUrl(new URLSearchParams(query));

describe('cellar list URL state', () => {
  it('reads every parameter, case-insensitively for enums and countries', () => {
    expect(
      parse(
        'page=3&size=50&sort=fillRate,desc&search=%20vault%20&visibility=shared&country=fr&fill=high&status=archived',
      ),
    ).toEqual({
      page: 3,
      size: 50,
      sortField: 'fillRate',
      sortDirection: 'desc',
      search: 'vault',
      visibility: 'SHARED',
      country: 'FR',
      fill: 'HIGH',
      status: 'ARCHIVED',
    });
  });

  it.each([
    ['page=0', 'page'],
    ['size=7', 'size'],
    ['sort=colour,asc', 'sort'],
    ['visibility=PUBLIC', 'visibility'],
    ['country=France', 'country'],
    ['fill=HALF', 'fill'],
    ['status=GONE', 'status'],
  ])('falls back to the default for %s', (query) => {
    expect(parse(query)).toEqual(CELLAR_LIST.defaults);
  });

  it('writes only what differs from the defaults, and reads it back', () => {
    const state = { ...CELLAR_LIST.defaults, page: 2, fill: 'LOW' as const, country: 'IT' };
    const params = CELLAR_LIST.toSearchParams(state);
    expect(params.toString()).toBe('country=IT&fill=LOW&page=2');
    expect(CELLAR_LIST.parseUrl(params)).toEqual(state);
    expect(CELLAR_LIST.toSearchParams(CELLAR_LIST.defaults).toString()).toBe('');
  });

  it('makes the 0-based API query and clears filters but keeps sort and size', () => {
    const state = parse('page=2&size=10&sort=value,desc&search=ann&visibility=PRIVATE&fill=EMPTY&status=ACTIVE');
    expect(CELLAR_LIST.toQuery(state)).toEqual({
      page: 1,
      size: 10,
      sort: 'value,desc',
      search: 'ann',
      visibility: 'PRIVATE',
      fill: 'EMPTY',
      status: 'ACTIVE',
    });
    expect(CELLAR_LIST.hasFilters(state)).toBe(true);
    const cleared = CELLAR_LIST.clearFilters(state);
    expect(cleared).toMatchObject({
      page: 1,
      size: 10,
      sortField: 'value',
      search: '',
      visibility: '',
      fill: '',
      status: '',
    });
    expect(CELLAR_LIST.hasFilters(cleared)).toBe(false);
  });
});
