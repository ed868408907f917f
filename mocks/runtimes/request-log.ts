import type { SetupWorker } from 'msw/browser';
import {
  contractCoverage,
  maskMessage,
  maskPath,
  type RecordedMessage,
  type RequestLogEntry,
} from '../core/request-record';

/** The requests the log keeps, newest first. */
export const REQUEST_LOG_LIMIT = 500;
/** Session storage key of the log: it survives a reload of the tab, as the faults do. */
export const REQUEST_LOG_KEY = 'vinotheca_mock_requests';
/** A body longer than this is kept cut, with a marker saying how much was left out. */
export const BODY_LIMIT = 16 * 1024;
/** The log's size in session storage at most (characters): the oldest requests go first. */
const STORED_LIMIT = 1_500_000;
const SAVE_DELAY_MS = 1000;
/** Bodies kept as text; others (an image upload) are described, not copied. */
const TEXT_TYPE = /json|text|x-www-form-urlencoded|xml|csv/i;

export const truncated = (body: string): string =>
  body.length <= BODY_LIMIT
    ? body
    : `${body.slice(0, BODY_LIMIT)}\n… [truncated: ${body.length - BODY_LIMIT} more characters]`;

/** msw's lifecycle events (the worker's, or a Node server's in tests). */
export type RequestEvents = SetupWorker['events'];

export interface RequestLog {
  /** Newest first. */
  entries: () => readonly RequestLogEntry[];
  subscribe: (listener: () => void) => () => void;
  paused: () => boolean;
  setPaused: (paused: boolean) => void;
  clear: () => void;
  /** Ties the request a mock handler sees to msw's id for it, so that faults injected into it are logged. */
  track: (request: Request, requestId: string) => void;
  /** The fault or latency the mock console injected into a request, in words (`answered`: false for a network error or a timeout, which have no answer to wait for). */
  noteFault: (request: Request, fault: string, answered: boolean) => void;
  /** Starts listening to the worker's requests below these bases (paths, e.g. `/api/v1/admin`). */
  watch: (events: RequestEvents, bases: readonly string[]) => void;
  /** Writes the log to storage now (the page is going away). */
  flush: () => void;
}

interface Pending {
  id: string;
  at: string;
  startedAt: number;
  method: string;
  path: string;
  request: Promise<RecordedMessage>;
  faults: string[];
}

const headersOf = (headers: Headers): Record<string, string> => Object.fromEntries(headers.entries());

async function bodyOf(message: Request | Response): Promise<string | null> {
  const type = message.headers.get('content-type') ?? '';
  if (message.body === null) return null;
  if (type && !TEXT_TYPE.test(type)) return `[${type.split(';')[0]} body, not kept]`;
  try {
    const text = await message.clone().text();
    return text === '' ? null : text;
  } catch {
    return '[body not readable]';
  }
}

/** Masks first, then cuts: a cut JSON body could no longer be masked. */
function kept(message: RecordedMessage): RecordedMessage {
  const masked = maskMessage(message);
  return { headers: masked.headers, body: masked.body === null ? null : truncated(masked.body) };
}

function isEntry(value: unknown): value is RequestLogEntry {
  if (typeof value !== 'object' || value === null) return false;
  const e = value as Record<string, unknown>;
  return (
    typeof e.id === 'string' &&
    typeof e.at === 'string' &&
    typeof e.method === 'string' &&
    typeof e.path === 'string' &&
    typeof e.status === 'number' &&
    typeof e.durationMs === 'number' &&
    typeof e.request === 'object' &&
    e.request !== null &&
    typeof e.response === 'object' &&
    e.response !== null &&
    Array.isArray(e.contract)
  );
}

function readStored(storage: Pick<Storage, 'getItem'> | undefined): RequestLogEntry[] {
  try {
    const raw: unknown = JSON.parse(storage?.getItem(REQUEST_LOG_KEY) ?? '[]');
    return Array.isArray(raw) ? raw.filter(isEntry).slice(0, REQUEST_LOG_LIMIT) : [];
  } catch {
    return [];
  }
}

/**
 * The mock's request log in the browser: every API request the app makes, masked, with the pact
 * interactions that cover it, the last 500 kept in session storage across a reload. On a request it
 * only copies the bodies it keeps; masking and the coverage wait for the answer.
 */
export function createRequestLog({
  storage,
  storedLimit = STORED_LIMIT,
  clock = { now: () => performance.now(), iso: () => new Date().toISOString() },
}: {
  storage?: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
  storedLimit?: number;
  clock?: { now: () => number; iso: () => string };
} = {}): RequestLog {
  let entries: readonly RequestLogEntry[] = readStored(storage);
  let paused = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const pending = new Map<string, Pending>();
  const ids = new WeakMap<Request, string>();
  const listeners = new Set<() => void>();
  const changed = () => listeners.forEach((listener) => listener());

  const save = () => {
    clearTimeout(timer);
    timer = undefined;
    let kept = entries;
    let text = JSON.stringify(kept);
    // The oldest go first until the log fits its share of session storage.
    while (text.length > storedLimit && kept.length > 0) {
      kept = kept.slice(0, Math.floor(kept.length * 0.8));
      text = JSON.stringify(kept);
    }
    try {
      if (kept.length === 0) storage?.removeItem(REQUEST_LOG_KEY);
      else storage?.setItem(REQUEST_LOG_KEY, text);
    } catch {
      // Storage full: the log then lasts for this page only.
    }
  };
  const scheduleSave = () => {
    if (timer === undefined) timer = setTimeout(save, SAVE_DELAY_MS);
  };
  const add = (entry: RequestLogEntry) => {
    entries = [entry, ...entries].slice(0, REQUEST_LOG_LIMIT);
    changed();
    scheduleSave();
  };

  const finish = async (item: Pending, status: number, response: Promise<RecordedMessage>) => {
    const durationMs = Math.max(0, Math.round(clock.now() - item.startedAt));
    const [request, answer] = await Promise.all([item.request, response]);
    add({
      id: item.id,
      at: item.at,
      method: item.method,
      path: item.path,
      status,
      durationMs,
      fault: item.faults.length > 0 ? item.faults.join('; ') : null,
      request: kept(request),
      response: kept(answer),
      contract: contractCoverage(item.method, item.path, status),
    });
  };

  const noAnswer: Promise<RecordedMessage> = Promise.resolve({ headers: {}, body: null });

  return {
    entries: () => entries,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    paused: () => paused,
    setPaused(next) {
      paused = next;
      changed();
    },
    clear() {
      entries = [];
      pending.clear();
      changed();
      save();
    },
    track: (request, requestId) => void ids.set(request, requestId),
    noteFault(request, fault, answered) {
      const requestId = ids.get(request);
      const item = requestId === undefined ? undefined : pending.get(requestId);
      if (!item || requestId === undefined) return;
      item.faults.push(fault);
      // A network error or a timeout has no answer to wait for: it is logged at once, with no status.
      if (!answered) {
        pending.delete(requestId);
        void finish(item, 0, noAnswer);
      }
    },
    watch(events, bases) {
      const below = (pathname: string) => bases.some((base) => pathname.startsWith(`${base}/`));
      events.on('request:start', ({ requestId, request }) => {
        if (paused) return;
        const url = new URL(request.url);
        // A request msw never reported an answer for (its page went away) is not kept waiting forever.
        if (pending.size > REQUEST_LOG_LIMIT) pending.clear();
        if (!below(url.pathname)) return;
        pending.set(requestId, {
          id: requestId,
          at: clock.iso(),
          startedAt: clock.now(),
          method: request.method,
          path: maskPath(`${url.pathname}${url.search}`),
          request: bodyOf(request).then((body) => ({ headers: headersOf(request.headers), body })),
          faults: [],
        });
      });
      events.on('response:mocked', ({ requestId, response }) => {
        const item = pending.get(requestId);
        if (!item) return;
        pending.delete(requestId);
        const status = response.type === 'error' ? 0 : response.status;
        void finish(
          item,
          status,
          bodyOf(response).then((body) => ({ headers: headersOf(response.headers), body })),
        );
      });
    },
    flush: () => {
      if (timer !== undefined) save();
    },
  };
}
