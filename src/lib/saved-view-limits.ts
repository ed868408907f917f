/** The bounds of a saved view (`POST` and `PUT /saved-views`), and how many one admin may keep per list. */
export const SAVED_VIEW_LIMITS = {
  name: 60,
  /** The list's URL query (search, filters, sort, page size), as `a=1&b=2`. */
  query: 2000,
  /** Columns named in a view's choice. */
  columns: 30,
  /** Views one admin may keep per list. */
  perList: 50,
} as const;
