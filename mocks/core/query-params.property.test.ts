import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { SortDirection } from '@/api/types';
import { sortIndex, sortedPage } from './query-params';
import { compareBy, expectPageOf, type OracleKey } from '@tests/support/list-query-properties';

interface Row {
  id: string;
  key: OracleKey;
}

// Keys of one kind per list, as a list's field has (numbers or strings), with nulls; few distinct
// keys, so that ties fall back on the id.
const keyArbs: fc.Arbitrary<OracleKey>[] = [fc.integer({ min: -3, max: 3 }), fc.constantFrom('a', 'B', 'b', 'ab', '')];
const rowsArb = fc
  .constantFrom(...keyArbs)
  .chain((keyArb) =>
    fc.uniqueArray(
      fc.record({ id: fc.string({ minLength: 1, maxLength: 4 }), key: fc.oneof(fc.constant(null), keyArb) }),
      { selector: (row) => row.id, maxLength: 300, size: 'max' },
    ),
  );

describe('sortedPage', () => {
  it('gives the page that ordering every row would give, whether it orders them all or only up to the page', () => {
    fc.assert(
      fc.property(
        rowsArb,
        fc.constantFrom<SortDirection>('asc', 'desc'),
        fc.integer({ min: 0, max: 12 }),
        fc.integer({ min: 1, max: 20 }),
        (rows: Row[], direction, page, size) => {
          const expected = [...rows].sort(compareBy<Row>((row) => row.key, direction));
          const result = sortedPage(
            rows,
            (row) => row.key,
            direction,
            page,
            size,
            (row) => row,
          );
          expectPageOf(result, expected, page, size);
          expect(result.content).toEqual(expected.slice(page * size, page * size + size));
        },
      ),
      { numRuns: 300 },
    );
  });

  it('leaves the rows it was given in their order', () => {
    const rows: Row[] = [
      { id: 'c', key: 'x' },
      { id: 'a', key: 'z' },
      { id: 'b', key: null },
    ];
    const before = rows.map((row) => row.id);
    sortedPage(
      rows,
      (row) => row.key,
      'asc',
      0,
      1,
      (row) => row,
    );
    sortedPage(
      rows,
      (row) => row.key,
      'asc',
      0,
      3,
      (row) => row,
    );
    expect(rows.map((row) => row.id)).toEqual(before);
  });
});

// What happens to a collection between two list answers: a record replaced (an update makes a new
// record, maybe with another key), a record added, a record removed.
type Change =
  | { kind: 'replace'; at: number; key: OracleKey }
  | { kind: 'add'; at: number; key: OracleKey }
  | { kind: 'remove'; at: number };
const changeArb: fc.Arbitrary<Change> = fc.oneof(
  fc.record({
    kind: fc.constant('replace' as const),
    at: fc.nat(),
    key: fc.oneof(fc.constant(null), fc.integer({ min: -3, max: 3 })),
  }),
  fc.record({
    kind: fc.constant('add' as const),
    at: fc.nat(),
    key: fc.oneof(fc.constant(null), fc.integer({ min: -3, max: 3 })),
  }),
  fc.record({ kind: fc.constant('remove' as const), at: fc.nat() }),
);

/** Applies a change to `rows` in place, as a collection changes the list `all()` hands out. */
function change(rows: Row[], step: Change, serial: number): void {
  const at = rows.length === 0 ? 0 : step.at % rows.length;
  if (step.kind === 'add') rows.splice(at, 0, { id: `new-${serial}`, key: step.key });
  else if (rows.length > 0 && step.kind === 'replace') rows[at] = { id: rows[at]!.id, key: step.key };
  else if (rows.length > 0) rows.splice(at, 1);
}

describe('sortIndex', () => {
  const numberRowsArb = fc.uniqueArray(
    fc.record({
      id: fc.string({ minLength: 1, maxLength: 4 }),
      key: fc.oneof(fc.constant(null), fc.integer({ min: -3, max: 3 })),
    }),
    {
      selector: (row) => row.id,
      maxLength: 60,
    },
  );

  it('answers what ordering and filtering the current records would, however they changed since the last answer', () => {
    fc.assert(
      fc.property(
        numberRowsArb,
        fc.array(
          fc.tuple(
            fc.option(changeArb, { nil: undefined }),
            fc.constantFrom<SortDirection>('asc', 'desc'),
            fc.boolean(),
          ),
        ),
        (initial: Row[], steps) => {
          const index = sortIndex<Row, 'key'>((row) => row.key);
          // One list, changed in place between answers (or not changed at all), as a collection's own list is.
          const rows = [...initial];
          steps.forEach(([step, direction, positive], serial) => {
            if (step) change(rows, step, serial);
            const expected = [...rows].sort(compareBy<Row>((row) => row.key, direction));
            const kept = (row: Row) => (typeof row.key === 'number' && row.key > 0) === positive;
            for (let asked = 0; asked < 2; asked++) {
              expect(index(rows, 'key', direction, null, () => true)).toEqual(expected);
              expect(index(rows, 'key', direction, `positive ${positive}`, kept)).toEqual(expected.filter(kept));
            }
          });
        },
      ),
      { numRuns: 300 },
    );
  });

  it('keeps one order per field and direction while the records are the same ones, in a new list or not', () => {
    const index = sortIndex<Row, 'key'>((row) => row.key);
    const rows: Row[] = [
      { id: 'c', key: 'x' },
      { id: 'a', key: 'z' },
      { id: 'b', key: null },
    ];
    const all = () => true;
    const ascending = index(rows, 'key', 'asc', 'all', all);
    expect(ascending.map((row) => row.id)).toEqual(['c', 'a', 'b']);
    expect(index([...rows], 'key', 'asc', 'all', all)).toBe(ascending);
    expect(index(rows, 'key', 'desc', 'all', all).map((row) => row.id)).toEqual(['a', 'c', 'b']);
    expect(index(rows, 'key', 'asc', 'all', all)).toBe(ascending);
    expect(rows.map((row) => row.id)).toEqual(['c', 'a', 'b']);
    // The same ids in new records (an update) are ordered again.
    expect(
      index(
        rows.map((row) => ({ ...row, key: row.id === 'b' ? 'a' : row.key })),
        'key',
        'asc',
        'all',
        all,
      ).map((row) => row.id),
    ).toEqual(['b', 'c', 'a']);
  });

  it('keeps the matches of a named filter while the records are the same ones, and works out an unnamed one each time', () => {
    const index = sortIndex<Row, 'key'>((row) => row.key);
    const rows: Row[] = [
      { id: 'c', key: 'x' },
      { id: 'a', key: 'z' },
      { id: 'b', key: null },
    ];
    let asked = 0;
    const notC = (row: Row) => {
      asked += 1;
      return row.id !== 'c';
    };
    const first = index(rows, 'key', 'asc', 'not c', notC);
    expect(first.map((row) => row.id)).toEqual(['a', 'b']);
    expect(index(rows, 'key', 'asc', 'not c', notC)).toBe(first);
    expect(asked).toBe(3);
    // Another order has matches of its own.
    expect(index(rows, 'key', 'desc', 'not c', notC).map((row) => row.id)).toEqual(['a', 'b']);
    expect(asked).toBe(6);
    index(rows, 'key', 'asc', null, notC);
    index(rows, 'key', 'asc', null, notC);
    expect(asked).toBe(12);
    // A record removed: the filter is asked again.
    expect(index(rows.slice(1), 'key', 'asc', 'not c', notC).map((row) => row.id)).toEqual(['a', 'b']);
    expect(asked).toBe(14);
  });
});
