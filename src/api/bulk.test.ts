import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatNumber } from '@/lib/locale';
import { BULK_MAX_ITEMS, BULK_MAX_ITEMS_TEXT } from './bulk';
import { USER_LIST } from './lists/users';
import { WINE_LIST } from './lists/wines';
import { userBulkRequestSchema } from './requests/users';
import { wineBulkRequestSchema } from './requests/wines';

describe('BULK_MAX_ITEMS_TEXT', () => {
  it('is the limit as formatNumber writes it', () => {
    expect(BULK_MAX_ITEMS_TEXT).toBe(formatNumber(BULK_MAX_ITEMS));
  });
});

/** A URL of a list a person might open: the console's own names with plausible and odd values. */
const urlArb = (names: readonly string[]) =>
  fc
    .array(
      fc.tuple(
        fc.constantFrom(...names),
        fc.oneof(
          fc.constantFrom('locked', 'active', 'inactive', 'pending', 'enabled', 'ADMIN', 'DRAFT', 'RED', 'FR', '2015'),
          fc.string({ maxLength: 12 }),
        ),
      ),
      { maxLength: 8 },
    )
    .map((pairs) => new URLSearchParams(pairs));

/** A list as a bulk action reads it: the console's URL names, and the filter it sends for a URL. */
interface BulkList {
  urlNames: string[];
  filterOf: (params: URLSearchParams) => unknown;
  accepts: (filter: unknown) => boolean;
}

const LISTS: Record<'users' | 'wines', BulkList> = {
  users: {
    urlNames: Object.values(USER_LIST.filters).map((f) => f.url),
    filterOf: (params) => USER_LIST.toFilter(USER_LIST.parseUrl(params)),
    accepts: (filter) => userBulkRequestSchema().safeParse({ action: 'DEACTIVATE', filter }).success,
  },
  wines: {
    urlNames: Object.values(WINE_LIST.filters).map((f) => f.url),
    filterOf: (params) => WINE_LIST.toFilter(WINE_LIST.parseUrl(params)),
    accepts: (filter) => wineBulkRequestSchema().safeParse({ action: 'ARCHIVE', filter }).success,
  },
};

describe('the filter a bulk action over every matching row sends', () => {
  it.each<['users' | 'wines', string, Record<string, unknown>]>([
    ['users', 'status=locked', { locked: true }],
    ['users', 'status=inactive&role=EDITOR&search=%20ann', { active: false, role: 'EDITOR', search: 'ann' }],
    ['wines', 'category=c1&status=DRAFT&page=3&sort=price,desc', { categoryId: 'c1', status: 'DRAFT' }],
  ])('names the %s list’s filters by the API’s keys, never the URL’s: ?%s', (name, url, filter) => {
    const sent = LISTS[name].filterOf(new URLSearchParams(url));
    expect(sent).toEqual(filter);
    expect(LISTS[name].accepts(sent)).toBe(true);
  });

  it.each(['users', 'wines'] as const)('is accepted by the %s bulk request, from any URL', (name) => {
    const list = LISTS[name];
    fc.assert(
      fc.property(urlArb(['page', 'size', 'sort', 'search', ...list.urlNames]), (params) => {
        expect(list.accepts(list.filterOf(params))).toBe(true);
      }),
      { numRuns: 200 },
    );
  });
});
