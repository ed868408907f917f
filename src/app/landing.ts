import { whenIdle } from '@/lib/next-task';
import { requestsReady } from '@/state/api-hooks';
import { loadDefaultLayout } from './layouts/load-default-layout';

/** The dashboard's loader, in a module of its own so that its requests leave before its screen's code is in. */
export const loadDashboardData = () => import('./routes/dashboard-data');

/** The dashboard's screen. */
export const loadDashboard = () => import('./routes/dashboard');

/**
 * Loads the code a sign-in lands on: the signed-in shell, and the dashboard's loader and screen when
 * that is where it goes. The sign-in page calls it while the visitor types, so that after Sign in
 * only the data is left to wait for. It waits for the mock to have started (its start comes first:
 * a sign-in needs it) and then for the page to be idle. A failed load is left to the navigation,
 * which tries again. Returns the cancel.
 */
export function preloadLanding(toDashboard: boolean): () => void {
  let cancel = () => {};
  let cancelled = false;
  const load = () => {
    const loads: Promise<unknown>[] = [loadDefaultLayout()];
    if (toDashboard) loads.push(loadDashboardData(), loadDashboard());
    for (const loading of loads) loading.catch(() => undefined);
  };
  void requestsReady().then(() => {
    if (!cancelled) cancel = whenIdle(load, 3_000, 500);
  });
  return () => {
    cancelled = true;
    cancel();
  };
}
