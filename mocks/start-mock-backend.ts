import type { MockRuntime } from './runtimes/browser';

export interface MockBackendOptions {
  /** The admin API's base as the app calls it. */
  adminBase: string;
  /** The general API's base (reference data; not always the admin one without `/admin`). */
  generalBase: string;
  /** Resolves when the app is wanted: the mock console mounts (with React) after it, never before. */
  consoleAfter: Promise<unknown>;
}

/**
 * The demo's mock backend in this page: the one module of mocks/ the app imports (src/main.tsx).
 * Starts the service worker with the seed and the saved data, applies a `?scenario=` of the URL,
 * and mounts the mock console once the app is wanted. Resolves when API requests may flow.
 */
export async function startMockBackend({ adminBase, generalBase, consoleAfter }: MockBackendOptions): Promise<void> {
  // One instant for the whole start, so the seed started early is the one the mock asks for.
  const options = { adminBase, generalBase, now: Date.now() };
  // The seed the saved data is a change of (a Web Worker's work): started first, it is computed
  // while the mock's code loads.
  void import('./runtimes/seed-in-worker').then(({ seedEarly }) => seedEarly(options)).catch(() => undefined);
  const { startMockWorker } = await import('./runtimes/browser');
  const runtime: MockRuntime = await startMockWorker(options);
  const { applyScenarioFromUrl } = await import('./runtimes/scenarios');
  await applyScenarioFromUrl(runtime, window.location.href);
  performance.mark('mock-worker-ready');
  void consoleAfter.then(async () => {
    const { mountMockConsole } = await import('./console/mount-mock-console');
    mountMockConsole(runtime);
  });
}
