import { http } from 'msw';
import type { HttpHandler } from 'msw';
import { withAuditTrail } from '../resources/audit/audit-recorder';
import { errorResponse, guarded } from '../core/http';
import { withPermissions } from './permission-guard';
import { createAnalyticsHandlers } from '../resources/analytics/analytics-handlers';
import { createAuditHandlers } from '../resources/audit/audit-handlers';
import { createAuthHandlers } from '../resources/auth/auth-handlers';
import { createCategoriesHandlers } from '../resources/categories/category-handlers';
import { createCellarsHandlers } from '../resources/cellars/cellar-handlers';
import { createReferenceHandlers } from '../resources/reference/reference-handlers';
import { createSettingsHandlers } from '../resources/settings/settings-handlers';
import { createSavedViewsHandlers } from '../resources/views/view-handlers';
import { createSystemHandlers } from '../resources/system/system-handlers';
import { createUsersHandlers } from '../resources/users/user-handlers';
import { createWinesHandlers } from '../resources/wines/wine-handlers';

export const DEFAULT_ADMIN_BASE = '/api/v1/admin';
export const DEFAULT_GENERAL_BASE = '/api/v1';

export interface MockHandlerOptions {
  /** Relative in the browser; absolute (e.g. http://localhost/api/v1/admin) in Node. */
  adminBase?: string;
  /** The general API base (reference data); defaults to the admin base without its `/admin` segment. */
  generalBase?: string;
  /** Simulated network latency per request, for demos of loading states. */
  latencyMs?: number;
}

/**
 * Every mock handler, one resource's at a time: each group is made when it is called, so the browser
 * can make them across tasks: the 60-odd, each wrapped twice, were one task of 126-134 ms of a first
 * visit with the CPU slowed 4x. `createHandlers` makes them all at once.
 */
export function handlerGroups(options: MockHandlerOptions = {}): (() => HttpHandler[])[] {
  const base = (options.adminBase ?? DEFAULT_ADMIN_BASE).replace(/\/+$/, '');
  const generalBase = (options.generalBase ?? base.replace(/\/admin$/, '')).replace(/\/+$/, '');
  const latencyMs = options.latencyMs ?? 0;
  const groups: (() => HttpHandler[])[] = [
    () => createAuthHandlers(base, latencyMs),
    () => createSystemHandlers(base, latencyMs),
    () => createUsersHandlers(base, latencyMs),
    () => createWinesHandlers(base, latencyMs),
    () => createCategoriesHandlers(base, latencyMs),
    () => createCellarsHandlers(base, latencyMs),
    () => createAnalyticsHandlers(base, latencyMs),
    () => createSettingsHandlers(base, latencyMs),
    () => createAuditHandlers(base, latencyMs),
    () => createSavedViewsHandlers(base, latencyMs),
    () => createReferenceHandlers(generalBase, latencyMs),
    () => [
      http.all(
        `${base}/*`,
        guarded(({ request }) =>
          errorResponse(404, 'Not Found', `No mock endpoint for ${request.method} ${new URL(request.url).pathname}`),
        ),
      ),
      http.all(
        `${generalBase}/reference/*`,
        guarded(({ request }) =>
          errorResponse(404, 'Not Found', `No mock endpoint for ${request.method} ${new URL(request.url).pathname}`),
        ),
      ),
    ],
  ];
  // Who may call comes first (a refused call changes nothing and records no event), then the audit
  // trail. Both wrap handler by handler, so a group is wrapped as the whole list would be.
  return groups.map((make) => () => withAuditTrail(withPermissions(make(), [base, generalBase]), base));
}

/**
 * Every mock handler, shared by the browser worker, Node tests and the standalone server. Each route
 * is checked against the permission model (src/api/permissions.ts), and mutating admin routes append
 * audit events (`mocks/resources/audit/audit-routes.ts` maps each one).
 */
export function createHandlers(options: MockHandlerOptions = {}): HttpHandler[] {
  return handlerGroups(options).flatMap((make) => make());
}
