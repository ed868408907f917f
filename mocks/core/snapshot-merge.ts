import type { DbSnapshot } from './db';

type Data = DbSnapshot['data'];
type CollectionName = keyof Data;
type Row = Data[CollectionName][number];

/** What one tab changed since its base: rows written (new or changed) and keys removed, per collection. */
export interface SnapshotChanges {
  upserts: Partial<Record<CollectionName, Map<string, Row>>>;
  removed: Partial<Record<CollectionName, Set<string>>>;
}

/** A row's identity: its id; a used one-time code has none and is its admin and time step. */
export function keyOf(row: Row): string {
  if ('id' in row) return row.id;
  return `${row.adminId}:${row.step}`;
}

/** Whether two JSON values are equal, whatever the order of their keys (the same object is, at once). */
function sameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (
    typeof a !== 'object' ||
    typeof b !== 'object' ||
    a === null ||
    b === null ||
    Array.isArray(a) !== Array.isArray(b)
  )
    return false;
  if (Array.isArray(a))
    return a.length === (b as unknown[]).length && a.every((item, i) => sameValue(item, (b as unknown[])[i]));
  const keys = Object.keys(a);
  if (keys.length !== Object.keys(b).length) return false;
  return keys.every(
    (key) =>
      Object.hasOwn(b, key) && sameValue((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]),
  );
}

/** Whether two lists hold the very same row objects, in the same order (not equal copies). */
export function sameRowObjects(a: readonly object[], b: readonly object[]): boolean {
  return a.length === b.length && b.every((row, i) => row === a[i]);
}

/**
 * The rows `current` wrote or removed relative to `base`, compared by value (key order aside). A tab saves these on top
 * of what another tab saved meanwhile, instead of writing back its whole older copy.
 */
export function changesBetween(base: DbSnapshot, current: DbSnapshot): SnapshotChanges {
  const changes: SnapshotChanges = { upserts: {}, removed: {} };
  for (const name of Object.keys(current.data) as CollectionName[]) {
    const baseRows: readonly Row[] = base.data[name] ?? [];
    const currentRows: readonly Row[] = current.data[name];
    // A collection nobody wrote to since it was loaded: nothing changed, and no map of its
    // thousands of keys is needed to say so.
    if (sameRowObjects(baseRows, currentRows)) continue;
    const before = new Map<string, Row>();
    for (const row of baseRows) before.set(keyOf(row), row);
    const upserts = new Map<string, Row>();
    const seen = new Set<string>();
    for (const row of currentRows) {
      const key = keyOf(row);
      seen.add(key);
      // The same object is the same row (rows not loaded yet are kept as they were given).
      const was = before.get(key);
      if (was === undefined || !sameValue(was, row)) upserts.set(key, row);
    }
    const removed = new Set([...before.keys()].filter((key) => !seen.has(key)));
    if (upserts.size > 0) changes.upserts[name] = upserts;
    if (removed.size > 0) changes.removed[name] = removed;
  }
  return changes;
}

/**
 * `target` with `changes` on top: changed rows replace theirs in place, new rows go at the end,
 * removed rows go. Rows the changes do not name stay as `target` has them.
 */
export function applyChanges(target: DbSnapshot, changes: SnapshotChanges): DbSnapshot {
  const data = { ...target.data } as Record<CollectionName, Row[]>;
  for (const name of new Set([
    ...Object.keys(changes.upserts),
    ...Object.keys(changes.removed),
  ]) as Set<CollectionName>) {
    const upserts = new Map(changes.upserts[name] ?? []);
    const removed = changes.removed[name] ?? new Set<string>();
    const rows: Row[] = [];
    for (const row of (data[name] ?? []) as Row[]) {
      const key = keyOf(row);
      if (removed.has(key)) continue;
      const replacement = upserts.get(key);
      upserts.delete(key);
      rows.push(replacement ?? row);
    }
    data[name] = [...rows, ...upserts.values()];
  }
  return { ...target, data: data as Data };
}
