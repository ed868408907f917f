import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/api/api-error';
import type { SystemSettings } from '@/api/settings';
import { createSettingsAction, SETTINGS_SAVED_TOAST } from './settings-action';

const SAVED: SystemSettings = {
  brandName: 'Cellar Door',
  companyName: 'Cellar Door GmbH',
  enforceTwoFactor: false,
  lockoutThreshold: 5,
  lockoutMinutes: 15,
  accessTokenMinutes: 15,
  updatedAt: '2026-11-20T10:00:00.000Z',
};
const { updatedAt: _, ...BODY } = SAVED;
const post = (body: unknown) =>
  new Request('http://localhost/settings', { method: 'POST', body: JSON.stringify(body) });

function setup(update: () => Promise<SystemSettings>) {
  const deps = { api: { update: vi.fn(update) }, onSaved: vi.fn(), notify: vi.fn() };
  return { deps, action: createSettingsAction(deps) };
}

describe('the settings action', () => {
  it('saves the trimmed values, hands the saved settings on and toasts success', async () => {
    const { deps, action } = setup(() => Promise.resolve(SAVED));
    await expect(action({ request: post({ ...BODY, brandName: ' Cellar Door ' }) })).resolves.toEqual({
      ok: true,
      settings: SAVED,
    });
    expect(deps.api.update).toHaveBeenCalledWith(BODY);
    expect(deps.onSaved).toHaveBeenCalledWith(SAVED);
    expect(deps.notify).toHaveBeenCalledWith(SETTINGS_SAVED_TOAST);
  });

  it('refuses out-of-range values before calling the API, per field', async () => {
    const { deps, action } = setup(() => Promise.resolve(SAVED));
    const result = (await action({ request: post({ ...BODY, lockoutThreshold: 2 }) })) as {
      data: unknown;
      init: { status: number };
    };
    expect(result.init.status).toBe(400);
    expect(result.data).toMatchObject({
      ok: false,
      failure: {
        fieldErrors: [{ field: 'lockoutThreshold', message: 'Lockout threshold must be a whole number from 3 to 10' }],
      },
    });
    expect(deps.api.update).not.toHaveBeenCalled();
  });

  it('hands a 422 or 403 back to the form and saves nothing', async () => {
    const error = new ApiError({
      kind: 'http',
      status: 403,
      error: 'Forbidden',
      message: 'Only a super admin can change security settings.',
      code: 'SECURITY_SETTINGS_FORBIDDEN',
      fieldErrors: [],
    });
    const { deps, action } = setup(() => Promise.reject(error));
    const result = (await action({ request: post(BODY) })) as { data: unknown; init: { status: number } };
    expect(result.init.status).toBe(403);
    expect(result.data).toMatchObject({ ok: false, failure: { status: 403, code: 'SECURITY_SETTINGS_FORBIDDEN' } });
    expect(deps.onSaved).not.toHaveBeenCalled();
    expect(deps.notify).not.toHaveBeenCalled();
  });
});
