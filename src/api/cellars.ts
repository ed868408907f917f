import type { AxiosInstance } from 'axios';
import type { z } from 'zod';
import type { cellarSchema, inventoryItemSchema } from './wire-schemas';
import type { ListCriteria, ListQuery, ListState } from './list-spec';
import type { CELLAR_LIST, INVENTORY_LIST } from '@/api/lists/cellars';
import type { Page } from './types';
import type { CellarVisibility } from './wire-enums';

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
export interface CellarUpdateRequest {
  name: string;
  location: string;
  country: string;
  capacity: number;
  temperatureC: number;
  visibility: CellarVisibility;
}

export type CellarListQuery = ListQuery<typeof CELLAR_LIST>;
/** Everything that decides which cellars the list shows (`page` 1-based; '' means any). */
export type CellarListState = ListState<typeof CELLAR_LIST>;
export type CellarListCriteria = ListCriteria<typeof CELLAR_LIST>;

export type InventoryQuery = ListQuery<typeof INVENTORY_LIST>;
export type InventoryState = ListState<typeof INVENTORY_LIST>;
export type InventoryCriteria = ListCriteria<typeof INVENTORY_LIST>;

/** The cellars endpoints. */
export function createCellarsApi(http: AxiosInstance) {
  const path = (id: CellarId) => `/cellars/${encodeURIComponent(id)}`;
  return {
    /** `quiet`: a failure is not toasted (the caller says so where the answer was wanted). */
    list: (query: CellarListQuery = {}, options: { quiet?: boolean } = {}) =>
      http
        .get<Page<Cellar>>('/cellars', { params: query, skipGlobalErrorHandler: options.quiet === true })
        .then((r) => r.data),
    get: (id: CellarId) => http.get<Cellar>(path(id)).then((r) => r.data),
    inventory: (id: CellarId, query: InventoryQuery = {}) =>
      http.get<Page<InventoryItem>>(`${path(id)}/inventory`, { params: query }).then((r) => r.data),
    /** Metadata only; lowering the capacity below the bottles held is a 409, editing an archived cellar too. */
    update: (id: CellarId, body: CellarUpdateRequest) => http.put<Cellar>(path(id), body).then((r) => r.data),
    /** ACTIVE → ARCHIVED; archiving an archived cellar is a 409. */
    archive: (id: CellarId) => http.post<Cellar>(`${path(id)}/archive`).then((r) => r.data),
  };
}

export type CellarsApi = ReturnType<typeof createCellarsApi>;
