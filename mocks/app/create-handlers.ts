import { http, HttpHandler } from 'msw';
import { ENDPOINTS, type EndpointKey } from '@/api/endpoints';
import type { EndpointDeclaration } from '@/api/endpoints/define';
import { withAuditTrail } from '../resources/audit/audit-recorder';
import { errorResponse, guarded, type MockResolver, type ResolverOptions, type Resolvers } from '../core/http';
import { withPermission } from './permission-guard';
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

type ResourceResolvers = (options: ResolverOptions) => Resolvers;
/** The endpoints a list of resources resolves. */
type ResolvedBy<Resources extends readonly ResourceResolvers[]> = {
  [I in keyof Resources]: keyof ReturnType<Resources[I]>;
}[number];

/**
 * Compile time: the resources resolve every declared endpoint, or the missing ones are named here
 * (`endpointsWithoutResolver`); each resource's `satisfies Resolvers` refuses a resolver of an
 * endpoint nobody declared.
 */
function resolvingEveryEndpoint<const Resources extends readonly ResourceResolvers[]>(
  resources: Resources &
    ([Exclude<EndpointKey, ResolvedBy<Resources>>] extends [never]
      ? unknown
      : { endpointsWithoutResolver: Exclude<EndpointKey, ResolvedBy<Resources>> }),
): Resources {
  return resources;
}

/** Each resource's resolvers, by endpoint (mocks/resources/<resource>/<resource>-handlers.ts). */
const RESOURCES = resolvingEveryEndpoint([
  createAuthHandlers,
  createSystemHandlers,
  createUsersHandlers,
  createWinesHandlers,
  createCategoriesHandlers,
  createCellarsHandlers,
  createAnalyticsHandlers,
  createSettingsHandlers,
  createAuditHandlers,
  createSavedViewsHandlers,
  createReferenceHandlers,
]);

/**
 * A resource's routes, made from its endpoints' declarations (src/api/endpoints/): method and path
 * below the admin or the general base, the permission guard first (a refused call changes nothing),
 * then the audit trail, then the resolver.
 */
function routesOf(resolvers: Resolvers, bases: { admin: string; general: string }): HttpHandler[] {
  return (Object.entries(resolvers) as [EndpointKey, MockResolver][]).map(([key, resolver]) => {
    const declaration: EndpointDeclaration = ENDPOINTS[key];
    const [method, path] = key.split(' ') as [string, string];
    const base = declaration.api === 'general' ? bases.general : bases.admin;
    return new HttpHandler(
      method,
      `${base}${path}`,
      withAuditTrail(key, declaration.audit, withPermission(declaration.access, resolver)),
    );
  });
}

/**
 * Every mock handler, one resource's at a time: each group is made when it is called, so the browser
 * can make them across tasks (making them all was one task of 126-134 ms of a first visit with the
 * CPU slowed 4x). `createHandlers` makes them all at once.
 */
export function handlerGroups(options: MockHandlerOptions = {}): (() => HttpHandler[])[] {
  const base = (options.adminBase ?? DEFAULT_ADMIN_BASE).replace(/\/+$/, '');
  const generalBase = (options.generalBase ?? base.replace(/\/admin$/, '')).replace(/\/+$/, '');
  const latencyMs = options.latencyMs ?? 0;
  const bases = { admin: base, general: generalBase };
  const notFound = guarded(({ request }) =>
    errorResponse(404, 'Not Found', `No mock endpoint for ${request.method} ${new URL(request.url).pathname}`),
  );
  return [
    ...RESOURCES.map((resolvers) => () => routesOf(resolvers({ base, latencyMs }), bases)),
    () => [http.all(`${base}/*`, notFound), http.all(`${generalBase}/reference/*`, notFound)],
  ];
}

/**
 * Every mock handler, shared by the browser worker, Node tests and the standalone server: a route
 * per declared endpoint, behind its permission and with its audit trail (src/api/endpoints/).
 */
export function createHandlers(options: MockHandlerOptions = {}): HttpHandler[] {
  return handlerGroups(options).flatMap((make) => make());
}
