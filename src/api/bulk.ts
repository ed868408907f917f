import type { z } from 'zod';
import type { bulkResultSchema } from './wire-schemas';

/**
 * Bulk actions: one call changes many wines or admins, chosen by id or by the list's own filters
 * (`POST /wines/bulk`, `POST /users/bulk`). The server answers per item (done, or refused with the
 * reason), applies each item whole or not at all, and keeps what it changed for a while so that
 * `POST /…/bulk/{operationId}/undo` can put it back (docs/decisions/0019-undo-on-the-server.md).
 */

/** The most items one call may change; a filter matching more is refused (422) before anything changes. */
export const BULK_MAX_ITEMS = 10_000;
/**
 * BULK_MAX_ITEMS as the texts write it (formatNumber's grouping; bulk.test.ts holds them equal). Written
 * out because the mock's request schemas quote it as they load, on a first visit's sign-in page,
 * where an `Intl.NumberFormat` would cost its locale data (~40 ms; ~160 ms on a phone-class CPU).
 */
export const BULK_MAX_ITEMS_TEXT = '10,000';

/** How long after a bulk change the server still undoes it, in seconds. */
export const BULK_UNDO_WINDOW_SECONDS = 60;

/** The code of an undo refused for one item: it changed again after the bulk call. */
export const BULK_CHANGED_SINCE = 'CHANGED_SINCE';

/**
 * Which items a bulk action changes: the ids listed, or every row the list's filters match (its
 * search and filters as the list's query parameters, as JSON; page, size and sort are ignored).
 */
export type BulkSelection<Filter> = { ids: string[] } | { filter: Filter };

/** The answer to a bulk call or to its undo: each item's outcome, and until when the change can be undone. */
export type BulkResult = z.infer<typeof bulkResultSchema>;

export type BulkItemResult = BulkResult['items'][number];
