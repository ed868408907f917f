import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from '@playwright/test';
import { bundleReport } from '../../scripts/bundle-report.mjs';
import { loginJsRequested } from '../../scripts/login-js-requested.mjs';
import { REAL_PORT } from '../../playwright.config';
import { arrive, test } from './support';

// A context of its own per test (tests/e2e/shared-context.ts): the JavaScript a first visit requests is what these tests count: no cache from earlier tests.
test.use({ freshContext: true });

const KB = 1024;
// A separate build (E2E_DIST, E2E_DIST_REAL) can be checked without touching the shared dist/.
const CHART_DISTS = [process.env.E2E_DIST ?? 'dist', process.env.E2E_DIST_REAL ?? 'dist-real'];

// Deterministic budgets of the production builds (scripts/e2e.mjs builds dist/ and dist-real/).
test.describe('bundle budgets', () => {
  test('initial JS for /login is at most 150 KB gzip, mock code excluded', () => {
    expect(bundleReport('dist-real').initialLoginGzip).toBeLessThanOrEqual(150 * KB);
    expect(bundleReport('dist').initialLoginGzip).toBeLessThanOrEqual(150 * KB);
  });

  test('the JS Chromium requests until the sign-in form shows is at most 150 KB gzip (real-backend build)', async ({
    page,
  }) => {
    const { files, gzip } = await loginJsRequested(page, `http://127.0.0.1:${REAL_PORT}`, 'dist-real');
    expect(files.length).toBeGreaterThan(0);
    expect(gzip, files.join(', ')).toBeLessThanOrEqual(150 * KB);
    // Nothing of a component library on the way: the sign-in page is plain HTML and CSS (ADR 0017).
    const assets = files.map((f) => readFileSync(join('dist-real', f), 'utf8'));
    expect(assets.filter((code) => /chakra-theme|--chakra-|@emotion|data-emotion/.test(code))).toEqual([]);
  });

  test('a first visit preloads the mock’s files (boot.js, once each), a returning visit none; the app’s lazy routes still come ahead', async ({
    page,
  }) => {
    const listed = [
      ...readFileSync('dist/index.html', 'utf8').matchAll(/<meta name="mock-preload" content="([^"]+)">/g),
    ].map((m) => m[1]!);
    // The front door, the mock's runtime and every file it imports are among them; the mock console is not.
    const manifest = JSON.parse(readFileSync('dist/.vite/manifest.json', 'utf8')) as Record<
      string,
      { file: string; imports?: string[] }
    >;
    const closure = (key: string, into = new Set<string>()): Set<string> => {
      const chunk = manifest[key];
      if (!chunk || into.has(`/${chunk.file}`)) return into;
      into.add(`/${chunk.file}`);
      for (const imported of chunk.imports ?? []) closure(imported, into);
      return into;
    };
    const runtime = [...closure('mocks/runtimes/browser.ts')];
    expect(runtime.length).toBeGreaterThan(5);
    // Each is listed once for boot.js: as the mock's, or as the app's when the app imports it too.
    const pageFiles = [
      ...readFileSync('dist/index.html', 'utf8').matchAll(/<meta name="[\w-]+" content="(\/assets\/[^"]+)">/g),
    ].map((m) => m[1]!);
    expect(pageFiles).toEqual(expect.arrayContaining([...closure('mocks/start-mock-backend.ts'), ...runtime]));
    expect(listed).toEqual(expect.arrayContaining([runtime[0]!, [...closure('mocks/start-mock-backend.ts')][0]!]));
    expect(listed).not.toContain(`/${manifest['mocks/console/mount-mock-console.tsx']!.file}`);
    const linkedFiles = (selector = 'link[rel=modulepreload]') =>
      page.evaluate(
        (links) => [...document.querySelectorAll<HTMLLinkElement>(links)].map((link) => new URL(link.href).pathname),
        selector,
      );
    const mockReady = () =>
      page.waitForFunction(() => performance.getEntriesByName('mock-worker-ready').length > 0, null, {
        timeout: 30_000,
      });
    await page.goto('/login');
    // The visitor arrives: the app starts, and its router preloads the sign-in route's chunks.
    await arrive(page);
    await expect(page.locator('#root')).not.toHaveAttribute('data-prerendered', '', { timeout: 30_000 });
    await mockReady();
    // boot.js adds them one per task, after the app's: each link costs the main thread 0.5–1 ms
    // (Vite's import helper, which would add them all at once, preloads none of the front door's: vite.config.ts).
    await expect
      .poll(
        async () => {
          const preloaded = await linkedFiles();
          return listed.filter((file) => !preloaded.includes(file));
        },
        { timeout: 10_000 },
      )
      .toEqual([]);
    const first = await linkedFiles();
    expect(first.filter((file, i) => first.indexOf(file) !== i)).toEqual([]);
    // The sign-in route's chunk came ahead of its import: preloaded, or prefetched while the app
    // waited for the visitor (ADR 0025).
    const ahead = await linkedFiles('link[rel=modulepreload], link[rel=prefetch]');
    expect(ahead.some((file) => /\/login-[\w-]+\.js$/.test(file))).toBe(true);
    // Returning (saved demo data): the files are cached, and none is preloaded.
    await expect.poll(() => page.evaluate(() => localStorage.getItem('vinotheca_mock_db') !== null)).toBe(true);
    await page.reload();
    await arrive(page);
    await mockReady();
    await page.waitForTimeout(500);
    // (Files the mock shares with the app's screens, the API modules, may come ahead for a screen.)
    const mockOwn = Object.entries(manifest)
      .filter(([module]) => module.startsWith('mocks/'))
      .map(([, chunk]) => `/${chunk.file}`);
    expect(mockOwn.length).toBeGreaterThan(0);
    expect((await linkedFiles()).filter((file) => mockOwn.includes(file))).toEqual([]);
  });

  test('no chunk is over 500 kB minified', () => {
    for (const dist of ['dist', 'dist-real']) {
      const { largestChunk } = bundleReport(dist);
      expect(largestChunk.bytes, `${dist}/${largestChunk.file}`).toBeLessThanOrEqual(500 * 1000);
    }
  });

  test('starting the mock on a returning visit loads at most 150 KB gzip (the seed only loads to seed)', () => {
    const report = bundleReport('dist');
    expect(report.mockStartGzip).toBeGreaterThan(0);
    expect(report.mockStartGzip).toBeLessThanOrEqual(150 * KB);
  });

  test('a build with mocks off carries no mock code', () => {
    const assets = join('dist-real', 'assets');
    const files = readdirSync(assets).filter((f) => f.endsWith('.js'));
    const offenders = files.filter((f) =>
      /setupWorker|mockServiceWorker|Rougeot-Marey|@msw\/data|Mock console|vinotheca_mock_/.test(
        readFileSync(join(assets, f), 'utf8'),
      ),
    );
    expect(offenders).toEqual([]);
    expect(bundleReport('dist-real').mockFiles).toEqual([]);
    const everyFile = readdirSync('dist-real', { recursive: true, encoding: 'utf8' });
    expect(everyFile.filter((f) => /mockServiceWorker|mock-/.test(f))).toEqual([]);
    expect(readdirSync('dist')).toEqual(expect.arrayContaining(['mockServiceWorker.js', 'mock-api-worker.js']));
  });

  test('the charts library loads only when a chart is drawn', () => {
    for (const dist of CHART_DISTS) {
      const report = bundleReport(dist);
      expect(report.chartFiles, dist).toHaveLength(1);
      expect(
        report.initialLoginFiles.filter((f) => report.chartFiles.includes(f)),
        dist,
      ).toEqual([]);
      // It is the drawing's own chunk, which chart figures import lazily: no module's static imports load it,
      // so no screen's code waits for it.
      const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8')) as Record<
        string,
        { file: string }
      >;
      expect(report.chartFiles, dist).toEqual([manifest['src/components/charts/dataset-chart.tsx']!.file]);
      expect(report.chartLoaders, dist).toEqual([]);
      expect(
        report.routeChunks.filter((c) => c.loadsCharts).map((c) => c.route),
        dist,
      ).toEqual([]);
    }
  });

  test('the analytics and dashboard route chunks are at most 60 KB gzip each', () => {
    for (const dist of CHART_DISTS) {
      for (const route of ['src/app/routes/analytics.tsx', 'src/app/routes/dashboard.tsx']) {
        const chunk = bundleReport(dist).routeChunks.find((c) => c.route === route);
        expect(chunk, `${dist} ${route}`).toBeDefined();
        expect(chunk?.gzip ?? Infinity, `${dist} ${route}`).toBeLessThanOrEqual(60 * KB);
      }
    }
  });
});
