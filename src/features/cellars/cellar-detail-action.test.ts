import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/api/api-error';
import type { Cellar } from '@/api/cellars';
import { CELLAR_TOASTS, createCellarDetailAction } from './cellar-detail-action';

const CELLAR = { id: 'c1', name: 'Home Cellar' } as Cellar;
const VALUES = {
  name: 'Home Cellar',
  location: 'Lyon',
  country: 'FR',
  capacity: 120,
  temperatureC: 12.5,
  visibility: 'PRIVATE',
};
const post = (body: unknown) =>
  new Request('http://localhost/cellars/c1', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
type Result = { type: 'DataWithResponseInit'; data: unknown; init: { status: number } };

function setup() {
  const api = {
    update: vi.fn().mockResolvedValue(CELLAR),
    archive: vi.fn().mockResolvedValue({ ...CELLAR, status: 'ARCHIVED' }),
  };
  const notify = vi.fn();
  return { api, notify, action: createCellarDetailAction({ api, notify }) };
}

describe('the cellar detail action', () => {
  it('updates the metadata and toasts success', async () => {
    const { api, notify, action } = setup();
    await expect(
      action({ request: post({ intent: 'update', values: VALUES }), params: { id: 'c1' } }),
    ).resolves.toEqual({ ok: true, intent: 'update' });
    expect(api.update).toHaveBeenCalledWith('c1', VALUES);
    expect(notify).toHaveBeenCalledWith(CELLAR_TOASTS.updated('Home Cellar'));
  });

  it('archives and toasts success', async () => {
    const { api, notify, action } = setup();
    await expect(action({ request: post({ intent: 'archive' }), params: { id: 'c1' } })).resolves.toEqual({
      ok: true,
      intent: 'archive',
    });
    expect(api.archive).toHaveBeenCalledWith('c1');
    expect(notify).toHaveBeenCalledWith({
      type: 'success',
      title: 'Cellar Archived',
      description: 'Home Cellar was archived.',
      duration: 3000,
    });
  });

  it('refuses invalid values without calling the API', async () => {
    const { api, action } = setup();
    const result = (await action({
      request: post({ intent: 'update', values: { ...VALUES, capacity: 0 } }),
      params: { id: 'c1' },
    })) as unknown as Result;
    expect(result.init.status).toBe(400);
    expect(result.data).toMatchObject({
      ok: false,
      failure: { fieldErrors: [{ field: 'capacity', message: 'Capacity must be from 1 to 100000 bottles' }] },
    });
    expect(api.update).not.toHaveBeenCalled();
  });

  it('hands a 409 with field errors back to the form', async () => {
    const { api, notify, action } = setup();
    const message = 'Capacity cannot be lower than the 80 bottles the cellar holds';
    api.update.mockRejectedValue(
      new ApiError({
        kind: 'http',
        status: 409,
        message,
        code: 'CAPACITY_BELOW_BOTTLES',
        fieldErrors: [{ field: 'capacity', message }],
      }),
    );
    const result = (await action({
      request: post({ intent: 'update', values: VALUES }),
      params: { id: 'c1' },
    })) as unknown as Result;
    expect(result.init.status).toBe(409);
    expect(result.data).toMatchObject({
      ok: false,
      intent: 'update',
      failure: { status: 409, code: 'CAPACITY_BELOW_BOTTLES', fieldErrors: [{ field: 'capacity', message }] },
    });
    expect(notify).not.toHaveBeenCalled();
  });
});
