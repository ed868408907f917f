// First: settings other modules read as they load (see the file).
import './csp-setup';
import { StrictMode, startTransition } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { App, whenRouterReady } from '@/app/app';
import { BootScreensTakenOver, PRERENDERED_ATTRIBUTE, takeOverBootScreens } from '@/app/prerender/boot-screens';
import { ADMIN_API_BASE_URL } from '@/config/env';
import { holdRequestsUntil } from '@/state/api-hooks';

/**
 * The mock's code, evaluated a part per task: as one module graph it ran in a single task of
 * 130–330 ms on a first visit (zod's schemas, msw, the collections, ~150 handlers), blocking the
 * sign-in page. Each part below is evaluated with what it imports and not yet evaluated; the page
 * gets the main thread back in between. The request schemas are parts of their own: building them
 * was most of the handlers' part, a task of 100–175 ms with the CPU slowed 4×. Each part is fetched
 * once the one before has run, which costs a first visit nothing: the seed, computed in a Web
 * Worker meanwhile, takes longer. (Our modules only: a library imported whole here would lose its
 * tree-shaking.)
 */
const MOCK_PARTS = [
  () => import('../mocks/core/db'),
  () => import('../mocks/resources/users/admin-request-schemas'),
  () => import('../mocks/resources/wines/wine-request-schemas'),
  () => import('../mocks/resources/views/view-request-schemas'),
  () => import('../mocks/resources/cellars/cellar-request-schemas'),
  () => import('../mocks/core/create-handlers'),
];

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

async function startMocks(): Promise<void> {
  for (const part of MOCK_PARTS) {
    await part();
    await nextTask();
  }
  const { startMockWorker } = await import('../mocks/runtimes/browser');
  const runtime = await startMockWorker({ adminBase: ADMIN_API_BASE_URL });
  const { applyScenarioFromUrl } = await import('../mocks/runtimes/scenarios');
  await applyScenarioFromUrl(runtime, window.location.href);
  performance.mark('mock-worker-ready');
  // The console is not needed for the first screen: it mounts once requests may flow.
  void import('../mocks/console/mount-mock-console').then((m) => m.mountMockConsole(runtime));
}

// The page paints at once; only API requests wait for the mock worker.
if (__MOCKS_ENABLED__) {
  holdRequestsUntil(
    startMocks().catch((failure: unknown) => {
      console.error('The mock backend could not start', failure instanceof Error ? failure.message : failure);
    }),
  );
}

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element');
const root = createRoot(container);
const render = () =>
  root.render(
    <StrictMode>
      <App />
      <BootScreensTakenOver />
    </StrictMode>,
  );
if (container.hasAttribute(PRERENDERED_ATTRIBUTE)) {
  // The built page already shows the sign-in page or the console's frame (ADR 0018): keep it until
  // the first route is ready, then draw the real screen in its place. React renders it in slices
  // (a transition) while the visitor has not touched the page, so drawing it never blocks the page
  // for long; once they type, click or focus a field, at once, taking over what they did.
  // The router starts in a task of its own (app.tsx), not in the entry's.
  void nextTask()
    .then(whenRouterReady)
    .then(() => takeOverBootScreens(container, { inSlices: () => startTransition(render), now: () => flushSync(render) }));
} else {
  render();
}
