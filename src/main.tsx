// First: settings other modules read as they load (see the file).
import './csp-setup';
// Chakra's global styles (its reset, base styles and the theme tokens' variables) are the page's own
// stylesheet, loaded with the page: Chakra's system no longer computes them on every load (ADR 0024),
// and the sign-in page's rules, outside any cascade layer, win wherever they set the same property
// (ADR 0017).
import '@/theme/chakra-global.css';
import { whenAppWanted } from '@/app/prerender/prerendered-page';
import { ADMIN_API_BASE_URL, API_BASE_URL } from '@/config/env';
import { PATHS } from '@/config/paths';
import { nextTask } from '@/lib/next-task';
import { holdRequestsUntil } from '@/state/api-hooks';
import type { MockRuntime } from '../mocks/runtimes/browser';

/**
 * The mock's code, evaluated a part per task: as one module graph it ran in a single task of
 * 130–330 ms on a first visit (zod's schemas, msw, the collections, ~150 handlers), blocking the
 * sign-in page. Each part below is evaluated with what it imports and not yet evaluated; the page
 * gets the main thread back in between. The request schemas are parts of their own: building them
 * was most of the handlers' part, a task of 100–175 ms with the CPU slowed 4×. Each part is fetched
 * once the one before has run: on a first visit that chain of requests now outlasts the seed
 * (started first, in a Web Worker). Fetching every part at once was measured (ADR 0016 addendum):
 * the form was usable ~80 ms sooner and Sign in took as much longer, the main thread being the
 * limit, so the chain stays. (Our modules only: a library imported whole here would lose its
 * tree-shaking. The first two bring msw's chunk and zod's, each in a task of its own.)
 */
const MOCK_PARTS = [
  () => import('../mocks/runtimes/msw-part'),
  // zod, with a rule of ours that needs nothing else.
  () => import('@/lib/text-rule'),
  () => import('../mocks/core/db'),
  () => import('../mocks/resources/users/admin-request-schemas'),
  () => import('../mocks/resources/wines/wine-request-schemas'),
  () => import('../mocks/resources/views/view-request-schemas'),
  () => import('../mocks/resources/cellars/cellar-request-schemas'),
  () => import('../mocks/core/create-handlers'),
];

async function startMocks(): Promise<MockRuntime> {
  // One instant for the whole start, so the seed started early is the one the mock asks for.
  // Both APIs where this build calls them (the general one is not always the admin one without `/admin`).
  const options = { adminBase: ADMIN_API_BASE_URL, generalBase: API_BASE_URL, now: Date.now() };
  // The seed the saved data is a change of (a Web Worker's work): started first, it is computed
  // while the parts below load.
  void import('../mocks/runtimes/seed-in-worker').then(({ seedEarly }) => seedEarly(options)).catch(() => undefined);
  for (const part of MOCK_PARTS) {
    await part();
    await nextTask();
  }
  const { startMockWorker } = await import('../mocks/runtimes/browser');
  const runtime = await startMockWorker(options);
  const { applyScenarioFromUrl } = await import('../mocks/runtimes/scenarios');
  await applyScenarioFromUrl(runtime, window.location.href);
  performance.mark('mock-worker-ready');
  return runtime;
}

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element');

// The app (React, the router) starts at once, except on an untouched prerendered sign-in page, where
// it starts as the visitor arrives (ADR 0018): that page works before the app runs.
const appWanted = whenAppWanted(container, `${import.meta.env.BASE_URL.replace(/\/$/, '')}${PATHS.login}`);
void appWanted
  .then(() => import('./app/start-app'))
  .then(({ startApp }) => startApp(container))
  .catch((failure: unknown) => {
    console.error('The console could not start', failure instanceof Error ? failure.message : failure);
  });

// The page paints at once; only API requests wait for the mock worker.
if (__MOCKS_ENABLED__) {
  const mocks = startMocks().catch((failure: unknown) => {
    console.error('The mock backend could not start', failure instanceof Error ? failure.message : failure);
    return null;
  });
  holdRequestsUntil(mocks);
  // The console is not needed for the first screen: it mounts (with React) once requests may flow and the app is wanted.
  void Promise.all([mocks, appWanted]).then(async ([runtime]) => {
    if (!runtime) return;
    const { mountMockConsole } = await import('../mocks/console/mount-mock-console');
    mountMockConsole(runtime);
  });
}
