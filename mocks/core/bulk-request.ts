import { BULK_MAX_ITEMS, BULK_MAX_ITEMS_TEXT } from '@/api/bulk';
import type { ParsedListQuery } from '@/api/list-spec';
import type { FieldError } from '@/api/types';
import { formatNumber } from '@/lib/locale';

/**
 * Which items a bulk body names (`POST /wines/bulk`, `POST /users/bulk`): its ids, or the rows the
 * list's own filters select. The body's fields are read by the request schemas (src/api/requests/bulk.ts).
 */

export type BulkFilter = Record<string, unknown>;

/**
 * A bulk filter as the list's query parameters. Its keys are the list's own (the request schema
 * refuses any other, src/api/requests/bulk.ts), so the list's `parseQuery` reads every one of them.
 */
function filterParams(filter: BulkFilter): URLSearchParams {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(filter)) {
    if (value === undefined) continue;
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
  return `The filter matches ${formatNumber(count)} ${noun}; a bulk action takes at most ${BULK_MAX_ITEMS_TEXT}.`;
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
