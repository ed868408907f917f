import { readFileSync } from 'node:fs';
import { withSourceModules, writeOrCheck } from './generated-file.mjs';

// Writes the contract coverage data the mock's request log reads (which pact interactions cover a
// method, path template and status), made from the pact, to mocks/core/contract-coverage.json:
//   node scripts/contract-coverage-generate.mjs [--check]
// With --check it writes nothing and exits 1 when the committed file differs (mocks/core/request-record.test.ts
// runs the same comparison in the test suite).
export const COVERAGE_FILE = 'mocks/core/contract-coverage.json';
export const PACT_FILE = 'contracts/pacts/vinotheca-admin-console-vinotheca-admin-api.json';

export function generateCoverage() {
  return withSourceModules(async (load) => {
    const { buildCoverageData, serialiseCoverageData } = await load('/contracts/support/contract-coverage.ts');
    const { ENDPOINTS } = await load('/src/api/endpoints/index.ts');
    const { DEFAULT_ADMIN_BASE, DEFAULT_GENERAL_BASE } = await load('/mocks/app/create-handlers.ts');
    const pact = JSON.parse(readFileSync(PACT_FILE, 'utf8'));
    const bases = { admin: DEFAULT_ADMIN_BASE, general: DEFAULT_GENERAL_BASE };
    return serialiseCoverageData(buildCoverageData(pact, ENDPOINTS, bases, PACT_FILE));
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const text = await generateCoverage();
  writeOrCheck(COVERAGE_FILE, text, {
    command: 'node scripts/contract-coverage-generate.mjs',
    written: `Contract coverage written to ${COVERAGE_FILE} (${JSON.parse(text).interactions.length} interactions).`,
  });
}
