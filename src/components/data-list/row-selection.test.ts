import { describe, expect, it } from 'vitest';
import {
  emptySelection,
  nextSelection,
  pageSelectionState,
  type SelectionEvent,
  type SelectionState,
} from './row-selection';

const PAGE = ['a', 'b', 'c'];
const ids = (...values: string[]): SelectionState => ({ scope: 's', mode: 'ids', ids: new Set(values) });
const matching: SelectionState = { scope: 's', mode: 'matching', ids: new Set() };
const show = (state: SelectionState) =>
  state.mode === 'matching' ? 'matching' : [...state.ids].sort().join(',') || 'none';

describe('a list selection', () => {
  const cases: Array<[string, SelectionState, SelectionEvent, string]> = [
    ['ticking a row adds it', emptySelection('s'), { type: 'toggle', id: 'b', checked: true }, 'b'],
    ['unticking a row removes it', ids('a', 'b'), { type: 'toggle', id: 'a', checked: false }, 'b'],
    [
      'ticking the page adds every row on it, keeping rows of other pages',
      ids('z'),
      { type: 'toggle-page', checked: true },
      'a,b,c,z',
    ],
    ['unticking the page removes only its rows', ids('a', 'z'), { type: 'toggle-page', checked: false }, 'z'],
    ['select all matching', ids('a'), { type: 'select-matching' }, 'matching'],
    [
      'unticking a row of all matching keeps the rest of the page',
      matching,
      { type: 'toggle', id: 'b', checked: false },
      'a,c',
    ],
    ['unticking the page of all matching clears it', matching, { type: 'toggle-page', checked: false }, 'none'],
    ['ticking the page of all matching keeps it', matching, { type: 'toggle-page', checked: true }, 'matching'],
    ['clear', matching, { type: 'clear' }, 'none'],
  ];
  it.each(cases)('%s', (_name, state, event, expected) => {
    expect(show(nextSelection(state, event, PAGE))).toBe(expected);
  });

  it('shows how much of the page is ticked: none, some (mixed) or all', () => {
    expect(pageSelectionState(emptySelection('s'), PAGE)).toBe('none');
    expect(pageSelectionState(ids('a', 'z'), PAGE)).toBe('some');
    expect(pageSelectionState(ids('a', 'b', 'c'), PAGE)).toBe('all');
    expect(pageSelectionState(matching, PAGE)).toBe('all');
    expect(pageSelectionState(matching, [])).toBe('none');
  });
});
