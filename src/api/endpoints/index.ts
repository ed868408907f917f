import { ANALYTICS_ENDPOINTS } from './analytics';
import { AUDIT_ENDPOINTS } from './audit';
import { AUTH_ENDPOINTS } from './auth';
import { CATEGORY_ENDPOINTS } from './categories';
import { CELLAR_ENDPOINTS } from './cellars';
import { REFERENCE_ENDPOINTS } from './reference';
import { SAVED_VIEW_ENDPOINTS } from './saved-views';
import { SETTINGS_ENDPOINTS } from './settings';
import { SYSTEM_ENDPOINTS } from './system';
import { USER_ENDPOINTS } from './users';
import { WINE_ENDPOINTS } from './wines';

/**
 * Every endpoint of the API, each declared once in its resource's file (./define.ts says how).
 * The order is the API reference's and the OpenAPI document's.
 */
export const ENDPOINT_GROUPS = {
  auth: AUTH_ENDPOINTS,
  users: USER_ENDPOINTS,
  system: SYSTEM_ENDPOINTS,
  wines: WINE_ENDPOINTS,
  categories: CATEGORY_ENDPOINTS,
  cellars: CELLAR_ENDPOINTS,
  analytics: ANALYTICS_ENDPOINTS,
  audit: AUDIT_ENDPOINTS,
  savedViews: SAVED_VIEW_ENDPOINTS,
  settings: SETTINGS_ENDPOINTS,
  reference: REFERENCE_ENDPOINTS,
};

export const ENDPOINTS = {
  ...AUTH_ENDPOINTS,
  ...USER_ENDPOINTS,
  ...SYSTEM_ENDPOINTS,
  ...WINE_ENDPOINTS,
  ...CATEGORY_ENDPOINTS,
  ...CELLAR_ENDPOINTS,
  ...ANALYTICS_ENDPOINTS,
  ...AUDIT_ENDPOINTS,
  ...SAVED_VIEW_ENDPOINTS,
  ...SETTINGS_ENDPOINTS,
  ...REFERENCE_ENDPOINTS,
};

export type Endpoints = typeof ENDPOINTS;
/** `METHOD /path` of an endpoint, below its API base, with `:id` for a path parameter. */
export type EndpointKey = keyof Endpoints;

/** Every endpoint's key, in declaration order. */
export const ENDPOINT_KEYS = Object.keys(ENDPOINTS) as EndpointKey[];

/**
 * Who may call each endpoint: the permission it needs (src/api/permissions.ts), `public` (no
 * sign-in) or `setup` (a setup-only token too, two-factor enrolment). Derived from the declarations.
 */
export const ENDPOINT_PERMISSIONS = Object.fromEntries(ENDPOINT_KEYS.map((key) => [key, ENDPOINTS[key].access])) as {
  readonly [Key in EndpointKey]: Endpoints[Key]['access'];
};
