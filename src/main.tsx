// First: settings other modules read as they load (see the file).
import './csp-setup';
import { StrictMode } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { App, whenRouterReady } from '@/app/app';
import { PRERENDERED_ATTRIBUTE, takeOverBootScreens } from '@/app/prerender/boot-screens';
import { ADMIN_API_BASE_URL } from '@/config/env';
import { holdRequestsUntil } from '@/state/api-hooks';

async function startMocks(): Promise<void> {
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
    </StrictMode>,
  );
if (container.hasAttribute(PRERENDERED_ATTRIBUTE)) {
  // The built page already shows the sign-in page or the console's frame (ADR 0018): keep it until
  // the first route is ready, then take over what the visitor typed and draw the real screen at once.
  void whenRouterReady().then(() => takeOverBootScreens(container, () => flushSync(render)));
} else {
  render();
}
