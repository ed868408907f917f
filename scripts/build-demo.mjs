import { copyFileSync } from 'node:fs';
import { cliOptions } from './cli-args.mjs';
import { run } from './run.mjs';

const USAGE = `npm run build:demo [-- --base PATH] [-- --out-dir DIR]: the static demo, mocks on, served from any
sub-path; writes DIR (default dist-demo/), with 404.html for hosts whose SPA fallback is a 404 page

  --base PATH     the path it is served under (default /; DEMO_BASE)
  --out-dir DIR   where it is written (default dist-demo)
  -h, --help      this text`;
const values = cliOptions({ base: { type: 'string' }, 'out-dir': { type: 'string', default: 'dist-demo' } }, USAGE);
const base = `/${(values.base ?? process.env.DEMO_BASE ?? '/').replace(/^\/+|\/+$/g, '')}/`.replace('//', '/');
const outDir = values['out-dir'];
const env = { ...process.env, VITE_BASE_PATH: base, VITE_MOCKS: 'on' };
const status = run('vite', ['build', '--logLevel', 'warn', '--outDir', outDir, '--emptyOutDir'], { env });
if (status !== 0) process.exit(status);
copyFileSync(`${outDir}/index.html`, `${outDir}/404.html`);
console.log(`Demo built in ${outDir}/ for the base path ${base}`);
