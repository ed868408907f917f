import { readFileSync } from 'node:fs';
import { matchRequestUrl } from 'msw';
import type { HttpHandler } from 'msw';

import type { ApiCall } from '@tests/support/api-calls';

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
  functionsWithoutInteraction: string[];
  interactionsWithoutHandler: string[];
  handlersWithoutFunction: string[];
}

interface PactJson {
  interactions: { description: string; request: { method: string; path: string } }[];
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

function templateRegex(path: string): RegExp {
  const pattern = path
    .split('/')
    .map((segment) => (segment.startsWith(':') ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('/');
  return new RegExp(`^${pattern}$`);
}

const literalSegments = (path: string) => path.split('/').filter((s) => s && !s.startsWith(':')).length;
const normalised = (path: string) => path.replace(/:[^/]+/g, ':param');

/**
 * Which API function an interaction exercises: the one with the same method whose path template
 * matches, the most specific when several do (`/users/check-email` over `/users/:param`).
 */
function functionOf(request: PactRequest, calls: ApiCall[]): ApiCall[] {
  const candidates = calls.filter((c) => c.method === request.method && templateRegex(c.path).test(request.path));
  const best = Math.max(...candidates.map((c) => literalSegments(c.path)));
  return candidates.filter((c) => literalSegments(c.path) === best);
}

export function findDrift(calls: ApiCall[], requests: PactRequest[], routes: HandlerRoute[]): Drift {
  const covered = new Set(requests.flatMap((request) => functionOf(request, calls).map((c) => c.name)));
  const origin = 'http://drift.guard';
  const hasHandler = (request: PactRequest) =>
    routes.some(
      (route) =>
        route.method === request.method &&
        matchRequestUrl(new URL(`${origin}${request.path}`), `${origin}${route.path}`).matches,
    );
  return {
    functionsWithoutInteraction: calls
      .filter((c) => !covered.has(c.name))
      .map((c) => `${c.name} (${c.method} ${c.path}) has no interaction in the pact`),
    interactionsWithoutHandler: requests
      .filter((r) => !hasHandler(r))
      .map((r) => `"${r.description}" (${r.method} ${r.path}) has no mock handler`),
    handlersWithoutFunction: routes
      .filter((route) => !calls.some((c) => c.method === route.method && normalised(c.path) === normalised(route.path)))
      .map((route) => `mock handler ${route.method} ${route.path} has no API function`),
  };
}
