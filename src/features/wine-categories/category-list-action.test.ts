import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/api/api-error';
import type { CategoryRequest, WineCategory } from '@/api/categories';
import type { ToastSpec } from '@/api/error-catalogue';
import { createCategoryListAction, type CategoryListActionDeps } from './category-list-action';

const category = (patch: Partial<WineCategory> = {}): WineCategory => ({
  id: 'c1',
  name: 'Reds',
  description: '',
  wineCount: 0,
  createdAt: '2025-01-01T00:00:00Z',
  updatedAt: '2025-01-01T00:00:00Z',
  ...patch,
});

function setup(overrides: Partial<CategoryListActionDeps['api']> = {}) {
  const api = {
    create: vi.fn(async (body: CategoryRequest) => category({ id: 'new', ...body })),
    update: vi.fn(async (id: string, body: CategoryRequest) => category({ id, ...body })),
    remove: vi.fn(async (_id: string) => undefined),
    ...overrides,
  };
  const toasts: ToastSpec[] = [];
  const action = createCategoryListAction({ api, notify: (t) => toasts.push(t) });
  const submit = (fields: Record<string, string>) =>
    action({
      request: new Request('http://localhost/wines/categories', { method: 'POST', body: new URLSearchParams(fields) }),
      params: {},
      context: {},
    } as Parameters<typeof action>[0]);
  return { api, toasts, submit };
}

const failing = (init: ConstructorParameters<typeof ApiError>[0]) =>
  vi.fn(async () => {
    throw new ApiError(init);
  });

describe('the wine categories action', () => {
  it('creates a category with trimmed fields and says so', async () => {
    const { api, toasts, submit } = setup();
    await expect(submit({ intent: 'create', name: '  Bubbles ', description: ' Sparkling ' })).resolves.toEqual({
      ok: true,
      intent: 'create',
      id: 'new',
    });
    expect(api.create).toHaveBeenCalledWith({ name: 'Bubbles', description: 'Sparkling' });
    expect(toasts).toEqual([
      { type: 'success', title: 'Category Created', description: '“Bubbles” was added.', duration: 3000 },
    ]);
  });

  it('renames a category, keeping its description', async () => {
    const { api, toasts, submit } = setup();
    await expect(submit({ intent: 'rename', id: 'c1', name: 'Big Reds', description: 'Bold' })).resolves.toEqual({
      ok: true,
      intent: 'rename',
      id: 'c1',
    });
    expect(api.update).toHaveBeenCalledWith('c1', { name: 'Big Reds', description: 'Bold' });
    expect(toasts[0]).toMatchObject({ type: 'success', title: 'Category Renamed', duration: 3000 });
  });

  it('deletes a category', async () => {
    const { api, toasts, submit } = setup();
    await expect(submit({ intent: 'delete', id: 'c1', name: 'Reds' })).resolves.toEqual({
      ok: true,
      intent: 'delete',
      id: 'c1',
    });
    expect(api.remove).toHaveBeenCalledWith('c1');
    expect(toasts[0]).toMatchObject({ type: 'success', title: 'Category Deleted', description: '“Reds” was deleted.' });
  });

  it('refuses a blank name without calling the API', async () => {
    const { api, submit } = setup();
    await expect(submit({ intent: 'create', name: '   ' })).resolves.toEqual({
      ok: false,
      intent: 'create',
      id: '',
      fieldErrors: { name: 'Name is required' },
    });
    expect(api.create).not.toHaveBeenCalled();
  });

  it('puts a 422 field error under the name', async () => {
    const create = failing({
      kind: 'http',
      status: 422,
      fieldErrors: [{ field: 'name', message: 'Name must be at most 60 characters' }],
    });
    const { toasts, submit } = setup({ create });
    await expect(submit({ intent: 'create', name: 'x'.repeat(80) })).resolves.toEqual({
      ok: false,
      intent: 'create',
      id: '',
      fieldErrors: { name: 'Name must be at most 60 characters' },
    });
    expect(toasts).toEqual([]);
  });

  it('puts a 409 duplicate name under the name, on create and on rename', async () => {
    const conflict = {
      kind: 'http' as const,
      status: 409,
      message: 'A category with this name already exists',
      code: 'CATEGORY_NAME_TAKEN',
    };
    const { submit } = setup({ create: failing(conflict), update: failing(conflict) });
    await expect(submit({ intent: 'create', name: 'Reds' })).resolves.toMatchObject({
      ok: false,
      fieldErrors: { name: 'A category with this name already exists' },
    });
    await expect(submit({ intent: 'rename', id: 'c2', name: 'Reds' })).resolves.toMatchObject({
      ok: false,
      fieldErrors: { name: 'A category with this name already exists' },
    });
  });

  it('explains a 409 on delete with the server’s message', async () => {
    const message = 'This category is used by 3 wines. Move them to another category first.';
    const { toasts, submit } = setup({
      remove: failing({ kind: 'http', status: 409, message, code: 'CATEGORY_IN_USE' }),
    });
    await expect(submit({ intent: 'delete', id: 'c1', name: 'Reds' })).resolves.toEqual({
      ok: false,
      intent: 'delete',
      id: 'c1',
      fieldErrors: {},
      conflict: { message },
    });
    expect(toasts).toEqual([]);
  });

  it('returns a plain failure for other delete errors', async () => {
    const { submit } = setup({ remove: failing({ kind: 'http', status: 404 }) });
    await expect(submit({ intent: 'delete', id: 'gone' })).resolves.toEqual({
      ok: false,
      intent: 'delete',
      id: 'gone',
      fieldErrors: {},
    });
  });

  it.each([[{}], [{ intent: 'archive', id: 'c1' }], [{ intent: 'rename', name: 'X' }], [{ intent: 'delete' }]])(
    'ignores a malformed submission %o',
    async (fields) => {
      const { api, submit } = setup();
      await expect(submit(fields)).resolves.toMatchObject({ ok: false });
      expect(api.update).not.toHaveBeenCalled();
      expect(api.remove).not.toHaveBeenCalled();
    },
  );
});
