import { createStore } from 'jotai';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LoginResponse } from '@/api/auth';
import { authStatusAtom, sessionAtom, signInAtom } from '@/state/session';
import { themePreferenceAtom } from '@/state/theme';
import { logout } from './logout';

const REFRESH = 'rt_secret-7c1e94d2b0a8';

const LOGIN: LoginResponse = {
  accessToken: 'access_token-5b2f0c9e',
  refreshToken: REFRESH,
  requires2FASetup: false,
  adminId: 'u-1',
  email: 'ava@vinotheca.test',
  fullName: 'Ava Laurent',
  role: 'ADMIN',
};

const SESSION_KEYS = ['auth_token', 'refresh_token', 'auth_user', 'requires_2fa_setup'];

let storage: Map<string, string>;

beforeEach(() => {
  storage = new Map();
  const fake: Storage = {
    get length() {
      return storage.size;
    },
    key: (index) => [...storage.keys()][index] ?? null,
    getItem: (key) => storage.get(key) ?? null,
    setItem: (key, value) => void storage.set(key, String(value)),
    removeItem: (key) => void storage.delete(key),
    clear: () => storage.clear(),
  };
  vi.stubGlobal('localStorage', fake);
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function signedIn(requires2FASetup = false) {
  const store = createStore();
  store.set(signInAtom, { ...LOGIN, requires2FASetup });
  store.set(themePreferenceAtom, 'DARK');
  return store;
}

function expectSignedOutLocally(store: ReturnType<typeof createStore>) {
  expect(store.get(sessionAtom)).toBeNull();
  expect(store.get(authStatusAtom)).toBe('signed-out');
  for (const key of SESSION_KEYS) expect(storage.has(key), key).toBe(false);
  expect(store.get(themePreferenceAtom)).toBe('LIGHT');
  expect(storage.get('theme_preference')).toBe('LIGHT');
}

describe('logout', () => {
  it('revokes the refresh token, clears the session, resets the theme and goes to login', async () => {
    const store = signedIn(true);
    expect(storage.get('requires_2fa_setup')).toBe('true');
    const order: string[] = [];
    const api = { logout: vi.fn(async (_: string) => void order.push('revoke')) };
    const goToLogin = vi.fn(() => order.push('login'));

    await logout({ store, api, goToLogin });

    expect(api.logout).toHaveBeenCalledExactlyOnceWith(REFRESH);
    expect(goToLogin).toHaveBeenCalledOnce();
    expect(order).toEqual(['revoke', 'login']);
    expectSignedOutLocally(store);
  });

  it('still signs out locally when the server cannot revoke, logging without the token', async () => {
    const store = signedIn();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const failure = Object.assign(new Error('Request failed with status code 503'), {
      config: { url: '/auth/logout', data: JSON.stringify({ refreshToken: REFRESH }) },
    });
    const api = { logout: vi.fn((_: string) => Promise.reject(failure)) };
    const goToLogin = vi.fn();

    await expect(logout({ store, api, goToLogin })).resolves.toBeUndefined();

    expect(api.logout).toHaveBeenCalledExactlyOnceWith(REFRESH);
    expect(goToLogin).toHaveBeenCalledOnce();
    expectSignedOutLocally(store);
    expect(warn).toHaveBeenCalledOnce();
    for (const argument of warn.mock.calls.flat()) {
      expect(String(argument)).not.toContain(REFRESH);
      expect(String(argument)).not.toContain(LOGIN.accessToken);
    }
  });

  it('does not log the error object itself, which could carry the request and its token', async () => {
    const store = signedIn();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const failure = Object.assign(new Error('Network Error'), {
      config: { data: JSON.stringify({ refreshToken: REFRESH }) },
    });
    const api = { logout: vi.fn((_: string) => Promise.reject(failure)) };

    await logout({ store, api, goToLogin: vi.fn() });

    expect(warn).toHaveBeenCalledOnce();
    expect(warn.mock.calls[0]).not.toContain(failure);
    expect(JSON.stringify(warn.mock.calls)).not.toContain(REFRESH);
  });

  it('skips the server call without a refresh token and still signs out', async () => {
    const store = signedIn();
    store.set(signInAtom, { ...LOGIN, refreshToken: '' });
    const api = { logout: vi.fn((_: string) => Promise.resolve(undefined)) };
    const goToLogin = vi.fn();

    await logout({ store, api, goToLogin });

    expect(api.logout).not.toHaveBeenCalled();
    expect(goToLogin).toHaveBeenCalledOnce();
    expectSignedOutLocally(store);
  });

  it('goes to login when already signed out', async () => {
    const store = createStore();
    const api = { logout: vi.fn((_: string) => Promise.resolve(undefined)) };
    const goToLogin = vi.fn();

    await logout({ store, api, goToLogin });

    expect(api.logout).not.toHaveBeenCalled();
    expect(goToLogin).toHaveBeenCalledOnce();
    expect(store.get(themePreferenceAtom)).toBe('LIGHT');
  });
});
