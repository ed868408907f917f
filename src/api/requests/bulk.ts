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

/** The message refusing an id that is not a UUID (every admin and wine id is one). */
const ID_SHAPE_MESSAGE = 'Each id must be a UUID: 36 characters, hexadecimal digits in groups of 8-4-4-4-12';

/**
 * `ids`: the items by id, 1 to BULK_MAX_ITEMS of them; a repeated id counts once. Each id has the
 * shape of one (a UUID, so at most 36 characters), and the many ids failing alike are reported
 * once, at the first (mocks/core/http.ts), so neither the body nor the answer grows with junk.
 */
export const bulkIdsField = z
  .array(
    z.guid({ error: (issue) => (issue.code === 'invalid_type' ? 'Each id must be a string' : ID_SHAPE_MESSAGE) }),
    {
      error: 'Ids must be a list of ids',
    },
  )
  .min(1, 'Give at least one id')
  .max(BULK_MAX_ITEMS, `Give at most ${BULK_MAX_ITEMS_TEXT} ids`)
  .describe(
    `The items (UUIDs), in the order they are done; at most ${BULK_MAX_ITEMS_TEXT} (a repeated id counts once). Give either \`ids\` or \`filter\`.`,
  );

/**
 * `filter`: the list's search and filters, each a query parameter of the list as a JSON value (text,
 * a number, or true or false), by the API's names only. Any other key (the console URL's `status`
 * or `category`, a misspelling, `page`, `size`, `sort`, `__proto__`) is refused, one 422 entry
 * `filter.<key>` each: a filter that dropped a key it did not know would select more rows than
 * meant, and change them all.
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
  const names = Object.keys(keys).join(', ');
  return z
    .strictObject(keys, {
      error: (issue) =>
        issue.code === 'unrecognized_keys'
          ? `Unknown filter; the filters are ${names}`
          : 'Filter must be an object of the list’s query parameters',
    })
    .describe(
      `Every item the list shows with these query parameters (as JSON values, by the API’s names: ${names}), in the list’s default order; at most ${BULK_MAX_ITEMS_TEXT} items. Any other key (\`page\`, \`size\`, \`sort\`, a name the console uses in its URL, a misspelling) is refused with a 422 entry \`filter.<key>\`, and nothing changes. Give either \`ids\` or \`filter\`.`,
    );
}
