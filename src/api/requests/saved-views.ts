import { z } from 'zod';
import { lazy } from '@/lib/lazy';
import { SAVED_VIEW_LIMITS } from '@/lib/saved-view-limits';
import { requiredText } from '@/lib/text-rule';
import { SAVED_VIEW_LISTS } from '@/api/wire-enums';

// Built on first use, as the other request schemas (ADR 0025).

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

const viewFields = lazy(() => ({
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
}));

/** `POST /saved-views`. */
export const savedViewCreateSchema = lazy(() =>
  z.object({
    list: z.enum(SAVED_VIEW_LISTS, {
      error: (issue) =>
        issue.input === undefined ? 'List is required' : `List must be one of ${SAVED_VIEW_LISTS.join(', ')}`,
    }),
    ...viewFields(),
  }),
);

/** `PUT /saved-views/{id}`: a view keeps its list. */
export const savedViewUpdateSchema = lazy(() => z.object(viewFields()));
