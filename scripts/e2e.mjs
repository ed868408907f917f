import { existsSync } from 'node:fs';
import { findChrome } from './find-chrome.mjs';
import { run } from './run.mjs';

let chrome;
try {
  chrome = findChrome();
} catch (error) {
  console.error(`\n✘ Browser tests cannot run: ${error.message}\n`);
  process.exit(1);
}
console.log(`Browser tests use ${chrome}`);

const args = process.argv.slice(2);
const skipBuild = args.includes('--no-build');
const forwarded = args.filter((a) => a !== '--no-build');

if (!skipBuild || !existsSync('dist/index.html')) {
  if (run('vite', ['build', '--logLevel', 'warn']) !== 0) process.exit(1);
}
process.exit(run('playwright', ['test', ...forwarded], { env: { ...process.env, CHROME_PATH: chrome } }));
