import type { AxiosInstance } from 'axios';
import type { z } from 'zod';
import { call } from './call';
import type { cellarSchema, inventoryItemSchema } from './wire-schemas';
import type { cellarUpdateSchema } from './requests/cellars';
import type { ListCriteria, ListQuery, ListState } from './list-spec';
import type { CELLAR_LIST, INVENTORY_LIST } from '@/api/lists/cellars';

export { CELLAR_STATUSES, CELLAR_VISIBILITIES, type CellarStatus, type CellarVisibility } from './wire-enums';
export { CELLAR_FILL_BANDS, type CellarFillBand } from './wire-enums';
export { CELLAR_LIST, INVENTORY_LIST, type CellarSortField, type InventorySortField } from '@/api/lists/cellars';
export { CELLAR_LIMITS } from '@/lib/cellar-limits';

export type CellarId = string;
export type MemberId = string;

/** A member: an end user of the wine app who owns cellars (not an admin). */
export type Member = Cellar['owner'];

/** An amount in euros, rounded to cents. */
export type EurAmount = Cellar['estimatedValue'];

/**
 * A cellar as the API returns it. `bottles`, `fillRate` and `estimatedValue` are derived from
 * the inventory at answer time: bottles is the sum of quantities, fillRate bottles ÷ capacity
 * rounded to 3 decimals (above 1 when the cellar is overfull), estimatedValue the sum of the
 * lines' values.
 */
export type Cellar = z.infer<typeof cellarSchema>;

/** The wine of an inventory line, as much of it as the inventory shows. */
export type InventoryWine = InventoryItem['wine'];

/** One inventory line as returned: so many bottles of one wine. */
export type InventoryItem = z.infer<typeof inventoryItemSchema>;

/** The cellar metadata an administrator may change. */
export type CellarUpdateRequest = z.output<ReturnType<typeof cellarUpdateSchema>>;

export type CellarListQuery = ListQuery<typeof CELLAR_LIST>;
/** Everything that decides which cellars the list shows (`page` 1-based; '' means any). */
export type CellarListState = ListState<typeof CELLAR_LIST>;
export type CellarListCriteria = ListCriteria<typeof CELLAR_LIST>;

export type InventoryQuery = ListQuery<typeof INVENTORY_LIST>;
export type InventoryState = ListState<typeof INVENTORY_LIST>;
export type InventoryCriteria = ListCriteria<typeof INVENTORY_LIST>;

/** The cellars endpoints. */
export function createCellarsApi(http: AxiosInstance) {
  return {
    /** `quiet`: a failure is not toasted (the caller says so where the answer was wanted). */
    list: (query: CellarListQuery = {}, options: { quiet?: boolean } = {}) =>
      call(http, 'GET /cellars', { params: query, config: { skipGlobalErrorHandler: options.quiet === true } }),
    get: (id: CellarId) => call(http, 'GET /cellars/:id', { id }),
    inventory: (id: CellarId, query: InventoryQuery = {}) =>
      call(http, 'GET /cellars/:id/inventory', { id, params: query }),
    /** Metadata only; lowering the capacity below the bottles held is a 409, editing an archived cellar too. */
    update: (id: CellarId, body: CellarUpdateRequest) => call(http, 'PUT /cellars/:id', { id, body }),
    /** ACTIVE → ARCHIVED; archiving an archived cellar is a 409. */
    archive: (id: CellarId) => call(http, 'POST /cellars/:id/archive', { id }),
  };
}

export type CellarsApi = ReturnType<typeof createCellarsApi>;
