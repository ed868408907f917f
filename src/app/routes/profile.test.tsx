import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/api/api-error';
import type { AuthApi } from '@/api/auth';
import type { AdminUser } from '@/api/types';
import { renderRoutes } from '@tests/support/render-routes';
import { clearSessionAtom, sessionAtom, signInAtom } from '@/state/session';
import { store } from '@/state/store';
import { themePreferenceAtom } from '@/state/theme';

type ProfileApi = Pick<
  AuthApi,
  'me' | 'updateMe' | 'changePassword' | 'uploadAvatar' | 'deleteAvatar' | 'logoutAll' | 'logout' | 'updateTheme'
>;

// The route module binds the app's API clients; here they answer from stubs.
const holder = vi.hoisted(() => ({ api: {} as Record<PropertyKey, unknown> }));
vi.mock('@/state/api', () => ({ authApi: new Proxy({}, { get: (_target, key) => holder.api[key] }) }));

const { action, Component } = await import('./profile');

const ada: AdminUser = {
  id: 'a-1',
  email: 'ada@example.com',
  fullName: 'Ada Lovelace',
  role: 'ADMIN',
  active: true,
  locked: false,
  twoFactorEnabled: true,
  lastLoginAt: null,
  createdAt: '2026-01-01T00:00:00Z',
  updatedAt: '2026-01-01T00:00:00Z',
  avatarUrls: null,
  themePreference: 'SYSTEM',
  language: null,
};

function stubApi(overrides: Partial<ProfileApi> = {}): ProfileApi {
  const api: ProfileApi = {
    me: vi.fn(async () => ada),
    updateMe: vi.fn(async (body) => ({ ...ada, ...body })),
    changePassword: vi.fn(async () => undefined),
    uploadAvatar: vi.fn(async () => ada),
    deleteAvatar: vi.fn(async () => undefined),
    logoutAll: vi.fn(async () => undefined),
    logout: vi.fn(async () => undefined),
    updateTheme: vi.fn(async (themePreference) => ({ ...ada, themePreference })),
    ...overrides,
  };
  holder.api = api as unknown as Record<PropertyKey, unknown>;
  return api;
}

function renderProfile() {
  const router = renderRoutes(
    [
      { path: '/profile', action, Component, hydrateFallbackElement: <p>Loading…</p> },
      { path: '/login', element: <h1>Sign in page</h1> },
    ],
    '/profile',
  );
  return { router, user: userEvent.setup() };
}

const section = (name: string) => screen.getByRole('region', { name });

beforeEach(() => {
  store.set(clearSessionAtom);
  store.set(signInAtom, {
    accessToken: 'vt_at_test-token',
    refreshToken: 'vt_rt_test-token',
    requires2FASetup: false,
    adminId: ada.id,
    email: ada.email,
    fullName: ada.fullName,
    role: ada.role,
  });
});

describe('the profile route', () => {
  it('shows the sections of the page', async () => {
    stubApi();
    renderProfile();
    expect(await screen.findByRole('heading', { level: 2, name: 'Profile' })).toBeDefined();
    for (const name of ['Personal details', 'Photo', 'Appearance', 'Password', 'Sessions']) {
      expect(section(name)).toBeDefined();
    }
    expect(within(section('Photo')).getByText('AL')).toBeDefined();
  });

  it('saves own details and updates the stored user', async () => {
    const api = stubApi();
    const { user } = renderProfile();
    const name = await within(await screen.findByRole('form', { name: 'Personal details' })).findByRole('textbox', {
      name: /full name/i,
    });
    await user.clear(name);
    await user.type(name, 'Ada King');
    await user.click(screen.getByRole('button', { name: 'Save details' }));
    await waitFor(() => expect(store.get(sessionAtom)?.user.fullName).toBe('Ada King'));
    expect(api.updateMe).toHaveBeenCalledWith({ fullName: 'Ada King', email: 'ada@example.com' });
  });

  it('shows a wrong current password under that field', async () => {
    stubApi({
      changePassword: vi.fn(async () =>
        Promise.reject(
          new ApiError({
            kind: 'http',
            status: 422,
            fieldErrors: [{ field: 'currentPassword', message: 'Current password is incorrect' }],
          }),
        ),
      ),
    });
    const { user } = renderProfile();
    const form = await screen.findByRole('form', { name: 'Change password' });
    await user.type(within(form).getByLabelText(/^Current password/, { selector: 'input' }), 'Wrong-Password-1');
    await user.type(within(form).getByLabelText(/^New password/, { selector: 'input' }), 'New-Password-22');
    await user.type(within(form).getByLabelText(/^Confirm new password/, { selector: 'input' }), 'New-Password-22');
    await user.click(within(form).getByRole('button', { name: 'Change password' }));
    expect(await within(form).findByText('Current password is incorrect')).toBeDefined();
  });

  it('changes the theme preference', async () => {
    const api = stubApi();
    const { user } = renderProfile();
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Theme' }), 'Dark');
    expect(store.get(themePreferenceAtom)).toBe('DARK');
    await waitFor(() => expect(api.updateTheme).toHaveBeenCalledWith('DARK'));
  });

  it('signs out of all devices, then out locally, and goes to sign-in', async () => {
    const api = stubApi();
    const { user, router } = renderProfile();
    await user.click(await screen.findByRole('button', { name: 'Sign out of all devices' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Sign out of all devices?' });
    await user.click(within(dialog).getByRole('button', { name: 'Sign out of all devices' }));
    expect(await screen.findByRole('heading', { name: 'Sign in page' })).toBeDefined();
    expect(api.logoutAll).toHaveBeenCalledTimes(1);
    expect(store.get(sessionAtom)).toBeNull();
    expect(router.state.location.pathname).toBe('/login');
  });
});
