import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import {
  CELLAR_FILL_BANDS,
  CELLAR_LIST,
  CELLAR_STATUSES,
  CELLAR_VISIBILITIES,
  createCellarsApi,
  INVENTORY_LIST,
} from '@/api/cellars';
import { PROVIDER_STATES } from '../mocks/resources/users/admin-provider-states';
import { CELLAR_PROVIDER_STATES } from '../mocks/resources/cellars/cellar-provider-states';
import { adminClient, adminPath, recordPath, createPact, failureOf, fakeSession, PACT_TOKENS } from './support/pact';
import { bearer, errorBody, jsonError, fieldErrors } from './support/shapes';
import {
  cellarBody,
  cellarStatus,
  cellarUpdateBody,
  CONTRACT_CELLAR,
  CONTRACT_CELLAR_UPDATE,
  inventoryItemBody,
} from './support/cellar-shapes';

const { eachLike, integer, like, regex } = MatchersV3;
const pact = createPact();

const AUTHORIZED = { Authorization: bearer(PACT_TOKENS.access) };
const MISSING_ID = '8b7a6c5d-4e3f-4a2b-9c1d-0e9f8a7b6c5d';
const cellarState = (overrides: Record<string, unknown> = {}) => ({
  id: CONTRACT_CELLAR.id,
  name: CONTRACT_CELLAR.name,
  capacity: CONTRACT_CELLAR.capacity,
  quantity: CONTRACT_CELLAR.quantity,
  wineId: CONTRACT_CELLAR.wineId,
  status: 'ACTIVE',
  accessToken: PACT_TOKENS.access,
  ...overrides,
});
const oneOf = (values: readonly string[], example: string) => regex(new RegExp(`^(${values.join('|')})$`), example);
const cellarsApi = (mockServer: Parameters<typeof adminClient>[0]) =>
  createCellarsApi(adminClient(mockServer, fakeSession(PACT_TOKENS.access)));
const pageOf = (item: unknown) => ({
  content: eachLike(item),
  page: integer(0),
  size: integer(20),
  totalElements: integer(1),
  totalPages: integer(1),
});

describe('cellars API contract', () => {
  it('list sends page, size, sort, search and every filter, and returns a page of cellars', async () => {
    await pact
      .addInteraction()
      .given(CELLAR_PROVIDER_STATES.cellarExists, cellarState())
      .uponReceiving('a cellars list query with paging, sort, search and filters')
      .withRequest('GET', adminPath('/cellars'), (builder) => {
        builder.headers(AUTHORIZED);
        builder.query({
          page: regex(/^\d+$/, '0'),
          size: regex(/^\d+$/, '20'),
          sort: regex(new RegExp(`^(${CELLAR_LIST.sortFields.join('|')}),(asc|desc)$`), 'fillRate,desc'),
          search: like('camille'),
          visibility: oneOf(CELLAR_VISIBILITIES, 'PRIVATE'),
          country: regex(/^[A-Za-z]{2}$/, 'FR'),
          fill: oneOf(CELLAR_FILL_BANDS, 'LOW'),
          status: oneOf(CELLAR_STATUSES, 'ACTIVE'),
        });
      })
      .willRespondWith(200, (builder) => {
        builder.jsonBody(pageOf(cellarBody()));
      })
      .executeTest(async (mockServer) => {
        const page = await cellarsApi(mockServer).list({
          page: 0,
          size: 20,
          sort: 'fillRate,desc',
          search: 'camille',
          visibility: 'PRIVATE',
          country: 'FR',
          fill: 'LOW',
          status: 'ACTIVE',
        });
        expect(page.content[0]).toMatchObject({
          name: CONTRACT_CELLAR.name,
          bottles: CONTRACT_CELLAR.quantity,
          estimatedValue: { currency: 'EUR' },
        });
      });
  });

  it('list with an unknown fill band is a 400 naming fill', async () => {
    await pact
      .addInteraction()
      .given(CELLAR_PROVIDER_STATES.cellarExists, cellarState())
      .uponReceiving('a cellars list query with an unknown fill band')
      .withRequest('GET', adminPath('/cellars'), (builder) => {
        builder.headers(AUTHORIZED);
        builder.query({ fill: like('HALF') });
      })
      .willRespondWith(400, (builder) => {
        jsonError(
          builder,
          errorBody(400, { errors: fieldErrors('fill', 'Fill must be one of EMPTY, LOW, MEDIUM, HIGH, FULL') }),
        );
      })
      .executeTest(async (mockServer) => {
        const failure = await failureOf(cellarsApi(mockServer).list({ fill: 'HALF' as 'LOW' }));
        expect(failure).toMatchObject({ status: 400, fieldErrors: [{ field: 'fill' }] });
      });
  });

  it('list with a revoked token is a 401', async () => {
    await pact
      .addInteraction()
      .given(PROVIDER_STATES.accessTokenInvalid, { accessToken: PACT_TOKENS.invalid })
      .uponReceiving('a cellars list query with a revoked token')
      .withRequest('GET', adminPath('/cellars'), (builder) => {
        builder.headers({ Authorization: bearer(PACT_TOKENS.invalid) });
      })
      .willRespondWith(401, (builder) => {
        jsonError(builder, errorBody(401));
      })
      .executeTest(async (mockServer) => {
        const session = fakeSession(PACT_TOKENS.invalid);
        const failure = await failureOf(createCellarsApi(adminClient(mockServer, session)).list());
        expect(failure.status).toBe(401);
        expect(session.calls.sessionExpired).toBe(1);
      });
  });

  it('get returns one cellar with its owner and derived figures', async () => {
    await pact
      .addInteraction()
      .given(CELLAR_PROVIDER_STATES.cellarExists, cellarState())
      .uponReceiving('a request for one cellar')
      .withRequest('GET', recordPath('cellars', CONTRACT_CELLAR.id), (builder) => {
        builder.headers(AUTHORIZED);
      })
      .willRespondWith(200, (builder) => {
        builder.jsonBody(cellarBody());
      })
      .executeTest(async (mockServer) => {
        await expect(cellarsApi(mockServer).get(CONTRACT_CELLAR.id)).resolves.toMatchObject({
          id: CONTRACT_CELLAR.id,
          owner: { fullName: 'Camille Durand' },
        });
      });
  });

  it('get of an unknown id is a 404', async () => {
    await pact
      .addInteraction()
      .given(CELLAR_PROVIDER_STATES.cellarMissing, { id: MISSING_ID, accessToken: PACT_TOKENS.access })
      .uponReceiving('a request for a cellar that does not exist')
      .withRequest('GET', recordPath('cellars', MISSING_ID), (builder) => {
        builder.headers(AUTHORIZED);
      })
      .willRespondWith(404, (builder) => {
        jsonError(builder, errorBody(404));
      })
      .executeTest(async (mockServer) => {
        expect(await failureOf(cellarsApi(mockServer).get(MISSING_ID))).toMatchObject({ status: 404 });
      });
  });

  it('inventory sends page, size and sort, and returns a page of lines', async () => {
    await pact
      .addInteraction()
      .given(CELLAR_PROVIDER_STATES.cellarExists, cellarState())
      .uponReceiving('a request for a page of a cellar inventory')
      .withRequest('GET', recordPath('cellars', CONTRACT_CELLAR.id, '/inventory'), (builder) => {
        builder.headers(AUTHORIZED);
        builder.query({
          page: regex(/^\d+$/, '0'),
          size: regex(/^\d+$/, '20'),
          sort: regex(new RegExp(`^(${INVENTORY_LIST.sortFields.join('|')}),(asc|desc)$`), 'value,desc'),
        });
      })
      .willRespondWith(200, (builder) => {
        builder.jsonBody(pageOf(inventoryItemBody()));
      })
      .executeTest(async (mockServer) => {
        const page = await cellarsApi(mockServer).inventory(CONTRACT_CELLAR.id, {
          page: 0,
          size: 20,
          sort: 'value,desc',
        });
        expect(page.content[0]).toMatchObject({
          quantity: CONTRACT_CELLAR.quantity,
          wine: { id: CONTRACT_CELLAR.wineId },
          value: { currency: 'EUR' },
        });
      });
  });

  it('inventory of an unknown cellar is a 404', async () => {
    await pact
      .addInteraction()
      .given(CELLAR_PROVIDER_STATES.cellarMissing, { id: MISSING_ID, accessToken: PACT_TOKENS.access })
      .uponReceiving('a request for the inventory of a cellar that does not exist')
      .withRequest('GET', recordPath('cellars', MISSING_ID, '/inventory'), (builder) => {
        builder.headers(AUTHORIZED);
      })
      .willRespondWith(404, (builder) => {
        jsonError(builder, errorBody(404));
      })
      .executeTest(async (mockServer) => {
        expect(await failureOf(cellarsApi(mockServer).inventory(MISSING_ID))).toMatchObject({ status: 404 });
      });
  });

  it('update changes the metadata and returns the cellar', async () => {
    await pact
      .addInteraction()
      .given(CELLAR_PROVIDER_STATES.cellarExists, cellarState())
      .uponReceiving('an update of a cellar metadata')
      .withRequest('PUT', recordPath('cellars', CONTRACT_CELLAR.id), (builder) => {
        builder.headers(AUTHORIZED);
        builder.jsonBody(cellarUpdateBody());
      })
      .willRespondWith(200, (builder) => {
        builder.jsonBody(
          cellarBody({
            name: like(CONTRACT_CELLAR_UPDATE.name),
            capacity: integer(CONTRACT_CELLAR_UPDATE.capacity),
            visibility: oneOf(CELLAR_VISIBILITIES, 'SHARED'),
          }),
        );
      })
      .executeTest(async (mockServer) => {
        await expect(cellarsApi(mockServer).update(CONTRACT_CELLAR.id, CONTRACT_CELLAR_UPDATE)).resolves.toMatchObject({
          name: CONTRACT_CELLAR_UPDATE.name,
          capacity: 240,
        });
      });
  });

  it('update with an out-of-range capacity is a 422 naming capacity', async () => {
    await pact
      .addInteraction()
      .given(CELLAR_PROVIDER_STATES.cellarExists, cellarState())
      .uponReceiving('an update of a cellar with a capacity of 0')
      .withRequest('PUT', recordPath('cellars', CONTRACT_CELLAR.id), (builder) => {
        builder.headers(AUTHORIZED);
        builder.jsonBody(cellarUpdateBody({ ...CONTRACT_CELLAR_UPDATE, capacity: 0 }));
      })
      .willRespondWith(422, (builder) => {
        jsonError(
          builder,
          errorBody(422, { errors: fieldErrors('capacity', 'Capacity must be from 1 to 100000 bottles') }),
        );
      })
      .executeTest(async (mockServer) => {
        const failure = await failureOf(
          cellarsApi(mockServer).update(CONTRACT_CELLAR.id, { ...CONTRACT_CELLAR_UPDATE, capacity: 0 }),
        );
        expect(failure).toMatchObject({ status: 422, fieldErrors: [{ field: 'capacity' }] });
      });
  });

  it('update lowering the capacity below the bottles held is a 409 naming capacity', async () => {
    await pact
      .addInteraction()
      .given(CELLAR_PROVIDER_STATES.cellarExists, cellarState())
      .uponReceiving('an update of a cellar to a capacity below its bottles')
      .withRequest('PUT', recordPath('cellars', CONTRACT_CELLAR.id), (builder) => {
        builder.headers(AUTHORIZED);
        builder.jsonBody(cellarUpdateBody({ ...CONTRACT_CELLAR_UPDATE, capacity: 2 }));
      })
      .willRespondWith(409, (builder) => {
        jsonError(
          builder,
          errorBody(409, {
            code: 'CAPACITY_BELOW_BOTTLES',
            errors: fieldErrors('capacity', 'Capacity cannot be lower than the 6 bottles the cellar holds'),
          }),
        );
      })
      .executeTest(async (mockServer) => {
        const failure = await failureOf(
          cellarsApi(mockServer).update(CONTRACT_CELLAR.id, { ...CONTRACT_CELLAR_UPDATE, capacity: 2 }),
        );
        expect(failure).toMatchObject({
          status: 409,
          code: 'CAPACITY_BELOW_BOTTLES',
          fieldErrors: [{ field: 'capacity' }],
        });
      });
  });

  it('archive returns the cellar as ARCHIVED', async () => {
    await pact
      .addInteraction()
      .given(CELLAR_PROVIDER_STATES.cellarExists, cellarState())
      .uponReceiving('an archive of an active cellar')
      .withRequest('POST', recordPath('cellars', CONTRACT_CELLAR.id, '/archive'), (builder) => {
        builder.headers(AUTHORIZED);
      })
      .willRespondWith(200, (builder) => {
        builder.jsonBody(cellarBody({ status: cellarStatus('ARCHIVED') }));
      })
      .executeTest(async (mockServer) => {
        await expect(cellarsApi(mockServer).archive(CONTRACT_CELLAR.id)).resolves.toMatchObject({ status: 'ARCHIVED' });
      });
  });

  it('archive of an archived cellar is a 409', async () => {
    await pact
      .addInteraction()
      .given(CELLAR_PROVIDER_STATES.cellarExists, cellarState({ status: 'ARCHIVED' }))
      .uponReceiving('an archive of a cellar that is already archived')
      .withRequest('POST', recordPath('cellars', CONTRACT_CELLAR.id, '/archive'), (builder) => {
        builder.headers(AUTHORIZED);
      })
      .willRespondWith(409, (builder) => {
        jsonError(builder, errorBody(409, { code: 'CELLAR_ALREADY_ARCHIVED' }));
      })
      .executeTest(async (mockServer) => {
        expect(await failureOf(cellarsApi(mockServer).archive(CONTRACT_CELLAR.id))).toMatchObject({
          status: 409,
          code: 'CELLAR_ALREADY_ARCHIVED',
        });
      });
  });
});
