import { z } from 'zod';
import { BULK_MAX_ITEMS, BULK_MAX_ITEMS_TEXT } from '@/api/bulk';

/**
 * The fields both bulk endpoints read the same way (`POST /wines/bulk`, `POST /users/bulk`): the
 * action, and the items as ids or as the list's own filters. Which of `ids` and `filter` is given,
 * and the filter's values, the mock checks against the list's own rules (mocks/core/bulk-request.ts).
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
