import type { RefreshResponse } from '@/api/auth';
import { sessionAtom, updateTokensAtom, type Session } from './session';
import { store } from './store';

/**
 * The Web Lock the renewing tab holds for as long as it lives: one tab of the console renews the
 * tokens, the others adopt them from storage (its storage event), so no two tabs ever present the
 * same refresh token. When that tab closes, the lock passes to another.
 */
export const RENEWAL_LEADER_LOCK = 'vinotheca-token-renewal';
/** Where the other tabs ask the renewing tab to renew now (a token about to expire, a 401). */
const RENEWAL_CHANNEL = 'vinotheca-token-renewal';

/** Renew a minute before expiry, or a quarter of the time left when that is shorter (short tokens). */
export function renewalDelay(expiresAt: number, now: number): number {
  const left = expiresAt - now;
  return Math.max(0, left - Math.min(60_000, left / 4));
}

/** How close to expiry a request first waits for a renewal. */
const DUE_MS = 2_000;
/** After a renewal failed for another reason than a refused refresh token (offline), try again. */
const RETRY_MS = 5_000;
/** How long a tab waits for the renewing tab's new tokens. */
const FOLLOWER_WAIT_MS = 10_000;

type Refresh = (refreshToken: string) => Promise<RefreshResponse>;

interface RenewalRequest {
  type: 'renew';
  /** The refresh token the asking tab holds: renewing again for an older one is not needed. */
  used: string;
}

/** What the renewal needs from the browser; absent (tests, old browsers), the tab renews on its own. */
export interface RenewalEnvironment {
  locks?: Pick<LockManager, 'request'>;
  channel?: Pick<BroadcastChannel, 'postMessage' | 'addEventListener'>;
}

function browserEnvironment(): RenewalEnvironment {
  if (typeof navigator === 'undefined' || !navigator.locks || typeof BroadcastChannel === 'undefined') return {};
  return { locks: navigator.locks, channel: new BroadcastChannel(RENEWAL_CHANNEL) };
}

const tokensOf = (session: Session): RefreshResponse => ({
  accessToken: session.token,
  refreshToken: session.refreshToken ?? '',
  ...(session.expiresAt ? { expiresIn: (session.expiresAt - Date.now()) / 1000 } : {}),
});

/** The session's tokens once they are newer than `used`; rejects when the session ends or after `timeoutMs`. */
function newerTokens(used: string, timeoutMs: number): Promise<RefreshResponse> {
  return new Promise((resolve, reject) => {
    const outcome = (): RefreshResponse | Error | null => {
      const session = store.get(sessionAtom);
      if (!session?.refreshToken) return new Error('The session ended while waiting for new tokens');
      return session.refreshToken === used ? null : tokensOf(session);
    };
    const settle = (result: RefreshResponse | Error) => {
      clearTimeout(timer);
      unsubscribe();
      if (result instanceof Error) reject(result);
      else resolve(result);
    };
    const check = () => {
      const result = outcome();
      if (result) settle(result);
    };
    const unsubscribe = store.sub(sessionAtom, check);
    const timer = setTimeout(() => settle(new Error('No new tokens from the renewing tab')), timeoutMs);
    check();
  });
}

export interface TokenRenewal {
  /**
   * Tokens newer than the refresh token `used`. The renewing tab asks the server (single-flight) and
   * stores the pair; another tab asks it to renew and adopts what it stores.
   */
  renew: (used: string) => Promise<RefreshResponse>;
  /** Renews first when the access token is about to expire (before a request leaves). */
  renewIfDue: () => Promise<void>;
  /** Takes part in renewal from now on; `onRefused` when the server refuses the refresh token. */
  start: (onRefused: () => void) => () => void;
}

export function createTokenRenewal(
  refresh: Refresh,
  isRefused: (failure: unknown) => boolean,
  environment: RenewalEnvironment = browserEnvironment(),
): TokenRenewal {
  const { locks, channel } = environment;
  // Without locks every tab is on its own, so it renews for itself.
  let renewing = !locks || !channel;
  let inFlight: Promise<RefreshResponse> | null = null;
  let schedule: () => void = () => undefined;

  const refreshNow = (used: string): Promise<RefreshResponse> => {
    inFlight ??= refresh(used)
      .then((tokens) => {
        store.set(updateTokensAtom, tokens);
        return tokens;
      })
      .finally(() => {
        inFlight = null;
      });
    return inFlight;
  };

  const renew = (used: string): Promise<RefreshResponse> => {
    const session = store.get(sessionAtom);
    if (session?.refreshToken && session.refreshToken !== used) return Promise.resolve(tokensOf(session));
    if (renewing) return refreshNow(used);
    channel?.postMessage({ type: 'renew', used } satisfies RenewalRequest);
    return newerTokens(used, FOLLOWER_WAIT_MS);
  };

  const renewIfDue = async () => {
    const session = store.get(sessionAtom);
    if (!session?.refreshToken || session.requires2FASetup || session.expiresAt === undefined) return;
    if (session.expiresAt - Date.now() > DUE_MS) return;
    // A failure is left to the request itself: its 401 ends the session as the spec says.
    await renew(session.refreshToken).catch(() => undefined);
  };

  const start = (onRefused: () => void) => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;
    const renewFor = (refreshToken: string, expiresAt: number) =>
      renew(refreshToken).catch((failure: unknown) => {
        if (isRefused(failure)) onRefused();
        else if (Date.now() < expiresAt) arm(RETRY_MS);
      });
    const arm = (delay?: number) => {
      clearTimeout(timer);
      const session = store.get(sessionAtom);
      if (stopped || !renewing || !session?.refreshToken || session.requires2FASetup || session.expiresAt === undefined)
        return;
      const { refreshToken, expiresAt } = session;
      timer = setTimeout(() => void renewFor(refreshToken, expiresAt), delay ?? renewalDelay(expiresAt, Date.now()));
    };
    schedule = () => arm();
    const unsubscribe = store.sub(sessionAtom, schedule);
    channel?.addEventListener('message', (event: MessageEvent<RenewalRequest>) => {
      const session = store.get(sessionAtom);
      if (
        stopped ||
        !renewing ||
        event.data?.type !== 'renew' ||
        !session?.refreshToken ||
        session.expiresAt === undefined
      )
        return;
      if (event.data.used === session.refreshToken) void renewFor(session.refreshToken, session.expiresAt);
    });
    if (!renewing && locks) {
      // Granted when no other tab renews (now, or once the renewing tab closes); held until this tab closes.
      void locks.request(RENEWAL_LEADER_LOCK, () => {
        renewing = true;
        schedule();
        return new Promise<void>(() => undefined);
      });
    }
    schedule();
    return () => {
      stopped = true;
      unsubscribe();
      clearTimeout(timer);
    };
  };

  return { renew, renewIfDue, start };
}
