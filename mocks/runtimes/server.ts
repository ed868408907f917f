import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { basename } from 'node:path';
import { errorResponse, unreadJsonText } from '../core/http';
import { createHandlers, DEFAULT_ADMIN_BASE, DEFAULT_GENERAL_BASE } from '../app/create-handlers';
import { applyProviderState, PROVIDER_STATES_PATH, RESET_PATH } from '../app/provider-states';
import { respond } from '../core/respond';
import { CLIENT_ADDRESS_HEADER } from '../resources/auth/login-rate-limit';
import { apiDocsResponse } from './api-docs';
import { anchorFor, anchorOfDay, anchorOfNewest, moveToToday } from '../core/demo-clock';
import { db, restoreDb, snapshotDb, type DbSnapshot } from '../core/db';
import { createChaos } from '../core/faults';
import { resetMockConfig } from '../core/mock-config';
import type { SeedOptions } from '../core/seed-options';
import { resetLoginRateLimit } from '../resources/auth/login-rate-limit';
import { seedDb } from '../app/seed';
import { DataFileError, readDataFile, writeDataFile } from './data-file';
import { SCENARIOS, type ScenarioTarget } from './scenarios';
import { BUILD_INFO } from '@/config/build-info';
import { bodyText, createRequestLog, injectedBy, REQUESTS_PATH, requestsResponse } from './server-request-log';

export interface MockHttpServerOptions {
  port?: number;
  host?: string;
  /** One line per request on this sink (method, path, status, time); never the query or headers. */
  log?: (line: string) => void;
  adminCount?: number;
  /** Wines to seed (default 2,000). */
  wineCount?: number;
  /** Members owning cellars to seed (default 300). */
  memberCount?: number;
  /** One of the browser demo's scenarios (mocks/runtimes/scenarios.ts): its dataset, faults and latency. */
  scenario?: string;
  /**
   * The day (`YYYY-MM-DD`) the seed is dated at, and stays at. Without it the server is dated today,
   * as the browser demo is, and moves forward by whole days while it runs (`moveToToday`).
   */
  seedDate?: string;
  /** The clock the server dates its data by (tests move it); `Date.now` by default. */
  clock?: () => number;
  /**
   * A file the data is loaded from at start (seeded and written when missing) and saved to, whole,
   * before the answer of every request that may change it. A file that is damaged or not this
   * server's data stops the start (`DataFileError`) and is left as it is.
   */
  dataFile?: string;
  /**
   * The token `/_mock/*` calls must carry in `X-Mock-Control-Token`; null opens them (still to
   * loopback callers only), for a verifier that cannot send headers. `npm run mock:server` makes
   * one and prints it.
   */
  controlToken?: string | null;
  /** Origins that may call from a browser (CORS); by default any port of localhost, 127.0.0.1 or [::1]. */
  allowedOrigins?: readonly string[];
  /**
   * Behind a reverse proxy: take the caller's address from the first `X-Forwarded-For` entry
   * (sign-in rate limits are kept per address). Off by default, as a client can send any value.
   */
  trustProxy?: boolean;
}

export interface MockHttpServer {
  url: string;
  server: Server;
  /** What `GET /healthz` answers. */
  health: () => MockServerHealth;
  /** Stops taking connections, lets the requests in flight finish and the data file be saved. */
  close: () => Promise<void>;
}

/** What `GET /healthz` answers: ready, what the data is dated at, how much there is, and its file. */
export interface MockServerHealth {
  status: 'ok';
  seedDate: string;
  /** Whether the date was pinned (`--seed-date`) or follows the calendar. */
  dated: 'pinned' | 'today';
  scenario: string | null;
  counts: Record<'admins' | 'categories' | 'wines' | 'members' | 'cellars' | 'auditEvents', number>;
  dataFile: {
    /** The file's name, not its path: the health check needs no sign-in. */
    name: string;
    /** How the server started from it. */
    loadedAs: 'created' | 'loaded';
    savedAt: string | null;
    /** The last save's failure, if the last save failed. */
    error: string | null;
  } | null;
}

const MAX_BODY_BYTES = 5 * 1024 * 1024;
const READ_ONLY_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
/** How long `close()` waits for the requests in flight before it cuts their connections. */
const CLOSE_GRACE_MS = 10_000;
/** How often a server dated today looks whether a day has passed (on a request, not on a timer). */
const CALENDAR_CHECK_MS = 60_000;
export const CONTROL_TOKEN_HEADER = 'x-mock-control-token';
const LOCAL_ORIGIN = /^https?:\/\/(localhost|127\.0\.0\.1|\[::1\])(:\d{1,5})?$/;

/** Whether a browser origin may call: one of `allowed`, or any local front end when none are given. */
function originAllowed(origin: string, allowed: readonly string[] | undefined): boolean {
  return allowed ? allowed.includes(origin) : LOCAL_ORIGIN.test(origin);
}

/** The connection's address, or with a trusted proxy in front, the first address it forwarded. */
function clientAddress(req: IncomingMessage, trustProxy: boolean): string {
  const forwarded = req.headers['x-forwarded-for'];
  const first = (Array.isArray(forwarded) ? forwarded[0] : forwarded)?.split(',')[0]?.trim();
  return (trustProxy && first) || req.socket.remoteAddress || 'unknown';
}

/** CORS headers for an allowed origin; none for another (the browser then keeps the answer from it). */
function corsHeaders(origin: string | undefined, allowed: readonly string[] | undefined): Record<string, string> {
  if (!origin || !originAllowed(origin, allowed)) return { Vary: 'Origin' };
  return {
    'Access-Control-Allow-Origin': origin,
    'Access-Control-Allow-Methods': 'GET,POST,PUT,PATCH,DELETE,OPTIONS',
    'Access-Control-Allow-Headers': 'Authorization,Content-Type,Accept',
    'Access-Control-Max-Age': '600',
    Vary: 'Origin',
  };
}

/** Whether the connection comes from this machine (IPv4 loopback, IPv6 loopback, or IPv4 mapped into IPv6). */
export function isLoopback(address: string | undefined): boolean {
  if (!address) return false;
  const v4 = address.startsWith('::ffff:') ? address.slice(7) : address;
  return v4.startsWith('127.') || address === '::1';
}

/** The origin of a Referer (`null` for one that is no http(s) URL: `null`, `about:blank`, a bad one). */
function refererOrigin(referer: string): string | null {
  try {
    const url = new URL(referer);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : null;
  } catch {
    return null;
  }
}

/**
 * Whether a browser made the request for a web page the server does not trust. Every header a
 * browser may send about the page counts, not only Origin (which it leaves out of some requests):
 * an Origin or Referer of another origin, or `Sec-Fetch-Site: cross-site`/`same-site` with no
 * allowed Origin or Referer to say which page it was.
 */
function fromForeignPage(req: IncomingMessage, allowed: readonly string[] | undefined): boolean {
  const { origin, referer } = req.headers;
  if (origin && !originAllowed(origin, allowed)) return true;
  const pageOfReferer = referer === undefined ? undefined : refererOrigin(referer);
  if (pageOfReferer === null || (pageOfReferer && !originAllowed(pageOfReferer, allowed))) return true;
  const site = req.headers['sec-fetch-site'];
  if (site === 'cross-site' || site === 'same-site') return !origin && !pageOfReferer;
  return false;
}

/**
 * Why a `/_mock/*` call is refused, or null: only from this machine (not relayed by a proxy, which
 * would make every caller look local), never on behalf of a web page of another origin, and with the
 * control token when the server has one.
 */
function controlRefusal(
  req: IncomingMessage,
  token: string | null,
  allowed: readonly string[] | undefined,
): string | null {
  if (!isLoopback(req.socket.remoteAddress)) return 'Mock control is only open to this machine.';
  if (req.headers['x-forwarded-for'] !== undefined || req.headers.forwarded !== undefined)
    return 'Mock control is not open through a proxy.';
  if (fromForeignPage(req, allowed)) return 'Mock control is not open to web pages of other origins.';
  if (token !== null && req.headers[CONTROL_TOKEN_HEADER] !== token)
    return `Mock control needs the ${CONTROL_TOKEN_HEADER} header the server printed at start.`;
  return null;
}

/** The body, or null past MAX_BODY_BYTES (reading stops there; the caller answers 413 and closes). */
function readBody(req: IncomingMessage): Promise<Buffer | null> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size <= MAX_BODY_BYTES) {
        chunks.push(chunk);
        return;
      }
      req.off('data', onData);
      req.pause();
      resolve(null);
    };
    req.on('data', onData);
    req.once('end', () => resolve(Buffer.concat(chunks)));
    req.once('error', reject);
  });
}

/**
 * The request target as a path and query: as sent when it is one (origin-form), reduced to one
 * when it is a whole http(s) URL (absolute-form, which a server must accept: RFC 9112, 3.2.2);
 * null for anything else (`*`, a bad URL), answered 400.
 */
export function requestTarget(target: string | undefined): string | null {
  if (target?.startsWith('/')) return target;
  try {
    const url = new URL(target ?? '');
    return url.protocol === 'http:' || url.protocol === 'https:' ? `${url.pathname}${url.search}` : null;
  } catch {
    return null;
  }
}

/** The server's own URL: an IPv6 address goes in brackets. */
export function serverOrigin(host: string, port: number): string {
  return `http://${host.includes(':') ? `[${host}]` : host}:${port}`;
}

/**
 * Writes a mock answer; Node counts its bytes for Content-Length, as the body goes in one piece. A
 * JSON answer's text is written as it was made, without reading it back through the body's stream
 * (a tenth of the server's work in a burst of list requests).
 */
async function send(
  res: ServerResponse,
  response: Response,
  extraHeaders: Record<string, string>,
): Promise<{ headers: Record<string, string>; body: Buffer | string }> {
  // The body first: if reading it fails, the 500 that follows carries none of these headers.
  const text = unreadJsonText(response);
  const body = text === null ? Buffer.from(await response.arrayBuffer()) : Buffer.from(text);
  res.statusCode = response.status;
  const headers: Record<string, string> = { ...extraHeaders };
  response.headers.forEach((value, key) => (headers[key] = value));
  for (const [key, value] of Object.entries(headers)) res.setHeader(key, value);
  res.end(body);
  // The text as made, when there is one: the request log keeps it without decoding the bytes again.
  return { headers, body: text ?? body };
}

/** The request's headers as the client sent them, repeated ones joined. */
function sentHeaders(req: IncomingMessage): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const [key, value] of Object.entries(req.headers))
    if (value !== undefined) headers[key] = Array.isArray(value) ? value.join(', ') : value;
  return headers;
}

/** The seed the options choose: a scenario's dataset first, then the counts given. */
async function startSeed(
  options: MockHttpServerOptions,
  target: ScenarioTarget,
  chosen: { seed: SeedOptions },
): Promise<string | null> {
  const scenario = options.scenario === undefined ? null : SCENARIOS.find((s) => s.name === options.scenario);
  if (scenario === undefined) throw new Error(`Unknown scenario: ${options.scenario}`);
  await scenario?.apply(target);
  const given: SeedOptions = {
    adminCount: options.adminCount,
    wineCount: options.wineCount,
    memberCount: options.memberCount,
  };
  for (const [key, value] of Object.entries(given))
    if (value !== undefined) Object.assign(chosen.seed, { [key]: value });
  return scenario?.name ?? null;
}

/**
 * The mock backend over real HTTP: the same handlers and seed as the browser worker and the Node
 * tests, for curl, other clients and Pact provider verification.
 */
export async function startMockHttpServer(options: MockHttpServerOptions = {}): Promise<MockHttpServer> {
  const host = options.host ?? '127.0.0.1';
  const { log, dataFile } = options;
  const clock = options.clock ?? Date.now;
  const controlToken = options.controlToken ?? null;
  const { allowedOrigins } = options;
  const pinned = options.seedDate !== undefined;
  const pinnedAnchor = pinned ? anchorOfDay(options.seedDate ?? '') : null;
  if (pinned && !pinnedAnchor) throw new Error(`Invalid seed date: ${options.seedDate} (expected YYYY-MM-DD)`);
  let anchor = pinnedAnchor ?? anchorFor(clock());
  resetMockConfig();

  // The scenario's faults and latency go in front of the handlers, as in the browser; its dataset
  // chooses the seed.
  const chaos = createChaos({});
  const chosen: { seed: SeedOptions } = { seed: {} };
  const target: ScenarioTarget = {
    chaos,
    switchDataset: (dataset) => {
      chosen.seed = dataset === 'empty' ? { empty: true } : { adminCount: dataset };
      return Promise.resolve();
    },
  };
  const scenario = await startSeed(options, target, chosen);
  /** A scenario's settings that a provider state's reset clears (short tokens) come back after it. */
  const reapplyScenario = async () => {
    const again = SCENARIOS.find((s) => s.name === scenario);
    await again?.apply({ chaos, switchDataset: () => Promise.resolve() });
  };

  let origin = '';
  const bases = () => [`${origin}${DEFAULT_GENERAL_BASE}`, `${origin}${DEFAULT_ADMIN_BASE}`];
  const handlers = () => [
    ...chaos.handlers(bases()),
    ...createHandlers({ adminBase: `${origin}${DEFAULT_ADMIN_BASE}`, generalBase: `${origin}${DEFAULT_GENERAL_BASE}` }),
  ];
  let current: ReturnType<typeof handlers> = [];

  // The data: the file's (moved to today unless pinned), or the seed's, which a missing file is made of.
  resetLoginRateLimit();
  let loadedAs: 'created' | 'loaded' = 'created';
  const file = dataFile ? await readDataFile(dataFile) : null;
  if (file && dataFile) {
    loadedAs = 'loaded';
    const saved = file.anchor ?? anchorOfNewest(file.snapshot) ?? anchor;
    const moved = pinned ? { snapshot: file.snapshot, anchor, movedMs: 0 } : moveToToday(file.snapshot, saved, clock());
    if (!pinned) anchor = moved.movedMs > 0 || file.anchor ? moved.anchor : saved;
    let dropped = 0;
    if (!(await restoreDb(moved.snapshot, { onDropped: (count) => (dropped = count) })))
      throw new DataFileError(
        dataFile,
        'it holds no usable data (no admin account, or a collection that is not a list)',
      );
    if (dropped > 0)
      throw new DataFileError(dataFile, `${dropped} of its rows do not fit the data's schemas (damaged or edited)`);
  } else {
    await seedDb({ ...chosen.seed, referenceDate: anchor });
  }
  await reapplyScenario();
  const start: { snapshot: DbSnapshot; anchor: string } = { snapshot: snapshotDb(), anchor };

  // Saves, one at a time: a request waits for a save that began after its change, and the requests
  // that changed data while a save was writing share the next one.
  let writing: Promise<void> = Promise.resolve();
  let queued: Promise<void> | null = null;
  let savedAt: string | null = null;
  let saveError: string | null = null;
  const save = (): Promise<void> => {
    if (!dataFile) return Promise.resolve();
    if (queued) return queued;
    const next = writing.then(async () => {
      queued = null;
      try {
        await writeDataFile(dataFile, JSON.stringify({ ...snapshotDb(), anchor }));
        savedAt = new Date(clock()).toISOString();
        saveError = null;
      } catch (error) {
        saveError = error instanceof Error ? error.message : String(error);
        throw error;
      }
    });
    queued = next;
    writing = next.catch(() => undefined);
    return next;
  };
  if (dataFile && (loadedAs === 'created' || anchor !== file?.anchor)) await save();

  // Dated today: a day later, every date of the history moves a day, as a saved demo does.
  let calendarCheckedAt = clock();
  let moving: Promise<void> | null = null;
  const followCalendar = (): Promise<void> => {
    if (pinned || clock() - calendarCheckedAt < CALENDAR_CHECK_MS) return moving ?? Promise.resolve();
    calendarCheckedAt = clock();
    if (Date.parse(anchorFor(clock())) <= Date.parse(anchor)) return Promise.resolve();
    moving ??= (async () => {
      const moved = moveToToday(snapshotDb(), anchor, clock());
      if (moved.movedMs > 0 && (await restoreDb(moved.snapshot))) {
        anchor = moved.anchor;
        current = handlers();
        await save();
      }
    })().finally(() => (moving = null));
    return moving;
  };

  /** The data the server started with (its options, or its file as loaded), dated today unless pinned. */
  const resetToStart = async () => {
    const moved = pinned ? { snapshot: start.snapshot, anchor } : moveToToday(start.snapshot, start.anchor, clock());
    resetLoginRateLimit();
    resetMockConfig();
    await reapplyScenario();
    await restoreDb(moved.snapshot);
    anchor = moved.anchor;
  };

  const health = (): MockServerHealth => ({
    status: 'ok',
    seedDate: anchor.slice(0, 10),
    dated: pinned ? 'pinned' : 'today',
    scenario,
    counts: {
      admins: db.admins.all().length,
      categories: db.categories.all().length,
      wines: db.wines.all().length,
      members: db.members.all().length,
      cellars: db.cellars.all().length,
      auditEvents: db.auditEvents.all().length,
    },
    dataFile: dataFile ? { name: basename(dataFile), loadedAs, savedAt, error: saveError } : null,
  });

  // The last 500 API requests, for `GET /_mock/requests` (never the control routes, docs or health).
  const requestLog = createRequestLog();

  let inFlight = 0;
  let closing = false;
  let onIdle: (() => void) | null = null;
  const server = createServer((req, res) => {
    const started = performance.now();
    const startedAt = new Date().toISOString();
    const target = requestTarget(req.url);
    const path = (target ?? req.url ?? '/').split('?')[0] ?? '/';
    const cors = corsHeaders(req.headers.origin, allowedOrigins);
    // The line is only built for a sink (`--quiet` has none).
    const finish = (status: number) =>
      log?.(`${req.method} ${path} ${status} ${(performance.now() - started).toFixed(1)}ms`);
    inFlight += 1;
    // While closing, every answer ends its connection, so no keep-alive connection holds the close.
    if (closing) res.setHeader('Connection', 'close');
    res.once('close', () => {
      inFlight -= 1;
      if (inFlight === 0) onIdle?.();
    });
    void (async () => {
      try {
        if (req.method === 'OPTIONS') {
          res.writeHead(204, cors);
          res.end();
          finish(204);
          return;
        }
        // Requests no API call makes, which a fetch Request could not even hold: refused, not a 500.
        // TRACE is the one method the Fetch standard forbids that reaches here (Node's parser answers
        // TRACK itself, and CONNECT is an event of its own).
        let unfit: Response | null = null;
        if (target === null)
          unfit = errorResponse(400, 'Bad Request', 'The request target must be a path, such as /api/v1/admin/wines.');
        else if (req.method === 'TRACE')
          unfit = errorResponse(405, 'Method Not Allowed', 'TRACE is not a method of this API.');
        if (unfit) {
          await send(res, unfit, cors);
          finish(unfit.status);
          return;
        }
        const body = req.method === 'GET' || req.method === 'HEAD' ? null : await readBody(req);
        if (body === null && req.method !== 'GET' && req.method !== 'HEAD') {
          // The rest of the body is never read, so the connection cannot carry another request: close it.
          const response = errorResponse(413, 'Payload Too Large', 'The request body is larger than 5 MB.');
          res.on('finish', () => req.socket.destroy());
          await send(res, response, { ...cors, Connection: 'close' });
          finish(413);
          return;
        }
        await followCalendar();
        const headers = new Headers();
        for (const [key, value] of Object.entries(req.headers)) {
          if (typeof value === 'string') headers.set(key, value);
          else if (Array.isArray(value)) headers.set(key, value.join(', '));
        }
        // Who is calling, as this server saw it: never what the client claims.
        headers.set(CLIENT_ADDRESS_HEADER, clientAddress(req, options.trustProxy ?? false));
        const request = new Request(`${origin}${target}`, {
          method: req.method,
          headers,
          body: body && body.length > 0 ? new Uint8Array(body) : undefined,
        });
        let response: Response;
        const api = path.startsWith(`${DEFAULT_GENERAL_BASE}/`);
        const fault = api ? injectedBy(chaos.get(), scenario, request, bases()) : null;
        const refusal = path.startsWith('/_mock/') ? controlRefusal(req, controlToken, allowedOrigins) : null;
        const readOnly = READ_ONLY_METHODS.has(req.method ?? 'GET');
        const docs = apiDocsResponse(req.method, path);
        if (docs) {
          response = docs;
        } else if (path === '/' && readOnly) {
          response = new Response(null, { status: 302, headers: { Location: '/docs' } });
        } else if (path === '/healthz' && readOnly) {
          response = Response.json(health(), { headers: { 'Cache-Control': 'no-store' } });
        } else if (refusal) {
          response = errorResponse(403, 'Forbidden', refusal);
        } else if (path === REQUESTS_PATH && readOnly) {
          response = requestsResponse(requestLog, target ?? path, origin, BUILD_INFO.version);
        } else if (path === RESET_PATH && req.method === 'POST') {
          await resetToStart();
          current = handlers();
          response = Response.json({ reset: true });
        } else if (path === PROVIDER_STATES_PATH || path === RESET_PATH) {
          response = await applyProviderState(request, path);
          await reapplyScenario();
          current = handlers();
        } else {
          response = await respond(current, request);
        }
        // Every change is in the data file before its answer leaves.
        if (!readOnly && !refusal) await save();
        const sent = await send(res, response, cors);
        finish(response.status);
        if (api)
          requestLog.record({
            at: startedAt,
            method: req.method ?? 'GET',
            path: target ?? path,
            status: response.type === 'error' ? 0 : response.status,
            durationMs: Math.round((performance.now() - started) * 10) / 10,
            fault,
            request: { headers: sentHeaders(req), body: bodyText(body, req.headers['content-type']) },
            response: { headers: sent.headers, body: bodyText(sent.body, sent.headers['content-type']) },
          });
      } catch (error) {
        const name = error instanceof Error ? error.name : 'error';
        log?.(`${req.method} ${path} failed (${name})`);
        if (!res.headersSent)
          await send(res, errorResponse(500, 'Internal Server Error', 'An unexpected error occurred.'), cors);
        else res.end();
      }
    })();
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, host, () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  origin = serverOrigin(host, port);
  current = handlers();
  return {
    url: origin,
    server,
    health,
    close: async () => {
      closing = true;
      await new Promise<void>((resolve) => {
        const cut = setTimeout(() => server.closeAllConnections(), CLOSE_GRACE_MS);
        server.close(() => {
          clearTimeout(cut);
          resolve();
        });
        // Idle keep-alive connections go now; busy ones once their answers are sent.
        server.closeIdleConnections();
        onIdle = () => server.closeIdleConnections();
        if (inFlight === 0) onIdle();
      });
      await writing;
    },
  };
}
