import type { AxiosInstance } from 'axios';
import type { z } from 'zod';
import type { cellarSchema, inventoryItemSchema } from './wire-schemas';
import {
  countryCode,
  defineListSpec,
  STANDARD_PAGING,
  oneOf,
  type ListCriteria,
  type ListQuery,
  type ListState,
} from './list-spec';
import type { Page } from './types';
import { CELLAR_STATUSES, CELLAR_VISIBILITIES, type CellarVisibility } from './wire-enums';

export { CELLAR_STATUSES, CELLAR_VISIBILITIES, type CellarStatus, type CellarVisibility } from './wire-enums';

/**
 * Fill-rate bands of the `fill` filter: EMPTY holds no bottle; LOW is under 25 % of capacity,
 * MEDIUM 25 % to under 75 %, HIGH 75 % to under 100 %, FULL 100 % or more (overfull included).
 */
export const CELLAR_FILL_BANDS = ['EMPTY', 'LOW', 'MEDIUM', 'HIGH', 'FULL'] as const;
export type CellarFillBand = (typeof CELLAR_FILL_BANDS)[number];

/** Fields the cellars list may be sorted by (`sort=field,asc|desc`); owner sorts by the owner's name. */
const CELLAR_SORT_FIELDS = [
  'name',
  'owner',
  'location',
  'country',
  'capacity',
  'bottles',
  'fillRate',
  'value',
  'lastActivityAt',
  'createdAt',
] as const;
export type CellarSortField = (typeof CELLAR_SORT_FIELDS)[number];

/** Fields a cellar's inventory may be sorted by; wine sorts by the wine's name. */
const INVENTORY_SORT_FIELDS = [
  'wine',
  'producer',
  'vintage',
  'quantity',
  'binLocation',
  'purchaseDate',
  'value',
] as const;
export type InventorySortField = (typeof INVENTORY_SORT_FIELDS)[number];

/** The bounds `PUT /cellars/{id}` enforces (422 outside them). */
export const CELLAR_LIMITS = {
  nameMax: 80,
  locationMax: 120,
  capacityMin: 1,
  capacityMax: 100_000,
  temperatureMin: -5,
  temperatureMax: 25,
} as const;

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

/**
 * The cellars list. `search` matches the cellar name or the owner's name or e-mail,
 * case-insensitive.
 */
export const CELLAR_LIST = defineListSpec({
  sortFields: CELLAR_SORT_FIELDS,
  defaultSort: { field: 'name', direction: 'asc' },
  ...STANDARD_PAGING,
  searchMaxLength: 100,
  params: {
    visibility: oneOf('Visibility', CELLAR_VISIBILITIES),
    fill: oneOf('Fill', CELLAR_FILL_BANDS),
    status: oneOf('Status', CELLAR_STATUSES),
    country: countryCode(),
  },
  filters: ({ param }) => ({
    visibility: param('visibility', ''),
    country: param('country', ''),
    fill: param('fill', ''),
    status: param('status', ''),
  }),
});

export type CellarListQuery = ListQuery<typeof CELLAR_LIST>;
/** Everything that decides which cellars the list shows (`page` 1-based; '' means any). */
export type CellarListState = ListState<typeof CELLAR_LIST>;
export type CellarListCriteria = ListCriteria<typeof CELLAR_LIST>;

/** A cellar's inventory on its detail page: paging and sort only. */
export const INVENTORY_LIST = defineListSpec({
  sortFields: INVENTORY_SORT_FIELDS,
  defaultSort: { field: 'binLocation', direction: 'asc' },
  ...STANDARD_PAGING,
  params: {},
  filters: () => ({}),
});

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
