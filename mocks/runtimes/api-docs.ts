import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

/**
 * The API reference the standalone server serves beside the API: the OpenAPI document
 * (`contracts/openapi.json`, generated from the schemas the mock validates with) and a readable page
 * of it rendered by Redoc, served from npm's package (no CDN, no font or script from elsewhere).
 */
export const OPENAPI_PATH = '/openapi.json';
export const DOCS_PATH = '/docs';
const REDOC_SCRIPT_PATH = '/docs/redoc.standalone.js';

const OPENAPI_FILE = fileURLToPath(new URL('../../contracts/openapi.json', import.meta.url));

const DOCS_PAGE = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <title>Vinotheca Admin API reference</title>
    <style>body { margin: 0; }</style>
  </head>
  <body>
    <div id="redoc"></div>
    <script src="${REDOC_SCRIPT_PATH}"></script>
    <script>Redoc.init(${JSON.stringify(OPENAPI_PATH)}, { expandResponses: '200,201', jsonSampleExpandLevel: 3, sortTagsAlphabetically: true }, document.getElementById('redoc'));</script>
  </body>
</html>
`;

/**
 * Nothing from another origin: Redoc's footer would otherwise fetch its logo from Redocly's CDN.
 * Redoc styles with injected <style> elements and runs its search in a blob: worker.
 */
const DOCS_POLICY = [
  "default-src 'self'",
  "script-src 'self' 'unsafe-inline' blob:",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "worker-src 'self' blob:",
  "frame-ancestors 'none'",
].join('; ');

let redocScript: Buffer | undefined;
const redoc = () =>
  (redocScript ??= readFileSync(createRequire(import.meta.url).resolve('redoc/bundles/redoc.standalone.js')));

/** The answer to a GET of the reference's paths, or null for any other request. */
export function apiDocsResponse(method: string | undefined, path: string): Response | null {
  if (method !== 'GET' && method !== 'HEAD') return null;
  if (path === OPENAPI_PATH)
    return new Response(readFileSync(OPENAPI_FILE), { headers: { 'Content-Type': 'application/json; charset=utf-8' } });
  if (path === DOCS_PATH || path === `${DOCS_PATH}/`) {
    return new Response(DOCS_PAGE, {
      headers: { 'Content-Type': 'text/html; charset=utf-8', 'Content-Security-Policy': DOCS_POLICY },
    });
  }
  if (path === REDOC_SCRIPT_PATH) {
    return new Response(new Uint8Array(redoc()), {
      headers: { 'Content-Type': 'text/javascript; charset=utf-8', 'Cache-Control': 'max-age=3600' },
    });
  }
  return null;
}
