import { useBreakpointValue } from '@chakra-ui/react';
import { useCallback, useMemo, useSyncExternalStore } from 'react';

/**
 * Which columns a list shows, and in what order, as the admin chose them: kept per list in this
 * browser (and with a saved view). The first column names the row (the card's title on a phone) and
 * always comes first; the others can be hidden and moved. Until the admin chooses, the columns shown
 * depend on the screen's width.
 */
export interface ColumnChoice<Id extends string = string> {
  /** Every column but the first, in the order shown. */
  order: Id[];
  hidden: Id[];
}

/** Columns hidden by default at each width: a phone shows a card per row, a tablet a narrower table. */
export interface ColumnDefaults<Id extends string> {
  base: readonly Id[];
  md: readonly Id[];
  lg: readonly Id[];
}

const STORAGE_PREFIX = 'vinotheca_columns_';

/**
 * A stored or shared choice read leniently: unknown ids dropped, missing ones appended (a column
 * added since it was saved shows), duplicates ignored, the first column never hidden nor moved.
 */
export function readColumnChoice<Id extends string>(raw: unknown, ids: readonly Id[]): ColumnChoice<Id> | null {
  if (typeof raw !== 'object' || raw === null) return null;
  const { order, hidden } = raw as { order?: unknown; hidden?: unknown };
  if (!Array.isArray(order) || !Array.isArray(hidden)) return null;
  const movable = ids.slice(1);
  const known = (value: unknown): value is Id => typeof value === 'string' && movable.includes(value as Id);
  const kept = [...new Set(order.filter(known))];
  return {
    order: [...kept, ...movable.filter((id) => !kept.includes(id))],
    hidden: [...new Set(hidden.filter(known))],
  };
}

/** The columns to show, in order: the first, then the chosen order without the hidden ones. */
export function shownColumns<C extends { field: string }>(columns: readonly C[], choice: ColumnChoice): C[] {
  const [first, ...rest] = columns;
  if (!first) return [];
  const byId = new Map(rest.map((c) => [c.field, c]));
  return [first, ...choice.order.flatMap((id) => (choice.hidden.includes(id) ? [] : [byId.get(id)!]))];
}

/** The choice with one column moved a place earlier (-1) or later (+1); unchanged at either end. */
export function moveColumn<Id extends string>(choice: ColumnChoice<Id>, id: Id, by: -1 | 1): ColumnChoice<Id> {
  const from = choice.order.indexOf(id);
  const to = from + by;
  if (from < 0 || to < 0 || to >= choice.order.length) return choice;
  const order = [...choice.order];
  [order[from], order[to]] = [order[to]!, order[from]!];
  return { ...choice, order };
}

/** The choice with one column shown or hidden. */
export function showColumn<Id extends string>(choice: ColumnChoice<Id>, id: Id, shown: boolean): ColumnChoice<Id> {
  const hidden = choice.hidden.filter((h) => h !== id);
  return { ...choice, hidden: shown ? hidden : [...hidden, id] };
}

const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  window.addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
};

function readStored(list: string): string | null {
  try {
    return localStorage.getItem(STORAGE_PREFIX + list);
  } catch {
    return null;
  }
}

/** Stores a list's choice (null forgets it: the defaults apply again) and tells every list on screen. */
export function storeColumnChoice(list: string, choice: ColumnChoice | null): void {
  try {
    if (choice) localStorage.setItem(STORAGE_PREFIX + list, JSON.stringify(choice));
    else localStorage.removeItem(STORAGE_PREFIX + list);
  } catch {
    // Storage full or blocked: the choice lasts until the page reloads.
  }
  listeners.forEach((listener) => listener());
}

export interface ColumnsControl<Id extends string> {
  choice: ColumnChoice<Id>;
  /** Whether the admin has chosen (else the width's defaults apply). */
  chosen: boolean;
  set: (choice: ColumnChoice<Id>) => void;
  reset: () => void;
}

/** A list's column choice: the stored one, or the defaults for the screen's width. */
export function useColumnChoice<Id extends string>(
  list: string,
  ids: readonly Id[],
  defaults: ColumnDefaults<Id>,
): ColumnsControl<Id> {
  const stored = useSyncExternalStore(
    subscribe,
    () => readStored(list),
    () => null,
  );
  // Read at the first render (not after it, as for server rendering): a table that first drew a
  // phone's columns and then a desktop's would shift under the reader and under a restored scroll.
  const defaultHidden =
    useBreakpointValue({ base: defaults.base, md: defaults.md, lg: defaults.lg }, { ssr: false }) ?? defaults.lg;
  const choice = useMemo(() => {
    let parsed: unknown = null;
    try {
      parsed = stored === null ? null : JSON.parse(stored);
    } catch {
      parsed = null;
    }
    return readColumnChoice(parsed, ids) ?? { order: ids.slice(1), hidden: [...defaultHidden] };
  }, [stored, ids, defaultHidden]);
  const set = useCallback((next: ColumnChoice<Id>) => storeColumnChoice(list, next), [list]);
  const reset = useCallback(() => storeColumnChoice(list, null), [list]);
  return { choice, chosen: stored !== null, set, reset };
}
