import coverageData from './contract-coverage.json';

/**
 * The mock's request log, shared by the browser's Requests view, the standalone server's
 * `GET /_mock/requests` and `npm run contracts:coverage`: one entry per request, its bodies and
 * headers masked, and the pact interactions that cover it. Pure: no React, no DOM, no Node.
 */

export interface RecordedMessage {
  headers: Record<string, string>;
  body: string | null;
}

export interface RequestLogEntry {
  id: string;
  /** ISO 8601. */
  at: string;
  method: string;
  /** Pathname and query. */
  path: string;
  /** 0 for a network error. */
  status: number;
  durationMs: number;
  /** The injected fault or latency, in words, e.g. "503 Service Unavailable (mock console)", "latency 2 s". */
  fault: string | null;
  request: RecordedMessage;
  response: RecordedMessage;
  /** Descriptions of the pact interactions that cover method + path template + status. */
  contract: readonly string[];
}

/** What a masked secret reads as, in bodies, headers, query strings, curl and HAR. */
export const MASKED = '[masked]';

/** The coverage data generated from the pact (scripts/contract-coverage-generate.mjs). */
export interface ContractCoverageData {
  /** The pact file it was made from. */
  source: string;
  /** Every declared endpoint as `METHOD /path/:param`, from the origin. */
  endpoints: readonly string[];
  /** Each pact interaction: its description, its endpoint (`METHOD /path/:param`) and its status. */
  interactions: readonly { description: string; endpoint: string; status: number }[];
}

const COVERAGE: ContractCoverageData = coverageData;

const SECRET_KEY = /password|token|secret|otpauth|totp|recovery/i;
/** A one-time code under a key as general as `code`: digits only (an error's `code` is a word). */
const CODE_KEY = /^(code|otp)$/i;
const DIGITS = /^\s*\d{4,10}\s*$/;
const SECRET_HEADERS = new Set([
  'cookie',
  'set-cookie',
  'x-mock-control-token',
  'x-api-key',
  'x-auth-token',
  'x-refresh-token',
]);
const AUTH_HEADERS = new Set(['authorization', 'proxy-authorization']);

const isSecretField = (key: string, value: string) =>
  SECRET_KEY.test(key) || (CODE_KEY.test(key) && DIGITS.test(value));

function maskHeader(name: string, value: string): string {
  const lower = name.toLowerCase();
  if (AUTH_HEADERS.has(lower)) {
    const scheme = /^(\S+)\s+\S/.exec(value);
    return scheme ? `${scheme[1]} ${MASKED}` : MASKED;
  }
  return SECRET_HEADERS.has(lower) ? MASKED : value;
}

function maskJson(value: unknown, secret: boolean): { value: unknown; changed: boolean } {
  if (typeof value === 'string') return secret ? { value: MASKED, changed: true } : { value, changed: false };
  if (Array.isArray(value)) {
    let changed = false;
    const items = value.map((item) => {
      const masked = maskJson(item, secret);
      changed ||= masked.changed;
      return masked.value;
    });
    return { value: items, changed };
  }
  if (value !== null && typeof value === 'object') {
    let changed = false;
    const entries = Object.entries(value).map(([key, item]) => {
      const masked = maskJson(
        item,
        secret || SECRET_KEY.test(key) || (CODE_KEY.test(key) && typeof item === 'string' && DIGITS.test(item)),
      );
      changed ||= masked.changed;
      return [key, masked.value] as const;
    });
    return { value: Object.fromEntries(entries), changed };
  }
  return { value, changed: false };
}

function maskParams(text: string): string {
  const params = new URLSearchParams(text);
  let changed = false;
  for (const [key, value] of [...params]) {
    if (isSecretField(key, value)) {
      params.set(key, MASKED);
      changed = true;
    }
  }
  return changed ? params.toString() : text;
}

function maskBody(body: string | null, contentType: string): string | null {
  if (body === null || body === '') return body;
  const trimmed = body.trimStart();
  if (trimmed.startsWith('{') || trimmed.startsWith('[')) {
    try {
      const masked = maskJson(JSON.parse(body), false);
      return masked.changed ? JSON.stringify(masked.value) : body;
    } catch {
      return body;
    }
  }
  if (contentType.includes('application/x-www-form-urlencoded')) return maskParams(body);
  return body;
}

/** Masks tokens, passwords, refresh tokens and TOTP codes in headers and JSON/form bodies. */
export function maskMessage(message: RecordedMessage): RecordedMessage {
  const headers = Object.fromEntries(
    Object.entries(message.headers).map(([name, value]) => [name, maskHeader(name, value)]),
  );
  const contentType = Object.entries(message.headers).find(([name]) => name.toLowerCase() === 'content-type')?.[1];
  return { headers, body: maskBody(message.body, contentType?.toLowerCase() ?? '') };
}

/** A path with query, its secrets masked in the query (`?newPassword=[masked]`). */
export function maskPath(path: string): string {
  const at = path.indexOf('?');
  if (at === -1) return path;
  const hash = path.indexOf('#', at);
  const query = path.slice(at + 1, hash === -1 ? undefined : hash);
  return `${path.slice(0, at + 1)}${maskParams(query)}${hash === -1 ? '' : path.slice(hash)}`;
}

/** An entry whose path, headers and bodies are masked. */
export function maskEntry(entry: RequestLogEntry): RequestLogEntry {
  return {
    ...entry,
    path: maskPath(entry.path),
    request: maskMessage(entry.request),
    response: maskMessage(entry.response),
  };
}

const pathname = (path: string) => {
  const end = path.search(/[?#]/);
  const bare = end === -1 ? path : path.slice(0, end);
  return bare.length > 1 && bare.endsWith('/') ? bare.slice(0, -1) : bare;
};

const literalSegments = (template: string) => template.split('/').filter((s) => s && !s.startsWith(':')).length;

function matchesTemplate(template: string, path: string): boolean {
  const want = template.split('/');
  const got = path.split('/');
  return (
    want.length === got.length &&
    want.every((segment, i) => (segment.startsWith(':') ? got[i] !== '' : segment === got[i]))
  );
}

/**
 * The endpoint (`METHOD /path/:param`, from the origin) among `endpoints` a request exercises: same
 * method, a template its path matches, the most specific when several do (`/users/check-email` over
 * `/users/:id`); null when none does.
 */
export function endpointOf(
  method: string,
  path: string,
  endpoints: readonly string[] = COVERAGE.endpoints,
): string | null {
  const upper = method.toUpperCase();
  const bare = pathname(path);
  let best: string | null = null;
  for (const endpoint of endpoints) {
    const space = endpoint.indexOf(' ');
    if (endpoint.slice(0, space) !== upper) continue;
    const template = endpoint.slice(space + 1);
    if (!matchesTemplate(template, bare)) continue;
    if (best === null || literalSegments(template) > literalSegments(best.slice(best.indexOf(' ') + 1)))
      best = endpoint;
  }
  return best;
}

/** The pact interactions covering a request: same method, same path template (the endpoint declarations' templates, as the pact uses them), same status. */
export function contractCoverage(method: string, path: string, status: number): readonly string[] {
  const endpoint = endpointOf(method, path);
  if (endpoint === null) return [];
  return COVERAGE.interactions
    .filter((interaction) => interaction.endpoint === endpoint && interaction.status === status)
    .map((interaction) => interaction.description);
}

/** This session's coverage: distinct endpoints exercised, answers under contract, answers not. */
export function summarizeCoverage(entries: readonly RequestLogEntry[]): {
  endpoints: number;
  covered: number;
  uncovered: number;
} {
  const endpoints = new Set(
    entries.map(
      (entry) => endpointOf(entry.method, entry.path) ?? `${entry.method.toUpperCase()} ${pathname(entry.path)}`,
    ),
  );
  const covered = entries.filter((entry) => entry.contract.length > 0).length;
  return { endpoints: endpoints.size, covered, uncovered: entries.length - covered };
}

// HAR 1.2 (http://www.softwareishard.com/blog/har-12-spec/), as far as Chromium's DevTools reads it.

export interface HarHeader {
  name: string;
  value: string;
}

export interface HarEntry {
  startedDateTime: string;
  time: number;
  request: {
    method: string;
    url: string;
    httpVersion: string;
    cookies: HarHeader[];
    headers: HarHeader[];
    queryString: HarHeader[];
    postData?: { mimeType: string; text: string };
    headersSize: number;
    bodySize: number;
  };
  response: {
    status: number;
    statusText: string;
    httpVersion: string;
    cookies: HarHeader[];
    headers: HarHeader[];
    content: { size: number; mimeType: string; text?: string };
    redirectURL: string;
    headersSize: number;
    bodySize: number;
    _error?: string;
  };
  cache: Record<string, never>;
  timings: { blocked: number; dns: number; connect: number; ssl: number; send: number; wait: number; receive: number };
  _id: string;
  _fault: string | null;
  _contract: readonly string[];
}

export interface HarLog {
  log: {
    version: '1.2';
    creator: { name: string; version: string };
    pages: [];
    entries: HarEntry[];
  };
}

const DEFAULT_CREATOR = { name: 'Vinotheca mock backend', version: '1' };
/** The origin a HAR's URLs get when the log holds paths only. */
const HAR_ORIGIN = 'http://localhost';

const STATUS_TEXTS: Record<number, string> = {
  200: 'OK',
  201: 'Created',
  204: 'No Content',
  304: 'Not Modified',
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  409: 'Conflict',
  413: 'Payload Too Large',
  415: 'Unsupported Media Type',
  422: 'Unprocessable Entity',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
  504: 'Gateway Timeout',
};

/** The reason phrase of a status ('' when unknown or for a network error). */
const statusText = (status: number): string => STATUS_TEXTS[status] ?? '';

const toHeaders = (headers: Record<string, string>): HarHeader[] =>
  Object.entries(headers).map(([name, value]) => ({ name, value }));

const headerOf = (headers: Record<string, string>, name: string) =>
  Object.entries(headers).find(([key]) => key.toLowerCase() === name)?.[1];

const byteLength = (text: string | null) => (text === null ? 0 : new TextEncoder().encode(text).length);

function harEntry(raw: RequestLogEntry, origin: string): HarEntry {
  const entry = maskEntry(raw);
  const url = new URL(entry.path, origin);
  const requestType = headerOf(entry.request.headers, 'content-type') ?? 'application/octet-stream';
  const responseType = headerOf(entry.response.headers, 'content-type') ?? 'application/octet-stream';
  const responseBody = entry.response.body;
  const time = Math.max(0, entry.durationMs);
  return {
    startedDateTime: entry.at,
    time,
    request: {
      method: entry.method.toUpperCase(),
      url: url.href,
      httpVersion: 'HTTP/1.1',
      cookies: [],
      headers: toHeaders(entry.request.headers),
      queryString: [...url.searchParams].map(([name, value]) => ({ name, value })),
      ...(entry.request.body === null ? {} : { postData: { mimeType: requestType, text: entry.request.body } }),
      headersSize: -1,
      bodySize: byteLength(entry.request.body),
    },
    response: {
      status: entry.status,
      statusText: statusText(entry.status),
      httpVersion: entry.status === 0 ? '' : 'HTTP/1.1',
      cookies: [],
      headers: toHeaders(entry.response.headers),
      content: {
        size: byteLength(responseBody),
        mimeType: entry.status === 0 ? 'x-unknown' : responseType,
        ...(responseBody === null ? {} : { text: responseBody }),
      },
      redirectURL: headerOf(entry.response.headers, 'location') ?? '',
      headersSize: -1,
      bodySize: entry.status === 0 ? -1 : byteLength(responseBody),
      ...(entry.status === 0 ? { _error: entry.fault ?? 'net::ERR_FAILED' } : {}),
    },
    cache: {},
    timings: { blocked: -1, dns: -1, connect: -1, ssl: -1, send: 0, wait: time, receive: 0 },
    _id: entry.id,
    _fault: entry.fault,
    _contract: entry.contract,
  };
}

/** HAR 1.2 of the entries (masked), one that Chromium's DevTools opens; paths get `origin` in front. */
export function toHar(
  entries: readonly RequestLogEntry[],
  creator: { name: string; version: string } = DEFAULT_CREATOR,
  origin: string = HAR_ORIGIN,
): HarLog {
  const sorted = [...entries].sort((a, b) => a.at.localeCompare(b.at));
  return {
    log: {
      version: '1.2',
      creator: { name: creator.name, version: creator.version },
      pages: [],
      entries: sorted.map((entry) => harEntry(entry, origin)),
    },
  };
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

function fromHarHeaders(value: unknown): Record<string, string> {
  if (!Array.isArray(value)) return {};
  const headers: Record<string, string> = {};
  for (const header of value) {
    if (!isObject(header) || typeof header.name !== 'string') continue;
    const name = header.name;
    // HTTP/2 pseudo-headers (`:authority`) are not headers of the message.
    if (name.startsWith(':')) continue;
    const text = typeof header.value === 'string' ? header.value : String(header.value ?? '');
    headers[name] = name in headers ? `${headers[name]}, ${text}` : text;
  }
  return headers;
}

function decodeContent(content: Record<string, unknown>): string | null {
  if (typeof content.text !== 'string') return null;
  if (content.encoding !== 'base64') return content.text;
  try {
    const binary = atob(content.text);
    return new TextDecoder().decode(Uint8Array.from(binary, (c) => c.charCodeAt(0)));
  } catch {
    return content.text;
  }
}

/** The entries of a HAR file (a browser's, the Requests view's, the server's), masked, their coverage from the pact. */
export function fromHar(har: unknown): RequestLogEntry[] {
  if (!isObject(har) || !isObject(har.log) || !Array.isArray(har.log.entries))
    throw new Error('Not a HAR file: expected a JSON object with log.entries (HAR 1.2).');
  return har.log.entries.map((raw: unknown, index) => {
    const where = `HAR entry ${index + 1}`;
    if (!isObject(raw) || !isObject(raw.request) || !isObject(raw.response))
      throw new Error(`Not a HAR file: ${where} has no request or response.`);
    const { request, response } = raw;
    if (typeof request.method !== 'string' || typeof request.url !== 'string')
      throw new Error(`Not a HAR file: ${where} has no request method or URL.`);
    let url: URL;
    try {
      url = new URL(request.url, HAR_ORIGIN);
    } catch {
      throw new Error(`Not a HAR file: ${where} has an invalid URL (${request.url}).`);
    }
    const status = typeof response.status === 'number' ? response.status : Number(response.status);
    if (!Number.isInteger(status) || status < 0) throw new Error(`Not a HAR file: ${where} has no response status.`);
    const method = request.method.toUpperCase();
    const path = `${url.pathname}${url.search}`;
    const postData = isObject(request.postData) ? request.postData : null;
    const content = isObject(response.content) ? response.content : {};
    const entry: RequestLogEntry = {
      id: typeof raw._id === 'string' ? raw._id : String(index + 1),
      at: typeof raw.startedDateTime === 'string' ? raw.startedDateTime : new Date(0).toISOString(),
      method,
      path,
      status,
      durationMs: typeof raw.time === 'number' && raw.time >= 0 ? raw.time : 0,
      fault: typeof raw._fault === 'string' ? raw._fault : null,
      request: {
        headers: fromHarHeaders(request.headers),
        body: postData && typeof postData.text === 'string' ? postData.text : null,
      },
      response: { headers: fromHarHeaders(response.headers), body: decodeContent(content) },
      contract: contractCoverage(method, path, status),
    };
    return maskEntry(entry);
  });
}
