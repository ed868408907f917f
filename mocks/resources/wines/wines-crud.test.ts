import { describe, expect, it } from 'vitest';
import type { WineRequest } from '@/api/wines';
import { CONTRACT_WINE } from './contract-wine';
import { db } from '../../core/db';
import { failureOf, installTestClock, postRaw, setupMockBackend } from '@tests/support/mock-backend';

const { client } = setupMockBackend({ signInAs: 'admin@vinotheca.test' });

const categoryId = () => {
  const found = db.categories.findFirst((q) => q.where({ name: 'Old World Classics' }));
  if (!found) throw new Error('no seeded category');
  return found.id;
};
const wineWith = (status: 'DRAFT' | 'PUBLISHED' | 'ARCHIVED') => {
  const found = db.wines.findFirst((q) => q.where({ status }));
  if (!found) throw new Error(`no ${status} wine`);
  return found;
};

/** The contract's wine in a seeded category, with the name padded and the country lower-cased to check normalising. */
const request = (overrides: Partial<WineRequest> = {}): WineRequest => ({
  ...CONTRACT_WINE,
  name: ` ${CONTRACT_WINE.name} `,
  country: CONTRACT_WINE.country.toLowerCase(),
  categoryId: categoryId(),
  ...overrides,
});

const fieldsOf = (failure: { body: { errors?: { field: string }[] } }) => failure.body.errors?.map((e) => e.field);

describe('POST /wines', () => {
  it('creates a draft, trimmed and normalised, with its category name', async () => {
    const clock = installTestClock();
    const at = new Date(clock.now()).toISOString();
    const created = await client.wines.create(request());
    expect(created).toEqual({
      ...request(),
      id: expect.any(String),
      name: 'Clos des Argiles',
      country: 'FR',
      categoryName: 'Old World Classics',
      status: 'DRAFT',
      createdAt: at,
      updatedAt: at,
    });
    await expect(client.wines.get(created.id)).resolves.toEqual(created);
  });

  it('accepts a non-vintage wine without a drinking window or grape shares', async () => {
    const created = await client.wines.create(
      request({
        vintage: null,
        type: 'SPARKLING',
        grapes: [{ variety: 'Chardonnay', percentage: null }],
        drinkFrom: null,
        drinkUntil: null,
      }),
    );
    expect(created).toMatchObject({ vintage: null, drinkFrom: null, drinkUntil: null });
  });

  it.each([
    ['vintage before 1800', { vintage: 1799 }, 'vintage', 'Vintage must be from 1800'],
    ['vintage after next year', { vintage: 2099 }, 'vintage', 'Vintage must not be later than next year'],
    ['abv over 25', { abv: 25.5 }, 'abv', 'ABV must be from 0 to 25'],
    ['negative abv', { abv: -1 }, 'abv', 'ABV must be from 0 to 25'],
    [
      'grape shares over 100',
      {
        grapes: [
          { variety: 'Grenache', percentage: 80 },
          { variety: 'Syrah', percentage: 30 },
        ],
      },
      'grapes',
      'Grape percentages must add up to at most 100',
    ],
    ['a blank name', { name: ' ' }, 'name', 'Name is required'],
    ['a blank producer', { producer: '' }, 'producer', 'Producer is required'],
    ['an unknown country', { country: 'XX' }, 'country', 'Country must be a known ISO country code'],
    ['a blank region', { region: '' }, 'region', 'Region is required'],
    [
      'a currency the rate table cannot value',
      { price: { amount: 10, currency: 'XYZ' } },
      'price.currency',
      'Currency must be one of EUR, USD, GBP, CHF, AUD, NZD, ZAR, ARS, CLP, CAD',
    ],
  ])('answers 422 for %s', async (_, overrides, field, message) => {
    const failure = await failureOf(client.wines.create(request(overrides as Partial<WineRequest>)));
    expect(failure).toMatchObject({
      status: 422,
      body: { status: 422, error: 'Unprocessable Entity', message: 'Validation failed' },
    });
    expect(failure.body.errors).toEqual([{ field, message }]);
  });

  it('answers 422 naming type when it is missing or unknown', async () => {
    const { type: _type, ...withoutType } = request();
    expect(fieldsOf(await failureOf(client.http.post('/wines', withoutType)))).toEqual(['type']);
    expect(fieldsOf(await failureOf(client.http.post('/wines', { ...withoutType, type: 'ORANGE' })))).toEqual(['type']);
  });

  it('answers 422 naming drinkUntil for a window that ends before it starts', async () => {
    const failure = await failureOf(client.wines.create(request({ drinkFrom: 2030, drinkUntil: 2025 })));
    expect(failure.body.errors).toEqual([
      { field: 'drinkUntil', message: 'Drink until must not be before drink from' },
    ]);
  });

  it('answers 422 naming categoryId for a category that does not exist', async () => {
    const failure = await failureOf(client.wines.create(request({ categoryId: 'no-such-category' })));
    expect(failure).toMatchObject({
      status: 422,
      body: { errors: [{ field: 'categoryId', message: 'Choose an existing category' }] },
    });
  });

  it('answers 409 WINE_DUPLICATE for the same producer, name, vintage and bottle size, in any case', async () => {
    await client.wines.create(request());
    const failure = await failureOf(
      client.wines.create(request({ name: 'CLOS DES ARGILES', producer: 'domaine vale' })),
    );
    expect(failure).toMatchObject({ status: 409, body: { code: 'WINE_DUPLICATE', errors: [{ field: 'name' }] } });
    await expect(client.wines.create(request({ bottleSizeMl: 1500 }))).resolves.toMatchObject({ bottleSizeMl: 1500 });
    await expect(client.wines.create(request({ vintage: 2020 }))).resolves.toMatchObject({ vintage: 2020 });
  });

  it('answers 400 for a body that is not JSON, and 401 without a token', async () => {
    expect(await failureOf(postRaw(client.http, '/wines', '{'))).toMatchObject({ status: 400 });
    client.setToken(null);
    expect(await failureOf(client.wines.create(request()))).toMatchObject({ status: 401 });
  });
});

describe('GET /wines/{id}', () => {
  it('answers 404 for an unknown id', async () => {
    expect(await failureOf(client.wines.get('nope'))).toEqual({
      status: 404,
      body: { status: 404, error: 'Not Found', message: 'Wine not found' },
    });
  });
});

describe('PUT /wines/{id}', () => {
  it('saves every field and keeps the status', async () => {
    const target = wineWith('PUBLISHED');
    const updated = await client.wines.update(target.id, request({ name: 'Renamed', abv: 13 }));
    expect(updated).toMatchObject({
      id: target.id,
      name: 'Renamed',
      abv: 13,
      status: 'PUBLISHED',
      createdAt: target.createdAt,
    });
  });

  it('may keep its own identity, but not take another wine’s (409)', async () => {
    const [first, second] = db.wines.all();
    if (!first || !second) throw new Error('seed too small');
    const own = {
      ...request(),
      name: first.name,
      producer: first.producer,
      vintage: first.vintage,
      bottleSizeMl: first.bottleSizeMl,
    };
    await expect(client.wines.update(first.id, own)).resolves.toMatchObject({ id: first.id });
    const taken = {
      ...request(),
      name: second.name,
      producer: second.producer,
      vintage: second.vintage,
      bottleSizeMl: second.bottleSizeMl,
    };
    expect(await failureOf(client.wines.update(first.id, taken))).toMatchObject({
      status: 409,
      body: { code: 'WINE_DUPLICATE' },
    });
  });

  it('answers 422 for invalid fields and 404 for an unknown id', async () => {
    const target = wineWith('DRAFT');
    expect(await failureOf(client.wines.update(target.id, request({ abv: 40 })))).toMatchObject({ status: 422 });
    expect(await failureOf(client.wines.update('nope', request()))).toMatchObject({ status: 404 });
  });
});

describe('POST /wines/{id}/publish and /archive', () => {
  it('publishes a draft and an archived wine', async () => {
    for (const status of ['DRAFT', 'ARCHIVED'] as const) {
      const target = wineWith(status);
      await expect(client.wines.publish(target.id)).resolves.toMatchObject({ id: target.id, status: 'PUBLISHED' });
    }
  });

  it('archives a draft and a published wine', async () => {
    for (const status of ['DRAFT', 'PUBLISHED'] as const) {
      const target = wineWith(status);
      await expect(client.wines.archive(target.id)).resolves.toMatchObject({ id: target.id, status: 'ARCHIVED' });
    }
  });

  it('answers 409 for publishing a published wine or archiving an archived one', async () => {
    expect(await failureOf(client.wines.publish(wineWith('PUBLISHED').id))).toMatchObject({
      status: 409,
      body: { code: 'WINE_ALREADY_PUBLISHED', message: 'This wine is already published.' },
    });
    expect(await failureOf(client.wines.archive(wineWith('ARCHIVED').id))).toMatchObject({
      status: 409,
      body: { code: 'WINE_ALREADY_ARCHIVED', message: 'This wine is already archived.' },
    });
  });

  it('answers 404 for an unknown id', async () => {
    expect(await failureOf(client.wines.publish('nope'))).toMatchObject({ status: 404 });
    expect(await failureOf(client.wines.archive('nope'))).toMatchObject({ status: 404 });
  });
});

describe('DELETE /wines/{id}', () => {
  it('deletes the wine (204) and the category count follows', async () => {
    const target = wineWith('DRAFT');
    const before = (await client.categories.get(target.categoryId)).wineCount;
    await expect(client.wines.remove(target.id)).resolves.toBeUndefined();
    expect(await failureOf(client.wines.get(target.id))).toMatchObject({ status: 404 });
    await expect(client.categories.get(target.categoryId)).resolves.toMatchObject({ wineCount: before - 1 });
  });

  it('answers 404 for an unknown id', async () => {
    expect(await failureOf(client.wines.remove('nope'))).toMatchObject({ status: 404 });
  });
});

describe('label image addresses', () => {
  const PNG = new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0])], { type: 'image/png' });
  const MESSAGE = 'Label image must be uploaded (POST /wines/{id}/label) or be on https://labels.vinotheca.example';

  it.each([
    'https://tracker.example/pixel.gif',
    'http://169.254.169.254/latest/meta-data',
    'http://localhost:8080/admin',
    'https://labels.vinotheca.example.evil.test/x.png',
    'https://user@labels.vinotheca.example/x.png',
    'https://labels.vinotheca.example:8443/x.png',
    'http://labels.vinotheca.example/x.png',
    'data:image/png;base64,iVBORw0KGgo=',
  ])('refuses %s on create and on update with a 422, changing nothing', async (url) => {
    const create = await failureOf(client.wines.create(request({ labelImageUrl: url })));
    expect(create).toMatchObject({ status: 422, body: { errors: [{ field: 'labelImageUrl', message: MESSAGE }] } });
    const wine = wineWith('DRAFT');
    const update = await failureOf(client.wines.update(wine.id, { ...request(), labelImageUrl: url }));
    expect(update).toMatchObject({ status: 422, body: { errors: [{ field: 'labelImageUrl', message: MESSAGE }] } });
    expect(db.wines.findFirst((q) => q.where({ id: wine.id }))).toEqual(wine);
  });

  it('refuses an address that is no http(s) or image data URL by its form', async () => {
    const failure = await failureOf(client.wines.create(request({ labelImageUrl: 'javascript:alert(1)' })));
    expect(failure).toMatchObject({
      status: 422,
      body: { errors: [{ field: 'labelImageUrl', message: 'Label image must be an http(s) or data:image URL' }] },
    });
  });

  it('accepts null, an image on an allowed host, and on update the label the upload stored', async () => {
    await expect(client.wines.create(request({ labelImageUrl: null }))).resolves.toMatchObject({ labelImageUrl: null });
    const hosted = 'https://labels.vinotheca.example/2019/gigondas.webp';
    const created = await client.wines.create(request({ name: 'Hosted label', labelImageUrl: hosted }));
    expect(created.labelImageUrl).toBe(hosted);
    const uploaded = await client.wines.uploadLabel(created.id, PNG, 'label.png');
    const { id: _id, categoryName: _c, status: _s, createdAt: _a, updatedAt: _u, ...fields } = uploaded;
    await expect(client.wines.update(created.id, { ...fields, name: 'Hosted label, renamed' })).resolves.toMatchObject({
      labelImageUrl: uploaded.labelImageUrl,
    });
  });
});
