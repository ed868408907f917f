import { findChrome } from './find-chrome.mjs';
import { run } from './run.mjs';

// Fail before anything else when the browser suite cannot run: it never passes silently.
try {
  findChrome();
} catch (error) {
  console.error(`\n✘ npm test needs a browser for the browser suite. ${error.message}\n`);
  process.exit(1);
}

const steps = [
  ['typecheck', 'tsc', ['-p', 'tsconfig.json']],
  ['lint', 'eslint', ['.', '--max-warnings=0']],
  ['unused exports', 'node', ['scripts/unused-exports.mjs']],
  ['unit, component and contract tests', 'vitest', ['run']],
  ['browser tests (production build)', 'node', ['scripts/e2e.mjs']],
];

const results = [];
for (const [name, command, args] of steps) {
  const status = run(command, args);
  results.push([name, status]);
  if (status !== 0) break;
}

console.log('\nSummary');
for (const [name, status] of results) console.log(`  ${status === 0 ? '✔' : '✘'} ${name}`);
const failed = results.filter(([, s]) => s !== 0).length;
const skipped = steps.length - results.length;
if (skipped > 0) console.log(`  (${skipped} later suite(s) not run after the failure)`);
process.exit(failed === 0 && skipped === 0 ? 0 : 1);
