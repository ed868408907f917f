import { atom } from 'jotai';
import type { LoginResponse, RefreshResponse } from '@/api/auth';
import { adoptLanguage } from './language';
import { themePreferenceAtom } from './theme';
import {
  ADMIN_ROLES,
  THEME_PREFERENCES,
  type AdminRole,
  type AdminUser,
  type AvatarUrls,
  type ThemePreference,
} from '@/api/types';
import type { AuthStatus } from '@/lib/navigation-rules';

/** The local-storage keys of the session (docs/product-spec.md#9-business-constants-and-limits). */
export const SESSION_STORAGE_KEYS = {
  token: 'auth_token',
  refreshToken: 'refresh_token',
  user: 'auth_user',
  requires2FASetup: 'requires_2fa_setup',
} as const;

export interface SessionUser {
  id: string;
  email: string;
  fullName: string;
  role: AdminRole;
  avatarUrls?: AvatarUrls | null;
  themePreference?: ThemePreference;
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const isText = (v: unknown, min = 0): v is string => typeof v === 'string' && v.length >= min;

/**
 * Narrows a stored user by hand rather than with zod: this runs on every start, before the
 * first paint, and zod would double the weight of the sign-in page's state code.
 */
export function parseSessionUser(value: unknown): SessionUser | null {
  if (!isRecord(value)) return null;
  const { id, email, fullName, role, avatarUrls, themePreference } = value;
  if (!isText(id, 1) || !isText(email, 1) || !isText(fullName)) return null;
  const knownRole = ADMIN_ROLES.find((r) => r === role);
  if (!knownRole) return null;
  const user: SessionUser = { id, email, fullName, role: knownRole };
  if (avatarUrls !== undefined) {
    if (avatarUrls !== null && !(isRecord(avatarUrls) && isText(avatarUrls.small) && isText(avatarUrls.icon)))
      return null;
    user.avatarUrls =
      avatarUrls === null ? null : { small: avatarUrls.small as string, icon: avatarUrls.icon as string };
  }
  if (themePreference !== undefined) {
    const known = THEME_PREFERENCES.find((t) => t === themePreference);
    if (!known) return null;
    user.themePreference = known;
  }
  return user;
}

/**
 * Beside the spec's four keys: when the access token expires (epoch milliseconds), so every tab
 * renews it shortly before, and a reload knows it too. Written and cleared with the session.
 */
export const TOKEN_EXPIRY_STORAGE_KEY = 'auth_token_expires_at';

export interface Session {
  token: string;
  refreshToken: string | null;
  user: SessionUser;
  requires2FASetup: boolean;
  /** When the access token expires (epoch ms), when the server said; optional, as older sessions lack it. */
  expiresAt?: number;
}

const TOKEN = /^[\w.~+/=-]{8,4096}$/;

function browserStorage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

export function clearStoredSession(storage: Storage | null = browserStorage()): void {
  for (const key of [...Object.values(SESSION_STORAGE_KEYS), TOKEN_EXPIRY_STORAGE_KEY]) {
    try {
      storage?.removeItem(key);
    } catch {
      // Blocked storage: nothing was kept there, so there is nothing to clear.
    }
  }
}

/**
 * Reads the persisted session. Anything missing, corrupt or tampered with means signed out, and
 * the keys are cleared so the next start is clean.
 */
export function readStoredSession(storage: Storage | null = browserStorage()): Session | null {
  if (!storage) return null;
  try {
    const token = storage.getItem(SESSION_STORAGE_KEYS.token);
    const rawUser = storage.getItem(SESSION_STORAGE_KEYS.user);
    const refreshToken = storage.getItem(SESSION_STORAGE_KEYS.refreshToken);
    const flag = storage.getItem(SESSION_STORAGE_KEYS.requires2FASetup);
    if (token === null && rawUser === null && refreshToken === null && flag === null) return null;
    const user = parseSessionUser(JSON.parse(rawUser ?? 'null'));
    const valid =
      token !== null &&
      TOKEN.test(token) &&
      (refreshToken === null || TOKEN.test(refreshToken)) &&
      (flag === null || flag === 'true' || flag === 'false') &&
      user !== null;
    if (!valid) {
      clearStoredSession(storage);
      return null;
    }
    const expiresAt = Number(storage.getItem(TOKEN_EXPIRY_STORAGE_KEY) ?? NaN);
    return {
      token,
      refreshToken,
      user,
      requires2FASetup: flag === 'true',
      ...(Number.isSafeInteger(expiresAt) && expiresAt > 0 ? { expiresAt } : {}),
    };
  } catch {
    clearStoredSession(storage);
    return null;
  }
}

function writeStoredSession(session: Session | null, storage: Storage | null = browserStorage()): void {
  if (!storage) return;
  if (!session) {
    clearStoredSession(storage);
    return;
  }
  try {
    storage.setItem(SESSION_STORAGE_KEYS.token, session.token);
    if (session.refreshToken) storage.setItem(SESSION_STORAGE_KEYS.refreshToken, session.refreshToken);
    else storage.removeItem(SESSION_STORAGE_KEYS.refreshToken);
    storage.setItem(SESSION_STORAGE_KEYS.user, JSON.stringify(session.user));
    if (session.requires2FASetup) storage.setItem(SESSION_STORAGE_KEYS.requires2FASetup, 'true');
    else storage.removeItem(SESSION_STORAGE_KEYS.requires2FASetup);
    if (session.expiresAt !== undefined) storage.setItem(TOKEN_EXPIRY_STORAGE_KEY, String(session.expiresAt));
    else storage.removeItem(TOKEN_EXPIRY_STORAGE_KEY);
  } catch {
    // A full or blocked storage keeps the session in memory for this tab only.
  }
}

const sessionPrimitiveAtom = atom<Session | null>(readStoredSession());
sessionPrimitiveAtom.onMount = (set) => {
  const onStorage = (event: StorageEvent) => {
    if (
      event.key === null ||
      event.key === TOKEN_EXPIRY_STORAGE_KEY ||
      Object.values<string>(SESSION_STORAGE_KEYS).includes(event.key)
    )
      set(readStoredSession());
  };
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
};

const persistedSessionAtom = atom(
  (get) => get(sessionPrimitiveAtom),
  (_get, set, next: Session | null) => {
    set(sessionPrimitiveAtom, next);
    writeStoredSession(next);
  },
);

/** The current session, read-only. */
export const sessionAtom = atom((get) => get(persistedSessionAtom));

export const authStatusAtom = atom<AuthStatus>((get) => {
  const session = get(sessionAtom);
  if (!session) return 'signed-out';
  return session.requires2FASetup ? 'pending-2fa' : 'full';
});

function toSessionUser(user: Pick<AdminUser, 'id' | 'email' | 'fullName' | 'role'> & Partial<AdminUser>): SessionUser {
  return {
    id: user.id,
    email: user.email,
    fullName: user.fullName,
    role: user.role,
    ...(user.avatarUrls !== undefined ? { avatarUrls: user.avatarUrls } : {}),
    ...(user.themePreference ? { themePreference: user.themePreference } : {}),
  };
}

/** Starts a session from a login (or two-factor verification) response. */
export const signInAtom = atom(null, (_get, set, login: LoginResponse) => {
  set(persistedSessionAtom, {
    token: login.accessToken,
    refreshToken: login.refreshToken,
    requires2FASetup: login.requires2FASetup,
    user: toSessionUser({ id: login.adminId, email: login.email, fullName: login.fullName, role: login.role }),
    ...expiryOf(login.expiresIn),
  });
});

/** The expiry of a token the server says lasts `expiresIn` seconds from now. */
function expiryOf(expiresIn: number | undefined): { expiresAt?: number } {
  return typeof expiresIn === 'number' && Number.isFinite(expiresIn) && expiresIn >= 0
    ? { expiresAt: Date.now() + Math.floor(expiresIn * 1000) }
    : {};
}

export const updateTokensAtom = atom(null, (get, set, tokens: RefreshResponse) => {
  const session = get(persistedSessionAtom);
  if (!session) return;
  const { expiresAt: _previous, ...rest } = session;
  set(persistedSessionAtom, {
    ...rest,
    token: tokens.accessToken,
    refreshToken: tokens.refreshToken,
    ...expiryOf(tokens.expiresIn),
  });
});

/** Replaces the stored user with a fresh record from the API and adopts its theme preference and language. */
export const updateUserAtom = atom(null, (get, set, user: AdminUser) => {
  const session = get(persistedSessionAtom);
  if (session) set(persistedSessionAtom, { ...session, user: toSessionUser(user) });
  if (user.themePreference) set(themePreferenceAtom, user.themePreference);
  if (user.language !== undefined) void adoptLanguage(user.language);
});

export const clearSessionAtom = atom(null, (_get, set) => {
  set(persistedSessionAtom, null);
});
