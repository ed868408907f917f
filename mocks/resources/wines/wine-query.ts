import type { Page } from '@/api/types';
import { WINE_LIST, WINE_STATUSES, WINE_TYPES } from '@/api/wines';
import type { Wine, WineListCriteria, WineSortField } from '@/api/wines';
import type { ParsedListQuery } from '@/api/list-spec';
import { toEurCents } from '@/lib/exchange-rates';
import type { WineRecord } from '../../core/db';
import { filterName, pageOf, perRecord, sortIndex } from '../../core/query-params';

const TYPE_RANK = new Map<string, number>(WINE_TYPES.map((t, i) => [t, i]));
const STATUS_RANK = new Map<string, number>(WINE_STATUSES.map((s, i) => [s, i]));

/**
 * Reads `GET /wines` query parameters (the list spec in src/api/wines.ts): every problem reported,
 * unknown ones ignored. Search and region come back lower-cased, as the matcher compares them.
 */
export function parseWineListQuery(params: URLSearchParams): ParsedListQuery<WineListCriteria> {
  const parsed = WINE_LIST.parseQuery(params);
  if (!parsed.ok) return parsed;
  const { criteria } = parsed;
  return {
    ok: true,
    criteria: {
      ...criteria,
      search: criteria.search.toLowerCase(),
      ...(criteria.region !== undefined && { region: criteria.region.toLowerCase() }),
    },
  };
}

/** Name, producer and region in lower case, as filters, search and sort compare them. */
const keysOf = perRecord((wine: WineRecord) => ({
  name: wine.name.toLowerCase(),
  producer: wine.producer.toLowerCase(),
  region: wine.region.toLowerCase(),
}));

/** Whether a wine matches every filter; region compares case-insensitively, search by substring. */
function matchesWineCriteria(wine: WineRecord, c: WineListCriteria): boolean {
  if (c.type !== undefined && wine.type !== c.type) return false;
  if (c.status !== undefined && wine.status !== c.status) return false;
  if (c.country !== undefined && wine.country !== c.country) return false;
  if (c.region !== undefined && keysOf(wine).region !== c.region) return false;
  if (c.categoryId !== undefined && wine.categoryId !== c.categoryId) return false;
  if (c.vintage !== undefined && wine.vintage !== c.vintage) return false;
  if (c.vintageFrom !== undefined && (wine.vintage === null || wine.vintage < c.vintageFrom)) return false;
  if (c.vintageTo !== undefined && (wine.vintage === null || wine.vintage > c.vintageTo)) return false;
  if (!c.search) return true;
  const keys = keysOf(wine);
  return keys.name.includes(c.search) || keys.producer.includes(c.search);
}

function sortKeyOf(wine: WineRecord, field: WineSortField): string | number | null {
  switch (field) {
    case 'name':
    case 'producer':
    case 'region':
      return keysOf(wine)[field];
    case 'type':
      return TYPE_RANK.get(wine.type) ?? 0;
    case 'status':
      return STATUS_RANK.get(wine.status) ?? 0;
    case 'price':
      // Prices are in several currencies: compare what they are worth, in euro cents.
      return toEurCents(wine.price.amount, wine.price.currency);
    default:
      return wine[field];
  }
}

/** The wines in each list order, kept while the collection's records stay the same. */
const wineOrder = sortIndex<WineRecord, WineSortField>(sortKeyOf);

/**
 * One page of the wines matching the criteria, ordered by one field, then by id ascending. Text
 * compares case-insensitively by code unit, types and statuses in their declared order, price by
 * its value in euros (the fixed rate table); a non-vintage wine (null) sorts last in either direction.
 */
export function listWines(
  wines: readonly WineRecord[],
  criteria: WineListCriteria,
  toWine: (record: WineRecord) => Wine,
): Page<Wine> {
  return pageOf(selectWines(wines, criteria), criteria.page, criteria.size, toWine);
}

/** Every wine the criteria match, in the list's order (page and size aside): what a bulk action by filter changes. */
export function selectWines(wines: readonly WineRecord[], criteria: WineListCriteria): readonly WineRecord[] {
  return wineOrder(wines, criteria.sortField, criteria.sortDirection, filterName(criteria), (wine) =>
    matchesWineCriteria(wine, criteria),
  );
}
