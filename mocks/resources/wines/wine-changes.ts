import type { WineStatus } from '@/api/wines';
import { db } from '../../core/db';
import type { WineRecord } from '../../core/db';
import type { ItemRefusal } from '../../core/bulk-operations';

/**
 * The changes a wine can undergo and the rules on them, shared by the single-item endpoints (which
 * answer a refusal as a 409) and the bulk action (which refuses that item and goes on).
 */

/** A category id that names no category (422 on `categoryId`). */
export const CATEGORY_MISSING_MESSAGE = 'Choose an existing category';

/** Why a wine cannot move to `to` (it is there already), or null. */
export function statusRefusal(wine: Pick<WineRecord, 'status'>, to: WineStatus): ItemRefusal | null {
  if (wine.status !== to) return null;
  return to === 'PUBLISHED'
    ? { code: 'WINE_ALREADY_PUBLISHED', message: 'This wine is already published.' }
    : { code: 'WINE_ALREADY_ARCHIVED', message: 'This wine is already archived.' };
}

/** How many cellars hold each wine (a wine no cellar holds is absent). */
export function cellarsHoldingEachWine(): Map<string, number> {
  const cellars = new Map<string, Set<string>>();
  for (const line of db.inventory.all()) {
    const holding = cellars.get(line.wineId) ?? new Set<string>();
    holding.add(line.cellarId);
    cellars.set(line.wineId, holding);
  }
  return new Map([...cellars].map(([wineId, held]) => [wineId, held.size]));
}

/**
 * Why a wine cannot be deleted: members' cellars still hold it (archiving keeps their lines intact).
 * `cellars` is how many hold it; counted here unless the caller counted every wine's at once.
 */
export function deletionRefusal(
  wine: Pick<WineRecord, 'id'>,
  cellars = new Set(db.inventory.findMany((q) => q.where({ wineId: wine.id })).map((line) => line.cellarId)).size,
): ItemRefusal | null {
  if (cellars === 0) return null;
  return {
    code: 'WINE_IN_CELLARS',
    message: `This wine is held in ${cellars} ${cellars === 1 ? 'cellar' : 'cellars'} and cannot be deleted. Archive it instead.`,
  };
}

/** Why a wine cannot move to a category: it is in it already. */
export function categoryRefusal(wine: Pick<WineRecord, 'categoryId'>, categoryId: string): ItemRefusal | null {
  return wine.categoryId === categoryId
    ? { code: 'WINE_ALREADY_IN_CATEGORY', message: 'This wine is already in that category.' }
    : null;
}

/** Writes some fields of a wine (one update); the new row, or undefined when it is gone. */
export function updateWine(id: string, fields: Partial<WineRecord>): Promise<WineRecord | undefined> {
  return db.wines.update((q) => q.where({ id }), {
    data(row) {
      Object.assign(row, fields);
    },
  });
}

export function deleteWine(id: string): void {
  db.wines.deleteMany((q) => q.where({ id }));
}

/** What no two wines may share: producer, name, vintage and bottle size, case-insensitively. */
export const wineIdentity = (w: { producer: string; name: string; vintage: number | null; bottleSizeMl: number }) =>
  `${w.producer.toLowerCase()}|${w.name.toLowerCase()}|${w.vintage ?? 'NV'}|${w.bottleSizeMl}`;
