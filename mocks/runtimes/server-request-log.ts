import { matchRequestUrl } from 'msw';
import { errorResponse } from '../core/http';
import { FAULT_LABELS, type ChaosState } from '../core/faults';
import { contractCoverage, maskEntry, toHar, type RecordedMessage, type RequestLogEntry } from '../core/request-record';

/** How many requests the standalone server keeps, newest last. */
export const REQUEST_LOG_LIMIT = 500;
/** The control route that answers them. */
export const REQUESTS_PATH = '/_mock/requests';
/** A kept body's length at most: a longer one is cut there (after masking) and says so. */
const BODY_LIMIT = 64 * 1024;
const TEXTUAL = /json|text|xml|x-www-form-urlencoded|javascript/i;

/** A body as the log keeps it: text for a textual type, a note of its size for anything else. */
export function bodyText(body: Uint8Array | string | null, contentType: string | undefined): string | null {
  if (body === null || body.length === 0) return null;
  if (typeof body === 'string') return body;
  if (contentType && !TEXTUAL.test(contentType)) return `[${body.length} bytes of ${contentType.split(';')[0]}]`;
  return new TextDecoder().decode(body);
}

const cut = (message: RecordedMessage): RecordedMessage =>
  message.body !== null && message.body.length > BODY_LIMIT
    ? { ...message, body: `${message.body.slice(0, BODY_LIMIT)}… [cut: ${message.body.length} characters in all]` }
    : message;

/** A fault or latency the scenario injects into a request, in words; null when none. */
export function injectedBy(
  state: ChaosState,
  scenario: string | null,
  request: { method: string; url: string },
  bases: readonly string[],
): string | null {
  const by = scenario ? ` (scenario ${scenario})` : '';
  const latency = state.latency === 'off' ? null : state.latency === 'slow' ? 'latency 2 s' : 'latency 150–400 ms';
  const fault = state.endpoints.find(
    (f) =>
      f.method === request.method &&
      bases.some((base) => matchRequestUrl(new URL(request.url), `${base}${f.path}`).matches),
  );
  const words = [fault ? FAULT_LABELS[fault.kind] : state.next ? FAULT_LABELS[state.next] : null, latency].filter(
    (w): w is string => w !== null,
  );
  return words.length > 0 ? `${words.join(', ')}${by}` : null;
}

/**
 * The standalone server's request log: the last 500 API requests. Recording is cheap (a request's
 * strings are kept as they are); each is masked, cut and given its coverage once, when first read.
 * A body too long to keep is masked and cut at once, so no secret is kept past the cut.
 */
export function createRequestLog(limit = REQUEST_LOG_LIMIT) {
  const raw: Omit<RequestLogEntry, 'contract'>[] = [];
  const ready = new WeakMap<object, RequestLogEntry>();
  let next = 1;
  const tooLong = (message: RecordedMessage) => message.body !== null && message.body.length > BODY_LIMIT;
  const finished = (entry: Omit<RequestLogEntry, 'contract'>): RequestLogEntry => {
    let done = ready.get(entry);
    if (!done) {
      const masked = maskEntry({ ...entry, contract: contractCoverage(entry.method, entry.path, entry.status) });
      done = { ...masked, request: cut(masked.request), response: cut(masked.response) };
      ready.set(entry, done);
    }
    return done;
  };
  return {
    record(entry: Omit<RequestLogEntry, 'id' | 'contract'>): void {
      const kept = { ...entry, id: String(next++) };
      if (tooLong(entry.request) || tooLong(entry.response)) {
        const done = finished(kept);
        ready.set(done, done);
        raw.push(done);
      } else raw.push(kept);
      if (raw.length > limit) raw.splice(0, raw.length - limit);
    },
    /** Newest first, masked. */
    entries: (): RequestLogEntry[] => raw.map(finished).reverse(),
  };
}

export type RequestLog = ReturnType<typeof createRequestLog>;

/** `GET /_mock/requests`: `{requests: [...]}` newest first, or with `?format=har` HAR 1.2. */
export function requestsResponse(log: RequestLog, target: string, origin: string, version: string): Response {
  const format = new URL(target, origin).searchParams.get('format');
  const headers = { 'Cache-Control': 'no-store' };
  if (format === 'har')
    return Response.json(toHar(log.entries(), { name: 'Vinotheca mock server', version }, origin), {
      headers: { ...headers, 'Content-Disposition': 'attachment; filename="mock-requests.har"' },
    });
  if (format !== null && format !== 'json')
    return errorResponse(400, 'Bad Request', 'format must be json or har.', {
      errors: [{ field: 'format', message: 'Must be json or har' }],
    });
  return Response.json({ requests: log.entries() }, { headers });
}
