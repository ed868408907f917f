import { z } from 'zod';
import { CELLAR_LIST } from '@/api/cellars';
import { SAVED_VIEW_LIMITS, SAVED_VIEW_LISTS, VIEW_PARAM, type SavedViewList } from '@/api/saved-views';
import { USER_LIST } from '@/api/users';
import { WINE_LIST } from '@/api/wines';
import { requiredText } from '@/lib/text-rule';

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

const columnIds = (label: string) =>
  z
    .array(
      z
        .string({ error: `${label} must list column names` })
        .min(1)
        .max(40),
      { error: `${label} must be a list` },
    )
    .max(SAVED_VIEW_LIMITS.columns, `${label} may name at most ${SAVED_VIEW_LIMITS.columns} columns`);

const viewFields = {
  name: requiredText('Name', SAVED_VIEW_LIMITS.name),
  query: z
    .string({ error: (issue) => (issue.input === undefined ? 'Query is required' : 'Query must be a string') })
    .max(SAVED_VIEW_LIMITS.query, `Query must be at most ${SAVED_VIEW_LIMITS.query} characters`),
  columns: z
    .object(
      { order: columnIds('Column order'), hidden: columnIds('Hidden columns') },
      { error: 'Columns must be null or { order, hidden }' },
    )
    .nullable()
    .default(null),
};

/** `POST /saved-views`. */
export const savedViewCreateSchema = z.object({
  list: z.enum(SAVED_VIEW_LISTS, {
    error: (issue) =>
      issue.input === undefined ? 'List is required' : `List must be one of ${SAVED_VIEW_LISTS.join(', ')}`,
  }),
  ...viewFields,
});

/** `PUT /saved-views/{id}`: a view keeps its list. */
export const savedViewUpdateSchema = z.object(viewFields);
