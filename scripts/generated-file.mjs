import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { createServer } from 'vite';

/**
 * Runs `work` with a loader of the repository's TypeScript modules, through Vite with the app's
 * config (the `@/` alias, the defines), as the mock server loads them; then closes it.
 */
export async function withSourceModules(work) {
  const vite = await createServer({
    configFile: 'vite.config.ts',
    logLevel: 'error',
    appType: 'custom',
    server: { middlewareMode: true, hmr: false, ws: false, watch: null },
  });
  try {
    return await work((path) => vite.ssrLoadModule(path));
  } finally {
    await vite.close();
  }
}

/**
 * Writes a generated file, or with `--check` on the command line writes nothing and exits 1 when
 * the committed file differs (the test suite runs the same comparison).
 */
export function writeOrCheck(path, text, { command, written }) {
  const file = resolve(path);
  if (process.argv.includes('--check')) {
    if (readFileSync(file, 'utf8') !== text) {
      console.error(`${path} is stale: run ${command} and commit it.`);
      process.exit(1);
    }
    console.log(`${path} is up to date.`);
    return;
  }
  writeFileSync(file, text);
  console.log(written);
}
