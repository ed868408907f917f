import { copyFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { run } from './run.mjs';

// The static demo: mocks on, served from any sub-path. `npm run build:demo -- --base /demo/`
// (or DEMO_BASE=/demo/) writes dist-demo/, including 404.html for hosts whose SPA fallback is a 404 page.
const { values } = parseArgs({ options: { base: { type: 'string' }, 'out-dir': { type: 'string', default: 'dist-demo' } } });
const base = `/${(values.base ?? process.env.DEMO_BASE ?? '/').replace(/^\/+|\/+$/g, '')}/`.replace('//', '/');
const outDir = values['out-dir'];
const env = { ...process.env, VITE_BASE_PATH: base, VITE_MOCKS: 'on' };
const status = run('vite', ['build', '--logLevel', 'warn', '--outDir', outDir, '--emptyOutDir'], { env });
if (status !== 0) process.exit(status);
copyFileSync(`${outDir}/index.html`, `${outDir}/404.html`);
console.log(`Demo built in ${outDir}/ for the base path ${base}`);
