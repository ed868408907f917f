import { createStore } from 'jotai';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { LoginResponse } from '@/api/auth';
import {
  authStatusAtom,
  clearSessionAtom,
  clearStoredSession,
  parseSessionUser,
  readStoredSession,
  SESSION_STORAGE_KEYS,
  sessionAtom,
  signInAtom,
  updateTokensAtom,
  type Session,
} from './session';

/** An in-memory Storage, since the unit project runs in node without localStorage. */
class MemoryStorage implements Storage {
  readonly items = new Map<string, string>();
  constructor(initial: Record<string, string> = {}) {
    for (const [key, value] of Object.entries(initial)) this.items.set(key, value);
  }
  get length(): number {
    return this.items.size;
  }
  key(index: number): string | null {
    return [...this.items.keys()][index] ?? null;
  }
  getItem(key: string): string | null {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string): void {
    this.items.set(key, String(value));
  }
  removeItem(key: string): void {
    this.items.delete(key);
  }
  clear(): void {
    this.items.clear();
  }
}

const TOKEN = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.c2lnbmF0dXJl';
const REFRESH = 'rt_3f9a1c2e-77b0-4c1d-9e55-0a1b2c3d4e5f';
const USER = { id: 'u-1', email: 'ava@vinotheca.test', fullName: 'Ava Laurent', role: 'ADMIN' };

const VALID: Record<string, string> = {
  auth_token: TOKEN,
  refresh_token: REFRESH,
  auth_user: JSON.stringify(USER),
  requires_2fa_setup: 'false',
};

const LOGIN: LoginResponse = {
  accessToken: TOKEN,
  refreshToken: REFRESH,
  requires2FASetup: false,
  adminId: 'u-1',
  email: 'ava@vinotheca.test',
  fullName: 'Ava Laurent',
  role: 'ADMIN',
};

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('SESSION_STORAGE_KEYS', () => {
  it('are the keys of the spec', () => {
    expect(Object.values(SESSION_STORAGE_KEYS).sort()).toEqual([
      'auth_token',
      'auth_user',
      'refresh_token',
      'requires_2fa_setup',
    ]);
  });
});

describe('readStoredSession', () => {
  it('reads a valid stored session', () => {
    expect(readStoredSession(new MemoryStorage(VALID))).toEqual<Session>({
      token: TOKEN,
      refreshToken: REFRESH,
      user: { id: 'u-1', email: 'ava@vinotheca.test', fullName: 'Ava Laurent', role: 'ADMIN' },
      requires2FASetup: false,
    });
  });

  it.each<[string, Record<string, string>, Partial<Session>]>([
    ['a pending two-factor setup', { ...VALID, requires_2fa_setup: 'true' }, { requires2FASetup: true }],
    [
      'no flag',
      { auth_token: TOKEN, refresh_token: REFRESH, auth_user: JSON.stringify(USER) },
      { requires2FASetup: false },
    ],
    ['no refresh token', { auth_token: TOKEN, auth_user: JSON.stringify(USER) }, { refreshToken: null }],
    [
      'a user with avatar and theme',
      {
        ...VALID,
        auth_user: JSON.stringify({
          ...USER,
          avatarUrls: { small: 'data:a', icon: 'data:b' },
          themePreference: 'DARK',
        }),
      },
      { user: { ...USER, role: 'ADMIN', avatarUrls: { small: 'data:a', icon: 'data:b' }, themePreference: 'DARK' } },
    ],
  ])('reads a session with %s', (_, stored, expected) => {
    expect(readStoredSession(new MemoryStorage(stored))).toMatchObject(expected);
  });

  it('reads nothing from empty storage', () => {
    const storage = new MemoryStorage({ unrelated: 'kept' });
    expect(readStoredSession(storage)).toBeNull();
    expect(storage.getItem('unrelated')).toBe('kept');
  });

  it('reads nothing without a storage', () => {
    expect(readStoredSession(null)).toBeNull();
  });

  it.each<[string, Record<string, string>]>([
    ['a user that is not JSON', { ...VALID, auth_user: '{"id": "u-1",' }],
    ['a user that is JSON null', { ...VALID, auth_user: 'null' }],
    ['a user that is an array', { ...VALID, auth_user: JSON.stringify([USER]) }],
    ['a user missing its id', { ...VALID, auth_user: JSON.stringify({ ...USER, id: undefined }) }],
    ['a user with an empty id', { ...VALID, auth_user: JSON.stringify({ ...USER, id: '' }) }],
    ['a user with a numeric id', { ...VALID, auth_user: JSON.stringify({ ...USER, id: 1 }) }],
    ['a user with an unknown role', { ...VALID, auth_user: JSON.stringify({ ...USER, role: 'ROOT' }) }],
    ['a user with an unknown theme', { ...VALID, auth_user: JSON.stringify({ ...USER, themePreference: 'PINK' }) }],
    ['a user with broken avatar URLs', { ...VALID, auth_user: JSON.stringify({ ...USER, avatarUrls: { small: 1 } }) }],
    ['a token with spaces', { ...VALID, auth_token: 'abc def ghi jkl' }],
    ['a token carrying a script', { ...VALID, auth_token: '<script>alert(1)</script>' }],
    ['a token that is too short', { ...VALID, auth_token: 'abc' }],
    ['a refresh token with spaces', { ...VALID, refresh_token: 'rt 3f9a1c2e 77b0' }],
    ['a flag of yes', { ...VALID, requires_2fa_setup: 'yes' }],
    ['a user but no token', { auth_user: JSON.stringify(USER), refresh_token: REFRESH }],
    ['a token but no user', { auth_token: TOKEN, refresh_token: REFRESH }],
    ['only the flag', { requires_2fa_setup: 'true' }],
    ['a huge garbage token', { ...VALID, auth_token: 'A'.repeat(100_000) }],
    ['a huge garbage user', { ...VALID, auth_user: '\u0000{['.repeat(200_000) }],
    ['a deeply nested user', { ...VALID, auth_user: '['.repeat(100_000) + ']'.repeat(100_000) }],
  ])('treats %s as signed out and clears all four keys', (_, stored) => {
    const storage = new MemoryStorage({ ...stored, unrelated: 'kept' });
    expect(readStoredSession(storage)).toBeNull();
    for (const key of Object.values(SESSION_STORAGE_KEYS)) expect(storage.getItem(key)).toBeNull();
    expect(storage.getItem('unrelated')).toBe('kept');
  });

  it('treats a storage whose reads throw as signed out without throwing', () => {
    const storage = new MemoryStorage(VALID);
    vi.spyOn(storage, 'getItem').mockImplementation(() => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    });
    expect(() => readStoredSession(storage)).not.toThrow();
    expect(readStoredSession(storage)).toBeNull();
  });
});

describe('clearStoredSession', () => {
  it('removes the four session keys and nothing else', () => {
    const storage = new MemoryStorage({ ...VALID, theme_preference: 'DARK' });
    clearStoredSession(storage);
    expect([...storage.items.keys()]).toEqual(['theme_preference']);
  });
});

describe('parseSessionUser', () => {
  it.each(['SUPER_ADMIN', 'ADMIN', 'EDITOR', 'VIEWER'])('accepts the role %s', (role) => {
    expect(parseSessionUser({ ...USER, role })?.role).toBe(role);
  });

  it('drops unknown fields', () => {
    expect(parseSessionUser({ ...USER, isSuperUser: true, password: 'x' })).toEqual(USER);
  });
});

describe('session atoms', () => {
  it('start signed out when nothing is stored', () => {
    const store = createStore();
    expect(store.get(sessionAtom)).toBeNull();
    expect(store.get(authStatusAtom)).toBe('signed-out');
  });

  it.each([
    [true, 'pending-2fa'],
    [false, 'full'],
  ] as const)('sign-in with requires2FASetup %s gives status %s', (requires2FASetup, status) => {
    const store = createStore();
    store.set(signInAtom, { ...LOGIN, requires2FASetup });
    expect(store.get(authStatusAtom)).toBe(status);
    store.set(clearSessionAtom);
    expect(store.get(authStatusAtom)).toBe('signed-out');
  });

  it('persist a sign-in so that it reads back the same', () => {
    const storage = new MemoryStorage();
    vi.stubGlobal('localStorage', storage);
    const store = createStore();
    store.set(signInAtom, { ...LOGIN, requires2FASetup: true });

    expect(Object.fromEntries(storage.items)).toEqual({
      auth_token: TOKEN,
      refresh_token: REFRESH,
      auth_user: JSON.stringify(USER),
      requires_2fa_setup: 'true',
    });
    expect(readStoredSession(storage)).toEqual(store.get(sessionAtom));
  });

  it('persist refreshed tokens and clear all four keys on sign-out', () => {
    const storage = new MemoryStorage();
    vi.stubGlobal('localStorage', storage);
    const store = createStore();
    store.set(signInAtom, LOGIN);
    store.set(updateTokensAtom, { accessToken: 'new-access-token', refreshToken: 'new-refresh-token' });

    expect(store.get(sessionAtom)).toMatchObject({ token: 'new-access-token', refreshToken: 'new-refresh-token' });
    expect(storage.getItem('auth_token')).toBe('new-access-token');
    expect(storage.getItem('refresh_token')).toBe('new-refresh-token');

    store.set(clearSessionAtom);
    expect(storage.length).toBe(0);
  });

  it('ignore refreshed tokens when signed out', () => {
    const store = createStore();
    store.set(updateTokensAtom, { accessToken: 'new-access-token', refreshToken: 'new-refresh-token' });
    expect(store.get(sessionAtom)).toBeNull();
  });
});

describe('blocked storage', () => {
  it('reads as signed out and clears nothing when every storage call throws', () => {
    const blocked = {
      getItem: () => {
        throw new Error('blocked');
      },
      setItem: () => {
        throw new Error('blocked');
      },
      removeItem: () => {
        throw new Error('blocked');
      },
      clear: () => undefined,
      key: () => null,
      length: 0,
    } satisfies Storage;
    expect(readStoredSession(blocked)).toBeNull();
    expect(() => clearStoredSession(blocked)).not.toThrow();
  });
});
