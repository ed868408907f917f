import { matchRequestUrl, type HttpHandler, type Path } from 'msw';
import { errorResponse, type HandlerInfo } from './http';
import { answerOf } from './wrap-handler';

/** msw refuses to match longer URLs (it throws); a real server answers 414 URI Too Long. */
const MAX_URL_LENGTH = 8192;

/**
 * A handler with what it can match: its method (a name, or a pattern such as `http.all`'s) and the
 * fixed start of its path, in lower case.
 */
interface Route {
  method: string | RegExp;
  path: Path;
  prefix: string;
  answer: (info: HandlerInfo) => Promise<Response | undefined>;
}

const routesOf = new WeakMap<HttpHandler[], Route[]>();

/** The handlers' routes, worked out once per handler list. */
function routes(handlers: HttpHandler[]): Route[] {
  let list = routesOf.get(handlers);
  if (!list) {
    list = handlers.map((handler) => {
      const { method, path } = handler.info;
      // Paths are matched here with msw's matchRequestUrl, which takes strings and patterns; a
      // handler with a predicate function for a path would have to be run by msw.
      if (typeof path !== 'string' && !(path instanceof RegExp))
        throw new Error(`respond cannot match ${handler.info.header}: its path is a function`);
      // A path's fixed start: its pathname (absolute paths carry the server's origin) up to the last
      // slash before a parameter or a wildcard; lower case on both sides, so it never leaves out a
      // handler msw would match.
      const pathname = typeof path === 'string' ? path.replace(/^[a-z]+:\/\/[^/]+/i, '') : '';
      const variable = pathname.search(/[:*(]/);
      const fixed = variable === -1 ? pathname : pathname.slice(0, pathname.lastIndexOf('/', variable) + 1);
      return {
        method: typeof method === 'string' ? method.toUpperCase() : method,
        path,
        prefix: fixed.toLowerCase(),
        answer: answerOf(handler),
      };
    });
    routesOf.set(handlers, list);
  }
  return list;
}

/**
 * The first answer of the handlers that match `request`, tried in their order as msw would, or
 * undefined. Only the handlers whose method and fixed path start can match are tried (trying each
 * of ~150 handlers in turn was most of the cost of a request), and each one's resolver is called
 * directly with the parameters matched here (`answerOf`).
 */
async function firstAnswer(list: Route[], request: Request): Promise<Response | undefined> {
  const url = new URL(request.url);
  const pathname = url.pathname.toLowerCase();
  for (const route of list) {
    const methodMatches =
      typeof route.method === 'string'
        ? route.method === request.method.toUpperCase()
        : route.method.test(request.method);
    if (!methodMatches || !pathname.startsWith(route.prefix)) continue;
    const match = matchRequestUrl(url, route.path);
    if (!match.matches) continue;
    const response = await route.answer({ request, params: match.params ?? {} });
    if (response) return response;
  }
  return undefined;
}

/**
 * Answers a request with the mock handlers as a real server would: never throws, 404 for an
 * unknown path, 414 for an over-long URL, 500 (without details) only for a bug in a handler.
 */
export async function respond(handlers: HttpHandler[], request: Request): Promise<Response> {
  // Outside the try: a handler list respond cannot serve is the mock's bug, not a request's.
  const list = routes(handlers);
  if (request.url.length > MAX_URL_LENGTH) {
    return errorResponse(414, 'URI Too Long', `The request URL is longer than ${MAX_URL_LENGTH} characters.`);
  }
  try {
    return (
      (await firstAnswer(list, request)) ??
      errorResponse(404, 'Not Found', `No mock endpoint for ${request.method} ${new URL(request.url).pathname}`)
    );
  } catch (error) {
    console.error(
      `[mock] ${request.method} ${new URL(request.url).pathname} failed (${error instanceof Error ? error.name : 'error'})`,
    );
    return errorResponse(500, 'Internal Server Error', 'An unexpected error occurred.');
  }
}
