import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { SortDirection } from '@/api/types';
import { sortedPage } from './query-params';
import { compareBy, expectPageOf, type OracleKey } from './query-params.property-support';

interface Row {
  id: string;
  key: OracleKey;
}

// Keys of one kind per list, as a list's field has (numbers or strings), with nulls; few distinct
// keys, so that ties fall back on the id.
const keyArbs: fc.Arbitrary<OracleKey>[] = [fc.integer({ min: -3, max: 3 }), fc.constantFrom('a', 'B', 'b', 'ab', '')];
const rowsArb = fc
  .constantFrom(...keyArbs)
  .chain((keyArb) => fc.uniqueArray(fc.record({ id: fc.string({ minLength: 1, maxLength: 4 }), key: fc.oneof(fc.constant(null), keyArb) }), { selector: (row) => row.id, maxLength: 300, size: 'max' }));

describe('sortedPage', () => {
  it('gives the page that ordering every row would give, whether it orders them all or only up to the page', () => {
    fc.assert(
      fc.property(rowsArb, fc.constantFrom<SortDirection>('asc', 'desc'), fc.integer({ min: 0, max: 12 }), fc.integer({ min: 1, max: 20 }), (rows: Row[], direction, page, size) => {
        const expected = [...rows].sort(compareBy<Row>((row) => row.key, direction));
        const result = sortedPage(rows, (row) => row.key, direction, page, size, (row) => row);
        expectPageOf(result, expected, page, size);
        expect(result.content).toEqual(expected.slice(page * size, page * size + size));
      }),
      { numRuns: 300 },
    );
  });

  it('leaves the rows it was given in their order', () => {
    const rows: Row[] = [{ id: 'c', key: 'x' }, { id: 'a', key: 'z' }, { id: 'b', key: null }];
    const before = rows.map((row) => row.id);
    sortedPage(rows, (row) => row.key, 'asc', 0, 1, (row) => row);
    sortedPage(rows, (row) => row.key, 'asc', 0, 3, (row) => row);
    expect(rows.map((row) => row.id)).toEqual(before);
  });
});
