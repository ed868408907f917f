import { delay } from 'msw';
import type { PathParams } from 'msw';
import type { z } from 'zod';
import type { EndpointKey } from '@/api/endpoints';
import type { ErrorBody, FieldError } from '@/api/types';

export interface HandlerInfo {
  request: Request;
  params: PathParams;
}

export type MockResolver = (info: HandlerInfo) => Response | Promise<Response>;

/**
 * A resource's resolvers, by the endpoint each answers (its key in src/api/endpoints): the mock
 * makes the routes from the declarations (mocks/app/create-handlers.ts).
 */
export type Resolvers = Partial<Record<EndpointKey, MockResolver>>;

/** What a resource's resolvers are made with: the admin base (for `Location` headers) and the simulated latency. */
export interface ResolverOptions {
  base: string;
  latencyMs: number;
}

/**
 * A JSON answer. msw's `HttpResponse.json` encodes the text twice (a Blob only to count its bytes
 * for a Content-Length header, then the body), which was a third of a list request's work. The
 * standalone server sets Content-Length itself; in the browser the worker needs none.
 */
export function jsonResponse(body: unknown, init: ResponseInit = {}): Response {
  const headers = new Headers(init.headers);
  if (!headers.has('Content-Type')) headers.set('Content-Type', 'application/json');
  const text = JSON.stringify(body);
  const response = new Response(text, { ...init, headers });
  jsonTexts.set(response, text);
  return response;
}

/** The text of each answer `jsonResponse` made, for a server that writes it without reading the body's stream. */
const jsonTexts = new WeakMap<Response, string>();

/** The body of an answer of `jsonResponse` whose stream nobody has read, or null. */
export function unreadJsonText(response: Response): string | null {
  return response.bodyUsed ? null : (jsonTexts.get(response) ?? null);
}

export function errorResponse(
  status: number,
  error: string,
  message: string,
  extra: Pick<ErrorBody, 'code' | 'errors'> = {},
): Response {
  const body: ErrorBody = { status, error, message, ...extra };
  return jsonResponse(body, { status });
}

export function validationError(errors: FieldError[]): Response {
  return errorResponse(422, 'Unprocessable Entity', 'Validation failed', { errors });
}

/** A 400 for bad query parameters: the message names the one problem, or says there are several. */
export function badRequest(errors: FieldError[]): Response {
  const message = errors.length === 1 && errors[0] ? errors[0].message : 'Invalid query parameters';
  return errorResponse(400, 'Bad Request', message, { errors });
}

export function unauthorized(message: string, code: string): Response {
  return errorResponse(401, 'Unauthorized', message, { code });
}

/** The most unknown keys of one object an answer names: the answer stays short whatever the body. */
const MAX_UNKNOWN_KEYS_NAMED = 10;

/**
 * One entry per field (its first problem), so a form can show it under the input. An unknown key
 * of a strict object is an entry of its own (`filter.stauts`; the first MAX_UNKNOWN_KEYS_NAMED of
 * them). The elements of a list that fail alike are one entry, at the first of them (`ids.3`). So
 * the answer does not grow with the body.
 */
export function zodFieldErrors(error: z.ZodError): FieldError[] {
  const byField = new Map<string, string>();
  const alike = new Set<string>();
  const add = (path: readonly PropertyKey[], message: string) => {
    const field = path.map(String).join('.') || 'body';
    const shape = `${path.map((key) => (typeof key === 'number' ? '[]' : String(key))).join('.')}\n${message}`;
    if (byField.has(field) || alike.has(shape)) return;
    alike.add(shape);
    byField.set(field, message);
  };
  for (const issue of error.issues) {
    if (issue.code === 'unrecognized_keys')
      for (const key of issue.keys.slice(0, MAX_UNKNOWN_KEYS_NAMED)) add([...issue.path, key], issue.message);
    else add(issue.path, issue.message);
  }
  return [...byField].map(([field, message]) => ({ field, message }));
}

/** Reads a JSON object body; anything else becomes a 400 (never a throw). */
export async function readJsonObject(
  request: Request,
): Promise<{ ok: true; body: Record<string, unknown> } | { ok: false; response: Response }> {
  const text = await request.text().catch(() => '');
  const fail = (message: string) => ({
    ok: false as const,
    response: errorResponse(400, 'Bad Request', message, { errors: [{ field: 'body', message }] }),
  });
  if (!text.trim()) return fail('Request body is required');
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return fail('Request body is not valid JSON');
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    return fail('Request body must be a JSON object');
  }
  return { ok: true, body: parsed as Record<string, unknown> };
}

/** Reads and validates a JSON body: 400 when it is not a JSON object, 422 when a field is wrong. */
export async function parseBody<Schema extends z.ZodType>(
  request: Request,
  schema: Schema,
): Promise<{ ok: true; data: z.output<Schema> } | { ok: false; response: Response }> {
  const read = await readJsonObject(request);
  if (!read.ok) return read;
  const result = schema.safeParse(read.body);
  if (!result.success) return { ok: false, response: validationError(zodFieldErrors(result.error)) };
  return { ok: true, data: result.data };
}

/** Methods that only read the db. */
const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
/** When the last write queued has ended (never rejects), and the reads begun since it was queued. */
let lastWrite: Promise<unknown> = Promise.resolve();
let readsSinceLastWrite = new Set<Promise<unknown>>();

/**
 * Runs `run` as a reader-writer lock would: reads run together, a write runs alone, after every
 * read and write queued before it and before any queued after it. So a read-modify-write (whose
 * awaits hand the event loop to other requests) never interleaves with another write, and no read
 * sees one half done, while concurrent reads no longer wait for each other.
 */
function scheduled<T>(reads: boolean, run: () => T | Promise<T>): Promise<T> {
  if (reads) {
    const result = lastWrite.then(run);
    const ended = result.then(
      () => undefined,
      () => undefined,
    );
    readsSinceLastWrite.add(ended);
    void ended.then(() => readsSinceLastWrite.delete(ended));
    return result;
  }
  const result = Promise.all([lastWrite, ...readsSinceLastWrite]).then(run);
  lastWrite = result.then(
    () => undefined,
    () => undefined,
  );
  readsSinceLastWrite = new Set();
  return result;
}

/**
 * Runs a resolver under the db's reader-writer lock (`scheduled`) and turns an unexpected exception
 * into a 500 without echoing it: error details may hold records and tokens.
 */
export function guarded(resolver: MockResolver, latencyMs = 0): (info: HandlerInfo) => Promise<Response> {
  return async (info) => {
    if (latencyMs > 0) await delay(latencyMs);
    const run = scheduled(READ_METHODS.has(info.request.method), () => resolver(info));
    try {
      return await run;
    } catch (error) {
      const name = error instanceof Error ? error.name : typeof error;
      console.error(`[mock] ${info.request.method} ${new URL(info.request.url).pathname} failed (${name})`);
      return errorResponse(500, 'Internal Server Error', 'An unexpected error occurred.');
    }
  };
}
