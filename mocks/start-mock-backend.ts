import { nextTask } from '@/lib/next-task';
import type { MockRuntime } from './runtimes/browser';

/**
 * The mock's code, evaluated a part per task: as one module graph it ran in a single task of
 * 130–330 ms on a first visit (zod's schemas, msw, the collections, ~150 handlers), blocking the
 * sign-in page. Each part below is evaluated with what it imports and not yet evaluated; the page
 * gets the main thread back in between (ADR 0025).
 */
const MOCK_PARTS = [
  () => import('./runtimes/msw-part'),
  // zod, with a rule of ours that needs nothing else.
  () => import('@/lib/text-rule'),
  () => import('./core/db'),
  // Each resource's request schemas (src/api/requests), built on first use but evaluated here.
  () => import('@/api/requests/auth'),
  () => import('@/api/requests/users'),
  () => import('@/api/requests/wines'),
  () => import('@/api/requests/categories'),
  () => import('@/api/requests/saved-views'),
  () => import('@/api/requests/cellars'),
  // The endpoint declarations the handlers are made from (their texts; the schemas above).
  () => import('@/api/endpoints'),
  () => import('./app/create-handlers'),
];

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
  // while the parts below load.
  void import('./runtimes/seed-in-worker').then(({ seedEarly }) => seedEarly(options)).catch(() => undefined);
  for (const part of MOCK_PARTS) {
    await part();
    await nextTask();
  }
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
