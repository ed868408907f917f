import { getResponse, type HttpHandler } from 'msw';
import { errorResponse } from './http';

/** msw refuses to match longer URLs (it throws); a real server answers 414 URI Too Long. */
const MAX_URL_LENGTH = 8192;

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
      (await getResponse(handlers, request)) ??
      errorResponse(404, 'Not Found', `No mock endpoint for ${request.method} ${new URL(request.url).pathname}`)
    );
  } catch (error) {
    console.error(`[mock] ${request.method} ${new URL(request.url).pathname} failed (${error instanceof Error ? error.name : 'error'})`);
    return errorResponse(500, 'Internal Server Error', 'An unexpected error occurred.');
  }
}
