import { readFileSync } from 'node:fs';
import { withSourceModules, writeOrCheck } from './generated-file.mjs';

// Rewrites the tables of contracts/README.md made from the code (the permission table and the
// endpoint table, between their HTML comments):
//   node scripts/api-reference-generate.mjs [--check]
// With --check it writes nothing and exits 1 when the committed file differs (contracts/permission-table.test.ts
// and contracts/endpoint-table.test.ts run the same comparison in the test suite).
export const README_FILE = 'contracts/README.md';

export function generateReadme(readme) {
  return withSourceModules(async (load) => {
    const { withTablesMade } = await load('/contracts/support/api-reference-tables.ts');
    return withTablesMade(readme);
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  writeOrCheck(README_FILE, await generateReadme(readFileSync(README_FILE, 'utf8')), {
    command: 'node scripts/api-reference-generate.mjs',
    written: `Tables of ${README_FILE} rewritten.`,
  });
}
