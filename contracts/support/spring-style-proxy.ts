import { createServer } from 'node:http';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** Headers of one hop, never forwarded. */
const HOP_BY_HOP = new Set(['host', 'connection', 'keep-alive', 'transfer-encoding', 'content-length', 'content-encoding', 'upgrade']);

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

export interface SpringStyleProxy {
  url: string;
  /** How many instants and error content types it rewrote: proof that the run exercised both. */
  rewritten: { instants: number; problemJson: number };
  close(): Promise<void>;
}

/**
 * A provider that answers the way a default Spring Boot service does, made from the mock: every
 * response passes through, but JSON instants come back in the other RFC 3339 forms and error bodies
 * as `application/problem+json`. Verifying the pact through it proves the contract does not pin the
 * mock's own formatting.
 */
export async function startSpringStyleProxy(target: string): Promise<SpringStyleProxy> {
  const rewritten = { instants: 0, problemJson: 0 };
  const next = () => rewritten.instants++;
  const server = createServer((request, response) => {
    forward(request, response).catch((error: unknown) => {
      response.writeHead(502, { 'content-type': 'text/plain' });
      response.end(`Proxy failure: ${String(error)}`);
    });
  });
  async function forward(request: IncomingMessage, response: ServerResponse) {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const headers = new Headers();
    for (const [name, value] of Object.entries(request.headers)) {
      if (value !== undefined && !HOP_BY_HOP.has(name)) headers.set(name, Array.isArray(value) ? value.join(', ') : value);
    }
    const body = chunks.length > 0 ? Buffer.concat(chunks) : undefined;
    const answer = await fetch(`${target}${request.url ?? '/'}`, { method: request.method, headers, body });
    const contentType = answer.headers.get('content-type') ?? '';
    let payload = Buffer.from(await answer.arrayBuffer());
    const outgoing: Record<string, string> = {};
    answer.headers.forEach((value, name) => {
      if (!HOP_BY_HOP.has(name)) outgoing[name] = value;
    });
    if (contentType.startsWith('application/json') && payload.length > 0) {
      payload = Buffer.from(JSON.stringify(rewriteInstants(JSON.parse(payload.toString('utf8')), next)));
      if (answer.status >= 400) {
        outgoing['content-type'] = 'application/problem+json';
        rewritten.problemJson += 1;
      }
    }
    outgoing['content-length'] = String(payload.length);
    response.writeHead(answer.status, outgoing);
    response.end(payload);
  }
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    rewritten,
    close: () => new Promise((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  };
}
