import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { errorResponse } from '../core/http';
import { createHandlers, DEFAULT_ADMIN_BASE, DEFAULT_GENERAL_BASE } from '../core/create-handlers';
import { resetMockBackend } from './node';
import { applyProviderState, PROVIDER_STATES_PATH, RESET_PATH } from '../core/provider-states';
import { respond } from '../core/respond';

export interface MockHttpServerOptions {
  port?: number;
  host?: string;
  /** One line per request on this sink (method, path, status, time); never the query or headers. */
  log?: (line: string) => void;
  adminCount?: number;
}

export interface MockHttpServer {
  url: string;
  server: Server;
  close: () => Promise<void>;
}

const MAX_BODY_BYTES = 5 * 1024 * 1024;

function corsHeaders(origin: string | undefined): Record<string, string> {
  return {
    'Access-Control-Allow-Origin': origin ?? '*',
    'Access-Control-Allow-Methods': 'GET,POST,PUT,PATCH,DELETE,OPTIONS',
    'Access-Control-Allow-Headers': 'Authorization,Content-Type,Accept',
    'Access-Control-Max-Age': '600',
    Vary: 'Origin',
  };
}

async function readBody(req: IncomingMessage): Promise<Buffer | null> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > MAX_BODY_BYTES) return null;
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

async function send(res: ServerResponse, response: Response, extraHeaders: Record<string, string>): Promise<void> {
  const headers: Record<string, string> = { ...extraHeaders };
  response.headers.forEach((value, key) => {
    headers[key] = value;
  });
  res.writeHead(response.status, headers);
  res.end(Buffer.from(await response.arrayBuffer()));
}

/**
 * The mock backend over real HTTP: the same handlers and seed as the browser worker and the Node
 * tests, for curl, other clients and Pact provider verification.
 */
export async function startMockHttpServer(options: MockHttpServerOptions = {}): Promise<MockHttpServer> {
  const host = options.host ?? '127.0.0.1';
  const log = options.log ?? (() => undefined);
  let origin = '';
  const handlers = () => createHandlers({ adminBase: `${origin}${DEFAULT_ADMIN_BASE}`, generalBase: `${origin}${DEFAULT_GENERAL_BASE}` });
  let current: ReturnType<typeof handlers> = [];
  await resetMockBackend({ adminCount: options.adminCount });

  const server = createServer((req, res) => {
    const started = performance.now();
    const path = (req.url ?? '/').split('?')[0] ?? '/';
    const cors = corsHeaders(req.headers.origin);
    const finish = (status: number) => log(`${req.method} ${path} ${status} ${(performance.now() - started).toFixed(1)}ms`);
    void (async () => {
      try {
        if (req.method === 'OPTIONS') {
          res.writeHead(204, cors);
          res.end();
          finish(204);
          return;
        }
        const body = req.method === 'GET' || req.method === 'HEAD' ? null : await readBody(req);
        if (body === null && req.method !== 'GET' && req.method !== 'HEAD') {
          const response = errorResponse(413, 'Payload Too Large', 'The request body is larger than 5 MB.');
          await send(res, response, cors);
          finish(413);
          return;
        }
        const headers = new Headers();
        for (const [key, value] of Object.entries(req.headers)) {
          if (typeof value === 'string') headers.set(key, value);
          else if (Array.isArray(value)) headers.set(key, value.join(', '));
        }
        const request = new Request(`${origin}${req.url ?? '/'}`, {
          method: req.method,
          headers,
          body: body && body.length > 0 ? new Uint8Array(body) : undefined,
        });
        let response: Response;
        if (path === PROVIDER_STATES_PATH || path === RESET_PATH) {
          response = await applyProviderState(request, path);
          current = handlers();
        } else {
          response = await respond(current, request);
        }
        await send(res, response, cors);
        finish(response.status);
      } catch (error) {
        const name = error instanceof Error ? error.name : 'error';
        log(`${req.method} ${path} failed (${name})`);
        if (!res.headersSent) await send(res, errorResponse(500, 'Internal Server Error', 'An unexpected error occurred.'), cors);
        else res.end();
      }
    })();
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, host, () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  origin = `http://${host}:${port}`;
  current = handlers();
  return {
    url: origin,
    server,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
