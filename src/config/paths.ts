/** The route patterns the router matches, path parameters as `:name`: the one list of the console's paths. */
export const ROUTE_PATTERNS = {
  login: '/login',
  twoFactorSetup: '/2fa-setup',
  dashboard: '/dashboard',
  profile: '/profile',
  users: '/users',
  userCreate: '/users/create',
  userEdit: '/users/:id/edit',
  wines: '/wines',
  wineCreate: '/wines/create',
  wineDetail: '/wines/:id',
  wineEdit: '/wines/:id/edit',
  wineCategories: '/wines/categories',
  cellars: '/cellars',
  cellarDetail: '/cellars/:id',
  analytics: '/analytics',
  settings: '/settings',
  auditLog: '/settings/audit',
} as const;

const withId = (pattern: string) => (id: string) => pattern.replace(':id', encodeURIComponent(id));

/** Where a link goes: the patterns without parameters as they are, the others as functions of the id. */
export const PATHS = {
  ...ROUTE_PATTERNS,
  userEdit: withId(ROUTE_PATTERNS.userEdit),
  wineDetail: withId(ROUTE_PATTERNS.wineDetail),
  wineEdit: withId(ROUTE_PATTERNS.wineEdit),
  cellarDetail: withId(ROUTE_PATTERNS.cellarDetail),
} as const;
