import { spawn, spawnSync } from 'node:child_process';
import { delimiter, resolve } from 'node:path';

const BIN = resolve('node_modules/.bin');

const envWithBin = (options) => ({
  ...process.env,
  ...options.env,
  PATH: `${BIN}${delimiter}${process.env.PATH ?? ''}`,
});

/** The line a command's end prints: how it ended and how long it ran. */
const endLine = (line, status, started) =>
  `${status === 0 ? '✔' : '✘'} ${line} (${((Date.now() - started) / 1000).toFixed(1)}s)`;

/** Runs a command with inherited output; returns its exit status. */
export function run(command, args, options = {}) {
  const started = Date.now();
  const line = [command, ...args].join(' ');
  console.log(`\n▶ ${line}`);
  const result = spawnSync(command, args, { stdio: 'inherit', shell: false, ...options, env: envWithBin(options) });
  const status = result.status ?? 1;
  console.log(endLine(line, status, started));
  return status;
}

/**
 * Runs a command beside others. Resolves, when it ends, to its exit status, a `report` that prints
 * what it printed, and a `tail` of its last lines (empty when its output went straight to a terminal):
 * with `hold`, its output (stdout and stderr, in order) is kept for `report`, so commands that run at
 * once do not interleave their lines (nor erase each other's, as a live progress display does);
 * without it, the output shows as it comes and `report` prints only the last line.
 */
export function runAsync(command, args, { hold = false, ...options } = {}) {
  const started = Date.now();
  const line = [command, ...args].join(' ');
  if (!hold) console.log(`\n▶ ${line}`);
  return new Promise((done) => {
    // Shown live on a terminal, the output goes straight to it (a progress display stays one); into
    // a log, it is passed on and kept too, so that a failure can be repeated at the log's end.
    const live = !hold && process.stdout.isTTY;
    const stdio = live ? 'inherit' : ['ignore', 'pipe', 'pipe'];
    const child = spawn(command, args, { stdio, shell: false, ...options, env: envWithBin(options) });
    const chunks = [];
    const keep = (to) => (chunk) => {
      chunks.push(chunk);
      if (!hold) to.write(chunk);
    };
    child.stdout?.on('data', keep(process.stdout));
    child.stderr?.on('data', keep(process.stderr));
    let finished = false;
    const finish = (status, error) => {
      // A command that cannot start emits 'error', then 'close'.
      if (finished) return;
      finished = true;
      const ended = endLine(line, status, started);
      const report = () => {
        if (hold) {
          console.log(`\n▶ ${line} (ran beside the above; its output)`);
          process.stdout.write(Buffer.concat(chunks));
        }
        if (error) console.log(error.message);
        console.log(ended);
      };
      const tail = (count) => {
        const lines = Buffer.concat(chunks).toString('utf8').trimEnd().split('\n');
        return lines.slice(-count).join('\n');
      };
      done({ status, line, report, tail });
    };
    child.on('error', (error) => finish(1, error));
    child.on('close', (code) => finish(code ?? 1));
  });
}
