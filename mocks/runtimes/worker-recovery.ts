/**
 * The two ways a demo page loses its mock server, and their recovery:
 * - a hard reload (Shift+Reload) loads the page past the service worker, so nothing answers the
 *   API; the page reloads once more, normally, and is served again;
 * - a tab hidden for long can come back to find the worker gone (unregistered by another tab's
 *   reset, or cleared by the browser); it checks when it is shown again, before its next request,
 *   and reloads once to register the worker anew.
 * Either way the reloaded page says so in a short note.
 */
import type { MessageKey } from '@/lib/i18n';
import type { Notice } from '../core/notices';

const RECOVERY_KEY = 'vinotheca_mock_recovery';

/**
 * The notes in English, as the end-to-end tests read them on the page; the page shows the
 * catalogue's `RECOVERY_NOTICES` (a test holds the English catalogue equal to these).
 */
export const RECOVERY_NOTES = {
  'hard-reload': 'A hard reload skipped the demo’s mock server, so the page was reloaded once more to reconnect it.',
  'worker-lost':
    'The demo’s mock server had stopped while this tab was in the background, so the page was reloaded to restart it.',
} as const;

type Cause = keyof typeof RECOVERY_NOTES;

/** Each recovery's note, in the catalogue's mock-console part. */
export const RECOVERY_NOTICES: Record<Cause, MessageKey> = {
  'hard-reload': 'mockConsole.notices.hardReload',
  'worker-lost': 'mockConsole.notices.workerLost',
};

function session(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
}

async function hasWorker(scriptUrl: string): Promise<boolean> {
  const registrations = await navigator.serviceWorker.getRegistrations();
  return registrations.some((r) =>
    [r.active, r.waiting, r.installing].some((worker) => worker?.scriptURL === scriptUrl),
  );
}

function reloadFor(cause: Cause): Promise<never> {
  session()?.setItem(RECOVERY_KEY, cause);
  location.reload();
  // The page is going: nothing after this may run.
  return new Promise<never>(() => undefined);
}

/**
 * Before the worker starts: the note of a recovery that led to this load, if any; reloads (and
 * never resolves) when the page was hard-reloaded past a registered worker. Once only: a page
 * still not controlled after that reload goes on as it is.
 */
export async function recoverControl(scriptPath: string): Promise<Notice | null> {
  const cause = session()?.getItem(RECOVERY_KEY) as Cause | null | undefined;
  if (!('serviceWorker' in navigator)) return null;
  const scriptUrl = new URL(scriptPath, location.href).href;
  if (!navigator.serviceWorker.controller && (await hasWorker(scriptUrl))) {
    if (cause !== 'hard-reload') return reloadFor('hard-reload');
    // Still past the worker after that reload: msw reloads again; the note waits for a served load.
    return null;
  }
  session()?.removeItem(RECOVERY_KEY);
  return cause ? { key: RECOVERY_NOTICES[cause] } : null;
}

/** After the worker started: when the tab is shown again, a page whose worker went away reloads once. */
export function watchWorker(scriptPath: string): void {
  if (!('serviceWorker' in navigator)) return;
  const scriptUrl = new URL(scriptPath, location.href).href;
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState !== 'visible') return;
    void hasWorker(scriptUrl).then((present) => {
      if (!present || !navigator.serviceWorker.controller) void reloadFor('worker-lost');
    });
  });
}
