// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LoginResponse, RefreshResponse } from '@/api/auth';
import { clearSessionAtom, sessionAtom, signInAtom, TOKEN_EXPIRY_STORAGE_KEY, updateTokensAtom } from './session';
import { store } from './store';
import { createTokenRenewal, renewalDelay, RENEWAL_LEADER_LOCK, type RenewalEnvironment } from './token-renewal';

/** A tab on its own (no Web Locks): it renews for itself. */
const ALONE: RenewalEnvironment = {};

const LOGIN: LoginResponse = {
  accessToken: 'access-token-1',
  refreshToken: 'refresh-token-1',
  requires2FASetup: false,
  adminId: 'a1',
  email: 'ava@vinotheca.test',
  fullName: 'Ava Laurent',
  role: 'ADMIN',
  expiresIn: 30,
};

/** A refresh endpoint that rotates: refresh-token-N gives access/refresh-token-(N+1), lasting 30 s. */
function rotatingRefresh() {
  return vi.fn(async (used: string): Promise<RefreshResponse> => {
    const n = Number(used.split('-').pop()) + 1;
    return { accessToken: `access-token-${n}`, refreshToken: `refresh-token-${n}`, expiresIn: 30 };
  });
}

const refused = (failure: unknown) => failure instanceof Error && failure.message === 'refused';

beforeEach(() => {
  vi.useFakeTimers({ now: Date.parse('2026-11-24T09:00:00Z') });
  store.set(signInAtom, LOGIN);
});

/** Renewals started by a test, stopped after it so none outlives it. */
const running: (() => void)[] = [];
const started = (stop: () => void) => {
  running.push(stop);
  return stop;
};

afterEach(() => {
  running.splice(0).forEach((stop) => stop());
  store.set(clearSessionAtom);
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('renewalDelay', () => {
  it.each([
    ['a 30 s token', 30_000, 22_500],
    ['a 15 min token', 15 * 60_000, 14 * 60_000],
    ['a token with 2 s left', 2_000, 1_500],
    ['an expired token', -5_000, 0],
  ])('renews %s after %i ms left at %i ms', (_, left, expected) => {
    expect(renewalDelay(1_000_000 + left, 1_000_000)).toBe(expected);
  });
});

describe('the token renewal', () => {
  it('stores the expiry the server gives with the session, in its own storage key', () => {
    expect(store.get(sessionAtom)?.expiresAt).toBe(Date.now() + 30_000);
    expect(localStorage.getItem(TOKEN_EXPIRY_STORAGE_KEY)).toBe(String(Date.now() + 30_000));
    store.set(clearSessionAtom);
    expect(localStorage.getItem(TOKEN_EXPIRY_STORAGE_KEY)).toBeNull();
  });

  it('renews shortly before each expiry, so the token never runs out while the session lasts', async () => {
    const refresh = rotatingRefresh();
    const stop = started(createTokenRenewal(refresh, refused, ALONE).start(() => undefined));
    for (let n = 1; n <= 3; n++) {
      await vi.advanceTimersByTimeAsync(22_499);
      expect(refresh).toHaveBeenCalledTimes(n - 1);
      await vi.advanceTimersByTimeAsync(1);
      expect(refresh).toHaveBeenLastCalledWith(`refresh-token-${n}`);
      expect(store.get(sessionAtom)).toMatchObject({ token: `access-token-${n + 1}`, expiresAt: Date.now() + 30_000 });
    }
    stop();
  });

  it('adopts tokens it already holds that are newer than the ones a caller used', async () => {
    const refresh = rotatingRefresh();
    store.set(updateTokensAtom, { accessToken: 'access-token-2', refreshToken: 'refresh-token-2', expiresIn: 30 });
    const tokens = await createTokenRenewal(refresh, refused, ALONE).renew('refresh-token-1');
    expect(refresh).not.toHaveBeenCalled();
    expect(tokens).toMatchObject({ accessToken: 'access-token-2', refreshToken: 'refresh-token-2' });
  });

  describe('with other tabs', () => {
    /** Another tab holds the renewal lock: this one never gets it. */
    const follower = () => {
      const posted: unknown[] = [];
      const environment: RenewalEnvironment = {
        locks: { request: vi.fn(() => new Promise<never>(() => undefined)) } as unknown as LockManager,
        channel: { postMessage: (message: unknown) => posted.push(message), addEventListener: () => undefined },
      };
      return { environment, posted };
    };

    it('a tab that does not renew asks the renewing tab and adopts what it stores, never presenting the token itself', async () => {
      const refresh = rotatingRefresh();
      const { environment, posted } = follower();
      const renewal = createTokenRenewal(refresh, refused, environment);
      started(renewal.start(() => undefined));
      const renewed = renewal.renew('refresh-token-1');
      expect(posted).toEqual([{ type: 'renew', used: 'refresh-token-1' }]);
      // The renewing tab stores the new pair; the storage event brings it here.
      store.set(updateTokensAtom, { accessToken: 'access-token-2', refreshToken: 'refresh-token-2', expiresIn: 30 });
      await expect(renewed).resolves.toMatchObject({ accessToken: 'access-token-2', refreshToken: 'refresh-token-2' });
      // Nor does it renew on its own timer.
      await vi.advanceTimersByTimeAsync(60_000);
      expect(refresh).not.toHaveBeenCalled();
    });

    it('gives up waiting after ten seconds, so the call fails as it would have', async () => {
      const { environment } = follower();
      const renewed = createTokenRenewal(rotatingRefresh(), refused, environment).renew('refresh-token-1');
      const outcome = expect(renewed).rejects.toThrow('No new tokens from the renewing tab');
      await vi.advanceTimersByTimeAsync(10_000);
      await outcome;
    });

    it('the tab granted the lock renews on its timer and when another tab asks, once per token', async () => {
      const refresh = rotatingRefresh();
      let onMessage: ((event: MessageEvent) => void) | undefined;
      const request = vi.fn((_name: string, task: () => Promise<void>) => task());
      const environment: RenewalEnvironment = {
        locks: { request } as unknown as LockManager,
        channel: {
          postMessage: () => undefined,
          addEventListener: (_type: string, listener: (event: MessageEvent) => void) => (onMessage = listener),
        } as unknown as BroadcastChannel,
      };
      started(createTokenRenewal(refresh, refused, environment).start(() => undefined));
      expect(request).toHaveBeenCalledWith(RENEWAL_LEADER_LOCK, expect.any(Function));
      onMessage?.({ data: { type: 'renew', used: 'refresh-token-1' } } as MessageEvent);
      onMessage?.({ data: { type: 'renew', used: 'refresh-token-1' } } as MessageEvent);
      await vi.advanceTimersByTimeAsync(0);
      expect(refresh).toHaveBeenCalledTimes(1);
      // A request about an older token than it holds is already answered by what it stored.
      onMessage?.({ data: { type: 'renew', used: 'refresh-token-1' } } as MessageEvent);
      await vi.advanceTimersByTimeAsync(0);
      expect(refresh).toHaveBeenCalledTimes(1);
      await vi.advanceTimersByTimeAsync(22_500);
      expect(refresh).toHaveBeenCalledTimes(2);
      expect(refresh).toHaveBeenLastCalledWith('refresh-token-2');
    });
  });

  it('renews before a request when the token is about to expire, and not earlier', async () => {
    const refresh = rotatingRefresh();
    const renewal = createTokenRenewal(refresh, refused, ALONE);
    await renewal.renewIfDue();
    expect(refresh).not.toHaveBeenCalled();
    vi.setSystemTime(Date.now() + 28_500);
    await renewal.renewIfDue();
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(store.get(sessionAtom)?.token).toBe('access-token-2');
  });

  it('ends the session when the server refuses the refresh token, and tries again after a network failure', async () => {
    const onRefused = vi.fn();
    const refresh = vi.fn(async (): Promise<RefreshResponse> => {
      throw new Error(refresh.mock.calls.length === 1 ? 'offline' : 'refused');
    });
    const stop = started(createTokenRenewal(refresh, refused, ALONE).start(onRefused));
    await vi.advanceTimersByTimeAsync(22_500);
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(onRefused).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(5_000);
    expect(refresh).toHaveBeenCalledTimes(2);
    expect(onRefused).toHaveBeenCalledTimes(1);
    stop();
  });
});
