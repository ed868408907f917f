import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { bundleReport } from '../../scripts/bundle-report.mjs';

const KB = 1024;

// Deterministic budgets of the production builds (scripts/e2e.mjs builds dist/ and dist-real/).
test.describe('bundle budgets', () => {
  test('initial JS for /login is at most 200 KB gzip, mock code excluded', () => {
    expect(bundleReport('dist-real').initialLoginGzip).toBeLessThanOrEqual(200 * KB);
    expect(bundleReport('dist').initialLoginGzip).toBeLessThanOrEqual(200 * KB);
  });

  test('no chunk is over 500 kB minified', () => {
    for (const dist of ['dist', 'dist-real']) {
      const { largestChunk } = bundleReport(dist);
      expect(largestChunk.bytes, `${dist}/${largestChunk.file}`).toBeLessThanOrEqual(500 * 1000);
    }
  });

  test('starting the mock on a returning visit loads at most 150 KB gzip (faker only loads to seed)', () => {
    const report = bundleReport('dist');
    expect(report.mockStartGzip).toBeGreaterThan(0);
    expect(report.mockStartGzip).toBeLessThanOrEqual(150 * KB);
  });

  test('a build with mocks off carries no mock code', () => {
    const assets = join('dist-real', 'assets');
    const files = readdirSync(assets).filter((f) => f.endsWith('.js'));
    const offenders = files.filter((f) => /setupWorker|mockServiceWorker|@faker-js|faker\.|@msw\/data|Mock console|vinotheca_mock_/.test(readFileSync(join(assets, f), 'utf8')));
    expect(offenders).toEqual([]);
    expect(bundleReport('dist-real').mockFiles).toEqual([]);
  });
});
