import { HttpHandler } from 'msw';
import type { PathParams } from 'msw';
import type { HandlerInfo } from './http';

/** What a wrapper sees of a request, and how it lets the original handler answer it. */
export interface Around {
  request: Request;
  params: PathParams;
  /** Runs the original handler's resolver (guarded and queued as before) and returns its answer. */
  answer: () => Promise<Response | undefined>;
}

/** A mock resolver: it answers with a Response or passes (none of ours streams with a generator). */
type Resolver = (info: HandlerInfo) => Response | undefined | Promise<Response | undefined>;

/**
 * Calls a handler's resolver with a request and the path parameters already matched for it, instead
 * of `handler.run`, which clones the request, matches the path again and makes an abort controller
 * (and its DOMException) each time: with one run per layer, a quarter of a list request's work.
 * msw keeps the resolver in a protected field, read here once per handler.
 */
export function answerOf(handler: HttpHandler): (info: HandlerInfo) => Promise<Response | undefined> {
  const { resolver } = handler as unknown as { resolver?: unknown };
  if (typeof resolver !== 'function') throw new Error(`msw handler for ${handler.info.header} has no resolver to call`);
  const resolve = resolver as Resolver;
  return async (info) => {
    try {
      return (await resolve(info)) ?? undefined;
    } catch (thrown) {
      // msw lets a resolver throw a Response as its answer.
      if (thrown instanceof Response) return thrown;
      throw thrown;
    }
  };
}

/**
 * The handler with `around` in front of it: the one way the mock layers a concern (permissions,
 * the audit trail, saving before answering) over handlers that stay unaware of it. The wrapper has
 * the original's method and path, so what msw matched for it holds for the original.
 */
export function wrapHandler(
  handler: HttpHandler,
  around: (call: Around) => Promise<Response | undefined>,
): HttpHandler {
  const answer = answerOf(handler);
  return new HttpHandler(handler.info.method, handler.info.path, ({ request, params }) =>
    around({ request, params, answer: () => answer({ request, params }) }),
  );
}
