import { describe, expect, it, vi } from 'vitest';
import { createCellarsApi } from '@/api/cellars';
import type { CellarUpdateRequest } from '@/api/cellars';
import { cellarFigures, groupByCellar } from './cellar-figures';
import { db } from '../../core/db';
import type { CellarRecord } from '../../core/db';
import { failureOf, setupMockBackend } from '@tests/support/mock-backend';

// Every test reseeds the whole demo; a loaded shared machine needs more than the 5 s default.
vi.setConfig({ testTimeout: 60_000, hookTimeout: 60_000 });

const { client } = setupMockBackend({ signInAs: 'admin@vinotheca.test' });
const cellars = createCellarsApi(client.http);

const winesById = () => new Map(db.wines.all().map((w) => [w.id, w]));
const linesOf = (id: string) => db.inventory.findMany((q) => q.where({ cellarId: id }));
/** The active cellar holding the most inventory lines (several pages of them). */
const busyCellar = (): CellarRecord => {
  const lines = groupByCellar(db.inventory.all());
  const active = db.cellars.all().filter((c) => c.status === 'ACTIVE');
  const sorted = active.map((c) => ({ c, n: lines.get(c.id)?.length ?? 0 })).sort((a, b) => b.n - a.n);
  if (!sorted[0]) throw new Error('no active cellar');
  return sorted[0].c;
};
const update = (cellar: CellarRecord, overrides: Partial<CellarUpdateRequest> = {}): CellarUpdateRequest => ({
  name: cellar.name,
  location: cellar.location,
  country: cellar.country,
  capacity: cellar.capacity,
  temperatureC: cellar.temperatureC,
  visibility: cellar.visibility,
  ...overrides,
});

describe('GET /cellars', () => {
  it('answers the first page by name with derived figures that agree with the inventory', async () => {
    const page = await cellars.list();
    expect(page).toMatchObject({ page: 0, size: 20, totalElements: db.cellars.count() });
    const names = page.content.map((c) => c.name.toLowerCase());
    expect(names).toEqual([...names].sort());
    for (const cellar of page.content) {
      const record = db.cellars.findFirst((q) => q.where({ id: cellar.id }));
      if (!record) throw new Error('listed cellar missing');
      const figures = cellarFigures(record, linesOf(cellar.id), winesById());
      expect(cellar).toMatchObject({
        bottles: figures.bottles,
        fillRate: figures.fillRate,
        estimatedValue: figures.estimatedValue,
      });
      expect(cellar.owner.email).toContain('@');
    }
  });

  it('filters by visibility, country, fill band and status, and searches owners', async () => {
    const page = await cellars.list({ visibility: 'SHARED', country: 'fr', fill: 'HIGH', status: 'ACTIVE', size: 100 });
    expect(page.content.length).toBeGreaterThan(0);
    for (const c of page.content) {
      expect(c).toMatchObject({ visibility: 'SHARED', country: 'FR', status: 'ACTIVE' });
      expect(c.bottles / c.capacity).toBeGreaterThanOrEqual(0.75);
      expect(c.bottles).toBeLessThan(c.capacity);
    }
    const member = db.members.all()[7];
    if (!member) throw new Error('no member');
    const found = await cellars.list({ search: member.email.toUpperCase() });
    expect(found.content.map((c) => c.owner.id)).toContain(member.id);
  });

  it('sorts by derived figures, descending', async () => {
    const page = await cellars.list({ sort: 'value,desc', size: 50 });
    const values = page.content.map((c) => c.estimatedValue.amount);
    expect(values).toEqual([...values].sort((a, b) => b - a));
    const empty = await cellars.list({ fill: 'EMPTY' });
    expect(empty.content.every((c) => c.bottles === 0 && c.fillRate === 0)).toBe(true);
  });

  it('answers 400 naming every bad parameter', async () => {
    const failure = await failureOf(
      client.http.get('/cellars', {
        params: { fill: 'HALF', visibility: 'PUBLIC', sort: 'bottles,up', size: 0, country: 'France' },
      }),
    );
    expect(failure.status).toBe(400);
    expect(failure.body.errors?.map((e) => e.field).sort()).toEqual(['country', 'fill', 'size', 'sort', 'visibility']);
    expect((await failureOf(cellars.list({ sort: 'colour,asc' as 'name,asc' }))).body.errors).toEqual([
      {
        field: 'sort',
        message:
          'Sort field must be one of name, owner, location, country, capacity, bottles, fillRate, value, lastActivityAt, createdAt',
      },
    ]);
  });
});

describe('GET /cellars/{id} and its inventory', () => {
  it('answers one cellar and its inventory in pages whose sums make the totals', async () => {
    const target = busyCellar();
    const cellar = await cellars.get(target.id);
    const first = await cellars.inventory(target.id, { size: 100 });
    const rest = first.totalPages > 1 ? await cellars.inventory(target.id, { size: 100, page: 1 }) : { content: [] };
    const items = [...first.content, ...rest.content];
    expect(first.totalElements).toBe(linesOf(target.id).length);
    expect(items.reduce((sum, i) => sum + i.quantity, 0)).toBe(cellar.bottles);
    expect(Math.round(items.reduce((sum, i) => sum + i.value.amount * 100, 0))).toBe(
      Math.round(cellar.estimatedValue.amount * 100),
    );
    expect(items[0]).toMatchObject({
      wine: { id: expect.any(String), name: expect.any(String) },
      value: { currency: 'EUR' },
    });
  });

  it('sorts the inventory by bin with numbers in order, and by quantity', async () => {
    const target = busyCellar();
    const bins = (await cellars.inventory(target.id, { size: 100 })).content.map((i) => i.binLocation);
    const key = (bin: string) => [bin.charCodeAt(0), Number(bin.slice(1))] as const;
    for (let i = 1; i < bins.length; i++) {
      const [a, b] = [key(bins[i - 1] ?? ''), key(bins[i] ?? '')];
      expect(a[0] < b[0] || (a[0] === b[0] && a[1] <= b[1])).toBe(true);
    }
    const quantities = (await cellars.inventory(target.id, { sort: 'quantity,desc' })).content.map((i) => i.quantity);
    expect(quantities).toEqual([...quantities].sort((a, b) => b - a));
  });

  it('answers 404 for an unknown cellar and 400 for a bad inventory query', async () => {
    expect(await failureOf(cellars.get('nope'))).toMatchObject({ status: 404, body: { message: 'Cellar not found' } });
    expect(await failureOf(cellars.inventory('nope'))).toMatchObject({ status: 404 });
    const failure = await failureOf(cellars.inventory(busyCellar().id, { sort: 'colour,asc' as 'wine,asc' }));
    expect(failure).toMatchObject({ status: 400, body: { errors: [{ field: 'sort' }] } });
  });
});

describe('PUT /cellars/{id}', () => {
  it('changes the metadata, trimmed and normalised, and keeps the figures', async () => {
    const target = busyCellar();
    const before = await cellars.get(target.id);
    const updated = await cellars.update(
      target.id,
      update(target, {
        name: '  Renamed Vault ',
        country: 'it',
        capacity: before.bottles + 100,
        temperatureC: 12.25,
        visibility: 'SHARED',
      }),
    );
    expect(updated).toMatchObject({
      name: 'Renamed Vault',
      country: 'IT',
      capacity: before.bottles + 100,
      temperatureC: 12.3,
      visibility: 'SHARED',
      bottles: before.bottles,
      estimatedValue: before.estimatedValue,
    });
    await expect(cellars.get(target.id)).resolves.toEqual(updated);
  });

  it.each([
    ['a blank name', { name: ' ' }, 'name', 'Name is required'],
    ['a name over 80 characters', { name: 'x'.repeat(81) }, 'name', 'Name must be at most 80 characters'],
    ['a capacity of 0', { capacity: 0 }, 'capacity', 'Capacity must be from 1 to 100000 bottles'],
    ['a capacity over 100,000', { capacity: 100_001 }, 'capacity', 'Capacity must be from 1 to 100000 bottles'],
    ['a fractional capacity', { capacity: 10.5 }, 'capacity', 'Capacity must be a whole number of bottles'],
    ['a temperature of 26 °C', { temperatureC: 26 }, 'temperatureC', 'Temperature must be from -5 to 25 °C'],
    ['an unknown country', { country: 'XX' }, 'country', 'Country must be a known ISO country code'],
    ['an unknown visibility', { visibility: 'PUBLIC' }, 'visibility', 'Visibility must be one of PRIVATE, SHARED'],
  ])('answers 422 for %s', async (_, overrides, field, message) => {
    const target = busyCellar();
    const failure = await failureOf(
      cellars.update(target.id, update(target, overrides as Partial<CellarUpdateRequest>)),
    );
    expect(failure).toMatchObject({ status: 422, body: { errors: [{ field, message }] } });
    expect(db.cellars.findFirst((q) => q.where({ id: target.id }))).toEqual(target);
  });

  it('answers 409 when the capacity drops below the bottles held, but an unchanged capacity passes', async () => {
    const target = busyCellar();
    const { bottles } = await cellars.get(target.id);
    const failure = await failureOf(cellars.update(target.id, update(target, { capacity: bottles - 1 })));
    const message = `Capacity cannot be lower than the ${bottles} bottles the cellar holds`;
    expect(failure).toMatchObject({
      status: 409,
      body: { code: 'CAPACITY_BELOW_BOTTLES', message, errors: [{ field: 'capacity', message }] },
    });
    await db.cellars.update((q) => q.where({ id: target.id }), { data: (row) => void (row.capacity = bottles - 1) });
    await expect(
      cellars.update(target.id, update(target, { capacity: bottles - 1, name: 'Overfull' })),
    ).resolves.toMatchObject({ name: 'Overfull', fillRate: expect.any(Number) });
  });

  it('answers 400 for a body that is not a JSON object, 404 for an unknown id and 409 for an archived cellar', async () => {
    const target = busyCellar();
    const raw = (body: string) =>
      client.http.put(`/cellars/${target.id}`, body, {
        headers: { 'Content-Type': 'application/json' },
        transformRequest: [(d: unknown) => d],
      });
    expect(await failureOf(raw('{'))).toMatchObject({
      status: 400,
      body: { message: 'Request body is not valid JSON' },
    });
    expect(await failureOf(raw('[]'))).toMatchObject({ status: 400 });
    expect(await failureOf(cellars.update('nope', update(target)))).toMatchObject({ status: 404 });
    await cellars.archive(target.id);
    expect(await failureOf(cellars.update(target.id, update(target)))).toMatchObject({
      status: 409,
      body: { code: 'CELLAR_ARCHIVED' },
    });
  });
});

describe('POST /cellars/{id}/archive', () => {
  it('archives an active cellar once; again is a 409; unknown is a 404', async () => {
    const target = busyCellar();
    await expect(cellars.archive(target.id)).resolves.toMatchObject({ id: target.id, status: 'ARCHIVED' });
    expect(await failureOf(cellars.archive(target.id))).toMatchObject({
      status: 409,
      body: { code: 'CELLAR_ALREADY_ARCHIVED', message: 'This cellar is already archived.' },
    });
    expect(await failureOf(cellars.archive('nope'))).toMatchObject({ status: 404 });
  });
});

describe('the cellar endpoints need a full-access token', () => {
  it.each([
    ['GET /cellars', () => client.http.get('/cellars')],
    ['GET /cellars/{id}', () => client.http.get('/cellars/x')],
    ['GET /cellars/{id}/inventory', () => client.http.get('/cellars/x/inventory')],
    ['PUT /cellars/{id}', () => client.http.put('/cellars/x', {})],
    ['POST /cellars/{id}/archive', () => client.http.post('/cellars/x/archive')],
  ])('%s answers 401 without a token and 403 to a setup-only token', async (_, call) => {
    client.setToken(null);
    expect(await failureOf(call())).toMatchObject({ status: 401, body: { code: 'UNAUTHENTICATED' } });
    await client.signIn('setup@vinotheca.test');
    expect(await failureOf(call())).toMatchObject({ status: 403, body: { error: '2FA setup required' } });
  });
});

describe('DELETE /wines/{id} of a wine held in cellars', () => {
  it('answers 409 WINE_IN_CELLARS and leaves the wine and the lines in place', async () => {
    const line = db.inventory.all()[0];
    if (!line) throw new Error('no inventory');
    const holders = new Set(db.inventory.findMany((q) => q.where({ wineId: line.wineId })).map((l) => l.cellarId)).size;
    const failure = await failureOf(client.wines.remove(line.wineId));
    expect(failure).toMatchObject({ status: 409, body: { code: 'WINE_IN_CELLARS' } });
    expect(failure.body.message).toBe(
      `This wine is held in ${holders} ${holders === 1 ? 'cellar' : 'cellars'} and cannot be deleted. Archive it instead.`,
    );
    await expect(client.wines.get(line.wineId)).resolves.toMatchObject({ id: line.wineId });
    expect(db.inventory.findFirst((q) => q.where({ id: line.id }))).toBeDefined();
  });
});
