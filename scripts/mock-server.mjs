import { randomBytes } from 'node:crypto';
import { createServer } from 'vite';
import { cliOptions, listenFailure, usageError } from './cli-args.mjs';

const USAGE = `npm run mock:server [-- OPTIONS]: the mock backend over HTTP (docs/mock-backend.md, "The standalone server")

  -p, --port N           port (default 4010; MOCK_PORT); 0 picks a free one
      --host ADDRESS     address to listen on (default 127.0.0.1; MOCK_HOST), e.g. ::1 or 0.0.0.0
      --seed-date DAY    date the data at DAY (YYYY-MM-DD) and keep it there (default: today, moving forward daily)
      --admins N         admin accounts to seed (default 150, the demo accounts among them; at most 10,000)
      --wines N          wines to seed (default 2,000; at most 10,000)
      --members N        members owning cellars to seed (default 300; at most 5,000)
      --scenario NAME    one of the browser demo's scenarios: its dataset, faults and latency
      --data-file PATH   load the data from PATH (made from the seed when missing) and save every change to it
      --cors-origin URL  an origin CORS allows instead of local front ends (repeatable; MOCK_CORS_ORIGINS, comma-separated)
      --open-control     /_mock/* without the control token (callers on this machine only, still)
      --trust-proxy      the caller's address comes from X-Forwarded-For (behind a proxy you run)
  -q, --quiet            no line per request
  -h, --help             this text

Scenarios: default, empty, large, slow, realistic, users-down, short-tokens, rate-limited (docs/mock-backend.md).
GET /healthz answers readiness; POST /_mock/reset restores the data the server started with.`;

const values = cliOptions(
  {
    port: { type: 'string', short: 'p' },
    host: { type: 'string' },
    admins: { type: 'string' },
    'seed-date': { type: 'string' },
    wines: { type: 'string' },
    members: { type: 'string' },
    scenario: { type: 'string' },
    'data-file': { type: 'string' },
    quiet: { type: 'boolean', short: 'q' },
    'cors-origin': { type: 'string', multiple: true },
    'open-control': { type: 'boolean' },
    // Behind a reverse proxy: the caller's address (sign-in rate limit) comes from X-Forwarded-For.
    'trust-proxy': { type: 'boolean' },
  },
  USAGE,
);
const port = Number(values.port ?? process.env.MOCK_PORT ?? 4010);
if (!Number.isInteger(port) || port < 0 || port > 65535)
  usageError(`Invalid port: ${values.port ?? process.env.MOCK_PORT}`, USAGE);
const host = values.host ?? process.env.MOCK_HOST ?? '127.0.0.1';

// Vite loads the TypeScript sources with the app's own config (the @/ alias), so the server runs the
// very modules the browser worker and the tests run. It opens no port of its own (no WebSocket either).
const vite = await createServer({
  configFile: 'vite.config.ts',
  logLevel: 'error',
  appType: 'custom',
  server: { middlewareMode: true, hmr: false, ws: false, watch: null },
});
const corsOrigins =
  values['cors-origin'] ??
  process.env.MOCK_CORS_ORIGINS?.split(',')
    .map((o) => o.trim())
    .filter(Boolean);
// /_mock/* (reset, provider states) takes this token in X-Mock-Control-Token; --open-control drops it
// (loopback callers only, still), for a verifier that cannot send the header.
const controlToken = values['open-control'] ? null : randomBytes(18).toString('base64url');
// The seed's own bounds (it would clamp a count outside them, or seed only the demo accounts for no number).
const { MIN_ADMIN_COUNT, MAX_ADMIN_COUNT } = await vite.ssrLoadModule('/mocks/core/seed-sizes.ts');
const admins = values.admins === undefined ? undefined : Number(values.admins);
if (admins !== undefined && !(Number.isInteger(admins) && admins >= MIN_ADMIN_COUNT && admins <= MAX_ADMIN_COUNT)) {
  await vite.close();
  usageError(
    `--admins must be a whole number from ${MIN_ADMIN_COUNT} to ${MAX_ADMIN_COUNT}, not ${values.admins}`,
    USAGE,
  );
}
/** A whole number from 0 to `max`, or the usage and exit 2. */
async function count(option, max) {
  const text = values[option];
  if (text === undefined) return undefined;
  const value = Number(text);
  if (text.trim() !== '' && Number.isInteger(value) && value >= 0 && value <= max) return value;
  await vite.close();
  return usageError(`--${option} must be a whole number from 0 to ${max}, not ${text}`, USAGE);
}
const wines = await count('wines', 10_000);
const members = await count('members', 5_000);
const { anchorOfDay } = await vite.ssrLoadModule('/mocks/core/demo-clock.ts');
const seedDate = values['seed-date'];
if (seedDate !== undefined && !anchorOfDay(seedDate)) {
  await vite.close();
  usageError(`--seed-date must be a day as YYYY-MM-DD, such as 2026-11-16, not ${seedDate}`, USAGE);
}
const { SCENARIOS } = await vite.ssrLoadModule('/mocks/runtimes/scenarios.ts');
const scenario = values.scenario;
if (scenario !== undefined && !SCENARIOS.some((s) => s.name === scenario)) {
  await vite.close();
  usageError(`Unknown scenario "${scenario}". Known: ${SCENARIOS.map((s) => s.name).join(', ')}.`, USAGE);
}
const dataFile = values['data-file'];
const module = await vite.ssrLoadModule('/mocks/runtimes/server.ts');
let server;
try {
  server = await module.startMockHttpServer({
    port,
    host,
    adminCount: admins,
    wineCount: wines,
    memberCount: members,
    scenario,
    seedDate,
    dataFile,
    controlToken,
    allowedOrigins: corsOrigins && corsOrigins.length > 0 ? corsOrigins : undefined,
    trustProxy: values['trust-proxy'] === true,
    log: values.quiet ? undefined : (line) => console.log(`${new Date().toISOString()} ${line}`),
  });
} catch (error) {
  // A port taken or an address this machine lacks: a sentence, not a stack trace.
  await vite.close();
  // A damaged or foreign data file: the sentence names the file and the problem.
  if (error?.name === 'DataFileError') {
    console.error(error.message);
    process.exit(1);
  }
  if (!error?.code) throw error;
  console.error(listenFailure(error, port, host));
  process.exit(1);
}
console.log(`Vinotheca mock backend on ${server.url} (admin API ${server.url}/api/v1/admin). Ctrl+C stops it.`);
console.log(`API reference: ${server.url}/docs (OpenAPI 3.1 document: ${server.url}/openapi.json).`);
const health = server.health();
console.log(
  `Data dated ${health.seedDate} (${seedDate ? 'pinned by --seed-date' : 'today, moving forward daily'})` +
    (scenario ? `, scenario ${scenario}` : '') +
    (dataFile
      ? `; ${health.dataFile.loadedAs === 'loaded' ? 'loaded from' : 'created'} ${dataFile}, saved on every change.`
      : '.'),
);
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
    console.log(
      `${signal}: closing the mock backend (the requests in flight finish${dataFile ? ', the data file is saved' : ''})`,
    );
    await server.close();
    await vite.close();
    process.exit(0);
  });
}
