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
// A real-backend build (mocks off) beside it, for the bundle-budget checks.
if (!skipBuild || !existsSync('dist-real/index.html')) {
  const real = { env: { ...process.env, VITE_MOCKS: 'off' } };
  if (run('vite', ['build', '--logLevel', 'warn', '--outDir', 'dist-real', '--emptyOutDir'], real) !== 0)
    process.exit(1);
}
// The static demo on a sub-path, for the deployable-demo test, with the admin API on a path of its
// own too (tests/e2e/demo-subpath.spec.ts).
if (!skipBuild || !existsSync('dist-demo/index.html')) {
  const demo = { env: { ...process.env, VITE_ADMIN_BASE_PATH: '/backoffice' } };
  if (run('node', ['scripts/build-demo.mjs', '--base', '/demo/'], demo) !== 0) process.exit(1);
}
process.exit(run('playwright', ['test', ...forwarded], { env: { ...process.env, CHROME_PATH: chrome } }));
