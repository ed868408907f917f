/** Helpers for reading list state (page, size, sort, enum filters) from URL parameters leniently. */

const MAX_PAGE = 1_000_000;

/** The value of `values` that `raw` names (case-insensitive), or `fallback`. */
export function pickParam<T extends string>(values: readonly T[], raw: string | null, fallback: T): T {
  if (raw === null) return fallback;
  const wanted = raw.trim().toLowerCase();
  return values.find((v) => v.toLowerCase() === wanted) ?? fallback;
}

/** A 1-based page number, or 1. */
export function parsePageParam(raw: string | null): number {
  if (raw === null || !/^\s*\d{1,7}\s*$/.test(raw)) return 1;
  const page = Number(raw);
  return page >= 1 && page <= MAX_PAGE ? page : 1;
}

/** One of `sizes`, or `fallback`. */
export function parseSizeParam<S extends number>(sizes: readonly S[], raw: string | null, fallback: S): S {
  const size = raw === null ? NaN : Number(raw.trim());
  return sizes.find((s) => s === size) ?? fallback;
}

/** `field,asc|desc` with a known field, or `fallback`. */
export function parseSortParam<F extends string>(
  fields: readonly F[],
  raw: string | null,
  fallback: { sortField: F; sortDirection: 'asc' | 'desc' },
): { sortField: F; sortDirection: 'asc' | 'desc' } {
  if (raw === null) return fallback;
  const [field = '', direction = 'asc', ...rest] = raw.split(',').map((part) => part.trim());
  const sortField = fields.find((f) => f === field);
  const dir = direction.toLowerCase();
  if (!sortField || rest.length > 0 || (dir !== 'asc' && dir !== 'desc')) return fallback;
  return { sortField, sortDirection: dir };
}
