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
const started = performance.now();
for (const [name, command, args] of steps) {
  const stepStarted = performance.now();
  const status = run(command, args);
  results.push([name, status, performance.now() - stepStarted]);
  if (status !== 0) break;
}

/** Minutes and seconds, as the summary prints each stage's time. */
const duration = (ms) => `${Math.floor(ms / 60_000)} min ${String(Math.round((ms % 60_000) / 1000)).padStart(2, '0')} s`;

console.log('\nSummary (the time each stage took)');
for (const [name, status, ms] of results) console.log(`  ${status === 0 ? '✔' : '✘'} ${name.padEnd(36)} ${duration(ms)}`);
console.log(`  ${'in all'.padStart(38)} ${duration(performance.now() - started)}`);
const failed = results.filter(([, s]) => s !== 0).length;
const skipped = steps.length - results.length;
if (skipped > 0) console.log(`  (${skipped} later suite(s) not run after the failure)`);
process.exit(failed === 0 && skipped === 0 ? 0 : 1);
