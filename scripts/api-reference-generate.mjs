import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { createServer } from 'vite';

// Rewrites the tables of contracts/README.md made from the code (the permission table and the
// endpoint table, between their HTML comments):
//   node scripts/api-reference-generate.mjs [--check]
// With --check it writes nothing and exits 1 when the committed file differs (contracts/permission-table.test.ts
// and contracts/endpoint-table.test.ts run the same comparison in the test suite).
export const README_FILE = 'contracts/README.md';

export async function generateReadme(readme) {
  // Vite loads the TypeScript sources with the app's config (the @/ alias), as the OpenAPI script does.
  const vite = await createServer({
    configFile: 'vite.config.ts',
    logLevel: 'error',
    appType: 'custom',
    server: { middlewareMode: true, hmr: false, ws: false, watch: null },
  });
  try {
    const { withTablesMade } = await vite.ssrLoadModule('/contracts/support/api-reference-tables.ts');
    return withTablesMade(readme);
  } finally {
    await vite.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const file = resolve(README_FILE);
  const committed = readFileSync(file, 'utf8');
  const text = await generateReadme(committed);
  if (process.argv.includes('--check')) {
    if (committed !== text) {
      console.error(`${README_FILE}'s tables are stale: run node scripts/api-reference-generate.mjs and commit it.`);
      process.exit(1);
    }
    console.log(`${README_FILE}'s tables are up to date.`);
  } else {
    writeFileSync(file, text);
    console.log(`Tables of ${README_FILE} rewritten.`);
  }
}
