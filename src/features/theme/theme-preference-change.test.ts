import { createStore } from 'jotai';
import { describe, expect, it, vi } from 'vitest';
import type { LoginResponse } from '@/api/auth';
import type { ToastSpec } from '@/api/error-catalogue';
import type { AdminUser, ThemePreference } from '@/api/types';
import { sessionAtom, signInAtom, updateUserAtom } from '@/state/session';
import { themePreferenceAtom } from '@/state/theme';
import {
  changeThemePreference,
  themeSavesAtom,
  THEME_ERROR_TOAST,
  THEME_SUCCESS_MESSAGES,
  themeSuccessToast,
} from './theme-preference-change';

const LOGIN: LoginResponse = {
  accessToken: 'access-token-1',
  refreshToken: 'refresh-token-1',
  requires2FASetup: false,
  adminId: 'u-1',
  email: 'ava@vinotheca.test',
  fullName: 'Ava Laurent',
  role: 'ADMIN',
};

const adminUser = (themePreference: ThemePreference): AdminUser => ({
  id: 'u-1',
  email: 'ava@vinotheca.test',
  fullName: 'Ava Laurent-Moreau',
  role: 'ADMIN',
  active: true,
  locked: false,
  twoFactorEnabled: true,
  lastLoginAt: '2025-01-02T10:00:00Z',
  createdAt: '2024-01-01T00:00:00Z',
  updatedAt: '2025-01-02T10:00:00Z',
  avatarUrls: null,
  themePreference,
  language: null,
});

function setup({ signIn = true, requires2FASetup = false, preference = 'LIGHT' as ThemePreference } = {}) {
  const store = createStore();
  if (signIn) store.set(signInAtom, { ...LOGIN, requires2FASetup });
  store.set(themePreferenceAtom, preference);
  const notify = vi.fn<(toast: ToastSpec) => void>();
  const save = vi.fn((next: ThemePreference) => Promise.resolve(adminUser(next)));
  return { store, notify, save };
}

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('theme toasts', () => {
  it.each<[ThemePreference, string]>([
    ['DARK', 'Switched to dark theme'],
    ['LIGHT', 'Switched to light theme'],
    ['SYSTEM', 'Using system theme preference'],
  ])('the success toast for %s says %j for 2 s', (preference, description) => {
    expect(THEME_SUCCESS_MESSAGES[preference]).toBe(description);
    expect(themeSuccessToast(preference)).toEqual({
      type: 'success',
      title: 'Theme Updated',
      description,
      duration: 2000,
    });
  });

  it('the failure toast is an error for 3 s', () => {
    expect(THEME_ERROR_TOAST).toEqual({
      type: 'error',
      title: 'Error',
      description: 'Failed to save theme preference',
      duration: 3000,
    });
  });
});

describe('changeThemePreference', () => {
  it('applies the preference before the save resolves, then stores the saved user', async () => {
    const { store, notify } = setup({ preference: 'LIGHT' });
    const pending = deferred<AdminUser>();
    const save = vi.fn((_: ThemePreference) => pending.promise);

    const change = changeThemePreference({ store, save, notify }, 'DARK');

    expect(store.get(themePreferenceAtom)).toBe('DARK');
    expect(save).toHaveBeenCalledExactlyOnceWith('DARK');
    expect(notify).not.toHaveBeenCalled();
    // Shown as a preview, not as saved: the save is counted as on its way until it answers.
    expect(store.get(themeSavesAtom)).toBe(1);

    pending.resolve(adminUser('DARK'));
    await change;
    expect(store.get(themeSavesAtom)).toBe(0);

    expect(store.get(themePreferenceAtom)).toBe('DARK');
    expect(store.get(sessionAtom)?.user).toEqual({
      id: 'u-1',
      email: 'ava@vinotheca.test',
      fullName: 'Ava Laurent-Moreau',
      role: 'ADMIN',
      avatarUrls: null,
      themePreference: 'DARK',
    });
    expect(notify).toHaveBeenCalledExactlyOnceWith({
      type: 'success',
      title: 'Theme Updated',
      description: 'Switched to dark theme',
      duration: 2000,
    });
  });

  it.each<[ThemePreference, ThemePreference, string]>([
    ['LIGHT', 'DARK', 'Switched to dark theme'],
    ['DARK', 'LIGHT', 'Switched to light theme'],
    ['DARK', 'SYSTEM', 'Using system theme preference'],
  ])('from %s to %s saves and says %j', async (from, to, description) => {
    const { store, notify, save } = setup({ preference: from });
    await changeThemePreference({ store, save, notify }, to);
    expect(save).toHaveBeenCalledExactlyOnceWith(to);
    expect(store.get(themePreferenceAtom)).toBe(to);
    expect(notify).toHaveBeenCalledExactlyOnceWith({
      type: 'success',
      title: 'Theme Updated',
      description,
      duration: 2000,
    });
  });

  it('restores the previous preference, shows the error toast and rethrows when the save fails', async () => {
    const { store, notify } = setup({ preference: 'SYSTEM' });
    const failure = new Error('503 Service Unavailable');
    const save = vi.fn((_: ThemePreference) => Promise.reject(failure));
    const userBefore = store.get(sessionAtom)?.user;

    const change = changeThemePreference({ store, save, notify }, 'DARK');
    expect(store.get(themePreferenceAtom)).toBe('DARK');
    expect(store.get(themeSavesAtom)).toBe(1);

    await expect(change).rejects.toBe(failure);
    expect(store.get(themeSavesAtom)).toBe(0);
    expect(store.get(themePreferenceAtom)).toBe('SYSTEM');
    expect(store.get(sessionAtom)?.user).toEqual(userBefore);
    expect(notify).toHaveBeenCalledExactlyOnceWith({
      type: 'error',
      title: 'Error',
      description: 'Failed to save theme preference',
      duration: 3000,
    });
  });

  it('a failed save does not undo a later choice made while it was in flight', async () => {
    const { store, notify } = setup({ preference: 'LIGHT' });
    const first = deferred<AdminUser>();
    const save = vi.fn((next: ThemePreference) => (next === 'DARK' ? first.promise : Promise.resolve(adminUser(next))));

    const toDark = changeThemePreference({ store, save, notify }, 'DARK');
    await changeThemePreference({ store, save, notify }, 'SYSTEM');
    first.reject(new Error('timeout'));
    await expect(toDark).rejects.toThrow('timeout');

    expect(store.get(themePreferenceAtom)).toBe('SYSTEM');
  });

  it.each([
    ['signed out', { signIn: false }],
    ['pending two-factor setup', { signIn: true, requires2FASetup: true }],
  ])('applies but does not save when %s', async (_, options) => {
    const { store, notify, save } = setup({ ...options, preference: 'LIGHT' });
    await changeThemePreference({ store, save, notify }, 'DARK');
    expect(save).not.toHaveBeenCalled();
    expect(store.get(themePreferenceAtom)).toBe('DARK');
    expect(notify).toHaveBeenCalledExactlyOnceWith(themeSuccessToast('DARK'));
  });
});

describe('adopting the preference of the user record', () => {
  it.each<ThemePreference>(['DARK', 'LIGHT', 'SYSTEM'])('a loaded user with %s sets the preference', (preference) => {
    const { store } = setup({ preference: preference === 'LIGHT' ? 'DARK' : 'LIGHT' });
    store.set(updateUserAtom, adminUser(preference));
    expect(store.get(themePreferenceAtom)).toBe(preference);
    expect(store.get(sessionAtom)?.user.themePreference).toBe(preference);
  });
});
