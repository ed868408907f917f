import { setupWorker } from 'msw/browser';
import type { SetupWorker } from 'msw/browser';
import { resetDb } from './db';
import { createDbPersister, loadPersistedDb, MOCK_DB_STORAGE_KEY } from './db-persistence';
import type { MockDbStorage } from './db-persistence';
import { createHandlers } from './handlers/create-handlers';
import type { MockHandlerOptions } from './handlers/create-handlers';
import { resetLoginRateLimit } from './login-rate-limit';
import { configureMock } from './mock-config';
import type { MockConfig } from './mock-config';
import type { SeedOptions } from './seed';

export type StartMockWorkerOptions = MockHandlerOptions & SeedOptions & { config?: Partial<MockConfig> };

const READ_ONLY_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Starts the service-worker mock backend. The db survives reloads through localStorage so a
 * signed-in session (and its tokens) stays valid after a refresh.
 */
export async function startMockWorker(options: StartMockWorkerOptions = {}): Promise<SetupWorker> {
  if (options.config) configureMock(options.config);
  const storage = browserStorage();
  await loadPersistedDb(storage, options);
  const persister = createDbPersister(storage);
  persister.flush();
  const worker = setupWorker(...createHandlers(options));
  worker.events.on('response:mocked', ({ request }) => {
    if (!READ_ONLY_METHODS.has(request.method)) persister.schedule();
  });
  window.addEventListener('pagehide', persister.flush);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') persister.flush();
  });
  await worker.start({
    onUnhandledFrame: 'bypass',
    quiet: true,
    serviceWorker: { url: `${import.meta.env.BASE_URL}mockServiceWorker.js` },
  });
  return worker;
}

/** Throws away the persisted demo data and reseeds (e.g. a "reset demo data" action). */
export async function resetMockWorkerDb(options: SeedOptions = {}): Promise<void> {
  const storage = browserStorage();
  storage?.removeItem(MOCK_DB_STORAGE_KEY);
  resetDb();
  resetLoginRateLimit();
  const { seedDb } = await import('./seed');
  await seedDb(options);
  createDbPersister(storage).flush();
}

function browserStorage(): MockDbStorage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}
