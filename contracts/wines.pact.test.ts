import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { createWinesApi, WINE_LIST, WINE_STATUSES, WINE_TYPES } from '@/api/wines';
import type { WineRequest } from '@/api/wines';
import { WINE_PROVIDER_STATES } from '../mocks/resources/wines/wine-provider-states';
import { CELLAR_PROVIDER_STATES } from '../mocks/resources/cellars/cellar-provider-states';
import {
  adminClient,
  adminPath,
  recordPath,
  stateId,
  createPact,
  failureOf,
  fakeSession,
  PACT_TOKENS,
} from './support/pact';
import { REFUSAL_MESSAGES } from '@/api/permissions';
import {
  AVATAR_BOUNDARY,
  AVATAR_FIXTURE,
  bearer,
  bulkItemDone,
  bulkItemRefused,
  bulkResult,
  errorBody,
  jsonError,
  fieldErrors,
} from './support/shapes';
import { CONTRACT_CATEGORY, CONTRACT_WINE, wineBody, wineRequestBody, wineStatus } from './support/wine-shapes';

const { eachLike, integer, like, regex, string, uuid } = MatchersV3;
const pact = createPact();

const AUTHORIZED = { Authorization: bearer(PACT_TOKENS.access) };
const WINE_ID = '9d439969-8166-4cc2-b267-5a93165cc7af';
const MISSING_ID = '1c2d3e4f-5a6b-4c7d-8e9f-0a1b2c3d4e5f';
const wineState = (status: string, overrides: Record<string, unknown> = {}) => ({
  id: WINE_ID,
  name: CONTRACT_WINE.name,
  producer: CONTRACT_WINE.producer,
  vintage: CONTRACT_WINE.vintage,
  bottleSizeMl: CONTRACT_WINE.bottleSizeMl,
  status,
  categoryId: CONTRACT_CATEGORY.id,
  categoryName: CONTRACT_CATEGORY.name,
  accessToken: PACT_TOKENS.access,
  ...overrides,
});
const CATEGORY_STATE = { ...CONTRACT_CATEGORY, accessToken: PACT_TOKENS.access };
const oneOf = (values: readonly string[], example: string) => regex(new RegExp(`^(${values.join('|')})$`), example);
const winesApi = (mockServer: Parameters<typeof adminClient>[0]) =>
  createWinesApi(adminClient(mockServer, fakeSession(PACT_TOKENS.access)));
const NEW_WINE: WineRequest = { ...CONTRACT_WINE, name: 'Pact Cuvée Nouvelle' };
/** Text bytes: the label upload refuses anything that is not a PNG, JPEG or WebP by content. */
const NOT_AN_IMAGE_FIXTURE = resolve('contracts/fixtures/not-an-image.txt');

describe('wines API contract', () => {
  it('list sends page, size, sort, search and every filter, and returns a page of wines', async () => {
    await pact
      .addInteraction()
      .given(WINE_PROVIDER_STATES.wineExists, wineState('PUBLISHED'))
      .uponReceiving('a wines list query with paging, sort, search and filters')
      .withRequest('GET', adminPath('/wines'), (builder) => {
        builder.headers(AUTHORIZED);
        builder.query({
          page: regex(/^\d+$/, '0'),
          size: regex(/^\d+$/, '20'),
          sort: regex(new RegExp(`^(${WINE_LIST.sortFields.join('|')}),(asc|desc)$`), 'vintage,desc'),
          search: like('argiles'),
          type: oneOf(WINE_TYPES, 'RED'),
          country: regex(/^[A-Za-z]{2}$/, 'FR'),
          region: like('Rhône'),
          vintageFrom: regex(/^\d{4}$/, '2015'),
          vintageTo: regex(/^\d{4}$/, '2020'),
          status: oneOf(WINE_STATUSES, 'PUBLISHED'),
          categoryId: stateId('categoryId', CONTRACT_CATEGORY.id),
        });
      })
      .willRespondWith(200, (builder) => {
        builder.jsonBody({
          content: eachLike(wineBody({ status: wineStatus('PUBLISHED') })),
          page: integer(0),
          size: integer(20),
          totalElements: integer(1),
          totalPages: integer(1),
        });
      })
      .executeTest(async (mockServer) => {
        const page = await winesApi(mockServer).list({
          page: 0,
          size: 20,
          sort: 'vintage,desc',
          search: 'argiles',
          type: 'RED',
          country: 'FR',
          region: 'Rhône',
          vintageFrom: 2015,
          vintageTo: 2020,
          status: 'PUBLISHED',
          categoryId: CONTRACT_CATEGORY.id,
        });
        expect(page.content[0]).toMatchObject({ name: CONTRACT_WINE.name, categoryName: CONTRACT_CATEGORY.name });
      });
  });

  it('list with an unknown type is a 400 naming type', async () => {
    await pact
      .addInteraction()
      .given(WINE_PROVIDER_STATES.wineExists, wineState('PUBLISHED'))
      .uponReceiving('a wines list query with an unknown type')
      .withRequest('GET', adminPath('/wines'), (builder) => {
        builder.headers(AUTHORIZED);
        builder.query({ type: like('ORANGE') });
      })
      .willRespondWith(400, (builder) => {
        jsonError(
          builder,
          errorBody(400, {
            errors: fieldErrors('type', 'Type must be one of RED, WHITE, ROSE, SPARKLING, DESSERT, FORTIFIED'),
          }),
        );
      })
      .executeTest(async (mockServer) => {
        const failure = await failureOf(winesApi(mockServer).list({ type: 'ORANGE' as 'RED' }));
        expect(failure.fieldErrors[0]?.field).toBe('type');
      });
  });

  it('list with a vintage range that ends before it starts is a 400 naming vintageTo', async () => {
    await pact
      .addInteraction()
      .given(WINE_PROVIDER_STATES.wineExists, wineState('PUBLISHED'))
      .uponReceiving('a wines list query whose vintageTo is before its vintageFrom')
      .withRequest('GET', adminPath('/wines'), (builder) => {
        builder.headers(AUTHORIZED);
        builder.query({ vintageFrom: regex(/^\d{4}$/, '2020'), vintageTo: regex(/^\d{4}$/, '2015') });
      })
      .willRespondWith(400, (builder) => {
        jsonError(
          builder,
          errorBody(400, { errors: fieldErrors('vintageTo', 'Vintage to must not be before vintage from') }),
        );
      })
      .executeTest(async (mockServer) => {
        const failure = await failureOf(winesApi(mockServer).list({ vintageFrom: 2020, vintageTo: 2015 }));
        expect(failure.status).toBe(400);
        expect(failure.fieldErrors[0]?.field).toBe('vintageTo');
      });
  });

  it('get returns one wine with its category name', async () => {
    await pact
      .addInteraction()
      .given(WINE_PROVIDER_STATES.wineExists, wineState('DRAFT'))
      .uponReceiving('a request for one wine')
      .withRequest('GET', recordPath('wines', WINE_ID), (builder) => {
        builder.headers(AUTHORIZED);
      })
      .willRespondWith(200, (builder) => {
        builder.jsonBody(wineBody());
      })
      .executeTest(async (mockServer) => {
        await expect(winesApi(mockServer).get(WINE_ID)).resolves.toMatchObject({
          id: WINE_ID,
          categoryName: CONTRACT_CATEGORY.name,
        });
      });
  });

  it('get of an unknown id is a 404', async () => {
    await pact
      .addInteraction()
      .given(WINE_PROVIDER_STATES.wineMissing, { id: MISSING_ID, accessToken: PACT_TOKENS.access })
      .uponReceiving('a request for a wine that does not exist')
      .withRequest('GET', recordPath('wines', MISSING_ID), (builder) => {
        builder.headers(AUTHORIZED);
      })
      .willRespondWith(404, (builder) => {
        jsonError(builder, errorBody(404));
      })
      .executeTest(async (mockServer) => {
        expect(await failureOf(winesApi(mockServer).get(MISSING_ID))).toMatchObject({ status: 404 });
      });
  });

  it('create returns the new wine as a DRAFT with 201', async () => {
    await pact
      .addInteraction()
      .given(WINE_PROVIDER_STATES.categoryExists, CATEGORY_STATE)
      .uponReceiving('a creation of a wine')
      .withRequest('POST', adminPath('/wines'), (builder) => {
        builder.headers(AUTHORIZED);
        builder.jsonBody(wineRequestBody(NEW_WINE));
      })
      .willRespondWith(201, (builder) => {
        builder.jsonBody(wineBody({ id: uuid(WINE_ID), name: like(NEW_WINE.name), status: 'DRAFT' }));
      })
      .executeTest(async (mockServer) => {
        await expect(winesApi(mockServer).create(NEW_WINE)).resolves.toMatchObject({
          name: NEW_WINE.name,
          status: 'DRAFT',
        });
      });
  });

  it('create with grape shares over 100 is a 422 naming grapes', async () => {
    const overfull: WineRequest = {
      ...NEW_WINE,
      grapes: [
        { variety: 'Grenache', percentage: 80 },
        { variety: 'Syrah', percentage: 30 },
      ],
    };
    await pact
      .addInteraction()
      .given(WINE_PROVIDER_STATES.categoryExists, CATEGORY_STATE)
      .uponReceiving('a creation of a wine whose grape percentages add up to over 100')
      .withRequest('POST', adminPath('/wines'), (builder) => {
        builder.headers(AUTHORIZED);
        builder.jsonBody({
          ...wineRequestBody(overfull),
          grapes: [
            { variety: like('Grenache'), percentage: integer(80) },
            { variety: like('Syrah'), percentage: integer(30) },
          ],
        });
      })
      .willRespondWith(422, (builder) => {
        jsonError(
          builder,
          errorBody(422, { errors: fieldErrors('grapes', 'Grape percentages must add up to at most 100') }),
        );
      })
      .executeTest(async (mockServer) => {
        const failure = await failureOf(winesApi(mockServer).create(overfull));
        expect(failure.fieldErrors).toEqual([
          { field: 'grapes', message: 'Grape percentages must add up to at most 100' },
        ]);
      });
  });

  it('create of the same producer, name, vintage and bottle size is a 409 WINE_DUPLICATE', async () => {
    await pact
      .addInteraction()
      .given(WINE_PROVIDER_STATES.wineExists, wineState('PUBLISHED'))
      .uponReceiving('a creation of a wine that already exists')
      .withRequest('POST', adminPath('/wines'), (builder) => {
        builder.headers(AUTHORIZED);
        builder.jsonBody(wineRequestBody(CONTRACT_WINE, 'categoryId'));
      })
      .willRespondWith(409, (builder) => {
        jsonError(
          builder,
          errorBody(409, {
            code: 'WINE_DUPLICATE',
            errors: fieldErrors('name', 'A wine with this producer, name, vintage and bottle size already exists'),
          }),
        );
      })
      .executeTest(async (mockServer) => {
        expect(await failureOf(winesApi(mockServer).create(CONTRACT_WINE))).toMatchObject({
          status: 409,
          code: 'WINE_DUPLICATE',
        });
      });
  });

  it('update saves the fields and returns the wine', async () => {
    const changed: WineRequest = { ...CONTRACT_WINE, description: 'Garrigue, black cherry and liquorice.', abv: 15 };
    await pact
      .addInteraction()
      .given(WINE_PROVIDER_STATES.wineExists, wineState('DRAFT'))
      .uponReceiving('an update of a wine')
      .withRequest('PUT', recordPath('wines', WINE_ID), (builder) => {
        builder.headers(AUTHORIZED);
        builder.jsonBody(wineRequestBody(changed, 'categoryId'));
      })
      .willRespondWith(200, (builder) => {
        builder.jsonBody(wineBody({ description: like(changed.description) }));
      })
      .executeTest(async (mockServer) => {
        await expect(winesApi(mockServer).update(WINE_ID, changed)).resolves.toMatchObject({
          description: changed.description,
        });
      });
  });

  it('publish turns a draft into a published wine', async () => {
    await pact
      .addInteraction()
      .given(WINE_PROVIDER_STATES.wineExists, wineState('DRAFT'))
      .uponReceiving('a publication of a draft wine')
      .withRequest('POST', recordPath('wines', WINE_ID, '/publish'), (builder) => {
        builder.headers(AUTHORIZED);
      })
      .willRespondWith(200, (builder) => {
        builder.jsonBody(wineBody({ status: 'PUBLISHED' }));
      })
      .executeTest(async (mockServer) => {
        await expect(winesApi(mockServer).publish(WINE_ID)).resolves.toMatchObject({ status: 'PUBLISHED' });
      });
  });

  it('publish of a published wine is a 409', async () => {
    await pact
      .addInteraction()
      .given(WINE_PROVIDER_STATES.wineExists, wineState('PUBLISHED'))
      .uponReceiving('a publication of a wine already published')
      .withRequest('POST', recordPath('wines', WINE_ID, '/publish'), (builder) => {
        builder.headers(AUTHORIZED);
      })
      .willRespondWith(409, (builder) => {
        jsonError(builder, errorBody(409, { code: 'WINE_ALREADY_PUBLISHED' }));
      })
      .executeTest(async (mockServer) => {
        expect(await failureOf(winesApi(mockServer).publish(WINE_ID))).toMatchObject({
          status: 409,
          code: 'WINE_ALREADY_PUBLISHED',
        });
      });
  });

  it('archive turns a published wine into an archived one', async () => {
    await pact
      .addInteraction()
      .given(WINE_PROVIDER_STATES.wineExists, wineState('PUBLISHED'))
      .uponReceiving('an archiving of a published wine')
      .withRequest('POST', recordPath('wines', WINE_ID, '/archive'), (builder) => {
        builder.headers(AUTHORIZED);
      })
      .willRespondWith(200, (builder) => {
        builder.jsonBody(wineBody({ status: 'ARCHIVED' }));
      })
      .executeTest(async (mockServer) => {
        await expect(winesApi(mockServer).archive(WINE_ID)).resolves.toMatchObject({ status: 'ARCHIVED' });
      });
  });

  it('remove answers 204', async () => {
    await pact
      .addInteraction()
      .given(WINE_PROVIDER_STATES.wineExists, wineState('DRAFT'))
      .uponReceiving('a deletion of a wine')
      .withRequest('DELETE', recordPath('wines', WINE_ID), (builder) => {
        builder.headers(AUTHORIZED);
      })
      .willRespondWith(204)
      .executeTest(async (mockServer) => {
        await expect(winesApi(mockServer).remove(WINE_ID)).resolves.toBeUndefined();
      });
  });

  it('remove of a wine held in a cellar is a 409 WINE_IN_CELLARS', async () => {
    await pact
      .addInteraction()
      .given(
        CELLAR_PROVIDER_STATES.wineInCellars,
        wineState('PUBLISHED', { cellarId: '7c1e9a52-3f4b-4d8e-a6c2-9b0d1e2f3a4b' }),
      )
      .uponReceiving('a deletion of a wine that a cellar holds')
      .withRequest('DELETE', recordPath('wines', WINE_ID), (builder) => {
        builder.headers(AUTHORIZED);
      })
      .willRespondWith(409, (builder) => {
        jsonError(builder, errorBody(409, { code: 'WINE_IN_CELLARS' }));
      })
      .executeTest(async (mockServer) => {
        expect(await failureOf(winesApi(mockServer).remove(WINE_ID))).toMatchObject({
          status: 409,
          code: 'WINE_IN_CELLARS',
        });
      });
  });
});

describe('wine label contract', () => {
  it('uploadLabel sends the image as multipart and returns the wine with its label URL', async () => {
    await pact
      .addInteraction()
      .given(WINE_PROVIDER_STATES.wineExists, wineState('DRAFT'))
      .uponReceiving('an upload of a wine label')
      .withRequest('POST', recordPath('wines', WINE_ID, '/label'), (builder) => {
        builder.headers(AUTHORIZED);
        builder.multipartBody('image/png', AVATAR_FIXTURE, 'file', AVATAR_BOUNDARY);
      })
      .willRespondWith(200, (builder) => {
        builder.jsonBody(
          wineBody({ labelImageUrl: regex(/^(data:image\/|https?:\/\/)\S+$/, 'data:image/png;base64,iVBORw0KGgo=') }),
        );
      })
      .executeTest(async (mockServer) => {
        const image = new Blob([readFileSync(AVATAR_FIXTURE)], { type: 'image/png' });
        const updated = await winesApi(mockServer).uploadLabel(WINE_ID, image, 'avatar.png');
        expect(updated.labelImageUrl).toMatch(/^data:image\//);
      });
  });

  it('uploadLabel of a file that is not an image is a 422 on file', async () => {
    await pact
      .addInteraction()
      .given(WINE_PROVIDER_STATES.wineExists, wineState('DRAFT'))
      .uponReceiving('an upload of a wine label that is not an image')
      .withRequest('POST', recordPath('wines', WINE_ID, '/label'), (builder) => {
        builder.headers(AUTHORIZED);
        builder.multipartBody('text/plain', NOT_AN_IMAGE_FIXTURE, 'file', AVATAR_BOUNDARY);
      })
      .willRespondWith(422, (builder) => {
        jsonError(
          builder,
          errorBody(422, { errors: fieldErrors('file', 'The image must be a PNG, JPEG or WebP file') }),
        );
      })
      .executeTest(async (mockServer) => {
        const text = new Blob([readFileSync(NOT_AN_IMAGE_FIXTURE)], { type: 'text/plain' });
        const failure = await failureOf(winesApi(mockServer).uploadLabel(WINE_ID, text, 'not-an-image.txt'));
        expect(failure.fieldErrors).toEqual([{ field: 'file', message: 'The image must be a PNG, JPEG or WebP file' }]);
      });
  });

  it('removeLabel answers 204', async () => {
    await pact
      .addInteraction()
      .given(WINE_PROVIDER_STATES.wineExists, wineState('DRAFT'))
      .uponReceiving('a removal of a wine label')
      .withRequest('DELETE', recordPath('wines', WINE_ID, '/label'), (builder) => {
        builder.headers(AUTHORIZED);
      })
      .willRespondWith(204)
      .executeTest(async (mockServer) => {
        await expect(winesApi(mockServer).removeLabel(WINE_ID)).resolves.toBeUndefined();
      });
  });

  it('removeLabel of an unknown wine is a 404', async () => {
    await pact
      .addInteraction()
      .given(WINE_PROVIDER_STATES.wineMissing, { id: MISSING_ID, accessToken: PACT_TOKENS.access })
      .uponReceiving('a removal of the label of an unknown wine')
      .withRequest('DELETE', recordPath('wines', MISSING_ID, '/label'), (builder) => {
        builder.headers(AUTHORIZED);
      })
      .willRespondWith(404, (builder) => {
        jsonError(builder, errorBody(404));
      })
      .executeTest(async (mockServer) => {
        expect(await failureOf(winesApi(mockServer).removeLabel(MISSING_ID))).toMatchObject({ status: 404 });
      });
  });
});

describe('wine bulk actions contract', () => {
  /** The second wine of `wine {id} is a draft and wine {otherId} is published`, and a bulk operation's id. */
  const OTHER_ID = '4e8f2a1b-7c3d-4b5e-9f6a-0d1c2b3a4e5f';
  const OPERATION_ID = '2b7e151c-6a4f-4c3d-9e8b-1f0a2d3c4b5e';
  const MISSING_CATEGORY_ID = '8a7b6c5d-4e3f-4a1b-9c8d-7e6f5a4b3c2d';
  const OTHER_NAME = `${CONTRACT_WINE.name} Vieilles Vignes`;
  const CATEGORY = {
    categoryId: CONTRACT_CATEGORY.id,
    categoryName: CONTRACT_CATEGORY.name,
    accessToken: PACT_TOKENS.access,
  };
  const operationState = { id: OPERATION_ID, wineId: WINE_ID, ...CATEGORY };
  const undoPath = recordPath('wines/bulk', OPERATION_ID, '/undo');

  it('bulk by filter publishes every wine the list shows with that filter', async () => {
    await pact
      .addInteraction()
      .given(WINE_PROVIDER_STATES.categoryInUse, { ...CATEGORY_STATE, wineCount: 2 })
      .uponReceiving('a bulk publication of the draft wines of a category, by filter')
      .withRequest('POST', adminPath('/wines/bulk'), (builder) => {
        builder.headers(AUTHORIZED);
        builder.jsonBody({
          action: 'PUBLISH',
          filter: { categoryId: stateId('id', CONTRACT_CATEGORY.id), status: 'DRAFT' },
        });
      })
      .willRespondWith(200, (builder) => {
        builder.jsonBody(
          bulkResult('PUBLISH', eachLike(bulkItemDone({ id: WINE_ID, label: 'Pact Cuvée 1' })), { done: integer(2) }),
        );
      })
      .executeTest(async (mockServer) => {
        const result = await winesApi(mockServer).bulk({
          action: 'PUBLISH',
          filter: { categoryId: CONTRACT_CATEGORY.id, status: 'DRAFT' },
        });
        expect(result).toMatchObject({ action: 'PUBLISH', done: 2, refused: 0 });
        expect(result.items.every((item) => item.outcome === 'done')).toBe(true);
        expect(result.undoUntil).not.toBeNull();
      });
  });

  it('bulk by ids answers each item: one done, one refused with the single call’s code', async () => {
    await pact
      .addInteraction()
      .given(WINE_PROVIDER_STATES.draftAndPublishedWine, { id: WINE_ID, otherId: OTHER_ID, ...CATEGORY })
      .uponReceiving('a bulk publication of a draft and a published wine, by ids')
      .withRequest('POST', adminPath('/wines/bulk'), (builder) => {
        builder.headers(AUTHORIZED);
        builder.jsonBody({ action: 'PUBLISH', ids: [stateId('id', WINE_ID), stateId('otherId', OTHER_ID)] });
      })
      .willRespondWith(200, (builder) => {
        builder.jsonBody(
          bulkResult(
            'PUBLISH',
            [
              bulkItemDone({ id: WINE_ID, label: CONTRACT_WINE.name }),
              bulkItemRefused(
                { id: OTHER_ID, label: OTHER_NAME },
                'WINE_ALREADY_PUBLISHED',
                'This wine is already published.',
              ),
            ],
            { refused: integer(1) },
          ),
        );
      })
      .executeTest(async (mockServer) => {
        const result = await winesApi(mockServer).bulk({ action: 'PUBLISH', ids: [WINE_ID, OTHER_ID] });
        expect(result).toMatchObject({ done: 1, refused: 1 });
        expect(result.items.map((item) => [item.outcome, item.code])).toEqual([
          ['done', undefined],
          ['refused', 'WINE_ALREADY_PUBLISHED'],
        ]);
      });
  });

  it('bulk to a category that does not exist is a 422 naming categoryId', async () => {
    await pact
      .addInteraction()
      .given(WINE_PROVIDER_STATES.categoryMissing, { id: MISSING_CATEGORY_ID, accessToken: PACT_TOKENS.access })
      .uponReceiving('a bulk move of wines to a category that does not exist')
      .withRequest('POST', adminPath('/wines/bulk'), (builder) => {
        builder.headers(AUTHORIZED);
        builder.jsonBody({
          action: 'SET_CATEGORY',
          categoryId: stateId('id', MISSING_CATEGORY_ID),
          ids: eachLike(uuid(WINE_ID)),
        });
      })
      .willRespondWith(422, (builder) => {
        jsonError(builder, errorBody(422, { errors: fieldErrors('categoryId', 'Choose an existing category') }));
      })
      .executeTest(async (mockServer) => {
        const failure = await failureOf(
          winesApi(mockServer).bulk({ action: 'SET_CATEGORY', categoryId: MISSING_CATEGORY_ID, ids: [WINE_ID] }),
        );
        expect(failure).toMatchObject({
          status: 422,
          fieldErrors: [{ field: 'categoryId', message: 'Choose an existing category' }],
        });
      });
  });

  it('bulk by a viewer is a 403 ROLE_FORBIDDEN', async () => {
    await pact
      .addInteraction()
      .given(
        WINE_PROVIDER_STATES.wineExistsForCaller,
        wineState('PUBLISHED', { callerEmail: 'teodor.viewmark@vinotheca.test', callerRole: 'VIEWER' }),
      )
      .uponReceiving('a bulk archiving by a viewer')
      .withRequest('POST', adminPath('/wines/bulk'), (builder) => {
        builder.headers(AUTHORIZED);
        builder.jsonBody({ action: 'ARCHIVE', ids: [stateId('id', WINE_ID)] });
      })
      .willRespondWith(403, (builder) => {
        jsonError(
          builder,
          errorBody(403, { code: 'ROLE_FORBIDDEN', message: string(REFUSAL_MESSAGES.ROLE_FORBIDDEN) }),
        );
      })
      .executeTest(async (mockServer) => {
        expect(await failureOf(winesApi(mockServer).bulk({ action: 'ARCHIVE', ids: [WINE_ID] }))).toMatchObject({
          status: 403,
          code: 'ROLE_FORBIDDEN',
        });
      });
  });

  it('undoBulk puts back each wine the operation changed', async () => {
    await pact
      .addInteraction()
      .given(WINE_PROVIDER_STATES.wineBulkUndoable, operationState)
      .uponReceiving('an undo of a bulk publication')
      .withRequest('POST', undoPath, (builder) => {
        builder.headers(AUTHORIZED);
      })
      .willRespondWith(200, (builder) => {
        builder.jsonBody(
          bulkResult('PUBLISH', eachLike(bulkItemDone({ id: WINE_ID, label: CONTRACT_WINE.name })), {
            operationId: uuid(OPERATION_ID),
            undoUntil: null,
          }),
        );
      })
      .executeTest(async (mockServer) => {
        await expect(winesApi(mockServer).undoBulk(OPERATION_ID)).resolves.toMatchObject({
          operationId: OPERATION_ID,
          done: 1,
          undoUntil: null,
        });
      });
  });

  it('undoBulk after its time is a 409 BULK_UNDO_EXPIRED', async () => {
    await pact
      .addInteraction()
      .given(WINE_PROVIDER_STATES.wineBulkExpired, operationState)
      .uponReceiving('an undo of a bulk publication whose time to undo has passed')
      .withRequest('POST', undoPath, (builder) => {
        builder.headers(AUTHORIZED);
      })
      .willRespondWith(409, (builder) => {
        jsonError(builder, errorBody(409, { code: 'BULK_UNDO_EXPIRED' }));
      })
      .executeTest(async (mockServer) => {
        expect(await failureOf(winesApi(mockServer).undoBulk(OPERATION_ID))).toMatchObject({
          status: 409,
          code: 'BULK_UNDO_EXPIRED',
        });
      });
  });

  it('undoBulk of an operation undone already is a 409 BULK_ALREADY_UNDONE', async () => {
    await pact
      .addInteraction()
      .given(WINE_PROVIDER_STATES.wineBulkUndone, operationState)
      .uponReceiving('a second undo of a bulk publication')
      .withRequest('POST', undoPath, (builder) => {
        builder.headers(AUTHORIZED);
      })
      .willRespondWith(409, (builder) => {
        jsonError(builder, errorBody(409, { code: 'BULK_ALREADY_UNDONE' }));
      })
      .executeTest(async (mockServer) => {
        expect(await failureOf(winesApi(mockServer).undoBulk(OPERATION_ID))).toMatchObject({
          status: 409,
          code: 'BULK_ALREADY_UNDONE',
        });
      });
  });
});
