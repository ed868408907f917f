import { execFileSync } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

/** A stand-in browser that prints the arguments it was started with, one per line. */
const dir = mkdtempSync(join(tmpdir(), 'chromium-for-tests-'));
const fakeChrome = join(dir, 'chrome');
writeFileSync(fakeChrome, '#!/bin/sh\nfor arg in "$@"; do printf "%s\\n" "$arg"; done\n');
chmodSync(fakeChrome, 0o755);
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** The launcher itself; `launchOptions` in scripts/find-chrome.mjs names it (with the browser it runs, which this test has no need of). */
const launcher = fileURLToPath(new URL('../../scripts/chromium-for-tests.sh', import.meta.url));

function launch(args: string[]): string[] {
  return execFileSync(launcher, args, { env: { ...process.env, TESTS_CHROME: fakeChrome }, encoding: 'utf8' })
    .trimEnd()
    .split('\n');
}

describe("the browser tests' Chromium launcher", () => {
  it('merges every --disable-features list with its own into one switch, and passes the rest as given', () => {
    const args = launch([
      '--headless',
      '--disable-features=PaintHolding,HttpsUpgrades',
      '--user-data-dir=/tmp/a b',
      '--disable-features=LensOverlay',
    ]);
    expect(args.filter((a) => a.startsWith('--disable-features='))).toEqual([
      '--disable-features=WebUIOmniboxPopup,WebUIOmniboxAimPopup,PaintHolding,HttpsUpgrades,LensOverlay',
    ]);
    expect(args.filter((a) => !a.startsWith('--disable-features='))).toEqual([
      '--headless',
      '--user-data-dir=/tmp/a b',
    ]);
  });

  it('turns its features off when it is given no list', () => {
    expect(launch(['--no-sandbox'])).toEqual([
      '--no-sandbox',
      '--disable-features=WebUIOmniboxPopup,WebUIOmniboxAimPopup',
    ]);
  });

  it('refuses to start without a browser to run', () => {
    const env = { ...process.env };
    delete env.TESTS_CHROME;
    expect(() => execFileSync(launcher, ['--headless'], { env, stdio: 'pipe' })).toThrow(
      /TESTS_CHROME names the browser to run/,
    );
  });
});
