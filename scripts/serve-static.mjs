import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { cliOptions, listenFailure, usageError } from './cli-args.mjs';
import { cacheControl, newNonce, securityHeaders, withNonce } from './security-headers.mjs';

const USAGE = `node scripts/serve-static.mjs [--dir DIR] [--base PATH] [--port N]: a plain static host with an
SPA fallback, as the demo gets on any static hosting (docs/deployment.md, "A static demo anyone can open")

  --dir DIR    the build to serve (default dist-demo)
  --base PATH  the path it was built for (default /)
  --port N     port on 127.0.0.1 (default 4174)
  -h, --help   this text`;
const values = cliOptions(
  {
    dir: { type: 'string', default: 'dist-demo' },
    base: { type: 'string', default: '/' },
    port: { type: 'string', default: '4174' },
  },
  USAGE,
);
const root = resolve(values.dir);
if (!existsSync(join(root, 'index.html')))
  usageError(
    `No build in ${root} (no index.html): run npm run build:demo first, or give its folder with --dir.`,
    USAGE,
  );
const port = Number(values.port);
if (!Number.isInteger(port) || port < 0 || port > 65535) usageError(`Invalid port: ${values.port}`, USAGE);
const base = `/${values.base.replace(/^\/+|\/+$/g, '')}/`.replace('//', '/');
const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
};

/** The request's path, decoded; null when it is not valid percent-encoding (answered 400, never a crash). */
function decodedPath(url) {
  try {
    return decodeURIComponent((url ?? '/').split('?')[0] ?? '/');
  } catch {
    return null;
  }
}

const server = createServer((req, res) => {
  // Every answer carries the security headers; a page also its own CSP nonce.
  const nonce = newNonce();
  for (const [name, value] of Object.entries(securityHeaders(nonce))) res.setHeader(name, value);
  const path = decodedPath(req.url);
  if (path === null || path.includes('\0')) {
    res.writeHead(400, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Bad request: malformed URL');
    return;
  }
  if (!path.startsWith(base)) {
    res.writeHead(302, { Location: base }).end();
    return;
  }
  const relative = normalize(path.slice(base.length)).replace(/^(\.\.[/\\])+/, '');
  let file = join(root, relative);
  if (file !== root && !file.startsWith(root + sep)) {
    res.writeHead(400).end();
    return;
  }
  let served = relative;
  if (!existsSync(file) || statSync(file).isDirectory()) {
    // Deep links (no file extension) get the app; a missing asset is a real 404.
    if (extname(relative)) {
      res.writeHead(404, { 'Cache-Control': cacheControl(null) }).end();
      return;
    }
    file = join(root, 'index.html');
    served = 'index.html';
  }
  res.writeHead(200, {
    'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream',
    'Cache-Control': cacheControl(served),
  });
  if (extname(file) === '.html') res.end(withNonce(readFileSync(file, 'utf8'), nonce));
  else createReadStream(file).pipe(res);
});
server.once('error', (error) => {
  console.error(listenFailure(error, port, '127.0.0.1'));
  process.exit(1);
});
server.listen(port, '127.0.0.1', () =>
  console.log(`Serving ${root} at http://127.0.0.1:${server.address().port}${base}`),
);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.close(() => process.exit(0)));
