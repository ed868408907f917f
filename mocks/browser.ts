import { http } from 'msw';
import { setupWorker } from 'msw/browser';
import type { SetupWorker } from 'msw/browser';
import { db, resetDb, restoreDb, snapshotDb } from './db';
import { createDbPersister, loadPersistedDb } from './db-persistence';
import type { MockDbStorage } from './db-persistence';
import { createChaos, type Chaos } from './faults';
import { createHandlers } from './handlers/create-handlers';
import type { MockHandlerOptions } from './handlers/create-handlers';
import { resetLoginRateLimit } from './login-rate-limit';
import { configureMock } from './mock-config';
import type { MockConfig } from './mock-config';
import type { SeedOptions } from './seed';

export type StartMockWorkerOptions = MockHandlerOptions & SeedOptions & { config?: Partial<MockConfig>; generalBase?: string };

/** What the mock console (and scenarios) act on. */
export interface MockRuntime {
  worker: SetupWorker;
  chaos: Chaos;
  /** Every mocked endpoint below its base, e.g. `GET /users/:id` or `GET /reference/countries`. */
  endpoints: { method: string; path: string }[];
  /** Things the demo user should know (data replaced, storage full); the console shows them. */
  notices: string[];
  /** Saves the data now (after changes made outside a request). */
  persist: () => void;
  /** Reseeds with this many admins, keeping everyone signed in. */
  switchDataset: (adminCount: number) => Promise<void>;
  exportSnapshot: () => string;
  /** Replaces the data with an exported snapshot; an invalid one leaves the data untouched. */
  importSnapshot: (json: string) => Promise<{ ok: true } | { ok: false; message: string }>;
}

const READ_ONLY_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

function sessionStorageOrUndefined(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
}

function browserStorage(): MockDbStorage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

/** How long a stretch of restoring may run before the page gets the main thread back. */
const RESTORE_SLICE_MS = 12;

/**
 * Starts the service-worker mock backend. The data survives reloads through localStorage, so a
 * signed-in session (and its tokens) stays valid after a refresh.
 */
export async function startMockWorker(options: StartMockWorkerOptions = {}): Promise<MockRuntime> {
  performance.mark('mock-start');
  if (options.config) configureMock(options.config);
  const notices: string[] = [];
  const storage = browserStorage();
  // Restoring a returning visit's data (thousands of rows) pauses every few milliseconds, so it
  // never makes a long task; the pauses are not the mock's work (`npm run bench` reads both).
  let paused = 0;
  let longest = 0;
  const loaded = await loadPersistedDb(storage, options, {
    sliceMs: RESTORE_SLICE_MS,
    onSlice: (busyMs, pausedMs) => {
      paused += pausedMs;
      longest = Math.max(longest, busyMs);
    },
  });
  if (loaded === 'replaced') {
    notices.push('The saved demo data was from an older version or damaged, so a fresh demo dataset was loaded.');
  }
  const persister = createDbPersister(storage, undefined, () =>
    notices.push('Browser storage is full: the demo keeps working, but changes are kept in memory only.'),
  );
  // A fresh seed is saved at once; restored data is already what storage holds.
  if (loaded !== 'restored') persister.flush();

  const adminBase = (options.adminBase ?? '/api/v1/admin').replace(/\/+$/, '');
  const chaos = createChaos({}, Math.random, sessionStorageOrUndefined());
  const handlers = createHandlers(options);
  const bases = [options.generalBase ?? adminBase.replace(/\/admin$/, ''), adminBase];
  // Another tab's changes load before this tab answers its next request.
  const sync = bases.map((base) => http.all(`${base}/*`, async () => void (await persister.syncFromOtherTabs())));
  const worker = setupWorker(...sync, ...chaos.handlers(bases), ...handlers);
  worker.events.on('response:mocked', ({ request }) => {
    if (!READ_ONLY_METHODS.has(request.method)) persister.schedule();
  });
  // Restoring the data and building the handlers is the main-thread work of starting the mock
  // (`npm run bench` reads these measures); registering the worker only waits.
  const startedAt = performance.getEntriesByName('mock-start').at(-1)?.startTime ?? 0;
  performance.measure('mock-main-thread', { start: startedAt, duration: performance.now() - startedAt - paused });
  performance.measure('mock-restore-longest-slice', { start: startedAt, duration: longest });
  window.addEventListener('pagehide', persister.flush);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') persister.flush();
  });
  await worker.start({
    onUnhandledFrame: 'bypass',
    quiet: true,
    serviceWorker: { url: `${import.meta.env.BASE_URL}mockServiceWorker.js` },
  });

  return {
    worker,
    chaos,
    notices,
    // Paths relative to their base (admin first, so /reference/… below the general base stays short).
    endpoints: handlers.flatMap((handler) => {
      const { method, path } = handler.info;
      const base = [adminBase, ...bases].find((b) => typeof path === 'string' && path.startsWith(`${b}/`));
      if (typeof method !== 'string' || typeof path !== 'string' || method === 'ALL' || !base) return [];
      return [{ method, path: path.slice(base.length) }];
    }),
    persist: persister.flush,
    switchDataset: async (adminCount) => {
      const sessions = db.sessions.all();
      const usedTotpCodes = db.usedTotpCodes.all();
      resetDb();
      resetLoginRateLimit();
      const { seedDb } = await import('./seed');
      await seedDb({ adminCount });
      const keep = snapshotDb();
      const ids = new Set(keep.data.admins.map((a) => a.id));
      keep.data.sessions = sessions.filter((s) => ids.has(s.adminId));
      keep.data.usedTotpCodes = usedTotpCodes.filter((c) => ids.has(c.adminId));
      await restoreDb(keep);
      persister.flush();
    },
    exportSnapshot: () => JSON.stringify(snapshotDb()),
    importSnapshot: async (json) => {
      let parsed: unknown;
      try {
        parsed = JSON.parse(json);
      } catch {
        return { ok: false, message: 'That file is not JSON. Choose a snapshot exported from this console.' };
      }
      if (!(await restoreDb(parsed))) {
        return { ok: false, message: 'That file is not a valid demo snapshot (wrong version or damaged). Nothing was changed.' };
      }
      persister.flush();
      return { ok: true };
    },
  };
}
