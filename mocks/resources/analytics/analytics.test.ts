import { describe, expect, it } from 'vitest';
import { createAnalyticsApi } from '@/api/analytics';
import type { Analytics } from '@/api/analytics';
import { WINE_TYPES } from '@/api/wines';
import { db } from '../../core/db';
import { failureOf, installTestClock, setupMockBackend } from '@tests/support/mock-backend';

const { client } = setupMockBackend({ signInAs: 'admin@vinotheca.test' });
const analytics = () => createAnalyticsApi(client.http);
const NOW = Date.parse('2026-11-16T12:00:00.000Z');

async function addCellar(
  id: string,
  capacity: number,
  lines: { wineId: string; quantity: number }[],
  status: 'ACTIVE' | 'ARCHIVED' = 'ACTIVE',
) {
  const member = await db.members.create({
    id: `m-${id}`,
    fullName: 'Mara Test',
    email: `${id}@members.test`,
    country: 'FR',
    joinedAt: '2025-01-01T00:00:00.000Z',
  });
  await db.cellars.create({
    id,
    memberId: member.id,
    name: `Cellar ${id}`,
    location: 'Lyon',
    country: 'FR',
    capacity,
    temperatureC: 12,
    visibility: 'PRIVATE',
    status,
    createdAt: '2025-01-01T00:00:00.000Z',
    lastActivityAt: '2026-11-01T00:00:00.000Z',
  });
  for (const [i, line] of lines.entries()) {
    await db.inventory.create({
      id: `${id}-${i}`,
      cellarId: id,
      ...line,
      binLocation: `A${i}`,
      purchasePrice: { amount: 1, currency: 'EUR' },
      purchaseDate: '2025-02-01',
    });
  }
}

const signIn = (at: string, action = 'auth.login') =>
  db.auditEvents.create({
    id: crypto.randomUUID(),
    at,
    actorId: null,
    actorEmail: 'a@vinotheca.test',
    action,
    targetType: 'SESSION',
    targetId: null,
    targetLabel: null,
  });

const bandCount = (a: Analytics, band: string) => a.fillRates.find((b) => b.band === band)?.cellars ?? 0;

describe('GET /analytics', () => {
  it('counts wines by type exactly as the wines list filtered by status=PUBLISHED and type', async () => {
    installTestClock(NOW);
    const result = await analytics().get('all');
    for (const { type, count } of result.winesByType) {
      expect((await client.wines.list({ type, status: 'PUBLISHED', size: 1 })).totalElements, type).toBe(count);
    }
    expect(result.winesByType.map((t) => t.type)).toEqual([...WINE_TYPES]);
  });

  it('agrees across aggregates: countries, vintages and cumulative growth all total the published wines', async () => {
    installTestClock(NOW);
    const result = await analytics().get('all');
    const published = (await client.wines.list({ status: 'PUBLISHED', size: 1 })).totalElements;
    expect(published).toBeGreaterThan(0);
    expect(result.winesByCountry.top.reduce((s, c) => s + c.count, 0) + result.winesByCountry.otherCount).toBe(
      published,
    );
    expect(result.vintages.decades.reduce((s, d) => s + d.count, 0) + result.vintages.nonVintage).toBe(published);
    expect(result.catalogueGrowth.at(-1)?.cumulative).toBe(published);
    const top = result.winesByCountry.top[0];
    if (!top) throw new Error('no country');
    expect((await client.wines.list({ country: top.country, status: 'PUBLISHED', size: 1 })).totalElements).toBe(
      top.count,
    );
  });

  it('anchors the period at the mock clock: 30 days of sign-ins, counting only auth.login', async () => {
    installTestClock(NOW);
    const before = await analytics().get('30d');
    await signIn('2026-11-16T08:00:00.000Z');
    await signIn('2026-11-16T09:00:00.000Z');
    await signIn('2026-11-16T10:00:00.000Z', 'wine.publish');
    await signIn('2026-10-01T10:00:00.000Z');
    const after = await analytics().get('30d');
    expect(after).toMatchObject({ period: '30d', from: '2026-10-18T00:00:00.000Z', to: '2026-11-16T12:00:00.000Z' });
    expect(after.signInsPerDay).toHaveLength(30);
    const today = (a: Analytics) => a.signInsPerDay.at(-1);
    expect(today(after)).toEqual({ date: '2026-11-16', count: (today(before)?.count ?? 0) + 2 });
    expect(after.catalogueGrowth.map((m) => m.month)).toEqual(['2026-10', '2026-11']);
  });

  it('bands active cellars by fill rate and values their bottles per type', async () => {
    installTestClock(NOW);
    const [red, white] = [
      db.wines.findFirst((q) => q.where({ type: 'RED' })),
      db.wines.findFirst((q) => q.where({ type: 'WHITE' })),
    ];
    if (!red || !white) throw new Error('no seeded wines');
    const before = await analytics().get('30d');
    await addCellar('half', 10, [
      { wineId: red.id, quantity: 3 },
      { wineId: white.id, quantity: 2 },
    ]);
    await addCellar('over', 2, [{ wineId: red.id, quantity: 3 }]);
    await addCellar('archived', 100, [{ wineId: red.id, quantity: 50 }], 'ARCHIVED');
    const after = await analytics().get('30d');
    expect(bandCount(after, '40-60') - bandCount(before, '40-60')).toBe(1);
    expect(bandCount(after, 'OVER_100') - bandCount(before, 'OVER_100')).toBe(1);
    const held = (a: Analytics, type: string) => a.holdingsByType.find((h) => h.type === type)?.bottles ?? 0;
    expect(held(after, 'RED') - held(before, 'RED')).toBe(6);
    expect(held(after, 'WHITE') - held(before, 'WHITE')).toBe(2);
  });

  it.each([
    ['an unknown period', { period: '7d' }, 'Period must be one of 30d, 90d, 12m, all'],
    ['an empty period', { period: '' }, 'Period must be one of 30d, 90d, 12m, all'],
    ['a repeated period', { period: ['30d', '90d'] }, 'Period may be given only once'],
  ])('answers 400 for %s', async (_, params, message) => {
    const failure = await failureOf(client.http.get('/analytics', { params, paramsSerializer: { indexes: null } }));
    expect(failure).toEqual({
      status: 400,
      body: { status: 400, error: 'Bad Request', message, errors: [{ field: 'period', message }] },
    });
  });

  it('defaults to 12 months', async () => {
    installTestClock(NOW);
    const result = (await client.http.get<Analytics>('/analytics')).data;
    expect(result).toMatchObject({ period: '12m', from: '2025-12-01T00:00:00.000Z' });
    expect(result.catalogueGrowth).toHaveLength(12);
  });
});

describe('GET /analytics/summary', () => {
  it('matches the users list, the published wines list and the cellar aggregates', async () => {
    const red = db.wines.findFirst((q) => q.where({ type: 'RED' }));
    if (!red) throw new Error('no seeded wine');
    await addCellar('kpi', 12, [{ wineId: red.id, quantity: 4 }]);
    const summary = await analytics().summary();
    const charts = await analytics().get('all');
    expect(summary.admins).toBe((await client.users.list({ size: 1 })).totalElements);
    expect(summary.publishedWines).toBe((await client.wines.list({ status: 'PUBLISHED', size: 1 })).totalElements);
    expect(summary.cellars).toBe(charts.fillRates.reduce((s, b) => s + b.cellars, 0));
    expect(summary.bottles).toBe(charts.holdingsByType.reduce((s, h) => s + h.bottles, 0));
    expect(summary.totalValueEur).toBeCloseTo(
      charts.holdingsByType.reduce((s, h) => s + h.valueEur, 0),
      2,
    );
    expect(summary.bottles).toBeGreaterThanOrEqual(4);
  });
});

describe('the analytics endpoints need a full-access token', () => {
  it.each([
    ['GET /analytics', () => analytics().get('30d')],
    ['GET /analytics/summary', () => analytics().summary()],
  ])('%s answers 401 without a token and 403 to a setup-only token', async (_, call) => {
    client.setToken(null);
    expect(await failureOf(call())).toMatchObject({ status: 401, body: { code: 'UNAUTHENTICATED' } });
    await client.signIn('setup@vinotheca.test');
    expect(await failureOf(call())).toMatchObject({ status: 403, body: { error: '2FA setup required' } });
  });
});
