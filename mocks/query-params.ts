import type { FieldError } from '@/api/types';
import type { SortDirection } from '@/api/users';

/**
 * Readers for list query parameters that collect every problem into `errors` (for one 400 naming
 * them all): a repeated parameter, a number out of range, an unknown enum value or sort field.
 */
export function createQueryReader(params: URLSearchParams, errors: FieldError[]) {
  const single = (field: string, label: string): string | undefined => {
    const values = params.getAll(field);
    if (values.length > 1) errors.push({ field, message: `${label} may be given only once` });
    return values.length === 1 ? values[0] : undefined;
  };
  return {
    single,
    wholeNumber: (field: string, label: string, min: number, max: number): number | undefined => {
      const raw = single(field, label);
      if (raw === undefined) return undefined;
      const value = /^\d+$/.test(raw) ? Number(raw) : NaN;
      if (value >= min && value <= max) return value;
      errors.push({ field, message: `${label} must be a whole number from ${min} to ${max}` });
      return undefined;
    },
    oneOf: <T extends string>(field: string, label: string, values: readonly T[]): T | undefined => {
      const raw = single(field, label);
      if (raw === undefined) return undefined;
      const known = values.find((v) => v === raw);
      if (!known) errors.push({ field, message: `${label} must be one of ${values.join(', ')}` });
      return known;
    },
    sort: <F extends string>(fields: readonly F[], fallback: string): { sortField: F; sortDirection: SortDirection } | undefined => {
      const [field, direction, ...rest] = (single('sort', 'Sort') ?? fallback).split(',');
      const sortField = fields.find((f) => f === field);
      const sortDirection = direction?.toLowerCase();
      if (rest.length > 0 || (sortDirection !== 'asc' && sortDirection !== 'desc')) {
        errors.push({ field: 'sort', message: 'Sort must be "field,asc" or "field,desc"' });
        return undefined;
      }
      if (!sortField) {
        errors.push({ field: 'sort', message: `Sort field must be one of ${fields.join(', ')}` });
        return undefined;
      }
      return { sortField, sortDirection };
    },
  };
}

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
