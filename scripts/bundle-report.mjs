import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

/** Packages and folders that only the mock backend uses. */
export const MOCK_MARKERS = ['mockServiceWorker', 'msw', '@msw/data', 'mock-console'];

function readManifest(dist) {
  return JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'));
}

function gzipSize(dist, file) {
  return gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;
}

/** The JS files loaded, through static imports, from the given manifest entries. */
function staticClosure(manifest, keys) {
  const seen = new Set();
  const files = new Set();
  const visit = (key) => {
    if (seen.has(key) || !manifest[key]) return;
    seen.add(key);
    const chunk = manifest[key];
    if (chunk.file.endsWith('.js')) files.add(chunk.file);
    for (const dep of chunk.imports ?? []) visit(dep);
  };
  keys.forEach(visit);
  return [...files];
}

/**
 * Bundle figures of a production build: initial JS for /login (the entry, the app's start, which the
 * entry imports once the app is wanted, and the login route with the auth layout, each with its
 * static imports, mock code excluded), the largest chunk, and the mock chunk.
 */
export function bundleReport(dist = 'dist') {
  const manifest = readManifest(dist);
  const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry);
  const loginKey = Object.keys(manifest).find((k) => k.endsWith('src/app/routes/login.tsx'));
  const startKey = Object.keys(manifest).find((k) => k.endsWith('src/app/start-app.tsx'));
  const loginFiles = staticClosure(manifest, [entryKey, startKey, loginKey]);
  const mockKeys = Object.keys(manifest).filter(
    (k) => k.startsWith('mocks/') || MOCK_MARKERS.some((m) => k.includes(`node_modules/${m}/`)),
  );
  const mockFiles = new Set(staticClosure(manifest, mockKeys).filter((f) => !loginFiles.includes(f)));
  const initial = loginFiles.filter((f) => !mockFiles.has(f));
  const jsFiles = readdirSync(join(dist, 'assets'))
    .filter((f) => f.endsWith('.js'))
    .map((f) => `assets/${f}`);
  const sizes = jsFiles.map((file) => ({
    file,
    bytes: readFileSync(join(dist, file)).length,
    gzip: gzipSize(dist, file),
  }));
  const largest = sizes.reduce((a, b) => (b.bytes > a.bytes ? b : a), { file: '', bytes: 0, gzip: 0 });
  const sum = (files) => files.reduce((total, f) => total + gzipSize(dist, f), 0);
  const closureOf = (key) =>
    manifest[key] ? staticClosure(manifest, [key]).filter((f) => !loginFiles.includes(f)) : [];
  const workerFiles = closureOf('mocks/runtimes/browser.ts');
  // The seed runs in a Web Worker of its own (a separate bundle, not in the manifest).
  const seedFiles = jsFiles.filter((f) => /\/seed-worker-[\w-]+\.js$/.test(f));
  const consoleFiles = closureOf('mocks/console/mount-mock-console.tsx').filter((f) => !workerFiles.includes(f));
  // Each file read once for the charts library's markers.
  const chartFiles = jsFiles.filter((file) =>
    CHART_MARKERS.some((m) => readFileSync(join(dist, file), 'utf8').includes(m)),
  );
  const hasCharts = (file) => chartFiles.includes(file);
  return {
    /** What a returning visit loads to start the mock (not the seed: the data is restored, not seeded). */
    mockStartGzip: sum(workerFiles),
    /** Loaded only to seed, in a Web Worker (first visit, a returning visit's base, reset, dataset switch). */
    mockSeedGzip: sum(seedFiles),
    /** The mock console, loaded after the worker is ready. */
    mockConsoleGzip: sum(consoleFiles),
    initialLoginGzip: sum(initial),
    initialLoginFiles: initial,
    largestChunk: largest,
    mockGzip: sum([...mockFiles]),
    mockFiles: [...mockFiles],
    totalGzip: sizes.reduce((t, s) => t + s.gzip, 0),
    chartFiles,
    /** The source modules whose static imports load the charts library (shared chunks left out). */
    chartLoaders: Object.keys(manifest).filter(
      (k) => !k.startsWith('_') && !hasCharts(manifest[k].file) && staticClosure(manifest, [k]).some(hasCharts),
    ),
    routeChunks: routeChunks(dist, manifest, hasCharts),
  };
}

/** Strings only the charts library's code carries (recharts' class names). */
export const CHART_MARKERS = ['recharts-wrapper', 'recharts-cartesian-axis'];

/** Each lazy route module's own chunk, and whether opening the route loads the charts library. */
function routeChunks(dist, manifest, hasCharts) {
  return Object.keys(manifest)
    .filter((k) => k.startsWith('src/app/routes/'))
    .map((route) => {
      const closure = staticClosure(manifest, [route]);
      return {
        route,
        file: manifest[route].file,
        gzip: gzipSize(dist, manifest[route].file),
        loadsCharts: closure.some(hasCharts),
      };
    });
}

export const kB = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

if (import.meta.url === `file://${process.argv[1]}`) {
  const r = bundleReport(process.argv[2] ?? 'dist');
  console.log(`initial JS for /login: ${kB(r.initialLoginGzip)} gzip (${r.initialLoginFiles.length} files)`);
  console.log(
    `largest chunk: ${r.largestChunk.file} ${kB(r.largestChunk.bytes)} minified, ${kB(r.largestChunk.gzip)} gzip`,
  );
  console.log(
    `mock code: ${kB(r.mockGzip)} gzip in all (${r.mockFiles.length} files): worker start ${kB(r.mockStartGzip)}, seeding ${kB(r.mockSeedGzip)}, console ${kB(r.mockConsoleGzip)}`,
  );
  console.log(`all JS: ${kB(r.totalGzip)} gzip`);
  console.log(`charts library: ${r.chartFiles.join(', ') || 'none'}`);
  for (const c of r.routeChunks)
    console.log(`route ${c.route}: ${kB(c.gzip)} gzip${c.loadsCharts ? ' (+ charts)' : ''}`);
}
