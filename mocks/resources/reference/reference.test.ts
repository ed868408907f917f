import { describe, expect, it } from 'vitest';
import { WINE_COUNTRY_CODES } from '@/api/wire-enums';
import { failureOf, setupMockBackend } from '@tests/support/mock-backend';
import { COUNTRIES } from './reference-data';

const { client } = setupMockBackend({ signInAs: 'admin@vinotheca.test' });

describe('GET /api/v1/reference/countries', () => {
  it('holds one profile for each country a request body may name (WINE_COUNTRY_CODES), and no other', () => {
    expect(COUNTRIES.map((c) => c.code).sort()).toEqual([...WINE_COUNTRY_CODES].sort());
  });

  it('answers the countries by name, with ISO codes', async () => {
    const countries = await client.reference.countries();
    expect(countries).toContainEqual({ code: 'FR', name: 'France' });
    expect(countries).toContainEqual({ code: 'NZ', name: 'New Zealand' });
    expect(countries.map((c) => c.name)).toEqual([...countries.map((c) => c.name)].sort((a, b) => a.localeCompare(b)));
  });

  it('answers 401 without a token, on the general base', async () => {
    client.setToken(null);
    expect(await failureOf(client.reference.countries())).toMatchObject({
      status: 401,
      body: { code: 'UNAUTHENTICATED' },
    });
  });

  it('answers 403 "2FA setup required" to a setup-only token', async () => {
    const login = await client.signIn('setup@vinotheca.test');
    expect(login.requires2FASetup).toBe(true);
    expect(await failureOf(client.reference.countries())).toMatchObject({
      status: 403,
      body: { error: '2FA setup required' },
    });
  });
});

describe('GET /api/v1/reference/regions', () => {
  it('answers the regions of a country, any case', async () => {
    const regions = await client.reference.regions('fr');
    expect(regions.map((r) => r.name)).toEqual(
      expect.arrayContaining(['Bordeaux', 'Burgundy', 'Champagne', 'Rhône', 'Loire', 'Alsace']),
    );
    expect(regions.find((r) => r.name === 'Bordeaux')).toMatchObject({
      countryCode: 'FR',
      appellations: expect.arrayContaining(['Pauillac']),
    });
    await expect(client.reference.regions('PT')).resolves.toContainEqual(expect.objectContaining({ name: 'Douro' }));
  });

  it('answers an empty list for a country without wine regions', async () => {
    await expect(client.reference.regions('IS')).resolves.toEqual([]);
  });

  it('answers 400 naming country when it is missing or not a two-letter code', async () => {
    for (const call of [client.general.get('/reference/regions'), client.reference.regions('France')]) {
      expect(await failureOf(call)).toMatchObject({ status: 400, body: { errors: [{ field: 'country' }] } });
    }
  });
});

describe('GET /api/v1/reference/grapes', () => {
  it('answers every variety without a search, and those containing it with one', async () => {
    const all = await client.reference.grapes();
    expect(all.length).toBeGreaterThan(40);
    expect(all).toContainEqual({ name: 'Nebbiolo' });
    const pinots = await client.reference.grapes('  PINOT ');
    expect(pinots.map((g) => g.name)).toEqual(expect.arrayContaining(['Pinot Noir', 'Pinot Gris', 'Pinot Meunier']));
    expect(pinots.every((g) => g.name.toLowerCase().includes('pinot'))).toBe(true);
  });

  it('answers 400 for an over-long search', async () => {
    expect(await failureOf(client.reference.grapes('x'.repeat(101)))).toMatchObject({
      status: 400,
      body: { errors: [{ field: 'search' }] },
    });
  });
});
