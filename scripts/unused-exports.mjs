import { run } from './run.mjs';

// Exports nothing imports: a dead-code check in the spirit of knip (whose native parser the
// registry here cannot install for every platform, so `npm ci` refused its lock file). Modules that
// are entry points (route modules loaded lazily, the mock runtimes, configs, scripts, browser tests)
// export for a loader, not for another module, and are left out of the report. Types are allowed to
// be exported unused (they document signatures).
const ENTRY_POINTS = [
  'vite.config.ts',
  'vitest.config.ts',
  'vitest.bench.config.ts',
  'playwright.config.ts',
  'src/app/routes/',
  'mocks/runtimes/',
  'mocks/console/mount-mock-console.tsx',
  'src/app/start-app.tsx',
  'tests/e2e/',
  'tests/bench/',
  'scripts/',
];
process.exit(
  run('ts-unused-exports', [
    'tsconfig.json',
    '--allowUnusedTypes',
    `--excludePathsFromReport=${ENTRY_POINTS.join(';')}`,
  ]),
);
