import { http } from 'msw';
import type { HttpHandler } from 'msw';
import { wrapHandler } from '../core/wrap-handler';
import { respond } from '../core/respond';
import { setupWorker } from 'msw/browser';
import type { SetupWorker } from 'msw/browser';
import { createSlicer, db, hydrateDb, restoreDb, snapshotDb, type DbSnapshot, type RestoreOptions } from '../core/db';
import {
  createDbPersister,
  createSeedBases,
  decodeDb,
  encodeDb,
  loadPersistedDb,
  reseedDb,
} from '../core/db-persistence';
import { createChaos, type Chaos } from '../core/faults';
import { handlerGroups } from '../app/create-handlers';
import type { MockHandlerOptions } from '../app/create-handlers';
import { resetLoginRateLimit } from '../resources/auth/login-rate-limit';
import { configureMock } from '../core/mock-config';
import type { MockConfig } from '../core/mock-config';
import { createNotices, type Notice, type Notices } from '../core/notices';
import { onceUntilFailure } from '../core/once-until-failure';
import type { SeedOptions } from '../core/seed-options';
import { browserStorage, freshBase, type SavedBase } from '../core/saved-base';
import { anchorFor } from '../core/demo-clock';
import { seedInWorker, seedNotNeeded } from './seed-in-worker';
import { recoverControl, watchWorker } from './worker-recovery';
import { createRequestLog, type RequestLog } from './request-log';
import {
  DATA_REPLACED_NOTICE,
  IMPORT_INVALID_NOTICE,
  IMPORT_NOT_JSON_NOTICE,
  recordsDroppedNotice,
  STORAGE_FULL_NOTICE,
} from './runtime-notices';
import { nextTask } from '@/lib/next-task';

export type StartMockWorkerOptions = MockHandlerOptions &
  SeedOptions & {
    config?: Partial<MockConfig>;
    generalBase?: string;
    /** The instant the demo is opened at (its data is dated by it); default: now. */
    now?: number;
  };

/** What the mock console (and scenarios) act on. */
export interface MockRuntime {
  worker: SetupWorker;
  chaos: Chaos;
  /** Every mocked endpoint below its base, e.g. `GET /users/:id` or `GET /reference/countries`. */
  endpoints: { method: string; path: string }[];
  /** Every API request the app made to the mock (the last 500, across reloads), masked. */
  requests: RequestLog;
  /** Things the demo user should know (data replaced, storage full); the console shows them. */
  notices: Notices;
  /** Saves the data now (after changes made outside a request). */
  persist: () => void;
  /** Reseeds with this many admins, or as an empty console (`'empty'`), keeping everyone signed in. */
  switchDataset: (dataset: number | 'empty') => Promise<void>;
  exportSnapshot: () => string;
  /** Replaces the data with an exported snapshot; an invalid one leaves the data untouched, and says why. */
  importSnapshot: (json: string) => Promise<{ ok: true } | { ok: false; message: Notice }>;
  /** Whether a dataset switch, reset or import can be undone (the data before it is kept aside). */
  canUndo: () => boolean;
  /** Brings back the data as it was before the last switch, reset or import, keeping everyone signed in; once. */
  undoDataChange: () => Promise<boolean>;
}

/** The demo's service worker (public/): msw's, for the page's API calls only. */
const MOCK_WORKER_FILE = 'mock-api-worker.js';

const READ_ONLY_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
/** Session storage key of the data before the last dataset switch, reset or import (one undo). */
const KEPT_ASIDE_KEY = 'vinotheca_mock_db_kept_aside';

function sessionStorageOrUndefined(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
}

/**
 * How long a stretch of the mock's start (restoring rows, making the handlers) may run before the
 * page gets the main thread back: with the CPU slowed 4x (a phone, Lighthouse's mobile profile) a
 * stretch stays under 50 ms, a long task. At 12 ms a stretch ran 12-16 ms, over it.
 */
const RESTORE_SLICE_MS = 8;

/**
 * Restore options that pause every few milliseconds, so restoring thousands of rows never makes a
 * long task, and that count the pauses: they are not the mock's work (`npm run bench` reads the
 * measures).
 */
function slicedWork() {
  let paused = 0;
  let longest = 0;
  const restoreOptions: RestoreOptions = {
    sliceMs: RESTORE_SLICE_MS,
    onSlice: (busyMs, pausedMs) => {
      paused += pausedMs;
      longest = Math.max(longest, busyMs);
    },
  };
  const elsewhere = async <T>(work: Promise<T>): Promise<T> => {
    const from = performance.now();
    try {
      return await work;
    } finally {
      paused += performance.now() - from;
    }
  };
  return {
    restoreOptions,
    /** `work` done elsewhere (the seed, in a Web Worker): the time spent waiting for it is a pause too. */
    elsewhere,
    /** Hands the main thread back to the page for a moment (a pause, not the mock's work). */
    yieldToPage: () => elsewhere(nextTask()),
    /** Records the main-thread work since `startedAt`, pauses excluded, and its longest stretch. */
    measure: (name: string, startedAt: number) => {
      performance.measure(name, { start: startedAt, duration: performance.now() - startedAt - paused });
      performance.measure(`${name}-longest-slice`, { start: startedAt, duration: longest });
    },
  };
}

/** Calls whose changes other tabs need at once: a sign-in, a token renewal, a sign-out. */
const SAVED_AT_ONCE = /\/auth\/(login|refresh|logout|logout-all|2fa\/verify)$/;

/**
 * Saves the data before answering a call that changes the session tokens, instead of shortly
 * after: the console's tab renews tokens under a cross-tab lock and stores them before releasing
 * it, and the next tab's mock must already know the new session when that tab uses it.
 */
function savedBeforeAnswered(handlers: HttpHandler[], save: () => void): HttpHandler[] {
  return handlers.map((handler) => {
    const { method, path } = handler.info;
    if (method !== 'POST' || typeof path !== 'string' || !SAVED_AT_ONCE.test(path)) return handler;
    return wrapHandler(handler, async ({ answer }) => {
      const response = await answer();
      if (response?.ok) save();
      return response;
    });
  });
}

/**
 * Starts the service-worker mock backend. The data survives reloads through localStorage, so a
 * signed-in session (and its tokens) stays valid after a refresh. On a returning visit only the
 * small collections a sign-in needs load before the worker starts; the large ones load in slices
 * while the worker registers (every request waits for them).
 */
export async function startMockWorker(options: StartMockWorkerOptions = {}): Promise<MockRuntime> {
  const workerUrl = `${import.meta.env.BASE_URL}${MOCK_WORKER_FILE}`;
  // A hard reload went past the worker: reload once more before doing any work.
  const recovered = await recoverControl(workerUrl);
  const startedAt = performance.mark('mock-start').startTime;
  if (options.config) configureMock(options.config);
  const notices = createNotices<Notice>();
  if (recovered) notices.push(recovered, { onPage: true });
  const storage = browserStorage();
  const start = slicedWork();
  // The demo is dated today: seeded at today's anchor, or its saved data moved forward to it. Its
  // seed is computed in a Web Worker, and only what differs from it is saved.
  const seeds = createSeedBases((base) => start.elsewhere(seedInWorker(base)), start.restoreOptions);
  const now = options.now ?? Date.now();
  const fresh = freshBase(options, now);
  // Damaged saved rows are left out, never the whole demo: the user is told on the page, and the
  // repaired data is saved once the persister exists.
  let repaired = 0;
  const onDropped = (count: number) => {
    repaired += count;
    notices.push(recordsDroppedNotice(count), { onPage: true });
  };
  const loaded = await loadPersistedDb(storage, {
    fresh,
    bases: seeds,
    now,
    restore: { ...start.restoreOptions, defer: true, onDropped },
  });
  seedNotNeeded();
  if (loaded.outcome === 'replaced') notices.push(DATA_REPLACED_NOTICE, { onPage: true });
  const persister = createDbPersister(storage, undefined, () => notices.push(STORAGE_FULL_NOTICE), {
    restore: { sliceMs: RESTORE_SLICE_MS },
    bases: seeds,
    base: loaded.base,
    revision: loaded.revision,
  });
  // A fresh seed, or data moved to today, is saved at once; otherwise storage already holds it.
  if (loaded.outcome !== 'restored' || loaded.movedMs > 0 || repaired > 0) persister.save();
  // Saving and making the handlers were one task of 100–180 ms with the CPU slowed 4×: two now.
  await start.yieldToPage();

  // A load that fails (the seed chunk not fetched, say) fails the requests waiting for it, and the
  // next request tries again.
  const hydrated = onceUntilFailure(async () => {
    const hydrateStartedAt = performance.now();
    const work = slicedWork();
    try {
      const before = repaired;
      await hydrateDb({ ...work.restoreOptions, onDropped });
      if (repaired > before) persister.save();
    } catch (failure) {
      console.error('[mock] Could not load the saved demo data:', failure instanceof Error ? failure.message : failure);
      throw failure;
    }
    work.measure('mock-hydrate', hydrateStartedAt);
  });

  const adminBase = (options.adminBase ?? '/api/v1/admin').replace(/\/+$/, '');
  const chaos = createChaos({}, Math.random, sessionStorageOrUndefined());
  const made: HttpHandler[] = [];
  const slice = createSlicer(start.restoreOptions);
  for (const make of handlerGroups(options)) {
    await slice();
    made.push(...make());
  }
  const handlers = savedBeforeAnswered(made, persister.save);
  const bases = [(options.generalBase ?? adminBase.replace(/\/admin$/, '')).replace(/\/+$/, ''), adminBase];
  // One handler answers every API request, as the standalone server does (`respond`): it waits for
  // the large collections, loads another tab's changes, then tries only the handlers whose method
  // and path can match. Given them all, msw would try each in turn, parsing the page's cookies for
  // every one: ~150 handlers were most of a request's main-thread time.
  // The request log hears of the faults and latency injected into each request.
  const requests = createRequestLog({ storage: sessionStorageOrUndefined() });
  const routed = [...chaos.handlers(bases, requests.noteFault), ...handlers];
  const api = bases.map((base) =>
    http.all(`${base}/*`, async ({ request, requestId }) => {
      requests.track(request, requestId);
      await hydrated();
      await persister.syncFromOtherTabs();
      return respond(routed, request);
    }),
  );
  const worker = setupWorker(...api);
  requests.watch(worker.events, bases);
  worker.events.on('response:mocked', ({ request }) => {
    // A call saved before it was answered (a sign-in) leaves nothing more to write: the persister
    // then writes nothing.
    if (!READ_ONLY_METHODS.has(request.method)) persister.schedule();
  });
  // Restoring the data and building the handlers is the main-thread work of starting the mock;
  // registering the worker only waits.
  start.measure('mock-main-thread', startedAt);
  window.addEventListener('pagehide', () => {
    persister.flush();
    requests.flush();
  });
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') {
      persister.flush();
      requests.flush();
    }
  });
  // The large collections load now, in slices, while the worker registers: a signed-in reload's
  // first request needs them (it waited for the whole load, ~80 ms), and a sign-in right after a
  // first visit's form shows gets its dashboard sooner. Loaded when the page was next idle instead,
  // they came after the worker was ready (ADR 0011 addendum).
  void hydrated().catch(() => undefined);
  await worker.start({
    onUnhandledFrame: 'bypass',
    quiet: true,
    serviceWorker: { url: workerUrl },
  });
  watchWorker(workerUrl);

  // The last good data before a switch, reset or import, for one undo: in this tab's session
  // storage (as changes of its base, like a save), so a reload keeps it (in memory only when that is full).
  let keptAside: string | null = null;
  const session = sessionStorageOrUndefined();
  const keepAside = (snapshot: DbSnapshot | null, base: SavedBase) => {
    keptAside = null;
    const text = snapshot ? encodeDb(snapshot, base, seeds) : null;
    try {
      if (text) session?.setItem(KEPT_ASIDE_KEY, text);
      else session?.removeItem(KEPT_ASIDE_KEY);
    } catch {
      keptAside = text;
    }
  };
  const keptAsideText = (): string | null => {
    try {
      return keptAside ?? session?.getItem(KEPT_ASIDE_KEY) ?? null;
    } catch {
      return null;
    }
  };
  /** `snapshot` with the sessions and used codes of before a change, so no one is signed out by it. */
  const withSessions = (
    snapshot: DbSnapshot,
    sessions: ReturnType<typeof db.sessions.all>,
    usedTotpCodes: ReturnType<typeof db.usedTotpCodes.all>,
  ) => {
    const ids = new Set(snapshot.data.admins.map((a) => a.id));
    return {
      ...snapshot,
      data: {
        ...snapshot.data,
        sessions: sessions.filter((s) => ids.has(s.adminId)),
        usedTotpCodes: usedTotpCodes.filter((c) => ids.has(c.adminId)),
      },
    };
  };

  return {
    worker,
    chaos,
    requests,
    notices,
    // Paths relative to their base (admin first, so /reference/… below the general base stays short).
    endpoints: handlers.flatMap((handler) => {
      const { method, path } = handler.info;
      const base = [adminBase, ...bases].find((b) => typeof path === 'string' && path.startsWith(`${b}/`));
      if (typeof method !== 'string' || typeof path !== 'string' || method === 'ALL' || !base) return [];
      return [{ method, path: path.slice(base.length) }];
    }),
    persist: persister.save,
    switchDataset: async (dataset) => {
      // After the large collections' load, which may itself reseed: one replacement at a time.
      await hydrated();
      const before = snapshotDb();
      const beforeBase = persister.base();
      const sessions = db.sessions.all();
      const usedTotpCodes = db.usedTotpCodes.all();
      resetLoginRateLimit();
      const anchor = anchorFor(Date.now());
      const next: SavedBase = {
        seed:
          dataset === 'empty' ? { empty: true, referenceDate: anchor } : { adminCount: dataset, referenceDate: anchor },
        anchor,
      };
      await reseedDb(next, seeds);
      await restoreDb(withSessions(snapshotDb(), sessions, usedTotpCodes));
      keepAside(before, beforeBase);
      persister.rebase(next);
      persister.save();
    },
    exportSnapshot: () => JSON.stringify(snapshotDb()),
    importSnapshot: async (json) => {
      let parsed: unknown;
      try {
        parsed = JSON.parse(json);
      } catch {
        return { ok: false, message: IMPORT_NOT_JSON_NOTICE };
      }
      await hydrated();
      const before = snapshotDb();
      if (!(await restoreDb(parsed))) {
        return { ok: false, message: IMPORT_INVALID_NOTICE };
      }
      keepAside(before, persister.base());
      persister.save();
      return { ok: true };
    },
    canUndo: () => keptAsideText() !== null,
    undoDataChange: async () => {
      const previous = await decodeDb(keptAsideText(), seeds).catch(() => null);
      if (!previous) return false;
      await hydrated();
      if (!(await restoreDb(withSessions(previous.snapshot, db.sessions.all(), db.usedTotpCodes.all())))) return false;
      keepAside(null, previous.base);
      persister.rebase(previous.base);
      persister.save();
      return true;
    },
  };
}
