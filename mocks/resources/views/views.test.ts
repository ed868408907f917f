import { describe, expect, it } from 'vitest';
import { SAVED_VIEW_LIMITS } from '@/api/saved-views';
import { db } from '../../core/db';
import { failureOf, installTestClock, postRaw, setupMockBackend } from '@tests/support/mock-backend';

const ACCOUNTS_FOR_TESTS = { admin: 'admin@vinotheca.test', viewer: 'viewer@vinotheca.test' } as const;
const { client } = setupMockBackend({ signInAs: ACCOUNTS_FOR_TESTS.admin });

const REDS = {
  list: 'wines' as const,
  name: 'French reds',
  query: 'type=RED&country=FR&sort=price,asc',
  columns: { order: ['price', 'producer'], hidden: ['region'] },
};

describe('saved views', () => {
  it('saves a view with its query in the list’s canonical form (no page, no view), and lists the owner’s views by name', async () => {
    const clock = installTestClock();
    const created = await client.savedViews.create({
      ...REDS,
      query: '?page=3&sort=price,asc&country=FR&type=RED&view=x&bogus=1&status=NOPE',
    });
    const at = new Date(clock.now()).toISOString();
    expect(created).toEqual({
      id: expect.any(String),
      ...REDS,
      query: 'type=RED&country=FR&sort=price%2Casc',
      ownerId: expect.any(String),
      createdAt: at,
      updatedAt: at,
    });
    await client.savedViews.create({ list: 'wines', name: 'all drafts', query: 'status=DRAFT', columns: null });
    await client.savedViews.create({ list: 'users', name: 'Locked', query: 'status=locked', columns: null });
    expect((await client.savedViews.list('wines')).map((v) => v.name)).toEqual(['all drafts', 'French reds']);
    expect((await client.savedViews.list('users')).map((v) => v.name)).toEqual(['Locked']);
  });

  it('opens anyone’s view by id (a shared link), but lists, changes and deletes only one’s own', async () => {
    const view = await client.savedViews.create(REDS);
    await client.signIn(ACCOUNTS_FOR_TESTS.viewer);
    await expect(client.savedViews.get(view.id)).resolves.toEqual(view);
    await expect(client.savedViews.list('wines')).resolves.toEqual([]);
    const refused = {
      status: 403,
      body: {
        status: 403,
        error: 'Forbidden',
        message: 'Only the admin who saved a view can change or delete it.',
        code: 'VIEW_NOT_OWNED',
      },
    };
    expect(await failureOf(client.savedViews.update(view.id, { name: 'Mine now', query: '', columns: null }))).toEqual(
      refused,
    );
    expect(await failureOf(client.savedViews.remove(view.id))).toEqual(refused);
    expect(db.savedViews.findFirst((q) => q.where({ id: view.id }))?.name).toBe('French reds');
  });

  it('renames and changes a view, keeping its list; deletes it', async () => {
    const view = await client.savedViews.create(REDS);
    const renamed = await client.savedViews.update(view.id, {
      name: 'Reds by price',
      query: 'type=RED',
      columns: null,
    });
    expect(renamed).toMatchObject({
      id: view.id,
      list: 'wines',
      name: 'Reds by price',
      query: 'type=RED',
      columns: null,
    });
    await client.savedViews.remove(view.id);
    expect((await failureOf(client.savedViews.get(view.id))).status).toBe(404);
  });

  it('refuses a second view of the same name (409 VIEW_NAME_TAKEN), in any case, per list', async () => {
    await client.savedViews.create(REDS);
    expect(await failureOf(client.savedViews.create({ ...REDS, name: 'FRENCH REDS' }))).toMatchObject({
      status: 409,
      body: { code: 'VIEW_NAME_TAKEN', errors: [{ field: 'name' }] },
    });
    await expect(client.savedViews.create({ ...REDS, list: 'cellars', query: '' })).resolves.toMatchObject({
      name: 'French reds',
      list: 'cellars',
    });
  });

  it('keeps at most fifty views per list (409 VIEW_LIMIT)', async () => {
    for (let i = 0; i < SAVED_VIEW_LIMITS.perList; i += 1)
      await client.savedViews.create({ list: 'users', name: `View ${i}`, query: '', columns: null });
    expect(
      await failureOf(client.savedViews.create({ list: 'users', name: 'One too many', query: '', columns: null })),
    ).toMatchObject({ status: 409, body: { code: 'VIEW_LIMIT' } });
  });

  it.each([
    ['no list', { name: 'x', query: '' }, 'list', 'List is required'],
    ['an unknown list', { list: 'cellar', name: 'x', query: '' }, 'list', 'List must be one of wines, users, cellars'],
    ['a blank name', { list: 'wines', name: '   ', query: '' }, 'name', 'Name is required'],
    ['a long name', { list: 'wines', name: 'x'.repeat(61), query: '' }, 'name', 'Name must be at most 60 characters'],
    [
      'a query that is not a string',
      { list: 'wines', name: 'x', query: { type: 'RED' } },
      'query',
      'Query must be a string',
    ],
    [
      'a long query',
      { list: 'wines', name: 'x', query: 'a'.repeat(2001) },
      'query',
      'Query must be at most 2000 characters',
    ],
    [
      'columns that are not lists',
      { list: 'wines', name: 'x', query: '', columns: { order: 'price', hidden: [] } },
      'columns.order',
      'Column order must be a list',
    ],
  ])('answers 422 for %s, and saves nothing', async (_name, body, field, message) => {
    const before = db.savedViews.count();
    const failure = await failureOf(client.http.post('/saved-views', body));
    expect(failure).toMatchObject({ status: 422, body: { errors: [{ field, message }] } });
    expect(db.savedViews.count()).toBe(before);
  });

  it('answers 400 for a body that is not JSON and for an unknown list filter', async () => {
    expect((await failureOf(postRaw(client.http, '/saved-views', '{not json'))).status).toBe(400);
    expect(await failureOf(client.http.get('/saved-views', { params: { list: 'wine' } }))).toMatchObject({
      status: 400,
      body: { errors: [{ field: 'list' }] },
    });
  });

  it('answers 401 without a token', async () => {
    client.setToken(null);
    expect((await failureOf(client.savedViews.list('wines'))).status).toBe(401);
  });
});
