import { accessSync, constants } from 'node:fs';
import { fileURLToPath } from 'node:url';

const INSTALL_HINT =
  'Install Chromium with: apt-get update && apt-get install -y chromium   (or set CHROME_PATH to a Chromium or Chrome binary)';

const CANDIDATES = [
  ['CHROME_PATH', process.env.CHROME_PATH],
  ['Debian Chromium', '/usr/bin/chromium'],
  ['Google Chrome', '/usr/bin/google-chrome'],
  ['Google Chrome', '/usr/bin/google-chrome-stable'],
  ['Google Chrome', '/opt/google/chrome/chrome'],
  ['Google Chrome', '/Applications/Google Chrome.app/Contents/MacOS/Google Chrome'],
];

function executable(path) {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/**
 * The browser for the browser tests, looked up in this order: CHROME_PATH, /usr/bin/chromium,
 * then an installed Google Chrome. Throws with the install command when there is none.
 */
export function findChrome() {
  for (const [, path] of CANDIDATES) {
    if (path && executable(path)) return path;
  }
  if (process.env.CHROME_PATH)
    throw new Error(`CHROME_PATH=${process.env.CHROME_PATH} is not an executable. ${INSTALL_HINT}`);
  throw new Error(`No Chromium or Google Chrome found for the browser tests. ${INSTALL_HINT}`);
}

/** The flags every browser test launches Chromium with (no sandbox as root, no network chatter). */
export const CHROME_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];

/**
 * How the browser tests and the bench launch Chromium: through `scripts/chromium-for-tests.sh`,
 * which runs the browser `findChrome` finds without the omnibox popup a new window renders in a
 * process of its own (it says what that cost). `extraArgs` go after CHROME_ARGS.
 */
export function launchOptions(extraArgs = []) {
  return {
    executablePath: fileURLToPath(new URL('./chromium-for-tests.sh', import.meta.url)),
    args: [...CHROME_ARGS, ...extraArgs],
    env: { ...process.env, TESTS_CHROME: findChrome() },
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  try {
    console.log(findChrome());
  } catch (error) {
    console.error(error.message);
    process.exit(1);
  }
}
