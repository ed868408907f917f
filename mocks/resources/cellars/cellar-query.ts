import { CELLAR_LIST, INVENTORY_LIST } from '@/api/cellars';
import type {
  Cellar,
  CellarListCriteria,
  CellarSortField,
  InventoryCriteria,
  InventoryItem,
  InventorySortField,
} from '@/api/cellars';
import type { ParsedListQuery } from '@/api/list-spec';
import type { Page } from '@/api/types';
import { fillBandOf } from './cellar-figures';
import { sortedPage } from '../../core/query-params';

/** Reads `GET /cellars` (the list spec in src/api/cellars.ts): every problem reported, unknown parameters ignored; search lower-cased. */
export function parseCellarListQuery(params: URLSearchParams): ParsedListQuery<CellarListCriteria> {
  const parsed = CELLAR_LIST.parseQuery(params);
  return parsed.ok
    ? { ok: true, criteria: { ...parsed.criteria, search: parsed.criteria.search.toLowerCase() } }
    : parsed;
}

/** Reads `GET /cellars/{id}/inventory`: page, size and sort. */
export function parseInventoryQuery(params: URLSearchParams): ParsedListQuery<InventoryCriteria> {
  return INVENTORY_LIST.parseQuery(params);
}

/** Whether a cellar matches every filter; search is a substring of the name, location, owner name or owner e-mail. */
function matchesCellarCriteria(cellar: Cellar, c: CellarListCriteria): boolean {
  if (c.visibility !== undefined && cellar.visibility !== c.visibility) return false;
  if (c.status !== undefined && cellar.status !== c.status) return false;
  if (c.country !== undefined && cellar.country !== c.country) return false;
  if (c.fill !== undefined && fillBandOf(cellar.bottles, cellar.capacity) !== c.fill) return false;
  if (!c.search) return true;
  return [cellar.name, cellar.location, cellar.owner.fullName, cellar.owner.email].some((text) =>
    text.toLowerCase().includes(c.search),
  );
}

function cellarKey(cellar: Cellar, field: CellarSortField): string | number {
  switch (field) {
    case 'name':
    case 'location':
      return cellar[field].toLowerCase();
    case 'owner':
      return cellar.owner.fullName.toLowerCase();
    case 'value':
      return cellar.estimatedValue.amount;
    default:
      return cellar[field];
  }
}

/** One page of the cellars matching the criteria, ordered by the field then by id. */
export function listCellars(cellars: readonly Cellar[], criteria: CellarListCriteria): Page<Cellar> {
  const matches = cellars.filter((cellar) => matchesCellarCriteria(cellar, criteria));
  return sortedPage(
    matches,
    (cellar) => cellarKey(cellar, criteria.sortField),
    criteria.sortDirection,
    criteria.page,
    criteria.size,
    (cellar) => cellar,
  );
}

/** "A3" before "A10": digit runs compare as numbers. */
const binSortKey = (bin: string) => bin.toLowerCase().replace(/\d+/g, (digits) => digits.padStart(8, '0'));

function itemKey(item: InventoryItem, field: InventorySortField): string | number | null {
  switch (field) {
    case 'wine':
      return item.wine.name.toLowerCase();
    case 'producer':
      return item.wine.producer.toLowerCase();
    case 'vintage':
      return item.wine.vintage;
    case 'binLocation':
      return binSortKey(item.binLocation);
    case 'value':
      return item.value.amount;
    default:
      return item[field];
  }
}

/** One page of a cellar's inventory; a non-vintage wine sorts last by vintage in either direction. */
export function listInventory(items: readonly InventoryItem[], criteria: InventoryCriteria): Page<InventoryItem> {
  return sortedPage(
    items,
    (item) => itemKey(item, criteria.sortField),
    criteria.sortDirection,
    criteria.page,
    criteria.size,
    (item) => item,
  );
}
