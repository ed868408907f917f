import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { createSavedViewsApi } from '@/api/saved-views';
import type { SavedViewRequest } from '@/api/saved-views';
import { VIEW_PROVIDER_STATES } from '../mocks/resources/views/view-provider-states';
import { adminClient, adminPath, recordPath, createPact, failureOf, fakeSession, PACT_TOKENS } from './support/pact';
import { bearer, errorBody, jsonError, fieldErrors, savedView, viewColumns, viewList } from './support/shapes';

const { like, uuid } = MatchersV3;
const pact = createPact();

const AUTHORIZED = { Authorization: bearer(PACT_TOKENS.access) };
const VIEW_ID = '6b1d3f5a-2c4e-4a8b-9d7f-1e3c5a7b9d2f';
const MISSING_ID = '7f9e8d7c-6b5a-4c3d-9e2f-1a0b9c8d7e6f';
/** The admin who saved the view the shared-link interactions open. */
const OWNER = {
  ownerId: 'e2a4c6e8-0b1d-4f3a-8c5e-7a9b1c3d5e7f',
  ownerEmail: 'ines.curator@vinotheca.test',
  ownerFullName: 'Ines Curator',
} as const;
/** The view every state saves: French reds by price, with columns of its own. */
const REDS = {
  list: 'wines',
  name: 'Pact French reds',
  query: 'type=RED&country=FR&sort=price,asc',
  columns: { order: ['price', 'producer', 'vintage'], hidden: ['region'] },
} as const satisfies SavedViewRequest;
/** The state's view as the server keeps it: the query in the list's canonical form. */
const CANONICAL_QUERY = 'type=RED&country=FR&sort=price%2Casc';
const OWN_VIEW = { id: VIEW_ID, ...REDS, accessToken: PACT_TOKENS.access };
const ANOTHERS_VIEW = { ...OWN_VIEW, ...OWNER };
const viewPath = (id: string) => recordPath('saved-views', id);
const viewsApi = (mockServer: Parameters<typeof adminClient>[0]) =>
  createSavedViewsApi(adminClient(mockServer, fakeSession(PACT_TOKENS.access)));

describe('saved views API contract', () => {
  it('list returns the signed-in admin’s views of one list', async () => {
    await pact
      .addInteraction()
      .given(VIEW_PROVIDER_STATES.viewOwned, OWN_VIEW)
      .uponReceiving('a request for the signed-in admin’s saved views of the wines list')
      .withRequest('GET', adminPath('/saved-views'), (builder) => {
        builder.headers(AUTHORIZED);
        builder.query({ list: 'wines' });
      })
      .willRespondWith(200, (builder) => {
        builder.jsonBody(
          MatchersV3.eachLike(savedView({ id: uuid(VIEW_ID), name: like(REDS.name), query: like(CANONICAL_QUERY) })),
        );
      })
      .executeTest(async (mockServer) => {
        const views = await viewsApi(mockServer).list('wines');
        expect(views[0]).toMatchObject({
          id: VIEW_ID,
          list: 'wines',
          name: REDS.name,
          columns: { order: ['price'], hidden: ['region'] },
        });
      });
  });

  it('create saves a view and answers it with 201', async () => {
    const body: SavedViewRequest = {
      list: 'wines',
      name: 'Pact Reds by price',
      query: 'type=RED&sort=price,asc',
      columns: { order: ['price'], hidden: ['region'] },
    };
    await pact
      .addInteraction()
      .given(VIEW_PROVIDER_STATES.viewOwned, OWN_VIEW)
      .uponReceiving('a saving of a view of the wines list')
      .withRequest('POST', adminPath('/saved-views'), (builder) => {
        builder.headers(AUTHORIZED);
        builder.jsonBody({ list: 'wines', name: like(body.name), query: like(body.query), columns: viewColumns() });
      })
      .willRespondWith(201, (builder) => {
        builder.jsonBody(
          savedView({ list: viewList('wines'), name: like(body.name), query: like('type=RED&sort=price%2Casc') }),
        );
      })
      .executeTest(async (mockServer) => {
        await expect(viewsApi(mockServer).create(body)).resolves.toMatchObject({
          list: 'wines',
          name: body.name,
          columns: body.columns,
        });
      });
  });

  it('create with a name the admin gave a view of that list already is a 409 VIEW_NAME_TAKEN naming name', async () => {
    await pact
      .addInteraction()
      .given(VIEW_PROVIDER_STATES.viewOwned, OWN_VIEW)
      .uponReceiving('a saving of a view with the name of one of the admin’s views of that list')
      .withRequest('POST', adminPath('/saved-views'), (builder) => {
        builder.headers(AUTHORIZED);
        builder.jsonBody({ list: 'wines', name: like(REDS.name), query: like('status=PUBLISHED'), columns: null });
      })
      .willRespondWith(409, (builder) => {
        jsonError(
          builder,
          errorBody(409, {
            code: 'VIEW_NAME_TAKEN',
            errors: fieldErrors('name', 'You already have a view of this list with this name'),
          }),
        );
      })
      .executeTest(async (mockServer) => {
        const failure = await failureOf(
          viewsApi(mockServer).create({ list: 'wines', name: REDS.name, query: 'status=PUBLISHED', columns: null }),
        );
        expect(failure).toMatchObject({ status: 409, code: 'VIEW_NAME_TAKEN', fieldErrors: [{ field: 'name' }] });
      });
  });

  it('create past the most views an admin may keep of a list is a 409 VIEW_LIMIT', async () => {
    const body: SavedViewRequest = {
      list: 'wines',
      name: 'Pact one view too many',
      query: 'status=PUBLISHED',
      columns: null,
    };
    await pact
      .addInteraction()
      .given(VIEW_PROVIDER_STATES.viewsAtLimit, { list: 'wines', accessToken: PACT_TOKENS.access })
      .uponReceiving('a saving of a view of a list the admin keeps the most views of already')
      .withRequest('POST', adminPath('/saved-views'), (builder) => {
        builder.headers(AUTHORIZED);
        builder.jsonBody({ list: 'wines', name: like(body.name), query: like(body.query), columns: null });
      })
      .willRespondWith(409, (builder) => {
        jsonError(builder, errorBody(409, { code: 'VIEW_LIMIT' }));
      })
      .executeTest(async (mockServer) => {
        expect(await failureOf(viewsApi(mockServer).create(body))).toMatchObject({ status: 409, code: 'VIEW_LIMIT' });
      });
  });

  it('create with a blank name is a 422 naming name', async () => {
    await pact
      .addInteraction()
      .given(VIEW_PROVIDER_STATES.viewOwned, OWN_VIEW)
      .uponReceiving('a saving of a view without a name')
      .withRequest('POST', adminPath('/saved-views'), (builder) => {
        builder.headers(AUTHORIZED);
        builder.jsonBody({ list: 'wines', name: '', query: like('status=PUBLISHED'), columns: null });
      })
      .willRespondWith(422, (builder) => {
        jsonError(builder, errorBody(422, { errors: fieldErrors('name', 'Name is required') }));
      })
      .executeTest(async (mockServer) => {
        const failure = await failureOf(
          viewsApi(mockServer).create({ list: 'wines', name: '', query: 'status=PUBLISHED', columns: null }),
        );
        expect(failure).toMatchObject({ status: 422, fieldErrors: [{ field: 'name', message: 'Name is required' }] });
      });
  });

  it('get opens a view another admin saved: a view is shared by its link', async () => {
    await pact
      .addInteraction()
      .given(VIEW_PROVIDER_STATES.viewOfAnother, {
        ...ANOTHERS_VIEW,
        callerEmail: 'teodor.viewmark@vinotheca.test',
        callerRole: 'VIEWER',
      })
      .uponReceiving('a request by a viewer for a saved view another admin saved')
      .withRequest('GET', viewPath(VIEW_ID), (builder) => {
        builder.headers(AUTHORIZED);
      })
      .willRespondWith(200, (builder) => {
        builder.jsonBody(
          savedView({
            id: uuid(VIEW_ID),
            name: like(REDS.name),
            query: like(CANONICAL_QUERY),
            ownerId: uuid(OWNER.ownerId),
          }),
        );
      })
      .executeTest(async (mockServer) => {
        await expect(viewsApi(mockServer).get(VIEW_ID)).resolves.toMatchObject({
          id: VIEW_ID,
          list: 'wines',
          query: CANONICAL_QUERY,
          ownerId: OWNER.ownerId,
        });
      });
  });

  it('get of an unknown id is a 404', async () => {
    await pact
      .addInteraction()
      .given(VIEW_PROVIDER_STATES.viewMissing, { id: MISSING_ID, accessToken: PACT_TOKENS.access })
      .uponReceiving('a request for a saved view that does not exist')
      .withRequest('GET', viewPath(MISSING_ID), (builder) => {
        builder.headers(AUTHORIZED);
      })
      .willRespondWith(404, (builder) => {
        jsonError(builder, errorBody(404));
      })
      .executeTest(async (mockServer) => {
        expect(await failureOf(viewsApi(mockServer).get(MISSING_ID))).toMatchObject({ status: 404 });
      });
  });

  it('update renames one’s own view and resets its columns', async () => {
    const body = { name: 'Pact Reds by price', query: 'type=RED&sort=price,asc', columns: null };
    await pact
      .addInteraction()
      .given(VIEW_PROVIDER_STATES.viewOwned, OWN_VIEW)
      .uponReceiving('a rename of one’s own saved view, back to the list’s columns')
      .withRequest('PUT', viewPath(VIEW_ID), (builder) => {
        builder.headers(AUTHORIZED);
        builder.jsonBody({ name: like(body.name), query: like(body.query), columns: null });
      })
      .willRespondWith(200, (builder) => {
        builder.jsonBody(
          savedView({
            id: uuid(VIEW_ID),
            name: like(body.name),
            query: like('type=RED&sort=price%2Casc'),
            columns: null,
          }),
        );
      })
      .executeTest(async (mockServer) => {
        await expect(viewsApi(mockServer).update(VIEW_ID, body)).resolves.toMatchObject({
          id: VIEW_ID,
          name: body.name,
          columns: null,
        });
      });
  });

  it('update of another admin’s view is a 403 VIEW_NOT_OWNED, even for a super admin', async () => {
    await pact
      .addInteraction()
      .given(VIEW_PROVIDER_STATES.viewOfAnother, ANOTHERS_VIEW)
      .uponReceiving('a rename of a saved view another admin saved')
      .withRequest('PUT', viewPath(VIEW_ID), (builder) => {
        builder.headers(AUTHORIZED);
        builder.jsonBody({ name: like('Mine now'), query: like(''), columns: null });
      })
      .willRespondWith(403, (builder) => {
        jsonError(builder, errorBody(403, { code: 'VIEW_NOT_OWNED' }));
      })
      .executeTest(async (mockServer) => {
        const failure = await failureOf(
          viewsApi(mockServer).update(VIEW_ID, { name: 'Mine now', query: '', columns: null }),
        );
        expect(failure).toMatchObject({ status: 403, code: 'VIEW_NOT_OWNED' });
      });
  });

  it('remove deletes one’s own view and answers 204', async () => {
    await pact
      .addInteraction()
      .given(VIEW_PROVIDER_STATES.viewOwned, OWN_VIEW)
      .uponReceiving('a deletion of one’s own saved view')
      .withRequest('DELETE', viewPath(VIEW_ID), (builder) => {
        builder.headers(AUTHORIZED);
      })
      .willRespondWith(204)
      .executeTest(async (mockServer) => {
        await expect(viewsApi(mockServer).remove(VIEW_ID)).resolves.toBeUndefined();
      });
  });
});
