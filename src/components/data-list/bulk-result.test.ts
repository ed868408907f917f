import { describe, expect, it } from 'vitest';
import type { BulkResult } from '@/api/bulk';
import { bulkResultToast, undoResultToast } from './bulk-result';

const WINES = { noun: { one: 'wine', many: 'wines' }, title: 'Wines Published', done: 'published' };
const PUBLISHED = 'This wine is already published.';

function result(done: number, refusals: string[] = [], undoUntil: string | null = '2026-11-26T10:01:00Z'): BulkResult {
  const items = [
    ...Array.from({ length: done }, (_, i) => ({ id: `d${i}`, label: `Done ${i}`, outcome: 'done' as const })),
    ...refusals.map((message, i) => ({
      id: `r${i}`,
      label: `Refused ${i}`,
      outcome: 'refused' as const,
      code: 'X',
      message,
    })),
  ];
  return {
    operationId: 'op',
    action: 'PUBLISH',
    done,
    refused: refusals.length,
    items,
    undoUntil: done > 0 ? undoUntil : null,
  };
}

describe('what a bulk action says', () => {
  it.each([
    [
      'all done, undoable',
      result(24),
      { type: 'success', title: 'Wines Published', description: '24 wines published.', duration: 10000 },
    ],
    [
      'one done',
      result(1),
      { type: 'success', title: 'Wines Published', description: '1 wine published.', duration: 10000 },
    ],
    [
      'done, not undoable',
      result(2, [], null),
      { type: 'success', title: 'Wines Published', description: '2 wines published.', duration: 3000 },
    ],
    [
      'some refused',
      result(1_574, [PUBLISHED, PUBLISHED]),
      {
        type: 'success',
        title: 'Wines Published',
        description: `1,574 wines published.\n2 left as they were: ${PUBLISHED}`,
        duration: 10000,
      },
    ],
    [
      'nothing done',
      result(0, [PUBLISHED]),
      {
        type: 'warning',
        title: 'Nothing Changed',
        description: `No wines published.\n1 left as it was: ${PUBLISHED}`,
        duration: 4000,
      },
    ],
    [
      'more than three reasons: the commonest first, the rest counted',
      result(1, ['A.', 'B.', 'B.', 'C.', 'D.', 'E.']),
      {
        type: 'success',
        title: 'Wines Published',
        description:
          '1 wine published.\n2 left as they were: B.\n1 left as it was: A.\n1 left as it was: C.\n2 more left as they were for other reasons.',
        duration: 10000,
      },
    ],
  ])('%s', (_name, answer, toast) => {
    expect(bulkResultToast(answer, WINES)).toEqual(toast);
  });

  it.each([
    [
      'all put back',
      result(3, [], null),
      { type: 'success', title: 'Change Undone', description: '3 wines put back as they were.', duration: 3000 },
    ],
    [
      'one changed since',
      result(1, ['It changed after the bulk action; left as it is.'], null),
      {
        type: 'success',
        title: 'Change Undone',
        description: '1 wine put back as it was.\n1 left as it was: It changed after the bulk action; left as it is.',
        duration: 3000,
      },
    ],
    [
      'nothing put back',
      result(0, ['It changed after the bulk action; left as it is.']),
      {
        type: 'warning',
        title: 'Nothing Undone',
        description: '1 left as it was: It changed after the bulk action; left as it is.',
        duration: 4000,
      },
    ],
  ])('undo: %s', (_name, answer, toast) => {
    expect(undoResultToast(answer, WINES.noun)).toEqual(toast);
  });
});
