import { chromium } from '@playwright/test';
import { CHROME_ARGS, findChrome } from './find-chrome.mjs';
const browser = await chromium.launch({ executablePath: findChrome(), args: CHROME_ARGS });
const page = await browser.newPage();
await page.goto('http://127.0.0.1:4319/login');
await page.getByLabel('E-mail').fill('admin@vinotheca.test');
await page.getByLabel('Password', { exact: true }).fill('Vinotheca#2026');
await page.getByRole('button', { name: 'Sign in', exact: true }).click();
await page.waitForURL(/dashboard/);
await page.waitForTimeout(1500);
for (let i = 0; i < 2; i++) {
await page.goto('http://127.0.0.1:4319/wines');
const at = await (await page.waitForFunction(() => (document.querySelector('table tbody tr a[href*="/wines/"]') ? performance.now() : null), undefined, { polling: 'raf' })).jsonValue();
const r = await page.evaluate(() => ({ res: performance.getEntriesByType('resource').map((e) => [Math.round(e.startTime), Math.round(e.responseEnd), e.name.replace(/^.*\/(assets\/)?/, '')]), marks: performance.getEntriesByType('mark').map(m => [m.name, Math.round(m.startTime)]), measures: performance.getEntriesByType('measure').map(m => [m.name, Math.round(m.startTime), Math.round(m.duration)]), fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime }));
console.log('rows at', Math.round(at), 'fcp', Math.round(r.fcp));
for (const x of r.res) console.log('  ', x.join(' '));
console.log(r.marks, r.measures);
}
await browser.close();
