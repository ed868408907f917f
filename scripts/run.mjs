import { spawnSync } from 'node:child_process';
import { delimiter, resolve } from 'node:path';

const BIN = resolve('node_modules/.bin');

/** Runs a command with inherited output; returns its exit status. */
export function run(command, args, options = {}) {
  const started = Date.now();
  console.log(`\n▶ ${[command, ...args].join(' ')}`);
  const env = { ...process.env, ...options.env, PATH: `${BIN}${delimiter}${process.env.PATH ?? ''}` };
  const result = spawnSync(command, args, { stdio: 'inherit', shell: false, ...options, env });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  const status = result.status ?? 1;
  console.log(`${status === 0 ? '✔' : '✘'} ${[command, ...args].join(' ')} (${seconds}s)`);
  return status;
}
