import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { withSourceModules } from './generated-file.mjs';

// Which requests of a recorded session the pact covers, and what to add for the others:
//   npm run contracts:coverage -- session.har
// The HAR may come from the mock console's Requests view, the standalone server's
// GET /_mock/requests?format=har, or a browser's DevTools recording a real backend. Prints the
// requests under contract (with their interactions), the ones not (with a starting point for a pact
// interaction each), and the answers that do not satisfy the zod wire schemas (drift).
// Exit status: 0 all under contract and none drifting, 1 otherwise, 2 unusable input.
const USAGE = 'Usage: npm run contracts:coverage -- session.har';

function fail(message) {
  console.error(`${message}\n${USAGE}`);
  process.exit(2);
}

let values;
let positionals;
try {
  ({ values, positionals } = parseArgs({ options: { help: { type: 'boolean', short: 'h' } }, allowPositionals: true }));
} catch (error) {
  fail(error.message);
}
if (values.help) {
  console.log(USAGE);
  process.exit(0);
}
if (positionals.length !== 1) fail(positionals.length === 0 ? 'Name a HAR file.' : 'Name one HAR file.');
const [file] = positionals;

let har;
try {
  har = JSON.parse(readFileSync(file, 'utf8'));
} catch (error) {
  fail(
    error.code === 'ENOENT'
      ? `${file}: no such file.`
      : error instanceof SyntaxError
        ? `${file} is not JSON, so not a HAR file (${error.message}).`
        : `${file} cannot be read (${error.message}).`,
  );
}

const result = await withSourceModules(async (load) => {
  const { coverageReport } = await load('/contracts/support/session-coverage.ts');
  try {
    return coverageReport(har, file);
  } catch (error) {
    return { error: `${file}: ${error.message}` };
  }
});
if (result.error) fail(result.error);
console.log(result.text);
process.exit(result.code);
