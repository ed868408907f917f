import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, rmSync } from 'node:fs';
import { delimiter, join, resolve } from 'node:path';
import { parseArgs } from 'node:util';

// Regenerates the pact from scratch: pact merges each interaction into an existing file, so an
// interaction a test no longer declares would otherwise stay in the committed pact forever.
//   node scripts/contracts-generate.mjs [--out contracts/pacts] [--shuffle-seed N] [--quiet]
export const PACT_FILE_NAME = 'vinotheca-admin-console-vinotheca-admin-api.json';

export function generatePact({ out = 'contracts/pacts', shuffleSeed, quiet = false } = {}) {
  const dir = resolve(out);
  mkdirSync(dir, { recursive: true });
  const file = join(dir, PACT_FILE_NAME);
  if (existsSync(file)) rmSync(file);
  const args = ['run', '--project', 'contract', 'pact.test', '--no-isolate'];
  if (shuffleSeed !== undefined) args.push('--sequence.shuffle', `--sequence.seed=${shuffleSeed}`);
  const bin = resolve('node_modules/.bin');
  const result = spawnSync('vitest', args, {
    stdio: quiet ? 'pipe' : 'inherit',
    encoding: 'utf8',
    env: { ...process.env, PACT_OUTPUT_DIR: dir, PATH: `${bin}${delimiter}${process.env.PATH ?? ''}` },
  });
  if (result.status !== 0) {
    const output = quiet ? `\n${result.stdout ?? ''}${result.stderr ?? ''}` : '';
    throw new Error(`The consumer tests failed (exit ${result.status ?? result.signal}); no pact written.${output}`);
  }
  if (!existsSync(file)) throw new Error(`The consumer tests passed but wrote no ${file}`);
  return file;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { values } = parseArgs({
    options: { out: { type: 'string' }, 'shuffle-seed': { type: 'string' }, quiet: { type: 'boolean' } },
  });
  try {
    const file = generatePact({ out: values.out, shuffleSeed: values['shuffle-seed'], quiet: values.quiet });
    console.log(`Pact written to ${file}`);
  } catch (error) {
    console.error(error.message);
    process.exit(1);
  }
}
