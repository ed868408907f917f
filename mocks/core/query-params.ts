import type { SortDirection } from '@/api/types';

type SortKey = string | number | null;

/**
 * Orders by one key, then by id ascending; a null key sorts last in either direction. Strings
 * compare by code unit, so callers lower-case them first.
 */
export function sortByKey<T extends { id: string }>(rows: readonly T[], keyOf: (row: T) => SortKey, direction: SortDirection): T[] {
  const sign = direction === 'asc' ? 1 : -1;
  const decorated = rows.map((row) => ({ row, key: keyOf(row) }));
  decorated.sort((a, b) => {
    if (a.key !== b.key) {
      if (a.key === null) return 1;
      if (b.key === null) return -1;
      return a.key < b.key ? -sign : sign;
    }
    return a.row.id < b.row.id ? -1 : a.row.id > b.row.id ? 1 : 0;
  });
  return decorated.map((entry) => entry.row);
}

/** One page of already ordered rows. */
export function pageOf<T, R>(rows: readonly T[], page: number, size: number, map: (row: T) => R) {
  const start = page * size;
  return {
    content: rows.slice(start, start + size).map(map),
    page,
    size,
    totalElements: rows.length,
    totalPages: Math.ceil(rows.length / size),
  };
}
