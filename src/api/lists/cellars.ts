import { countryCode, defineListSpec, STANDARD_PAGING, oneOf } from '@/api/list-spec';
import { CELLAR_FILL_BANDS, CELLAR_STATUSES, CELLAR_VISIBILITIES } from '@/api/wire-enums';

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

/** A cellar's inventory on its detail page: paging and sort only. */
export const INVENTORY_LIST = defineListSpec({
  sortFields: INVENTORY_SORT_FIELDS,
  defaultSort: { field: 'binLocation', direction: 'asc' },
  ...STANDARD_PAGING,
  params: {},
  filters: () => ({}),
});
