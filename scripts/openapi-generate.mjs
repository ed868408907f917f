import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { createServer } from 'vite';

// Writes the OpenAPI document, generated from the wire and request schemas, to contracts/openapi.json:
//   node scripts/openapi-generate.mjs [--check]
// With --check it writes nothing and exits 1 when the committed file differs (contracts/openapi.test.ts
// runs the same comparison in the test suite).
export const OPENAPI_FILE = 'contracts/openapi.json';

/** The document as the committed file holds it: two-space JSON and a final newline. */
export function serialise(document) {
  return `${JSON.stringify(document, null, 2)}\n`;
}

export async function generateOpenApi() {
  // Vite loads the TypeScript sources with the app's config (the @/ alias), as the mock server does.
  const vite = await createServer({
    configFile: 'vite.config.ts',
    logLevel: 'error',
    appType: 'custom',
    server: { middlewareMode: true, hmr: false, ws: false, watch: null },
  });
  try {
    const { buildOpenApiDocument } = await vite.ssrLoadModule('/contracts/openapi/document.ts');
    const { seedExamples } = await vite.ssrLoadModule('/contracts/openapi/examples.ts');
    const { version } = JSON.parse(readFileSync('package.json', 'utf8'));
    return serialise(buildOpenApiDocument(version, await seedExamples()));
  } finally {
    await vite.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const text = await generateOpenApi();
  const file = resolve(OPENAPI_FILE);
  if (process.argv.includes('--check')) {
    const committed = readFileSync(file, 'utf8');
    if (committed !== text) {
      console.error(`${OPENAPI_FILE} is stale: run node scripts/openapi-generate.mjs and commit it.`);
      process.exit(1);
    }
    console.log(`${OPENAPI_FILE} is up to date.`);
  } else {
    writeFileSync(file, text);
    console.log(`OpenAPI document written to ${OPENAPI_FILE} (${Object.keys(JSON.parse(text).paths).length} paths).`);
  }
}
