import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { CHROME_ARGS, findChrome } from './find-chrome.mjs';

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

/**
 * Lighthouse (performance and accessibility) on `url`, `runs` times in each form factor, each run a
 * first visit in a fresh Chromium profile (Lighthouse also clears the origin's storage and service
 * workers). Mobile is Lighthouse's default profile (simulated slow 4G and 4× CPU slowdown).
 * Returns the medians.
 */
export async function lighthouseMedians(url, runs = 5) {
  const figures = { mobile: [], desktop: [] };
  for (let i = 0; i < runs; i++) {
    // Alternating the two form factors, so a machine that slows down affects both alike.
    for (const formFactor of ['mobile', 'desktop']) {
      const chrome = await chromeLauncher.launch({
        chromePath: findChrome(),
        chromeFlags: ['--headless=new', ...CHROME_ARGS],
      });
      try {
        const result = await lighthouse(
          url,
          { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility'] },
          formFactor === 'desktop' ? desktopConfig : undefined,
        );
        const { categories, audits } = result.lhr;
        figures[formFactor].push({
          performance: Math.round((categories.performance.score ?? 0) * 100),
          accessibility: Math.round((categories.accessibility.score ?? 0) * 100),
          fcp: audits['first-contentful-paint'].numericValue,
          lcp: audits['largest-contentful-paint'].numericValue,
          tbt: audits['total-blocking-time'].numericValue,
          cls: audits['cumulative-layout-shift'].numericValue,
        });
      } finally {
        await chrome.kill();
      }
    }
  }
  const medians = (rows) =>
    Object.fromEntries(Object.keys(rows[0]).map((key) => [key, median(rows.map((row) => row[key]))]));
  return { mobile: medians(figures.mobile), desktop: medians(figures.desktop) };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const url = process.argv[2];
  if (!url) {
    console.error('usage: node scripts/lighthouse-runs.mjs <url> [runs]');
    process.exit(2);
  }
  console.log(JSON.stringify(await lighthouseMedians(url, Number(process.argv[3] ?? 1)), null, 2));
}
