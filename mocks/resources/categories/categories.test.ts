import { describe, expect, it } from 'vitest';
import { db } from '../../core/db';
import { failureOf, installTestClock, setupMockBackend } from '@tests/support/mock-backend';

const { client } = setupMockBackend({ signInAs: 'admin@vinotheca.test' });

const categoryNamed = (name: string) => {
  const found = db.categories.findFirst((q) => q.where({ name }));
  if (!found) throw new Error(`no seeded category ${name}`);
  return found;
};

describe('GET /categories', () => {
  it('answers every category by name with a wine count derived from the wines', async () => {
    const categories = await client.categories.list();
    expect(categories.map((c) => c.name)).toEqual(
      [...categories.map((c) => c.name)].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase())),
    );
    for (const category of categories) {
      expect(category.wineCount).toBe(db.wines.findMany((q) => q.where({ categoryId: category.id })).length);
    }
    expect(categories.reduce((sum, c) => sum + c.wineCount, 0)).toBe(db.wines.count());
  });

  it('answers 401 without a token', async () => {
    client.setToken(null);
    expect(await failureOf(client.categories.list())).toMatchObject({ status: 401 });
  });
});

describe('GET /categories/{id}', () => {
  it('answers the category, and 404 for an unknown id', async () => {
    const seeded = categoryNamed('Dessert & Fortified');
    await expect(client.categories.get(seeded.id)).resolves.toMatchObject({
      id: seeded.id,
      name: 'Dessert & Fortified',
      wineCount: expect.any(Number),
    });
    expect(await failureOf(client.categories.get('nope'))).toEqual({
      status: 404,
      body: { status: 404, error: 'Not Found', message: 'Category not found' },
    });
  });
});

describe('POST /categories', () => {
  it('creates an empty category, trimmed', async () => {
    const clock = installTestClock();
    const created = await client.categories.create({ name: '  Natural Wines ', description: 'Low intervention.' });
    const at = new Date(clock.now()).toISOString();
    expect(created).toEqual({
      id: expect.any(String),
      name: 'Natural Wines',
      description: 'Low intervention.',
      wineCount: 0,
      createdAt: at,
      updatedAt: at,
    });
    await expect(client.categories.get(created.id)).resolves.toEqual(created);
  });

  it('answers 409 CATEGORY_NAME_TAKEN for a name in use, in any case', async () => {
    expect(await failureOf(client.categories.create({ name: 'everyday drinking', description: '' }))).toEqual({
      status: 409,
      body: {
        status: 409,
        error: 'Conflict',
        message: 'A category with this name already exists',
        code: 'CATEGORY_NAME_TAKEN',
        errors: [{ field: 'name', message: 'A category with this name already exists' }],
      },
    });
  });

  it('answers 422 naming name when it is blank', async () => {
    expect(await failureOf(client.categories.create({ name: '  ', description: '' }))).toMatchObject({
      status: 422,
      body: { errors: [{ field: 'name', message: 'Name is required' }] },
    });
  });
});

describe('PUT /categories/{id}', () => {
  it('renames a category; its wines show the new name', async () => {
    const seeded = categoryNamed('Everyday Drinking');
    const renamed = await client.categories.update(seeded.id, {
      name: 'Weeknight Wines',
      description: seeded.description,
    });
    expect(renamed).toMatchObject({ id: seeded.id, name: 'Weeknight Wines' });
    const page = await client.wines.list({ categoryId: seeded.id, size: 5 });
    expect(page.content.every((w) => w.categoryName === 'Weeknight Wines')).toBe(true);
  });

  it('keeps its own name in another case, and refuses another category name with 409', async () => {
    const seeded = categoryNamed('Everyday Drinking');
    await expect(
      client.categories.update(seeded.id, { name: 'EVERYDAY drinking', description: '' }),
    ).resolves.toMatchObject({ name: 'EVERYDAY drinking' });
    expect(
      await failureOf(client.categories.update(seeded.id, { name: 'Rosé & Summer', description: '' })),
    ).toMatchObject({ status: 409, body: { code: 'CATEGORY_NAME_TAKEN' } });
  });

  it('answers 404 for an unknown id', async () => {
    expect(await failureOf(client.categories.update('nope', { name: 'X', description: '' }))).toMatchObject({
      status: 404,
    });
  });
});

describe('DELETE /categories/{id}', () => {
  it('deletes an unused category', async () => {
    const created = await client.categories.create({ name: 'Orange Wines', description: '' });
    await expect(client.categories.remove(created.id)).resolves.toBeUndefined();
    expect(await failureOf(client.categories.get(created.id))).toMatchObject({ status: 404 });
  });

  it('answers 409 CATEGORY_IN_USE with the number of wines and the way out', async () => {
    const seeded = categoryNamed('Sparkling & Champagne');
    const count = db.wines.findMany((q) => q.where({ categoryId: seeded.id })).length;
    expect(await failureOf(client.categories.remove(seeded.id))).toEqual({
      status: 409,
      body: {
        status: 409,
        error: 'Conflict',
        message: `This category is used by ${count} wines. Move them to another category first.`,
        code: 'CATEGORY_IN_USE',
      },
    });
    await expect(client.categories.get(seeded.id)).resolves.toMatchObject({ wineCount: count });
  });

  it('answers 404 for an unknown id', async () => {
    expect(await failureOf(client.categories.remove('nope'))).toMatchObject({ status: 404 });
  });
});
