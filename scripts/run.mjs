import { spawnSync } from 'node:child_process';

/** Runs a command with inherited output; returns its exit status. */
export function run(command, args, options = {}) {
  const started = Date.now();
  console.log(`\n▶ ${[command, ...args].join(' ')}`);
  const result = spawnSync(command, args, { stdio: 'inherit', shell: false, ...options });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  const status = result.status ?? 1;
  console.log(`${status === 0 ? '✔' : '✘'} ${[command, ...args].join(' ')} (${seconds}s)`);
  return status;
}
