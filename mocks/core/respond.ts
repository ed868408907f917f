import { getResponse, type HttpHandler } from 'msw';
import { errorResponse } from './http';

/** msw refuses to match longer URLs (it throws); a real server answers 414 URI Too Long. */
const MAX_URL_LENGTH = 8192;

/** A handler with what it can match: its method (null: any) and the fixed start of its path, in lower case. */
interface Route {
  handler: HttpHandler;
  method: string | null;
  prefix: string;
}

const routesOf = new WeakMap<HttpHandler[], Route[]>();

/** The handlers' routes, worked out once per handler list. */
function routes(handlers: HttpHandler[]): Route[] {
  let list = routesOf.get(handlers);
  if (!list) {
    list = handlers.map((handler) => {
      const { method, path } = handler.info;
      // A path's fixed start: its pathname (absolute paths carry the server's origin) up to the last
      // slash before a parameter or a wildcard. msw matches paths regardless of case.
      const pathname = typeof path === 'string' ? path.replace(/^[a-z]+:\/\/[^/]+/i, '') : '';
      const variable = pathname.search(/[:*(]/);
      const fixed = variable === -1 ? pathname : pathname.slice(0, pathname.lastIndexOf('/', variable) + 1);
      return { handler, method: typeof method === 'string' && method !== 'ALL' ? method.toUpperCase() : null, prefix: fixed.toLowerCase() };
    });
    routesOf.set(handlers, list);
  }
  return list;
}

/**
 * The handlers that could answer `request`, in their order: msw tries every handler in turn (each
 * an async step), which was most of the cost of a request. Leaving out those whose method or fixed
 * path start cannot match gives the same answer.
 */
function candidates(handlers: HttpHandler[], request: Request): HttpHandler[] {
  const pathname = new URL(request.url).pathname.toLowerCase();
  return routes(handlers)
    .filter((route) => (route.method === null || route.method === request.method) && pathname.startsWith(route.prefix))
    .map((route) => route.handler);
}

/**
 * Answers a request with the mock handlers as a real server would: never throws, 404 for an
 * unknown path, 414 for an over-long URL, 500 (without details) only for a bug in a handler.
 */
export async function respond(handlers: HttpHandler[], request: Request): Promise<Response> {
  if (request.url.length > MAX_URL_LENGTH) {
    return errorResponse(414, 'URI Too Long', `The request URL is longer than ${MAX_URL_LENGTH} characters.`);
  }
  try {
    return (
      (await getResponse(candidates(handlers, request), request)) ??
      errorResponse(404, 'Not Found', `No mock endpoint for ${request.method} ${new URL(request.url).pathname}`)
    );
  } catch (error) {
    console.error(`[mock] ${request.method} ${new URL(request.url).pathname} failed (${error instanceof Error ? error.name : 'error'})`);
    return errorResponse(500, 'Internal Server Error', 'An unexpected error occurred.');
  }
}
