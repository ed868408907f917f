import { parseArgs } from 'node:util';
import { createServer } from 'vite';

// `npm run mock:server [-- --port 4010 --host 127.0.0.1 --admins 150]`; MOCK_PORT works too.
const { values } = parseArgs({
  options: {
    port: { type: 'string', short: 'p' },
    host: { type: 'string' },
    admins: { type: 'string' },
    quiet: { type: 'boolean', short: 'q' },
  },
});
const port = Number(values.port ?? process.env.MOCK_PORT ?? 4010);
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`Invalid port: ${values.port ?? process.env.MOCK_PORT}`);
  process.exit(2);
}

// Vite loads the TypeScript sources with the app's own config (the @/ alias), so the server runs the
// very modules the browser worker and the tests run. It opens no port of its own.
const vite = await createServer({
  configFile: 'vite.config.ts',
  logLevel: 'error',
  appType: 'custom',
  server: { middlewareMode: true, hmr: false, watch: null },
});
const module = await vite.ssrLoadModule('/mocks/runtimes/server.ts');
const server = await module.startMockHttpServer({
  port,
  host: values.host ?? process.env.MOCK_HOST ?? '127.0.0.1',
  adminCount: values.admins ? Number(values.admins) : undefined,
  log: values.quiet ? undefined : (line) => console.log(`${new Date().toISOString()} ${line}`),
});
console.log(`Vinotheca mock backend on ${server.url} (admin API ${server.url}/api/v1/admin). Ctrl+C stops it.`);

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
