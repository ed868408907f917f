import type { BulkResult } from '@/api/bulk';
import type { FieldError } from '@/api/types';
import type { WineBulkAction, WineStatus } from '@/api/wines';
import { db } from '../../core/db';
import type { WineRecord } from '../../core/db';
import {
  CHANGED_SINCE,
  changedSince,
  fieldsOf,
  restoredFields,
  runBulk,
  undoBulk,
  type BulkItemRecord,
  type ItemChange,
} from '../../core/bulk-operations';
import { selectBulkTargets } from '../../core/bulk-request';
import { nowIso } from '../../core/mock-config';
import type { ParsedWineBulkRequest } from '@/api/requests/wines';
import { parseWineListQuery, selectWines } from './wine-query';
import {
  CATEGORY_MISSING_MESSAGE,
  categoryRefusal,
  cellarsHoldingEachWine,
  deleteWine,
  deletionRefusal,
  statusRefusal,
  updateWine,
  wineIdentity,
} from './wine-changes';

/**
 * `POST /wines/bulk` and its undo. Each wine follows the rules of the single-item endpoint of its
 * action (`wine-changes.ts`); a wine those rules refuse is refused with that endpoint's code, and
 * the others are done.
 */

const STATUS_OF: Partial<Record<WineBulkAction, WineStatus>> = { PUBLISH: 'PUBLISHED', ARCHIVE: 'ARCHIVED' };

/**
 * Checks the body against the data (the category exists; the filter's values, as the list reads
 * them) and runs the action over the wines it names: the 422 entries, or the result.
 */
export async function changeWines(
  body: ParsedWineBulkRequest,
  actorId: string,
  operationId?: string,
): Promise<{ errors: FieldError[] } | { result: BulkResult }> {
  const errors: FieldError[] = [];
  const { action, categoryId } = body;
  if (action === 'SET_CATEGORY') {
    if (categoryId === undefined) errors.push({ field: 'categoryId', message: 'Category is required' });
    else if (!db.categories.findFirst((q) => q.where({ id: categoryId })))
      errors.push({ field: 'categoryId', message: CATEGORY_MISSING_MESSAGE });
  }
  const selection = selectBulkTargets(body, {
    rows: db.wines.all(),
    parseQuery: parseWineListQuery,
    select: selectWines,
    noun: 'wines',
  });
  if (!selection.ok) errors.push(...selection.errors);
  if (errors.length > 0 || !selection.ok) return { errors };
  const cellars = action === 'DELETE' ? cellarsHoldingEachWine() : new Map<string, number>();
  const change = async (wine: WineRecord): Promise<ItemChange> => {
    const updatedAt = nowIso();
    const to = STATUS_OF[action];
    if (to) {
      const refused = statusRefusal(wine, to);
      return refused ? { refused } : set(await updateWine(wine.id, { status: to, updatedAt }), ['status', 'updatedAt']);
    }
    if (action === 'DELETE') {
      const refused = deletionRefusal(wine, cellars.get(wine.id) ?? 0);
      if (refused) return { refused };
      deleteWine(wine.id);
      return { set: null };
    }
    const refused = categoryRefusal(wine, categoryId ?? '');
    return refused
      ? { refused }
      : set(await updateWine(wine.id, { categoryId, updatedAt }), ['categoryId', 'updatedAt']);
  };
  const result = await runBulk({
    resource: 'wines',
    action,
    actorId,
    targets: selection.targets,
    notFoundMessage: 'Wine not found',
    label: (wine) => wine.name,
    change,
    operationId,
  });
  return { result };
}

/** The fields one update left on the wine. */
function set(updated: WineRecord | undefined, keys: (keyof WineRecord & string)[]): ItemChange {
  if (!updated) throw new Error('The wine went during its own update');
  return { set: fieldsOf(updated, keys) };
}

/**
 * `POST /wines/bulk/{operationId}/undo`: each wine the action changed gets the fields it set back
 * (a deleted wine comes back whole, with its id), unless it changed since (`CHANGED_SINCE`): its
 * fields or `updatedAt` are no longer what the action left, its id or identity is taken again, or
 * the category it goes back to is gone.
 */
export function undoWineBulk(operationId: string, actorId: string): Promise<Response> {
  return undoBulk({
    resource: 'wines',
    operationId,
    actorId,
    restorer: () => {
      const wines = new Map<string, WineRecord>(db.wines.all().map((wine) => [wine.id, wine]));
      const identities = new Map([...wines.values()].map((wine) => [wineIdentity(wine), wine.id]));
      const categoryExists = (id: string) => Boolean(db.categories.findFirst((q) => q.where({ id })));
      return async (item: BulkItemRecord<'wines'>) => {
        if (item.after === null) {
          const owner = identities.get(wineIdentity(item.before));
          if (
            wines.has(item.id) ||
            (owner !== undefined && owner !== item.id) ||
            !categoryExists(item.before.categoryId)
          )
            return CHANGED_SINCE;
          const restored = await db.wines.create({ ...item.before, updatedAt: nowIso() });
          wines.set(restored.id, restored);
          identities.set(wineIdentity(restored), restored.id);
          return null;
        }
        const current = wines.get(item.id);
        if (!current || changedSince(current, item)) return CHANGED_SINCE;
        const fields = restoredFields(item);
        if (fields.categoryId !== undefined && !categoryExists(fields.categoryId)) return CHANGED_SINCE;
        const restored = await updateWine(item.id, fields);
        if (restored) wines.set(restored.id, restored);
        return null;
      };
    },
  });
}
