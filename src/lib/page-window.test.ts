import { describe, expect, it } from 'vitest';
import { describeRange } from './describe-range';
import { pageWindow } from './page-window';

describe('pageWindow', () => {
  it.each<[number, number, (number | 'gap')[]]>([
    [1, 0, []],
    [1, 1, [1]],
    [1, 3, [1, 2, 3]],
    [1, 10, [1, 2, 'gap', 10]],
    [5, 10, [1, 'gap', 4, 5, 6, 'gap', 10]],
    [3, 10, [1, 2, 3, 4, 'gap', 10]],
    [4, 10, [1, 2, 3, 4, 5, 'gap', 10]],
    [10, 10, [1, 'gap', 9, 10]],
    [99, 10, [1, 'gap', 9, 10]],
  ])('page %i of %i → %o', (current, total, expected) => {
    expect(pageWindow(current, total)).toEqual(expected);
  });
});

describe('describeRange', () => {
  const page = (n: number, size: number, total: number, count: number) => ({
    page: n,
    size,
    totalElements: total,
    content: Array.from({ length: count }),
  });

  it.each<[ReturnType<typeof page>, string]>([
    [page(1, 20, 153, 20), 'Showing 21–40 of 153 admins'],
    [page(0, 20, 153, 20), 'Showing 1–20 of 153 admins'],
    [page(7, 20, 153, 13), 'Showing 141–153 of 153 admins'],
    [page(0, 20, 1, 1), 'Showing 1–1 of 1 admin'],
    [page(0, 20, 0, 0), 'No admins'],
    [page(9, 20, 15, 0), 'No admins on this page (15 admins in all)'],
    [page(9, 20, 1, 0), 'No admins on this page (1 admin in all)'],
    [page(0, 20, 10000, 20), 'Showing 1–20 of 10,000 admins'],
    [page(499, 20, 10000, 20), 'Showing 9,981–10,000 of 10,000 admins'],
    [page(600, 20, 2000, 0), 'No admins on this page (2,000 admins in all)'],
  ])('%o → %s', (p, expected) => {
    expect(describeRange(p, { one: 'admin', many: 'admins' })).toBe(expected);
  });
});
