import { readFileSync } from 'node:fs';
import { matchRequestUrl } from 'msw';
import type { HttpHandler } from 'msw';

import type { EndpointDeclaration } from '@/api/endpoints/define';
import type { ApiCall } from '@tests/support/api-calls';

/**
 * A declared endpoint (src/api/endpoints/): its key, method and path template, below the admin base
 * (from the origin, general base included, for the general API), as the calls, the pact and the mock
 * are compared.
 */
export interface DeclaredEndpoint {
  key: string;
  method: string;
  path: string;
}

/** One pact interaction: its description and the example request path, without the admin base. */
export interface PactRequest {
  description: string;
  method: string;
  path: string;
}

export interface HandlerRoute {
  method: string;
  path: string;
}

export interface Drift {
  endpointsWithoutCall: string[];
  callsWithoutEndpoint: string[];
  endpointsWithoutInteraction: string[];
  interactionsWithoutEndpoint: string[];
  endpointsWithoutRoute: string[];
  routesWithoutEndpoint: string[];
}

interface PactJson {
  interactions: { description: string; request: { method: string; path: string } }[];
}

/** The declared endpoints, the general ones with the general base in front. */
export function declaredEndpoints(
  endpoints: Readonly<Record<string, EndpointDeclaration>>,
  generalBasePath: string,
): DeclaredEndpoint[] {
  return Object.entries(endpoints).map(([key, declaration]) => {
    const [method, path] = key.split(' ') as [string, string];
    return { key, method, path: declaration.api === 'general' ? `${generalBasePath}${path}` : path };
  });
}

export function pactRequests(pactFile: string, basePath: string): PactRequest[] {
  const pact = JSON.parse(readFileSync(pactFile, 'utf8')) as PactJson;
  return pact.interactions.map(({ description, request }) => ({
    description,
    method: request.method.toUpperCase(),
    path: request.path.startsWith(basePath) ? request.path.slice(basePath.length) : request.path,
  }));
}

/** The routes of the mock handlers, relative to the admin base; the catch-all 404 is left out. */
export function handlerRoutes(handlers: HttpHandler[], adminBase: string): HandlerRoute[] {
  return handlers
    .map((handler) => ({ method: String(handler.info.method).toUpperCase(), path: String(handler.info.path) }))
    .filter((route) => !route.path.endsWith('/*'))
    .map((route) => ({
      method: route.method,
      path: route.path.startsWith(adminBase) ? route.path.slice(adminBase.length) : route.path,
    }));
}

const literalSegments = (path: string) => path.split('/').filter((s) => s && !s.startsWith(':')).length;
const normalised = (path: string) => path.replace(/:[^/]+/g, ':param');
const sameRoute = (a: { method: string; path: string }, b: { method: string; path: string }) =>
  a.method === b.method && normalised(a.path) === normalised(b.path);

/**
 * Which endpoint an interaction exercises: the declared one with the same method whose path template
 * matches, the most specific when several do (`/users/check-email` over `/users/:id`).
 */
function endpointOf(request: PactRequest, endpoints: DeclaredEndpoint[]): DeclaredEndpoint | undefined {
  const origin = 'http://drift.guard';
  const candidates = endpoints.filter(
    (endpoint) =>
      endpoint.method === request.method &&
      matchRequestUrl(new URL(`${origin}${request.path}`), `${origin}${endpoint.path}`).matches,
  );
  const best = Math.max(...candidates.map((endpoint) => literalSegments(endpoint.path)));
  return candidates.find((endpoint) => literalSegments(endpoint.path) === best);
}

/**
 * Where the declarations, the console's calls, the pact and the mock's routes disagree: every
 * declared endpoint has a console call and an interaction and a mock route, and each of those is a
 * declared endpoint.
 */
export function findDrift(
  endpoints: DeclaredEndpoint[],
  calls: ApiCall[],
  requests: PactRequest[],
  routes: HandlerRoute[],
): Drift {
  const exercised = new Set(requests.map((request) => endpointOf(request, endpoints)?.key));
  return {
    endpointsWithoutCall: endpoints
      .filter((endpoint) => !calls.some((c) => sameRoute(c, endpoint)))
      .map((endpoint) => `${endpoint.key} has no console call`),
    callsWithoutEndpoint: calls
      .filter((c) => !endpoints.some((endpoint) => sameRoute(c, endpoint)))
      .map((c) => `${c.name} (${c.method} ${c.path}) is no declared endpoint`),
    endpointsWithoutInteraction: endpoints
      .filter((endpoint) => !exercised.has(endpoint.key))
      .map((endpoint) => `${endpoint.key} has no interaction in the pact`),
    interactionsWithoutEndpoint: requests
      .filter((request) => !endpointOf(request, endpoints))
      .map((request) => `"${request.description}" (${request.method} ${request.path}) is no declared endpoint`),
    endpointsWithoutRoute: endpoints
      .filter((endpoint) => !routes.some((route) => sameRoute(route, endpoint)))
      .map((endpoint) => `${endpoint.key} has no mock route`),
    routesWithoutEndpoint: routes
      .filter((route) => !endpoints.some((endpoint) => sameRoute(route, endpoint)))
      .map((route) => `mock route ${route.method} ${route.path} is no declared endpoint`),
  };
}
