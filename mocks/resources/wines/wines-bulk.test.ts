import { describe, expect, it } from 'vitest';
import { BULK_MAX_ITEMS, BULK_UNDO_WINDOW_SECONDS, type BulkResult } from '@/api/bulk';
import type { WineBulkFilter, WineListQuery, WineStatus } from '@/api/wines';
import { db, insertMany, restoreDb, resetDb, snapshotDb } from '../../core/db';
import type { WineRecord } from '../../core/db';
import { createTestClient, failureOf, installTestClock, postRaw, setupMockBackend } from '@tests/support/mock-backend';
import { CONTRACT_WINE } from './contract-wine';

const { client } = setupMockBackend({ signInAs: 'admin@vinotheca.test' });

const wineWith = (status: WineStatus, skip = 0) => {
  const found = db.wines.findMany((q) => q.where({ status }))[skip];
  if (!found) throw new Error(`no ${status} wine`);
  return found;
};
const wine = (id: string) => db.wines.findFirst((q) => q.where({ id }));
/** An archived wine no cellar holds, so it can be deleted (and is none of the drafts and published wines picked beside it). */
const uncellared = (skip = 0) => {
  const held = new Set(db.inventory.all().map((line) => line.wineId));
  const found = db.wines.all().filter((w) => w.status === 'ARCHIVED' && !held.has(w.id))[skip];
  if (!found) throw new Error('every archived wine is held');
  return found;
};
const otherCategory = (than: string) => {
  const found = db.categories.all().find((c) => c.id !== than);
  if (!found) throw new Error('one category only');
  return found.id;
};
const eventsSince = (count: number) => db.auditEvents.all().slice(count);
/** An id of the right shape that names no wine. */
const MISSING_ID = '5d3c1b2a-8f7e-4a6b-9c0d-1e2f3a4b5c6d';

/** Every wine the list shows for a query, page after page. */
async function listAll(query: WineListQuery) {
  const ids: string[] = [];
  for (let page = 0; ; page++) {
    const answer = await client.wines.list({ ...query, page, size: 100 });
    ids.push(...answer.content.map((w) => w.id));
    if (page + 1 >= answer.totalPages) return { ids, total: answer.totalElements };
  }
}

describe('POST /wines/bulk by ids', () => {
  it('publishes each wine it may, refuses the rest per item with the single call’s code, and keeps the given order', async () => {
    const clock = installTestClock();
    const [draft, archived, published] = [wineWith('DRAFT'), wineWith('ARCHIVED'), wineWith('PUBLISHED')];
    const result = await client.wines.bulk({
      action: 'PUBLISH',
      ids: [draft.id, published.id, MISSING_ID, archived.id, draft.id],
    });
    expect(result).toEqual({
      operationId: expect.stringMatching(/^[0-9a-f-]{36}$/),
      action: 'PUBLISH',
      done: 2,
      refused: 2,
      items: [
        { id: draft.id, label: draft.name, outcome: 'done' },
        {
          id: published.id,
          label: published.name,
          outcome: 'refused',
          code: 'WINE_ALREADY_PUBLISHED',
          message: 'This wine is already published.',
        },
        { id: MISSING_ID, label: '', outcome: 'refused', code: 'NOT_FOUND', message: 'Wine not found' },
        { id: archived.id, label: archived.name, outcome: 'done' },
      ],
      undoUntil: new Date(clock.now() + BULK_UNDO_WINDOW_SECONDS * 1000).toISOString(),
    } satisfies BulkResult);
    const at = new Date(clock.now()).toISOString();
    expect(wine(draft.id)).toMatchObject({ status: 'PUBLISHED', updatedAt: at });
    expect(wine(archived.id)).toMatchObject({ status: 'PUBLISHED', updatedAt: at });
    expect(wine(published.id)).toEqual(published);
  });

  it('archives, refusing an archived wine with WINE_ALREADY_ARCHIVED', async () => {
    const [archived, published] = [wineWith('ARCHIVED'), wineWith('PUBLISHED')];
    const result = await client.wines.bulk({ action: 'ARCHIVE', ids: [archived.id, published.id] });
    expect(result.items).toEqual([
      {
        id: archived.id,
        label: archived.name,
        outcome: 'refused',
        code: 'WINE_ALREADY_ARCHIVED',
        message: 'This wine is already archived.',
      },
      { id: published.id, label: published.name, outcome: 'done' },
    ]);
    expect(wine(published.id)?.status).toBe('ARCHIVED');
  });

  it('deletes the wines no cellar holds, and refuses one a cellar holds with the single delete’s code and message', async () => {
    const held = wine(db.inventory.all()[0]!.wineId)!;
    const single = await failureOf(client.wines.remove(held.id));
    const free = uncellared();
    const result = await client.wines.bulk({ action: 'DELETE', ids: [free.id, held.id] });
    expect(result.items).toEqual([
      { id: free.id, label: free.name, outcome: 'done' },
      { id: held.id, label: held.name, outcome: 'refused', code: 'WINE_IN_CELLARS', message: single.body.message },
    ]);
    expect(single.body.code).toBe('WINE_IN_CELLARS');
    expect(wine(free.id)).toBeUndefined();
    expect(wine(held.id)).toEqual(held);
  });

  it('moves wines to a category, refusing one already in it with WINE_ALREADY_IN_CATEGORY', async () => {
    const [first, second] = [wineWith('DRAFT'), wineWith('DRAFT', 1)];
    const target = otherCategory(first.categoryId);
    const result = await client.wines.bulk({
      action: 'SET_CATEGORY',
      categoryId: target,
      ids: [first.id, second.id, first.id],
    });
    expect(result.done).toBe(second.categoryId === target ? 1 : 2);
    const again = await client.wines.bulk({ action: 'SET_CATEGORY', categoryId: target, ids: [first.id] });
    expect(again).toMatchObject({
      done: 0,
      refused: 1,
      undoUntil: null,
      items: [
        {
          id: first.id,
          outcome: 'refused',
          code: 'WINE_ALREADY_IN_CATEGORY',
          message: 'This wine is already in that category.',
        },
      ],
    });
    await expect(client.wines.get(first.id)).resolves.toMatchObject({ categoryId: target });
  });

  it('records one audit event per done item with the single call’s action, and none for a refused one', async () => {
    const before = db.auditEvents.count();
    const [draft, published] = [wineWith('DRAFT'), wineWith('PUBLISHED')];
    const free = uncellared();
    await client.wines.bulk({ action: 'PUBLISH', ids: [draft.id, published.id] });
    await client.wines.bulk({ action: 'DELETE', ids: [free.id] });
    await client.wines.bulk({
      action: 'SET_CATEGORY',
      categoryId: otherCategory(published.categoryId),
      ids: [published.id],
    });
    const actor = { actorEmail: 'admin@vinotheca.test', outcome: 'success', targetType: 'WINE' };
    expect(eventsSince(before)).toEqual([
      expect.objectContaining({ ...actor, action: 'wine.publish', targetId: draft.id, targetLabel: draft.name }),
      expect.objectContaining({ ...actor, action: 'wine.delete', targetId: free.id, targetLabel: free.name }),
      expect.objectContaining({ ...actor, action: 'wine.update', targetId: published.id, targetLabel: published.name }),
    ]);
  });
});

describe('POST /wines/bulk by filter', () => {
  it.each<[string, WineBulkFilter]>([
    ['status and type', { status: 'DRAFT', type: 'RED' }],
    ['a vintage range as numbers, a country in lower case', { country: 'fr', vintageFrom: 2010, vintageTo: 2016 }],
    ['a search', { search: 'Château' }],
  ])('changes exactly the wines GET /wines lists with the same filter (%s), in its order', async (_, filter) => {
    const listed = await listAll(filter);
    expect(listed.total).toBeGreaterThan(0);
    const result = await client.wines.bulk({ action: 'ARCHIVE', filter });
    expect(result.items.map((item) => item.id)).toEqual(listed.ids);
    expect(result.items).toHaveLength(listed.total);
    expect(result.done + result.refused).toBe(listed.total);
    expect(result.done).toBe(result.items.filter((item) => item.outcome === 'done').length);
    for (const item of result.items) expect(wine(item.id)?.status).toBe('ARCHIVED');
  });

  it('refuses a filter that matches more than the most one call may change, before anything changes', async () => {
    const extra = BULK_MAX_ITEMS + 1 - db.wines.count();
    const template = db.wines.all()[0]!;
    await insertMany(
      db.wines,
      Array.from({ length: extra }, (_, i): WineRecord => ({
        ...template,
        id: `extra-${i}`,
        name: `Extra ${i}`,
        status: 'DRAFT',
      })),
    );
    const before = snapshotDb();
    const failure = await failureOf(client.wines.bulk({ action: 'PUBLISH', filter: {} }));
    expect(failure).toEqual({
      status: 422,
      body: {
        status: 422,
        error: 'Unprocessable Entity',
        message: 'Validation failed',
        errors: [{ field: 'filter', message: 'The filter matches 10,001 wines; a bulk action takes at most 10,000.' }],
      },
    });
    expect(snapshotDb()).toEqual(before);
  });
});

describe('POST /wines/bulk refuses a bad request whole, changing nothing', () => {
  const someId = () => db.wines.all()[0]!.id;
  it.each<[string, () => unknown, number, { field: string; message: string }[]]>([
    ['no action', () => ({ ids: [someId()] }), 422, [{ field: 'action', message: 'Action is required' }]],
    [
      'an unknown action',
      () => ({ action: 'BOIL', ids: [someId()] }),
      422,
      [{ field: 'action', message: 'Action must be one of PUBLISH, ARCHIVE, DELETE, SET_CATEGORY' }],
    ],
    [
      'neither ids nor filter',
      () => ({ action: 'PUBLISH' }),
      422,
      [{ field: 'ids', message: 'Give either ids or filter' }],
    ],
    [
      'both ids and filter',
      () => ({ action: 'PUBLISH', ids: [someId()], filter: {} }),
      422,
      [{ field: 'ids', message: 'Give either ids or filter' }],
    ],
    ['no id', () => ({ action: 'PUBLISH', ids: [] }), 422, [{ field: 'ids', message: 'Give at least one id' }]],
    [
      'too many ids',
      () => ({ action: 'PUBLISH', ids: Array.from({ length: BULK_MAX_ITEMS + 1 }, (_, i) => `id-${i}`) }),
      422,
      [{ field: 'ids', message: 'Give at most 10,000 ids' }],
    ],
    [
      'ids that are not a list',
      () => ({ action: 'PUBLISH', ids: someId() }),
      422,
      [{ field: 'ids', message: 'Ids must be a list of ids' }],
    ],
    [
      'an id that is not a string',
      () => ({ action: 'PUBLISH', ids: [42] }),
      422,
      [{ field: 'ids.0', message: 'Each id must be a string' }],
    ],
    [
      'a filter that is not an object',
      () => ({ action: 'PUBLISH', filter: 'FR' }),
      422,
      [{ field: 'filter', message: 'Filter must be an object of the list’s query parameters' }],
    ],
    [
      'a filter value the list refuses',
      () => ({ action: 'PUBLISH', filter: { status: 'FINISHED', country: 'France' } }),
      422,
      [
        { field: 'filter.country', message: 'Country must be a two-letter ISO code' },
        { field: 'filter.status', message: 'Status must be one of DRAFT, PUBLISHED, ARCHIVED' },
      ],
    ],
    [
      'a vintage range the wrong way round',
      () => ({ action: 'PUBLISH', filter: { vintageFrom: 2020, vintageTo: 2010 } }),
      422,
      [{ field: 'filter.vintageTo', message: 'Vintage to must not be before vintage from' }],
    ],
    [
      'a filter value that is a list',
      () => ({ action: 'PUBLISH', filter: { type: ['RED'] } }),
      422,
      [{ field: 'filter.type', message: 'Type must be one value: text, a number, or true or false' }],
    ],
    [
      'SET_CATEGORY without a category',
      () => ({ action: 'SET_CATEGORY', ids: [someId()] }),
      422,
      [{ field: 'categoryId', message: 'Category is required' }],
    ],
    [
      'SET_CATEGORY to a category that does not exist, by a bad filter',
      () => ({ action: 'SET_CATEGORY', categoryId: 'no-such-category', filter: { type: 'ORANGE' } }),
      422,
      [
        { field: 'categoryId', message: 'Choose an existing category' },
        { field: 'filter.type', message: 'Type must be one of RED, WHITE, ROSE, SPARKLING, DESSERT, FORTIFIED' },
      ],
    ],
  ])('%s: %i', async (_, body, status, errors) => {
    const before = snapshotDb();
    const failure = await failureOf(client.http.post('/wines/bulk', body()));
    expect(failure).toEqual({
      status,
      body: { status, error: 'Unprocessable Entity', message: 'Validation failed', errors },
    });
    expect(snapshotDb()).toEqual(before);
  });

  it.each([
    ['malformed JSON', '{"action":', 'Request body is not valid JSON'],
    ['an array', '[]', 'Request body must be a JSON object'],
    ['nothing', '', 'Request body is required'],
  ])('400 for %s', async (_, raw, message) => {
    const before = snapshotDb();
    expect(await failureOf(postRaw(client.http, '/wines/bulk', raw))).toEqual({
      status: 400,
      body: { status: 400, error: 'Bad Request', message, errors: [{ field: 'body', message }] },
    });
    expect(snapshotDb()).toEqual(before);
  });
});

describe('POST /wines/bulk: a filter never widens, and ids have the shape of an id (issue 50)', () => {
  const UNKNOWN =
    'Unknown filter; the filters are search, type, country, region, vintageFrom, vintageTo, status, categoryId, vintage';
  const archivedCount = () => db.wines.findMany((q) => q.where({ status: 'ARCHIVED' })).length;

  it('ARCHIVE by the URL’s name `category` is 422 on filter.category, and no wine changes', async () => {
    const categoryId = db.categories.all()[0]!.id;
    const [before, archived] = [snapshotDb(), archivedCount()];
    expect(
      await failureOf(
        postRaw(client.http, '/wines/bulk', JSON.stringify({ action: 'ARCHIVE', filter: { category: categoryId } })),
      ),
    ).toEqual({
      status: 422,
      body: {
        status: 422,
        error: 'Unprocessable Entity',
        message: 'Validation failed',
        errors: [{ field: 'filter.category', message: UNKNOWN }],
      },
    });
    expect(archivedCount()).toBe(archived);
    expect(snapshotDb()).toEqual(before);
  });

  it.each([
    ['a misspelling', '{"stauts":"DRAFT"}', ['filter.stauts']],
    ['__proto__', '{"__proto__":{"status":"DRAFT"}}', ['filter.__proto__']],
    ['constructor', '{"constructor":{"status":"DRAFT"}}', ['filter.constructor']],
    [
      'page, size and sort (a bulk action takes every match, never a page)',
      '{"status":"DRAFT","page":3,"size":5,"sort":"price,desc"}',
      ['filter.page', 'filter.size', 'filter.sort'],
    ],
  ])('ARCHIVE with %s in the filter is 422 naming each key, and nothing changes', async (_, filter, fields) => {
    const [before, archived] = [snapshotDb(), archivedCount()];
    expect(
      await failureOf(postRaw(client.http, '/wines/bulk', `{"action":"ARCHIVE","filter":${filter}}`)),
    ).toMatchObject({
      status: 422,
      body: { message: 'Validation failed', errors: fields.map((field) => ({ field, message: UNKNOWN })) },
    });
    expect(archivedCount()).toBe(archived);
    expect(snapshotDb()).toEqual(before);
  });

  it('names at most 10 unknown keys, so 20,000 of them get a short answer; nothing changes', async () => {
    const before = snapshotDb();
    const filter = Object.fromEntries(Array.from({ length: 20_000 }, (_, i) => [`k${i}`, 1]));
    const failure = await failureOf(client.http.post('/wines/bulk', { action: 'ARCHIVE', filter }));
    expect(failure).toMatchObject({
      status: 422,
      body: { errors: Array.from({ length: 10 }, (_, i) => ({ field: `filter.k${i}`, message: UNKNOWN })) },
    });
    expect(JSON.stringify(failure).length).toBeLessThan(2000);
    expect(snapshotDb()).toEqual(before);
  });

  it('4,900 ids of 1,000 characters are one 422 entry, at the first, in a short answer; nothing changes', async () => {
    const before = snapshotDb();
    const ids = Array.from({ length: 4900 }, (_, i) => String(i).padStart(1000, 'x'));
    const failure = await failureOf(client.http.post('/wines/bulk', { action: 'ARCHIVE', ids }));
    expect(failure).toEqual({
      status: 422,
      body: {
        status: 422,
        error: 'Unprocessable Entity',
        message: 'Validation failed',
        errors: [
          {
            field: 'ids.0',
            message: 'Each id must be a UUID: 36 characters, hexadecimal digits in groups of 8-4-4-4-12',
          },
        ],
      },
    });
    expect(JSON.stringify(failure).length).toBeLessThan(500);
    expect(snapshotDb()).toEqual(before);
  });

  it('echoes an id that names no wine once, with an empty label', async () => {
    const result = await client.wines.bulk({ action: 'ARCHIVE', ids: [MISSING_ID] });
    expect(result.items).toEqual([
      { id: MISSING_ID, label: '', outcome: 'refused', code: 'NOT_FOUND', message: 'Wine not found' },
    ]);
    expect(JSON.stringify(result).split(MISSING_ID)).toHaveLength(2);
  });
});

describe('who may run a bulk action on wines', () => {
  it('a viewer gets 403 ROLE_FORBIDDEN, recorded as one denied attempt; an editor may', async () => {
    const draft = wineWith('DRAFT');
    await client.signIn('viewer@vinotheca.test');
    const before = db.auditEvents.count();
    expect(await failureOf(client.wines.bulk({ action: 'PUBLISH', ids: [draft.id] }))).toEqual({
      status: 403,
      body: {
        status: 403,
        error: 'Forbidden',
        code: 'ROLE_FORBIDDEN',
        message: 'Your role does not allow this action.',
      },
    });
    expect(await failureOf(client.wines.undoBulk(crypto.randomUUID()))).toMatchObject({
      status: 403,
      body: { code: 'ROLE_FORBIDDEN' },
    });
    expect(wine(draft.id)).toEqual(draft);
    expect(eventsSince(before)).toEqual([
      expect.objectContaining({
        action: 'wine.publish',
        actorEmail: 'viewer@vinotheca.test',
        targetType: 'WINE',
        targetId: null,
        outcome: 'denied',
      }),
      expect.objectContaining({
        action: 'wine.undo',
        actorEmail: 'viewer@vinotheca.test',
        targetId: null,
        outcome: 'denied',
      }),
    ]);
    await client.signIn('editor@vinotheca.test');
    await expect(client.wines.bulk({ action: 'PUBLISH', ids: [draft.id] })).resolves.toMatchObject({ done: 1 });
  });

  it('a setup-only token gets 403 2FA setup required, no token a 401', async () => {
    const draft = wineWith('DRAFT');
    await client.signIn('setup@vinotheca.test');
    expect(await failureOf(client.wines.bulk({ action: 'PUBLISH', ids: [draft.id] }))).toMatchObject({
      status: 403,
      body: { error: '2FA setup required' },
    });
    client.setToken(null);
    expect(await failureOf(client.wines.bulk({ action: 'PUBLISH', ids: [draft.id] }))).toMatchObject({ status: 401 });
    expect(wine(draft.id)).toEqual(draft);
  });
});

describe('POST /wines/bulk/{operationId}/undo', () => {
  it('puts back what the action changed, with updatedAt now, and records wine.undo per item', async () => {
    const clock = installTestClock();
    const [draft, archived] = [wineWith('DRAFT'), wineWith('ARCHIVED')];
    const bulk = await client.wines.bulk({ action: 'PUBLISH', ids: [draft.id, archived.id, wineWith('PUBLISHED').id] });
    clock.advance(10_000);
    const before = db.auditEvents.count();
    const undone = await client.wines.undoBulk(bulk.operationId);
    expect(undone).toEqual({
      operationId: bulk.operationId,
      action: 'PUBLISH',
      done: 2,
      refused: 0,
      items: [
        { id: draft.id, label: draft.name, outcome: 'done' },
        { id: archived.id, label: archived.name, outcome: 'done' },
      ],
      undoUntil: null,
    } satisfies BulkResult);
    const at = new Date(clock.now()).toISOString();
    expect(wine(draft.id)).toEqual({ ...draft, updatedAt: at });
    expect(wine(archived.id)).toEqual({ ...archived, updatedAt: at });
    expect(eventsSince(before)).toEqual([
      expect.objectContaining({
        action: 'wine.undo',
        targetId: draft.id,
        targetLabel: draft.name,
        outcome: 'success',
        actorEmail: 'admin@vinotheca.test',
      }),
      expect.objectContaining({
        action: 'wine.undo',
        targetId: archived.id,
        targetLabel: archived.name,
        outcome: 'success',
      }),
    ]);
  });

  it('brings a deleted wine back whole, with the same id', async () => {
    const free = uncellared();
    const shown = await client.wines.get(free.id);
    const bulk = await client.wines.bulk({ action: 'DELETE', ids: [free.id] });
    expect(await failureOf(client.wines.get(free.id))).toMatchObject({ status: 404 });
    const before = db.auditEvents.count();
    await expect(client.wines.undoBulk(bulk.operationId)).resolves.toMatchObject({
      done: 1,
      items: [{ id: free.id, outcome: 'done' }],
    });
    await expect(client.wines.get(free.id)).resolves.toEqual({ ...shown, updatedAt: expect.any(String) });
    expect(eventsSince(before)).toEqual([
      expect.objectContaining({ action: 'wine.undo', targetId: free.id, targetLabel: free.name, outcome: 'success' }),
    ]);
  });

  it('moves wines back to their category', async () => {
    const [first, second] = [wineWith('DRAFT'), wineWith('PUBLISHED')];
    const target = otherCategory(first.categoryId);
    const bulk = await client.wines.bulk({ action: 'SET_CATEGORY', categoryId: target, ids: [first.id, second.id] });
    await client.wines.undoBulk(bulk.operationId);
    expect(wine(first.id)?.categoryId).toBe(first.categoryId);
    expect(wine(second.id)?.categoryId).toBe(second.categoryId);
  });

  it('leaves an item that changed after the action as it is: CHANGED_SINCE', async () => {
    const clock = installTestClock();
    const [edited, untouched, deleted] = [wineWith('DRAFT'), wineWith('DRAFT', 1), uncellared(2)];
    const published = await client.wines.bulk({ action: 'PUBLISH', ids: [edited.id, untouched.id] });
    const removed = await client.wines.bulk({ action: 'DELETE', ids: [deleted.id] });
    clock.advance(1000);
    const {
      id: _id,
      categoryName: _name,
      status: _status,
      createdAt: _c,
      updatedAt: _u,
      ...fields
    } = await client.wines.get(edited.id);
    await client.wines.update(edited.id, { ...fields, description: 'Edited after the bulk action.' });
    // The deleted wine's identity is taken again: putting it back would make two of one wine.
    await client.wines.create({
      ...CONTRACT_WINE,
      name: deleted.name,
      producer: deleted.producer,
      vintage: deleted.vintage,
      bottleSizeMl: deleted.bottleSizeMl,
      categoryId: deleted.categoryId,
    });
    const changed = {
      outcome: 'refused',
      code: 'CHANGED_SINCE',
      message: 'It changed after the bulk action; left as it is.',
    };
    await expect(client.wines.undoBulk(published.operationId)).resolves.toMatchObject({
      done: 1,
      refused: 1,
      items: [
        { id: edited.id, ...changed },
        { id: untouched.id, outcome: 'done' },
      ],
    });
    expect(wine(edited.id)).toMatchObject({ status: 'PUBLISHED', description: 'Edited after the bulk action.' });
    expect(wine(untouched.id)?.status).toBe('DRAFT');
    await expect(client.wines.undoBulk(removed.operationId)).resolves.toMatchObject({
      done: 0,
      refused: 1,
      items: [{ id: deleted.id, ...changed }],
    });
    expect(wine(deleted.id)).toBeUndefined();
  });

  it('answers 409 BULK_ALREADY_UNDONE the second time, and applies nothing twice', async () => {
    const draft = wineWith('DRAFT');
    const bulk = await client.wines.bulk({ action: 'PUBLISH', ids: [draft.id] });
    await client.wines.undoBulk(bulk.operationId);
    const after = wine(draft.id);
    expect(await failureOf(client.wines.undoBulk(bulk.operationId))).toEqual({
      status: 409,
      body: {
        status: 409,
        error: 'Conflict',
        code: 'BULK_ALREADY_UNDONE',
        message: 'This change has already been undone.',
      },
    });
    expect(wine(draft.id)).toEqual(after);
  });

  it('answers 409 BULK_UNDO_EXPIRED once the window is over, and the operation goes a minute later', async () => {
    const clock = installTestClock();
    const draft = wineWith('DRAFT');
    const bulk = await client.wines.bulk({ action: 'PUBLISH', ids: [draft.id] });
    clock.advance(BULK_UNDO_WINDOW_SECONDS * 1000);
    const kept = await client.wines.undoBulk(bulk.operationId);
    expect(kept.done).toBe(1);
    const again = await client.wines.bulk({ action: 'PUBLISH', ids: [draft.id] });
    clock.advance(BULK_UNDO_WINDOW_SECONDS * 1000 + 1);
    expect(await failureOf(client.wines.undoBulk(again.operationId))).toEqual({
      status: 409,
      body: {
        status: 409,
        error: 'Conflict',
        code: 'BULK_UNDO_EXPIRED',
        message: 'The time to undo this change has passed.',
      },
    });
    expect(wine(draft.id)?.status).toBe('PUBLISHED');
    clock.advance(60_000);
    await client.wines.bulk({ action: 'ARCHIVE', ids: [draft.id] });
    expect(db.bulkOperations.all().map((operation) => operation.id)).not.toContain(again.operationId);
    expect(await failureOf(client.wines.undoBulk(again.operationId))).toMatchObject({ status: 404 });
  });

  it('answers 404 for an unknown operation, one of another admin, and one of the users', async () => {
    const draft = wineWith('DRAFT');
    const bulk = await client.wines.bulk({ action: 'PUBLISH', ids: [draft.id] });
    const users = await client.users.bulk({
      action: 'UNLOCK',
      ids: [db.admins.findFirst((q) => q.where({ email: 'locked@vinotheca.test' }))!.id],
    });
    const notFound = { status: 404, body: { status: 404, error: 'Not Found', message: 'Bulk operation not found' } };
    expect(await failureOf(client.wines.undoBulk(crypto.randomUUID()))).toEqual(notFound);
    expect(await failureOf(client.wines.undoBulk(users.operationId))).toEqual(notFound);
    expect(await failureOf(client.users.undoBulk(bulk.operationId))).toEqual(notFound);
    const manager = createTestClient();
    await manager.signIn('manager@vinotheca.test');
    expect(await failureOf(manager.wines.undoBulk(bulk.operationId))).toEqual(notFound);
    expect(wine(draft.id)?.status).toBe('PUBLISHED');
    await expect(client.wines.undoBulk(bulk.operationId)).resolves.toMatchObject({ done: 1 });
  });

  it('still undoes after the db is saved and restored (the operations are part of the snapshot)', async () => {
    const free = uncellared();
    const draft = wineWith('DRAFT');
    const removed = await client.wines.bulk({ action: 'DELETE', ids: [free.id] });
    const published = await client.wines.bulk({ action: 'PUBLISH', ids: [draft.id] });
    const saved = JSON.stringify(snapshotDb());
    expect(JSON.parse(saved).data.bulkOperations).toHaveLength(2);
    resetDb();
    await expect(restoreDb(JSON.parse(saved))).resolves.toBe(true);
    await client.signIn('admin@vinotheca.test');
    await expect(client.wines.undoBulk(removed.operationId)).resolves.toMatchObject({ done: 1 });
    await expect(client.wines.undoBulk(published.operationId)).resolves.toMatchObject({ done: 1 });
    expect(wine(free.id)).toEqual({ ...free, updatedAt: expect.any(String) });
    expect(wine(draft.id)?.status).toBe('DRAFT');
  });
});
