import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { createCategoriesApi } from '@/api/categories';
import { WINE_PROVIDER_STATES } from '../mocks/resources/wines/wine-provider-states';
import { adminClient, adminPath, recordPath, createPact, failureOf, fakeSession, PACT_TOKENS } from './support/pact';
import { bearer, errorBody, jsonError, fieldErrors } from './support/shapes';
import { categoryBody, CONTRACT_CATEGORY } from './support/wine-shapes';

const { eachLike, like, string } = MatchersV3;
const pact = createPact();

const AUTHORIZED = { Authorization: bearer(PACT_TOKENS.access) };
const MISSING_ID = '0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d';
const NEW_CATEGORY = { name: 'Pact Natural Wines', description: 'Low intervention.' };
const EXISTS = { ...CONTRACT_CATEGORY, accessToken: PACT_TOKENS.access };
const categoriesApi = (mockServer: Parameters<typeof adminClient>[0]) =>
  createCategoriesApi(adminClient(mockServer, fakeSession(PACT_TOKENS.access)));

describe('categories API contract', () => {
  it('list returns every category with its wine count', async () => {
    await pact
      .addInteraction()
      .given(WINE_PROVIDER_STATES.categoryExists, EXISTS)
      .uponReceiving('a request for the wine categories')
      .withRequest('GET', adminPath('/categories'), (builder) => {
        builder.headers(AUTHORIZED);
      })
      .willRespondWith(200, (builder) => {
        builder.jsonBody(eachLike(categoryBody()));
      })
      .executeTest(async (mockServer) => {
        const categories = await categoriesApi(mockServer).list();
        expect(categories[0]).toMatchObject({ name: CONTRACT_CATEGORY.name, wineCount: 3 });
      });
  });

  it('get returns one category', async () => {
    await pact
      .addInteraction()
      .given(WINE_PROVIDER_STATES.categoryExists, EXISTS)
      .uponReceiving('a request for one wine category')
      .withRequest('GET', recordPath('categories', CONTRACT_CATEGORY.id), (builder) => {
        builder.headers(AUTHORIZED);
      })
      .willRespondWith(200, (builder) => {
        builder.jsonBody(categoryBody());
      })
      .executeTest(async (mockServer) => {
        await expect(categoriesApi(mockServer).get(CONTRACT_CATEGORY.id)).resolves.toMatchObject({
          id: CONTRACT_CATEGORY.id,
        });
      });
  });

  it('get of an unknown id is a 404', async () => {
    await pact
      .addInteraction()
      .given(WINE_PROVIDER_STATES.categoryMissing, { id: MISSING_ID, accessToken: PACT_TOKENS.access })
      .uponReceiving('a request for a wine category that does not exist')
      .withRequest('GET', recordPath('categories', MISSING_ID), (builder) => {
        builder.headers(AUTHORIZED);
      })
      .willRespondWith(404, (builder) => {
        jsonError(builder, errorBody(404));
      })
      .executeTest(async (mockServer) => {
        expect(await failureOf(categoriesApi(mockServer).get(MISSING_ID))).toMatchObject({ status: 404 });
      });
  });

  it('create returns the new category with 201 and no wines', async () => {
    await pact
      .addInteraction()
      .given(WINE_PROVIDER_STATES.categoryExists, EXISTS)
      .uponReceiving('a creation of a wine category')
      .withRequest('POST', adminPath('/categories'), (builder) => {
        builder.headers(AUTHORIZED);
        builder.jsonBody({ name: like(NEW_CATEGORY.name), description: like(NEW_CATEGORY.description) });
      })
      .willRespondWith(201, (builder) => {
        builder.jsonBody(
          categoryBody({ name: like(NEW_CATEGORY.name), description: like(NEW_CATEGORY.description), wineCount: 0 }),
        );
      })
      .executeTest(async (mockServer) => {
        await expect(categoriesApi(mockServer).create(NEW_CATEGORY)).resolves.toMatchObject({
          name: NEW_CATEGORY.name,
          wineCount: 0,
        });
      });
  });

  it('create with a name in use is a 409 naming name', async () => {
    await pact
      .addInteraction()
      .given(WINE_PROVIDER_STATES.categoryExists, EXISTS)
      .uponReceiving('a creation of a wine category with a name in use')
      .withRequest('POST', adminPath('/categories'), (builder) => {
        builder.headers(AUTHORIZED);
        builder.jsonBody({ name: like(CONTRACT_CATEGORY.name), description: like('') });
      })
      .willRespondWith(409, (builder) => {
        jsonError(
          builder,
          errorBody(409, {
            code: 'CATEGORY_NAME_TAKEN',
            errors: fieldErrors('name', 'A category with this name already exists'),
          }),
        );
      })
      .executeTest(async (mockServer) => {
        const failure = await failureOf(
          categoriesApi(mockServer).create({ name: CONTRACT_CATEGORY.name, description: '' }),
        );
        expect(failure).toMatchObject({ status: 409, code: 'CATEGORY_NAME_TAKEN' });
      });
  });

  it('update renames the category', async () => {
    await pact
      .addInteraction()
      .given(WINE_PROVIDER_STATES.categoryExists, EXISTS)
      .uponReceiving('a rename of a wine category')
      .withRequest('PUT', recordPath('categories', CONTRACT_CATEGORY.id), (builder) => {
        builder.headers(AUTHORIZED);
        builder.jsonBody({ name: like('Pact Southern Rhône'), description: like('Grenache-led blends.') });
      })
      .willRespondWith(200, (builder) => {
        builder.jsonBody(
          categoryBody({ name: like('Pact Southern Rhône'), description: like('Grenache-led blends.') }),
        );
      })
      .executeTest(async (mockServer) => {
        const renamed = await categoriesApi(mockServer).update(CONTRACT_CATEGORY.id, {
          name: 'Pact Southern Rhône',
          description: 'Grenache-led blends.',
        });
        expect(renamed.name).toBe('Pact Southern Rhône');
      });
  });

  it('remove of an unused category answers 204', async () => {
    await pact
      .addInteraction()
      .given(WINE_PROVIDER_STATES.categoryExists, EXISTS)
      .uponReceiving('a deletion of an unused wine category')
      .withRequest('DELETE', recordPath('categories', CONTRACT_CATEGORY.id), (builder) => {
        builder.headers(AUTHORIZED);
      })
      .willRespondWith(204)
      .executeTest(async (mockServer) => {
        await expect(categoriesApi(mockServer).remove(CONTRACT_CATEGORY.id)).resolves.toBeUndefined();
      });
  });

  it('remove of a category in use is a 409 CATEGORY_IN_USE offering to move the wines', async () => {
    await pact
      .addInteraction()
      .given(WINE_PROVIDER_STATES.categoryInUse, { ...EXISTS, wineCount: 3 })
      .uponReceiving('a deletion of a wine category still in use')
      .withRequest('DELETE', recordPath('categories', CONTRACT_CATEGORY.id), (builder) => {
        builder.headers(AUTHORIZED);
      })
      .willRespondWith(409, (builder) => {
        // The console shows the message as it comes; it branches on the code only.
        jsonError(
          builder,
          errorBody(409, {
            code: 'CATEGORY_IN_USE',
            message: string('This category is used by 3 wines. Move them to another category first.'),
          }),
        );
      })
      .executeTest(async (mockServer) => {
        const failure = await failureOf(categoriesApi(mockServer).remove(CONTRACT_CATEGORY.id));
        expect(failure).toMatchObject({ status: 409, code: 'CATEGORY_IN_USE' });
        expect(failure.message).toContain('Move them to another category first.');
      });
  });
});
