import { useCallback, useMemo, useState } from 'react';

/**
 * Which rows of a paged list are selected: some ids (kept across pages), or every row the list's
 * filters match, on every page (`matching`). A selection belongs to one `scope`, the list's search
 * and filters: when they change, the rows it named may no longer be listed, so it starts empty.
 */
export interface SelectionState {
  scope: string;
  mode: 'ids' | 'matching';
  ids: ReadonlySet<string>;
}

export type SelectionEvent =
  | { type: 'toggle'; id: string; checked: boolean }
  | { type: 'toggle-page'; checked: boolean }
  | { type: 'select-matching' }
  | { type: 'clear' };

const NONE: ReadonlySet<string> = new Set();

export function emptySelection(scope: string): SelectionState {
  return { scope, mode: 'ids', ids: NONE };
}

/**
 * The selection after an event, given the ids on the page shown. Unticking a row while every
 * matching row is selected keeps the rest of that page ticked (the rows off the page cannot be
 * shown unticked, so they leave the selection), as a mail client does.
 */
export function nextSelection(
  state: SelectionState,
  event: SelectionEvent,
  pageIds: readonly string[],
): SelectionState {
  switch (event.type) {
    case 'clear':
      return emptySelection(state.scope);
    case 'select-matching':
      return { scope: state.scope, mode: 'matching', ids: NONE };
    case 'toggle-page': {
      if (state.mode === 'matching') return event.checked ? state : emptySelection(state.scope);
      const ids = new Set(state.ids);
      for (const id of pageIds) {
        if (event.checked) ids.add(id);
        else ids.delete(id);
      }
      return { ...state, ids };
    }
    case 'toggle': {
      const ids = new Set(state.mode === 'matching' ? pageIds : state.ids);
      if (event.checked) ids.add(event.id);
      else ids.delete(event.id);
      return { scope: state.scope, mode: 'ids', ids };
    }
  }
}

/** How much of the page shown is selected: a header checkbox shows it (unticked, mixed, ticked). */
export function pageSelectionState(state: SelectionState, pageIds: readonly string[]): 'none' | 'some' | 'all' {
  if (pageIds.length === 0) return 'none';
  if (state.mode === 'matching') return 'all';
  const ticked = pageIds.filter((id) => state.ids.has(id)).length;
  if (ticked === 0) return 'none';
  return ticked === pageIds.length ? 'all' : 'some';
}

export interface RowSelection {
  /** How many rows are selected (every matching row counts when `matching`). */
  count: number;
  matching: boolean;
  page: 'none' | 'some' | 'all';
  isSelected: (id: string) => boolean;
  toggle: (id: string, checked: boolean) => void;
  togglePage: (checked: boolean) => void;
  selectMatching: () => void;
  clear: () => void;
  /** The ids selected, or null when the selection is every matching row (a bulk call sends the filter). */
  ids: () => string[] | null;
}

/** The selection of a paged list, for the rows on `pageIds` out of `total` matching `scope`. */
export function useRowSelection(scope: string, pageIds: readonly string[], total: number): RowSelection {
  const [stored, setStored] = useState<SelectionState>(() => emptySelection(scope));
  const state = stored.scope === scope ? stored : emptySelection(scope);
  const pageKey = pageIds.join('\n');
  // eslint-disable-next-line react-hooks/exhaustive-deps -- pageKey stands for pageIds' contents
  const page = useMemo(() => pageIds, [pageKey]);
  const dispatch = useCallback(
    (event: SelectionEvent) =>
      setStored((previous) => nextSelection(previous.scope === scope ? previous : emptySelection(scope), event, page)),
    [scope, page],
  );
  const toggle = useCallback((id: string, checked: boolean) => dispatch({ type: 'toggle', id, checked }), [dispatch]);
  return {
    count: state.mode === 'matching' ? total : state.ids.size,
    matching: state.mode === 'matching',
    page: pageSelectionState(state, page),
    isSelected: (id) => state.mode === 'matching' || state.ids.has(id),
    toggle,
    togglePage: (checked) => dispatch({ type: 'toggle-page', checked }),
    selectMatching: () => dispatch({ type: 'select-matching' }),
    clear: () => dispatch({ type: 'clear' }),
    ids: () => (state.mode === 'matching' ? null : [...state.ids]),
  };
}
