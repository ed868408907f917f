import { describe, expect, it } from 'vitest';
import { parsePageParam, parseSizeParam, parseSortParam, pickParam } from './list-params';

describe('list URL parameters', () => {
  it.each<[string | null, number]>([
    [null, 1],
    ['4', 4],
    [' 12 ', 12],
    ['0', 1],
    ['-3', 1],
    ['2.5', 1],
    ['99999999', 1],
  ])('page %o → %i', (raw, expected) => expect(parsePageParam(raw)).toBe(expected));

  it.each<[string | null, number]>([
    [null, 20],
    ['50', 50],
    ['7', 20],
  ])('size %o → %i', (raw, expected) => expect(parseSizeParam([10, 20, 50] as const, raw, 20)).toBe(expected));

  const fallback = { sortField: 'name', sortDirection: 'asc' } as const;
  it.each<[string | null, { sortField: string; sortDirection: string }]>([
    [null, fallback],
    ['price', { sortField: 'price', sortDirection: 'asc' }],
    ['price,DESC', { sortField: 'price', sortDirection: 'desc' }],
    ['colour,asc', fallback],
    ['price,sideways', fallback],
    ['price,asc,x', fallback],
  ])('sort %o → %o', (raw, expected) =>
    expect(parseSortParam(['name', 'price'] as const, raw, fallback)).toEqual(expected),
  );

  it.each<[string | null, string]>([
    [null, 'all'],
    ['RED', 'RED'],
    [' red ', 'RED'],
    ['beer', 'all'],
  ])('pick %o → %s', (raw, expected) => expect(pickParam(['all', 'RED', 'WHITE'] as const, raw, 'all')).toBe(expected));
});
