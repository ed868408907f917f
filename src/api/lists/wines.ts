import { countryCode, defineListSpec, STANDARD_PAGING, oneOf, text, wholeNumber } from '@/api/list-spec';
import { WINE_STATUSES, WINE_TYPES } from '@/api/wire-enums';
import { WINE_LIMITS } from '@/lib/wine-limits';

export const MIN_VINTAGE = WINE_LIMITS.minVintage;
/** The latest harvest year a vintage filter accepts. */
export const MAX_VINTAGE_QUERY = 2999;
/** Longest region or category id a filter accepts. */
const MAX_FILTER_LENGTH = 100;

const vintageParam = (label: string) => wholeNumber(label, MIN_VINTAGE, MAX_VINTAGE_QUERY);

/**
 * The wines list. `search` matches name or producer, case-insensitive; `vintage` is exact,
 * `vintageFrom`/`vintageTo` a range (non-vintage wines never match either). The console links to
 * a category as `?category=<id>`; a region needs its country, and a range typed the wrong way
 * round is read the right way round.
 */
export const WINE_LIST = defineListSpec({
  sortFields: ['name', 'producer', 'vintage', 'type', 'country', 'region', 'price', 'status', 'createdAt', 'updatedAt'],
  defaultSort: { field: 'name', direction: 'asc' },
  ...STANDARD_PAGING,
  searchMaxLength: 100,
  params: {
    type: oneOf('Type', WINE_TYPES),
    country: countryCode(),
    region: text('Region', MAX_FILTER_LENGTH),
    vintageFrom: vintageParam('Vintage from'),
    vintageTo: vintageParam('Vintage to'),
    status: oneOf('Status', WINE_STATUSES),
    categoryId: text('Category id', MAX_FILTER_LENGTH),
    vintage: vintageParam('Vintage'),
  },
  filters: ({ param }) => ({
    type: param('type', ''),
    country: param('country', ''),
    region: param('region', ''),
    vintageFrom: param('vintageFrom', null),
    vintageTo: param('vintageTo', null),
    status: param('status', ''),
    categoryId: param('categoryId', '', { url: 'category' }),
  }),
  check: ({ vintageFrom, vintageTo }) =>
    vintageFrom !== undefined && vintageTo !== undefined && vintageFrom > vintageTo
      ? [{ field: 'vintageTo', message: 'Vintage to must not be before vintage from' }]
      : [],
  repair: (state) => ({
    ...state,
    region: state.country ? state.region : '',
    ...(state.vintageFrom !== null &&
      state.vintageTo !== null &&
      state.vintageFrom > state.vintageTo && { vintageFrom: state.vintageTo, vintageTo: state.vintageFrom }),
  }),
});
