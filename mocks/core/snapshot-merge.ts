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
function keyOf(row: Row): string {
  if ('id' in row) return row.id;
  return `${row.adminId}:${row.step}`;
}

/**
 * The rows `current` wrote or removed relative to `base`, compared as JSON. A tab saves these on top
 * of what another tab saved meanwhile, instead of writing back its whole older copy.
 */
export function changesBetween(base: DbSnapshot, current: DbSnapshot): SnapshotChanges {
  const changes: SnapshotChanges = { upserts: {}, removed: {} };
  for (const name of Object.keys(current.data) as CollectionName[]) {
    const before = new Map<string, string>();
    for (const row of (base.data[name] ?? []) as Row[]) before.set(keyOf(row), JSON.stringify(row));
    const upserts = new Map<string, Row>();
    const seen = new Set<string>();
    for (const row of current.data[name] as Row[]) {
      const key = keyOf(row);
      seen.add(key);
      if (before.get(key) !== JSON.stringify(row)) upserts.set(key, row);
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
  for (const name of new Set([...Object.keys(changes.upserts), ...Object.keys(changes.removed)]) as Set<CollectionName>) {
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
