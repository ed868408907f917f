import { z } from 'zod';
import { BULK_MAX_ITEMS, BULK_MAX_ITEMS_TEXT } from '@/api/bulk';
import type { ParsedListQuery } from '@/api/list-spec';
import type { FieldError } from '@/api/types';
import { formatCount } from '@/lib/format-count';

/**
 * What both bulk endpoints read the same way (`POST /wines/bulk`, `POST /users/bulk`): the action,
 * and the items as ids or as the list's own filters. Pure (no db), so the request schemas and the
 * OpenAPI document can use it.
 */

/** A list's declaration, as far as a bulk filter reads it (src/api/list-spec.ts). */
interface FilterSpec {
  searchMaxLength: number | undefined;
  params: Record<string, { label: string }>;
}

/** `action`: one of the resource's bulk actions. */
export function bulkActionField<const Action extends string>(actions: readonly Action[]) {
  return z
    .enum(actions, {
      error: (issue) =>
        issue.input === undefined ? 'Action is required' : `Action must be one of ${actions.join(', ')}`,
    })
    .describe('What to do to each item.');
}

/** `ids`: the items by id, 1 to BULK_MAX_ITEMS of them; a repeated id counts once. */
export const bulkIdsField = z
  .array(z.string({ error: 'Each id must be a string' }).min(1, 'An id must not be empty'), {
    error: 'Ids must be a list of ids',
  })
  .min(1, 'Give at least one id')
  .max(BULK_MAX_ITEMS, `Give at most ${BULK_MAX_ITEMS_TEXT} ids`)
  .describe(
    `The items, in the order they are done; at most ${BULK_MAX_ITEMS_TEXT} (a repeated id counts once). Give either \`ids\` or \`filter\`.`,
  );

/**
 * `filter`: the list's search and filters, each a query parameter of the list as a JSON value (text,
 * a number, or true or false). Page, size, sort and unknown keys are ignored, as the list ignores
 * unknown parameters.
 */
export function bulkFilterField(spec: FilterSpec) {
  const value = (label: string) =>
    z
      .union([z.string(), z.number(), z.boolean()], {
        error: `${label} must be one value: text, a number, or true or false`,
      })
      .optional();
  const keys: Record<string, ReturnType<typeof value>> = {};
  if (spec.searchMaxLength) keys.search = value('Search');
  for (const [name, kind] of Object.entries(spec.params)) keys[name] = value(kind.label);
  return z
    .looseObject(keys, { error: 'Filter must be an object of the list’s query parameters' })
    .describe(
      `Every item the list shows with these query parameters (as JSON values; \`page\`, \`size\` and \`sort\` are ignored), in the list’s default order; at most ${BULK_MAX_ITEMS_TEXT} items. Give either \`ids\` or \`filter\`.`,
    );
}

export type BulkFilter = Record<string, unknown>;

/** The keys of a list query that choose a page, not rows: a bulk filter ignores them. */
const PAGING_KEYS = new Set(['page', 'size', 'sort']);

/** A bulk filter as the list's query parameters. */
function filterParams(filter: BulkFilter): URLSearchParams {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(filter)) {
    if (PAGING_KEYS.has(name) || value === undefined) continue;
    if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean')
      params.set(name, String(value));
  }
  return params;
}

export interface BulkSelectionSpec<Row extends { id: string }, Criteria> {
  /** Every row of the resource. */
  rows: readonly Row[];
  /** The list's strict reader of its query parameters (one error per bad parameter). */
  parseQuery: (params: URLSearchParams) => ParsedListQuery<Criteria>;
  /** Every row the criteria match, in the list's order. */
  select: (rows: readonly Row[], criteria: Criteria) => readonly Row[];
  /** What the rows are called in a message: "wines", "admins". */
  noun: string;
}

/** The items in order: a row, or the id a given id that names no row. */
export type BulkSelection<Row> = { ok: true; targets: readonly (Row | string)[] } | { ok: false; errors: FieldError[] };

/** The message refusing a filter that matches more than a call may change. */
function tooManyMessage(count: number, noun: string): string {
  return `The filter matches ${formatCount(count)} ${noun}; a bulk action takes at most ${BULK_MAX_ITEMS_TEXT}.`;
}

/**
 * The items a bulk body names: its ids (in the order given, each once; an id naming no row stays an
 * id, refused later as not found), or every row its filter matches, exactly as the list selects
 * them. A bad filter value is a 422 entry `filter.<name>` with the list's own message; a filter
 * matching more than BULK_MAX_ITEMS rows is refused whole.
 */
export function selectBulkTargets<Row extends { id: string }, Criteria>(
  body: { ids?: string[] | undefined; filter?: BulkFilter | undefined },
  spec: BulkSelectionSpec<Row, Criteria>,
): BulkSelection<Row> {
  if ((body.ids === undefined) === (body.filter === undefined))
    return { ok: false, errors: [{ field: 'ids', message: 'Give either ids or filter' }] };
  if (body.ids !== undefined) {
    const byId = new Map(spec.rows.map((row) => [row.id, row]));
    return { ok: true, targets: [...new Set(body.ids)].map((id) => byId.get(id) ?? id) };
  }
  const parsed = spec.parseQuery(filterParams(body.filter ?? {}));
  if (!parsed.ok)
    return {
      ok: false,
      errors: parsed.errors.map((error) => ({ field: `filter.${error.field}`, message: error.message })),
    };
  const selected = spec.select(spec.rows, parsed.criteria);
  if (selected.length > BULK_MAX_ITEMS)
    return { ok: false, errors: [{ field: 'filter', message: tooManyMessage(selected.length, spec.noun) }] };
  return { ok: true, targets: selected };
}
