import { BULK_CHANGED_SINCE, BULK_UNDO_WINDOW_SECONDS, type BulkItemResult, type BulkResult } from '@/api/bulk';
import { db, type BulkOperationRecord } from './db';
import { errorResponse, jsonResponse } from './http';
import { now, nowIso } from './mock-config';

/**
 * How a bulk action runs and is undone, for both resources (`POST /wines/bulk`, `POST /users/bulk`
 * and their `…/bulk/{operationId}/undo`). The resource says, item by item, why it refuses or how it
 * writes; this runs the items in order, answers a `BulkResult`, and keeps what each done item was
 * (its row before, and the fields the action set) in `db.bulkOperations` for the undo window.
 * Each item is one write, and the whole call one write under the db's lock (`guarded`).
 */

export type BulkResource = BulkOperationRecord['resource'];
type OperationOf<Resource extends BulkResource> = Extract<BulkOperationRecord, { resource: Resource }>;
/** One item a bulk operation changed, as kept for its undo. */
export type BulkItemRecord<Resource extends BulkResource> = OperationOf<Resource>['items'][number];
type RowOf<Resource extends BulkResource> = BulkItemRecord<Resource>['before'];

/** Why one item was left as it was: the single-item endpoint's code and message where it has one. */
export interface ItemRefusal {
  code: string;
  message: string;
}

/** An item one write changed: the fields it set (`updatedAt` among them), or null when it removed the row. */
export type ItemChange = { refused: ItemRefusal } | { set: Record<string, unknown> | null };

/** The undo's refusal of an item that changed again after the bulk action. */
export const CHANGED_SINCE: ItemRefusal = {
  code: BULK_CHANGED_SINCE,
  message: 'It changed after the bulk action; left as it is.',
};

/** Operations whose window ended longer ago than this are dropped, so storage does not grow. */
const KEEP_AFTER_WINDOW_MS = 60 * 1000;

/** The fields of `row` named by `keys`, as the action left them. */
export function fieldsOf<Row extends object>(row: Row, keys: readonly (keyof Row & string)[]): Record<string, unknown> {
  return Object.fromEntries(keys.map((key) => [key, row[key]]));
}

export interface BulkRun<Resource extends BulkResource> {
  resource: Resource;
  action: string;
  /** The admin who runs it: only they may undo it. */
  actorId: string;
  /** The items in order: a row, or an id that names none (refused as not found). */
  targets: readonly (RowOf<Resource> | string)[];
  notFoundMessage: string;
  /** The item's name for people: a wine's name, an admin's e-mail. */
  label: (row: RowOf<Resource>) => string;
  /** Refuses the item or changes it with one write. */
  change: (row: RowOf<Resource>) => Promise<ItemChange>;
  /** The operation's id (a provider state chooses it); a new uuid otherwise. */
  operationId?: string;
}

/** Runs every item in order and keeps the done ones for the undo window (if any was done). */
export async function runBulk<Resource extends BulkResource>(run: BulkRun<Resource>): Promise<BulkResult> {
  pruneBulkOperations();
  const items: BulkItemResult[] = [];
  const kept: BulkItemRecord<Resource>[] = [];
  for (const target of run.targets) {
    if (typeof target === 'string') {
      // No name to show: the label stays empty rather than repeat the id, so the answer echoes each id once.
      items.push({ id: target, label: '', outcome: 'refused', code: 'NOT_FOUND', message: run.notFoundMessage });
      continue;
    }
    const label = run.label(target);
    const outcome = await run.change(target);
    if ('refused' in outcome) {
      items.push({ id: target.id, label, outcome: 'refused', ...outcome.refused });
      continue;
    }
    items.push({ id: target.id, label, outcome: 'done' });
    kept.push({ id: target.id, label, before: { ...target }, after: outcome.set } as BulkItemRecord<Resource>);
  }
  const operationId = run.operationId ?? crypto.randomUUID();
  const undoUntil = kept.length > 0 ? new Date(now() + BULK_UNDO_WINDOW_SECONDS * 1000).toISOString() : null;
  if (undoUntil !== null) {
    await db.bulkOperations.create({
      id: operationId,
      resource: run.resource,
      action: run.action,
      actorId: run.actorId,
      at: nowIso(),
      undoUntil,
      undone: false,
      items: kept,
    } as BulkOperationRecord);
  }
  return { operationId, action: run.action, done: kept.length, refused: items.length - kept.length, items, undoUntil };
}

/** Drops the operations whose undo window ended more than a minute ago. */
function pruneBulkOperations(): void {
  const before = now() - KEEP_AFTER_WINDOW_MS;
  db.bulkOperations.deleteMany((q) => q.where({ undoUntil: (until) => Date.parse(until) < before }));
}

/** Whether the row still holds every field the bulk action set (its `updatedAt` among them): if not, it changed since. */
export function changedSince(current: object | undefined, item: { after: Record<string, unknown> | null }): boolean {
  if (!current || !item.after) return true;
  const row = current as Record<string, unknown>;
  return Object.entries(item.after).some(([key, value]) => JSON.stringify(row[key]) !== JSON.stringify(value));
}

/** The fields the action set, back as they were before it, and `updatedAt` now. */
export function restoredFields<Row extends object>(item: {
  before: Row;
  after: Record<string, unknown> | null;
}): Partial<Row> {
  const before = item.before as Record<string, unknown>;
  const fields = Object.fromEntries(Object.keys(item.after ?? {}).map((key) => [key, before[key]]));
  return { ...fields, updatedAt: nowIso() } as unknown as Partial<Row>;
}

export interface BulkUndo<Resource extends BulkResource> {
  resource: Resource;
  operationId: string;
  /** The caller: an operation of another admin is not theirs to find. */
  actorId: string;
  /**
   * Called once the operation may be undone: answers how to put one item back (one write), or why
   * not (`CHANGED_SINCE`, or a rule's refusal).
   */
  restorer: () => (item: BulkItemRecord<Resource>) => Promise<ItemRefusal | null>;
}

/**
 * `POST …/bulk/{operationId}/undo`: 404 for an operation of another admin or resource (or none),
 * 409 once it was undone or its window is over; otherwise each done item is put back or refused,
 * and the operation is marked undone, so nothing is put back twice.
 */
export async function undoBulk<Resource extends BulkResource>(undo: BulkUndo<Resource>): Promise<Response> {
  pruneBulkOperations();
  const operation = db.bulkOperations.findFirst((q) => q.where({ id: undo.operationId })) as
    BulkOperationRecord | undefined;
  if (!operation || operation.resource !== undo.resource || operation.actorId !== undo.actorId) {
    return errorResponse(404, 'Not Found', 'Bulk operation not found');
  }
  if (operation.undone)
    return errorResponse(409, 'Conflict', 'This change has already been undone.', { code: 'BULK_ALREADY_UNDONE' });
  if (now() > Date.parse(operation.undoUntil))
    return errorResponse(409, 'Conflict', 'The time to undo this change has passed.', { code: 'BULK_UNDO_EXPIRED' });
  await db.bulkOperations.update((q) => q.where({ id: operation.id }), {
    data(row) {
      row.undone = true;
    },
  });
  const restore = undo.restorer();
  const items: BulkItemResult[] = [];
  for (const item of (operation as OperationOf<Resource>).items as BulkItemRecord<Resource>[]) {
    const refused = await restore(item);
    items.push(
      refused
        ? { id: item.id, label: item.label, outcome: 'refused', ...refused }
        : { id: item.id, label: item.label, outcome: 'done' },
    );
  }
  const done = items.filter((item) => item.outcome === 'done').length;
  const result: BulkResult = {
    operationId: operation.id,
    action: operation.action,
    done,
    refused: items.length - done,
    items,
    undoUntil: null,
  };
  return jsonResponse(result);
}
