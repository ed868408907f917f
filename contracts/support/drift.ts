import { readFileSync } from 'node:fs';
import type { AxiosInstance } from 'axios';
import { matchRequestUrl } from 'msw';
import type { HttpHandler } from 'msw';

/** One exported API function and the request it makes, with `:param` where an argument goes. */
export interface ApiCall {
  name: string;
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
  functionsWithoutInteraction: string[];
  interactionsWithoutHandler: string[];
  handlersWithoutFunction: string[];
}

type Factory = (http: AxiosInstance) => Record<string, unknown>;

const SENTINEL = 'DRIFT_GUARD_ARG';
const HTTP_METHODS = ['get', 'delete', 'head', 'options', 'post', 'put', 'patch'] as const;

/**
 * Calls every function each factory returns against a recording stub axios, so the list is the
 * module's real export list and the paths its real paths. Arguments are placeholder strings; a
 * function that refuses one (a file upload) gets a Blob in that position instead.
 */
export function recordApiCalls(factories: Record<string, Factory>): ApiCall[] {
  const seen: { method: string; url: string }[] = [];
  const stub = Object.fromEntries(
    HTTP_METHODS.map((method) => [
      method,
      (url: string) => {
        seen.push({ method: method.toUpperCase(), url });
        return Promise.resolve({ data: undefined, status: 200 });
      },
    ]),
  ) as unknown as AxiosInstance;

  const calls: ApiCall[] = [];
  for (const [module, factory] of Object.entries(factories)) {
    for (const [key, fn] of Object.entries(factory(stub))) {
      if (typeof fn !== 'function') continue;
      const name = `${module}.${key}`;
      const arity = Math.max(fn.length, 1);
      const attempts = [Array<unknown>(arity).fill(SENTINEL)];
      for (let i = 0; i < arity; i++) attempts.push(attempts[0]!.map((arg, j) => (j === i ? new Blob(['x']) : arg)));
      let recorded: { method: string; url: string } | undefined;
      for (const args of attempts) {
        seen.length = 0;
        try {
          void (fn as (...a: unknown[]) => unknown)(...args);
        } catch {
          continue;
        }
        recorded = seen[0];
        if (recorded) break;
      }
      if (!recorded) throw new Error(`${name} made no HTTP call with placeholder arguments; teach recordApiCalls its arguments`);
      calls.push({ name, method: recorded.method, path: recorded.url.split('?')[0]!.replaceAll(SENTINEL, ':param') });
    }
  }
  return calls;
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
    .map((route) => ({ method: route.method, path: route.path.startsWith(adminBase) ? route.path.slice(adminBase.length) : route.path }));
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
    routes.some((route) => route.method === request.method && matchRequestUrl(new URL(`${origin}${request.path}`), `${origin}${route.path}`).matches);
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
