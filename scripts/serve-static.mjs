import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { parseArgs } from 'node:util';
import { cacheControl, newNonce, securityHeaders, withNonce } from './security-headers.mjs';

// A plain static host with an SPA fallback, as the demo would get on any static hosting:
// `node scripts/serve-static.mjs --dir dist-demo --base /demo/ --port 4174`.
const { values } = parseArgs({
  options: { dir: { type: 'string', default: 'dist-demo' }, base: { type: 'string', default: '/' }, port: { type: 'string', default: '4174' } },
});
const root = resolve(values.dir);
const base = `/${values.base.replace(/^\/+|\/+$/g, '')}/`.replace('//', '/');
const TYPES = { '.html': 'text/html; charset=utf-8', '.js': 'text/javascript', '.css': 'text/css', '.json': 'application/json', '.svg': 'image/svg+xml', '.png': 'image/png', '.ico': 'image/x-icon' };

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
  res.writeHead(200, { 'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream', 'Cache-Control': cacheControl(served) });
  if (extname(file) === '.html') res.end(withNonce(readFileSync(file, 'utf8'), nonce));
  else createReadStream(file).pipe(res);
});
server.listen(Number(values.port), '127.0.0.1', () => console.log(`Serving ${root} at http://127.0.0.1:${values.port}${base}`));
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.close(() => process.exit(0)));
