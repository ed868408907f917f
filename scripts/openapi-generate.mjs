import { readFileSync } from 'node:fs';
import { withSourceModules, writeOrCheck } from './generated-file.mjs';

// Writes the OpenAPI document, generated from the wire and request schemas, to contracts/openapi.json:
//   node scripts/openapi-generate.mjs [--check]
// With --check it writes nothing and exits 1 when the committed file differs (contracts/openapi.test.ts
// runs the same comparison in the test suite).
export const OPENAPI_FILE = 'contracts/openapi.json';

/** The document as the committed file holds it: two-space JSON and a final newline. */
export function serialise(document) {
  return `${JSON.stringify(document, null, 2)}\n`;
}

export function generateOpenApi() {
  return withSourceModules(async (load) => {
    const { buildOpenApiDocument } = await load('/contracts/openapi/document.ts');
    const { seedExamples } = await load('/contracts/openapi/examples.ts');
    const { version } = JSON.parse(readFileSync('package.json', 'utf8'));
    return serialise(buildOpenApiDocument(version, await seedExamples()));
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const text = await generateOpenApi();
  writeOrCheck(OPENAPI_FILE, text, {
    command: 'node scripts/openapi-generate.mjs',
    written: `OpenAPI document written to ${OPENAPI_FILE} (${Object.keys(JSON.parse(text).paths).length} paths).`,
  });
}
