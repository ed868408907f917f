import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/api/api-error';
import type { AdminUser } from '@/api/types';
import { createProfileAction, createProfileAvatarHandlers, PROFILE_TOASTS, type ProfileDeps } from './profile-action';

const admin: AdminUser = {
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

function deps(overrides: Partial<ProfileDeps['api']> = {}) {
  const api: ProfileDeps['api'] = {
    me: vi.fn(async () => admin),
    updateMe: vi.fn(async (body) => ({ ...admin, ...body })),
    changePassword: vi.fn(async () => undefined),
    uploadAvatar: vi.fn(async () => ({ ...admin, avatarUrls: { small: 'data:small', icon: 'data:icon' } })),
    deleteAvatar: vi.fn(async () => undefined),
    ...overrides,
  };
  return { api, onUser: vi.fn<(user: AdminUser) => void>(), notify: vi.fn() };
}

const post = (body: unknown) => ({
  request: new Request('http://localhost/profile', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  }),
});

/** The action's answer, whether plain or wrapped in `data()` with a status. */
function unwrap(result: unknown): { value: unknown; status: number } {
  if (typeof result === 'object' && result !== null && 'data' in result && 'init' in result) {
    const init = result.init as ResponseInit | null;
    return { value: result.data, status: init?.status ?? 200 };
  }
  return { value: result, status: 200 };
}

describe('the profile action', () => {
  it('saves the details, replaces the stored user and toasts', async () => {
    const d = deps();
    const result = unwrap(
      await createProfileAction(d)(post({ intent: 'details', fullName: ' Ada King ', email: 'ada@example.com' })),
    );
    expect(d.api.updateMe).toHaveBeenCalledWith({ fullName: 'Ada King', email: 'ada@example.com' });
    expect(d.onUser).toHaveBeenCalledWith(expect.objectContaining({ fullName: 'Ada King' }));
    expect(d.notify).toHaveBeenCalledWith({
      type: 'success',
      title: 'Profile Updated',
      description: 'Your name and e-mail were saved.',
      duration: 3000,
    });
    expect(result.value).toEqual({ intent: 'details', ok: true });
  });

  it('hands a 409 back to the details form', async () => {
    const conflict = new ApiError({
      kind: 'http',
      status: 409,
      message: 'Email is already in use',
      code: 'EMAIL_TAKEN',
      fieldErrors: [{ field: 'email', message: 'Email is already in use' }],
    });
    const d = deps({ updateMe: vi.fn(async () => Promise.reject(conflict)) });
    const result = unwrap(
      await createProfileAction(d)(post({ intent: 'details', fullName: 'Ada', email: 'grace@example.com' })),
    );
    expect(result.status).toBe(409);
    expect(result.value).toEqual({
      intent: 'details',
      ok: false,
      failure: {
        status: 409,
        message: 'Email is already in use',
        code: 'EMAIL_TAKEN',
        fieldErrors: [{ field: 'email', message: 'Email is already in use' }],
      },
    });
    expect(d.onUser).not.toHaveBeenCalled();
    expect(d.notify).not.toHaveBeenCalled();
  });

  it('changes the password with the current and new one only', async () => {
    const d = deps();
    const result = unwrap(
      await createProfileAction(d)(
        post({
          intent: 'password',
          currentPassword: 'Old-Password-1',
          newPassword: 'New-Password-22',
          confirmPassword: 'New-Password-22',
        }),
      ),
    );
    expect(d.api.changePassword).toHaveBeenCalledWith({
      currentPassword: 'Old-Password-1',
      newPassword: 'New-Password-22',
    });
    expect(d.notify).toHaveBeenCalledWith(PROFILE_TOASTS.password);
    expect(PROFILE_TOASTS.password.title).toBe('Password Changed');
    expect(result.value).toEqual({ intent: 'password', ok: true });
  });

  it('hands a wrong current password back as a field error', async () => {
    const wrong = new ApiError({
      kind: 'http',
      status: 422,
      fieldErrors: [{ field: 'currentPassword', message: 'Current password is incorrect' }],
    });
    const d = deps({ changePassword: vi.fn(async () => Promise.reject(wrong)) });
    const result = unwrap(
      await createProfileAction(d)(
        post({
          intent: 'password',
          currentPassword: 'Wrong-Password-1',
          newPassword: 'New-Password-22',
          confirmPassword: 'New-Password-22',
        }),
      ),
    );
    expect(result.status).toBe(422);
    expect(result.value).toMatchObject({
      intent: 'password',
      ok: false,
      failure: { fieldErrors: [{ field: 'currentPassword', message: 'Current password is incorrect' }] },
    });
  });

  it('refuses a body that skipped the form checks, without calling the API', async () => {
    const d = deps();
    const result = unwrap(
      await createProfileAction(d)(
        post({ intent: 'password', currentPassword: 'x', newPassword: 'weak', confirmPassword: 'other' }),
      ),
    );
    expect(result.status).toBe(400);
    expect(result.value).toMatchObject({
      ok: false,
      failure: {
        fieldErrors: expect.arrayContaining([
          { field: 'newPassword', message: 'Password must be at least 12 characters long' },
        ]),
      },
    });
    expect(d.api.changePassword).not.toHaveBeenCalled();
  });

  it('rejects an unknown intent', async () => {
    await expect(createProfileAction(deps())(post({ intent: 'delete-account' }))).rejects.toMatchObject({
      init: { status: 400 },
    });
  });
});

describe('the profile avatar handlers', () => {
  it('uploads, stores the returned user and toasts', async () => {
    const d = deps();
    const file = new File([new Uint8Array([1])], 'me.png', { type: 'image/png' });
    await createProfileAvatarHandlers(d).upload(file);
    expect(d.api.uploadAvatar).toHaveBeenCalledWith(file, 'me.png');
    expect(d.onUser).toHaveBeenCalledWith(
      expect.objectContaining({ avatarUrls: { small: 'data:small', icon: 'data:icon' } }),
    );
    expect(d.notify).toHaveBeenCalledWith(PROFILE_TOASTS.photoSaved);
  });

  it('removes, then stores the fresh user', async () => {
    const d = deps();
    await createProfileAvatarHandlers(d).remove();
    expect(d.api.deleteAvatar).toHaveBeenCalledTimes(1);
    expect(d.onUser).toHaveBeenCalledWith(admin);
    expect(d.notify).toHaveBeenCalledWith(PROFILE_TOASTS.photoRemoved);
  });

  it('stores nothing when the upload fails', async () => {
    const d = deps({ uploadAvatar: vi.fn(async () => Promise.reject(new ApiError({ kind: 'http', status: 422 }))) });
    await expect(
      createProfileAvatarHandlers(d).upload(new File([], 'x.png', { type: 'image/png' })),
    ).rejects.toBeInstanceOf(ApiError);
    expect(d.onUser).not.toHaveBeenCalled();
    expect(d.notify).not.toHaveBeenCalled();
  });
});
