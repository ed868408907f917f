import { randomBytes } from 'node:crypto';
import { parseArgs } from 'node:util';
import { createServer } from 'vite';

// `npm run mock:server [-- --port 4010 --host 127.0.0.1 --admins 150 --cors-origin https://console.example --open-control --trust-proxy]`;
// MOCK_PORT, MOCK_HOST and MOCK_CORS_ORIGINS (comma-separated) work too.
const { values } = parseArgs({
  options: {
    port: { type: 'string', short: 'p' },
    host: { type: 'string' },
    admins: { type: 'string' },
    quiet: { type: 'boolean', short: 'q' },
    'cors-origin': { type: 'string', multiple: true },
    'open-control': { type: 'boolean' },
    // Behind a reverse proxy: the caller's address (sign-in rate limit) comes from X-Forwarded-For.
    'trust-proxy': { type: 'boolean' },
  },
});
const port = Number(values.port ?? process.env.MOCK_PORT ?? 4010);
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`Invalid port: ${values.port ?? process.env.MOCK_PORT}`);
  process.exit(2);
}

// Vite loads the TypeScript sources with the app's own config (the @/ alias), so the server runs the
// very modules the browser worker and the tests run. It opens no port of its own (no WebSocket either).
const vite = await createServer({
  configFile: 'vite.config.ts',
  logLevel: 'error',
  appType: 'custom',
  server: { middlewareMode: true, hmr: false, ws: false, watch: null },
});
const corsOrigins = values['cors-origin'] ?? process.env.MOCK_CORS_ORIGINS?.split(',').map((o) => o.trim()).filter(Boolean);
// /_mock/* (reset, provider states) takes this token in X-Mock-Control-Token; --open-control drops it
// (loopback callers only, still), for a verifier that cannot send the header.
const controlToken = values['open-control'] ? null : randomBytes(18).toString('base64url');
const module = await vite.ssrLoadModule('/mocks/runtimes/server.ts');
const server = await module.startMockHttpServer({
  port,
  host: values.host ?? process.env.MOCK_HOST ?? '127.0.0.1',
  adminCount: values.admins ? Number(values.admins) : undefined,
  controlToken,
  allowedOrigins: corsOrigins && corsOrigins.length > 0 ? corsOrigins : undefined,
  trustProxy: values['trust-proxy'] === true,
  log: values.quiet ? undefined : (line) => console.log(`${new Date().toISOString()} ${line}`),
});
console.log(`Vinotheca mock backend on ${server.url} (admin API ${server.url}/api/v1/admin). Ctrl+C stops it.`);
console.log(`API reference: ${server.url}/docs (OpenAPI 3.1 document: ${server.url}/openapi.json).`);
console.log(
  controlToken
    ? `Mock control (/_mock/reset, /_mock/provider-states): from this machine, with header X-Mock-Control-Token: ${controlToken}`
    : 'Mock control (/_mock/reset, /_mock/provider-states): open to callers on this machine (--open-control).',
);

let closing = false;
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, async () => {
    if (closing) return;
    closing = true;
    console.log(`${signal}: closing the mock backend`);
    await server.close();
    await vite.close();
    process.exit(0);
  });
}
