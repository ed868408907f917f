import { describe, expect, it } from 'vitest';
import { moveColumn, readColumnChoice, showColumn, shownColumns } from './column-choice';

const IDS = ['name', 'producer', 'vintage', 'price'] as const;
const COLUMNS = IDS.map((field) => ({ field, label: field }));

describe('a column choice', () => {
  it.each([
    [
      'a stored choice',
      { order: ['price', 'vintage', 'producer'], hidden: ['vintage'] },
      { order: ['price', 'vintage', 'producer'], hidden: ['vintage'] },
    ],
    [
      'unknown, duplicate and first-column ids dropped; a new column appended',
      { order: ['price', 'price', 'gone', 'name'], hidden: ['name', 'gone'] },
      { order: ['price', 'producer', 'vintage'], hidden: [] },
    ],
    ['not a choice', { order: 'price' }, null],
    ['nothing', null, null],
  ])('is read leniently: %s', (_name, raw, expected) => {
    expect(readColumnChoice(raw, IDS)).toEqual(expected);
  });

  it('shows the first column, then the others in the chosen order without the hidden ones', () => {
    expect(
      shownColumns(COLUMNS, { order: ['price', 'vintage', 'producer'], hidden: ['vintage'] }).map((c) => c.field),
    ).toEqual(['name', 'price', 'producer']);
  });

  it('moves a column one place, never past either end, and shows or hides it', () => {
    const choice = { order: ['producer', 'vintage', 'price'], hidden: [] as string[] };
    expect(moveColumn(choice, 'price', -1).order).toEqual(['producer', 'price', 'vintage']);
    expect(moveColumn(choice, 'producer', -1)).toBe(choice);
    expect(moveColumn(choice, 'price', 1)).toBe(choice);
    expect(showColumn(choice, 'vintage', false).hidden).toEqual(['vintage']);
    expect(showColumn({ ...choice, hidden: ['vintage'] }, 'vintage', true).hidden).toEqual([]);
  });
});
