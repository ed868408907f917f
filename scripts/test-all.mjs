import { findChrome } from './find-chrome.mjs';
import { runAsync } from './run.mjs';

// Fail before anything else when the browser suite cannot run: it never passes silently.
try {
  findChrome();
} catch (error) {
  console.error(`\n✘ npm test needs a browser for the browser suite. ${error.message}\n`);
  process.exit(1);
}

/**
 * The stages, in order. A stage of several commands runs them at once: the first shows its output
 * as it comes, the others' is printed once all have ended:
 * - the static checks each use one core;
 * - the contract project runs its files one at a time (they share the pact file), so beside the
 *   unit and component projects it fills the core they would otherwise leave idle at the end.
 */
const stages = [
  {
    name: 'typecheck, lint, format, unused exports',
    commands: [
      ['tsc', ['-p', 'tsconfig.json']],
      ['eslint', ['.', '--max-warnings=0']],
      ['prettier', ['--check', '--log-level', 'warn', '.']],
      ['node', ['scripts/unused-exports.mjs']],
    ],
  },
  {
    name: 'unit, component and contract tests',
    commands: [
      ['vitest', ['run', '--project', '!contract']],
      ['vitest', ['run', '--project', 'contract']],
    ],
  },
  { name: 'browser tests (production build)', commands: [['node', ['scripts/e2e.mjs']]] },
];

const results = [];
const failures = [];
const started = performance.now();
for (const { name, commands } of stages) {
  const stageStarted = performance.now();
  const ended = await Promise.all(commands.map(([command, args], i) => runAsync(command, args, { hold: i > 0 })));
  for (const { report } of ended) report();
  const status = ended.every((command) => command.status === 0) ? 0 : 1;
  results.push([name, status, performance.now() - stageStarted]);
  if (status !== 0) {
    failures.push(...ended.filter((command) => command.status !== 0));
    break;
  }
}

/**
 * The end of each failed command's output, again, last: a stage's commands print one after another,
 * so a failure can sit far above the log's end, and a log is often read, or kept, from its end.
 */
const TAIL_LINES = 60;
for (const { line, tail } of failures) {
  const end = tail(TAIL_LINES);
  console.log(
    `\n✘ ${line} failed. ${end ? `The last ${TAIL_LINES} lines it printed:\n${end}` : 'Its output is above.'}`,
  );
}

/** Minutes and seconds, as the summary prints each stage's time. */
const duration = (ms) => {
  const seconds = Math.round(ms / 1000);
  return `${Math.floor(seconds / 60)} min ${String(seconds % 60).padStart(2, '0')} s`;
};

console.log('\nSummary (the time each stage took)');
for (const [name, status, ms] of results)
  console.log(`  ${status === 0 ? '✔' : '✘'} ${name.padEnd(36)} ${duration(ms)}`);
console.log(`  ${'in all'.padStart(38)} ${duration(performance.now() - started)}`);
const failed = results.filter(([, s]) => s !== 0).length;
const skipped = stages.length - results.length;
if (skipped > 0) console.log(`  (${skipped} later stage(s) not run after the failure)`);
process.exit(failed === 0 && skipped === 0 ? 0 : 1);
