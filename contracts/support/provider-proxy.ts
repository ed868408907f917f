import { createServer } from 'node:http';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { isIdParam } from '../../mocks/core/provider-state-params';

/** Headers of one hop, never forwarded. */
const HOP_BY_HOP = new Set([
  'host',
  'connection',
  'keep-alive',
  'transfer-encoding',
  'content-length',
  'content-encoding',
  'upgrade',
]);

/** One answer of the provider, as the proxy saw it; `body` is parsed JSON, or undefined. */
export interface Exchange {
  method: string;
  /** The path without the query. */
  path: string;
  /** The request's Authorization header, if any. */
  authorization?: string;
  status: number;
  contentType: string;
  body: unknown;
}

/** What to send instead: a new content type and/or JSON body. */
export type Rewrite = { contentType?: string; body?: unknown } | void;

export interface ProviderProxy {
  url: string;
  close(): Promise<void>;
}

/**
 * A provider in front of another: every request passes through, and `onAnswer` sees each JSON
 * answer and may rewrite it. The contract tests use it to check the mock's answers against the
 * OpenAPI document and to answer the way other backends do.
 */
export async function startProviderProxy(
  target: string,
  onAnswer: (exchange: Exchange) => Rewrite,
  onRequest: (path: string, body: unknown) => unknown = (_path, body) => body,
): Promise<ProviderProxy> {
  async function forward(request: IncomingMessage, response: ServerResponse) {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const headers = new Headers();
    for (const [name, value] of Object.entries(request.headers)) {
      if (value !== undefined && !HOP_BY_HOP.has(name))
        headers.set(name, Array.isArray(value) ? value.join(', ') : value);
    }
    const url = request.url ?? '/';
    let sent: Buffer | undefined = chunks.length > 0 ? Buffer.concat(chunks) : undefined;
    if (sent && /^application\/json\b/.test(headers.get('content-type') ?? '')) {
      sent = Buffer.from(JSON.stringify(onRequest(url.split('?')[0] ?? url, JSON.parse(sent.toString('utf8')))));
    }
    const answer = await fetch(`${target}${url}`, {
      method: request.method,
      headers,
      body: sent ? new Uint8Array(sent) : undefined,
    });
    let payload = Buffer.from(await answer.arrayBuffer());
    const outgoing: Record<string, string> = {};
    answer.headers.forEach((value, name) => {
      if (!HOP_BY_HOP.has(name)) outgoing[name] = value;
    });
    const contentType = answer.headers.get('content-type') ?? '';
    const json = /^application\/([\w.-]+\+)?json\b/.test(contentType) && payload.length > 0;
    const body: unknown = json ? JSON.parse(payload.toString('utf8')) : undefined;
    const rewrite = onAnswer({
      method: request.method ?? 'GET',
      path: url.split('?')[0] ?? url,
      authorization: request.headers.authorization,
      status: answer.status,
      contentType,
      body,
    });
    if (rewrite?.contentType) outgoing['content-type'] = rewrite.contentType;
    if (rewrite && 'body' in rewrite) payload = Buffer.from(JSON.stringify(rewrite.body));
    outgoing['content-length'] = String(payload.length);
    response.writeHead(answer.status, outgoing);
    response.end(payload);
  }
  const server = createServer((request, response) => {
    forward(request, response).catch((error: unknown) => {
      response.writeHead(502, { 'content-type': 'text/plain' });
      response.end(`Proxy failure: ${String(error)}`);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  };
}

/** `toISOString()` output, the only form the mock writes. */
const MOCK_INSTANT = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2})\.(\d{3})Z$/;

/**
 * The other RFC 3339 forms a backend writes for the same kind of instant, in turn: whole seconds
 * (Jackson's zero-nanosecond `Instant`), microseconds (a database clock), nanoseconds, and an offset
 * instead of `Z`.
 */
const REWRITES: ((seconds: string, millis: string) => string)[] = [
  (seconds) => `${seconds}Z`,
  (seconds, millis) => `${seconds}.${millis}417Z`,
  (seconds, millis) => `${seconds}.${millis}000001Z`,
  (seconds, millis) => `${seconds}.${millis}+00:00`,
];

function rewriteInstants(value: unknown, next: () => number): unknown {
  if (typeof value === 'string') {
    const match = MOCK_INSTANT.exec(value);
    return match ? REWRITES[next() % REWRITES.length]!(match[1]!, match[2]!) : value;
  }
  if (Array.isArray(value)) return value.map((item) => rewriteInstants(item, next));
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, rewriteInstants(item, next)]));
  }
  return value;
}

/**
 * Answers the way a default Spring Boot service does: JSON instants in the other RFC 3339 forms,
 * error bodies as `application/problem+json`, and records with ids its database makes: the ids
 * the pact's provider states suggest are dropped before the state setup sees them, so every path
 * and body id must come from the setup's answer. `rewritten` counts all three, proof that a run
 * exercised them.
 */
export function springStyle(statesPath: string) {
  const rewritten = { instants: 0, problemJson: 0, droppedIds: 0 };
  const onRequest = (path: string, body: unknown): unknown => {
    if (path !== statesPath || !body || typeof body !== 'object' || !('params' in body)) return body;
    const { params, ...rest } = body as { params?: Record<string, unknown> };
    const kept = Object.entries(params ?? {}).filter(([name]) => !isIdParam(name));
    rewritten.droppedIds += Object.keys(params ?? {}).length - kept.length;
    return { ...rest, params: Object.fromEntries(kept) };
  };
  const next = () => rewritten.instants++;
  const onAnswer = ({ status, contentType, body }: Exchange): Rewrite => {
    if (body === undefined || !contentType.startsWith('application/json')) return;
    const error = status >= 400;
    if (error) rewritten.problemJson += 1;
    return { body: rewriteInstants(body, next), ...(error ? { contentType: 'application/problem+json' } : {}) };
  };
  return { rewritten, onAnswer, onRequest };
}
