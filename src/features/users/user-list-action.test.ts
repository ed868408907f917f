import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/api/api-error';
import type { ToastSpec } from '@/api/error-catalogue';
import type { AdminUser } from '@/api/types';
import { createUserListAction, type UserListActionDeps } from './user-list-action';

function setup(overrides: Partial<UserListActionDeps['api']> = {}, currentUserId: string | null = 'me') {
  const api = {
    deactivate: vi.fn(async (_id: string) => undefined),
    unlock: vi.fn(async (id: string) => ({ id }) as AdminUser),
    resetPassword: vi.fn(async (_id: string, _p: string) => undefined),
    bulk: vi.fn(async () => Promise.reject(new Error('not expected'))),
    undoBulk: vi.fn(async () => Promise.reject(new Error('not expected'))),
    ...overrides,
  };
  const toasts: ToastSpec[] = [];
  const undos: Array<() => void> = [];
  const revalidate = vi.fn();
  const action = createUserListAction({
    api,
    notify: (t) => toasts.push(t),
    notifyWithUndo: (t, undo) => {
      toasts.push(t);
      undos.push(undo);
    },
    revalidate,
    currentUserId: () => currentUserId,
  });
  const submit = (fields: Record<string, string>) =>
    action({
      request: new Request('http://localhost/users?index', { method: 'POST', body: new URLSearchParams(fields) }),
      params: {},
      context: {},
    } as Parameters<typeof action>[0]);
  return { api, toasts, undos, revalidate, submit };
}

const STRONG = 'Str0ng!Passw0rd';

describe('the users list action', () => {
  it('deactivates an admin and says so in a success toast', async () => {
    const { api, toasts, submit } = setup();
    await expect(submit({ intent: 'deactivate', id: 'u1', name: 'Ava Laurent' })).resolves.toEqual({
      ok: true,
      intent: 'deactivate',
    });
    expect(api.deactivate).toHaveBeenCalledWith('u1');
    expect(toasts).toEqual([
      { type: 'success', title: 'User Deactivated', description: 'Ava Laurent can no longer sign in.', duration: 3000 },
    ]);
  });

  it('refuses to deactivate the signed-in admin without calling the API', async () => {
    const { api, toasts, submit } = setup({}, 'u1');
    await expect(submit({ intent: 'deactivate', id: 'u1', name: 'Me' })).resolves.toMatchObject({ ok: false });
    expect(api.deactivate).not.toHaveBeenCalled();
    expect(toasts[0]?.type).toBe('warning');
  });

  it('unlocks an admin', async () => {
    const { api, toasts, submit } = setup();
    await expect(submit({ intent: 'unlock', id: 'u2', name: 'Bo Chen' })).resolves.toEqual({
      ok: true,
      intent: 'unlock',
    });
    expect(api.unlock).toHaveBeenCalledWith('u2');
    expect(toasts[0]).toMatchObject({
      type: 'success',
      title: 'User Unlocked',
      description: 'Bo Chen can sign in again.',
    });
  });

  it('resets a password that meets the policy', async () => {
    const { api, toasts, submit } = setup();
    await expect(submit({ intent: 'reset-password', id: 'u3', name: 'Cy', newPassword: STRONG })).resolves.toEqual({
      ok: true,
      intent: 'reset-password',
    });
    expect(api.resetPassword).toHaveBeenCalledWith('u3', STRONG);
    expect(toasts[0]).toMatchObject({ type: 'success', title: 'Password Reset' });
  });

  it('refuses a weak password with the policy message, without calling the API', async () => {
    const { api, submit } = setup();
    await expect(submit({ intent: 'reset-password', id: 'u3', newPassword: 'short' })).resolves.toEqual({
      ok: false,
      intent: 'reset-password',
      fieldErrors: { newPassword: 'Password must be at least 12 characters long' },
    });
    expect(api.resetPassword).not.toHaveBeenCalled();
  });

  it('hands the server’s newPassword error back to the dialog', async () => {
    const resetPassword = vi.fn(async () => {
      throw new ApiError({
        kind: 'http',
        status: 422,
        fieldErrors: [{ field: 'newPassword', message: 'Password was used recently' }],
      });
    });
    const { toasts, submit } = setup({ resetPassword });
    await expect(submit({ intent: 'reset-password', id: 'u3', newPassword: STRONG })).resolves.toEqual({
      ok: false,
      intent: 'reset-password',
      fieldErrors: { newPassword: 'Password was used recently' },
    });
    expect(toasts).toEqual([]);
  });

  it('returns a failure (no throw, no success toast) when the API fails', async () => {
    const deactivate = vi.fn(async () => {
      throw new ApiError({ kind: 'http', status: 404 });
    });
    const { toasts, submit } = setup({ deactivate });
    await expect(submit({ intent: 'deactivate', id: 'gone' })).resolves.toEqual({
      ok: false,
      intent: 'deactivate',
      fieldErrors: {},
    });
    expect(toasts).toEqual([]);
  });

  it.each([[{}], [{ intent: 'delete', id: 'u1' }], [{ intent: 'unlock' }]])(
    'ignores a malformed submission %o',
    async (fields) => {
      const { submit } = setup();
      await expect(submit(fields)).resolves.toMatchObject({ ok: false });
    },
  );
});
