import { HttpHandler } from 'msw';
import type { PathParams } from 'msw';

/** What a wrapper sees of a request, and how it lets the original handler answer it. */
export interface Around {
  request: Request;
  params: PathParams;
  /** Runs the original handler (re-matched, guarded, queued as before) and returns its answer. */
  answer: () => Promise<Response | undefined>;
}

/**
 * The handler with `around` in front of it: the one way the mock layers a concern (permissions,
 * the audit trail, saving before answering) over handlers that stay unaware of it.
 */
export function wrapHandler(handler: HttpHandler, around: (call: Around) => Promise<Response | undefined>): HttpHandler {
  return new HttpHandler(handler.info.method, handler.info.path, ({ request, requestId, params }) =>
    around({ request, params, answer: async () => (await handler.run({ request, requestId }))?.response }),
  );
}
