import { CELLAR_LIST } from '@/api/cellars';
import { VIEW_PARAM, type SavedViewList } from '@/api/saved-views';
import { USER_LIST } from '@/api/users';
import { WINE_LIST } from '@/api/wines';

const SPECS = { wines: WINE_LIST, users: USER_LIST, cellars: CELLAR_LIST } as const;

/**
 * A list's URL query in its one canonical form: read as the list reads its URL (leniently: unknown
 * parameters and bad values dropped, as a link would be), without the page or a view, written back.
 */
export function canonicalViewQuery(list: SavedViewList, query: string): string {
  const params = new URLSearchParams(query.startsWith('?') ? query.slice(1) : query);
  params.delete(VIEW_PARAM);
  const spec: { parseUrl(p: URLSearchParams): { page: number }; toSearchParams(s: never): URLSearchParams } =
    SPECS[list];
  const state = spec.parseUrl(params);
  return spec.toSearchParams({ ...state, page: 1 } as never).toString();
}
