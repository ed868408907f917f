import { describe, expect, it } from 'vitest';
import { parseEnv } from './env';

describe('parseEnv', () => {
  it('gives the defaults for an empty environment', () => {
    expect(parseEnv({})).toEqual({
      VITE_API_BASE_URL: undefined,
      VITE_API_PREFIX: '/api/v1',
      VITE_ADMIN_BASE_PATH: '/admin',
      VITE_BRAND_NAME: 'Vinotheca',
      VITE_COMPANY_NAME: 'Vinotheca Ltd.',
    });
  });

  it('treats empty strings as unset', () => {
    expect(parseEnv({ VITE_API_BASE_URL: '', VITE_API_PREFIX: '', VITE_BRAND_NAME: '' })).toMatchObject({
      VITE_API_BASE_URL: undefined,
      VITE_API_PREFIX: '/api/v1',
      VITE_BRAND_NAME: 'Vinotheca',
    });
  });

  it('keeps valid overrides', () => {
    expect(
      parseEnv({
        VITE_API_BASE_URL: 'https://api.vinotheca.test',
        VITE_API_PREFIX: '/api/v2',
        VITE_ADMIN_BASE_PATH: '/backoffice',
        VITE_BRAND_NAME: ' Cave ',
        VITE_COMPANY_NAME: 'Cave SA',
      }),
    ).toEqual({
      VITE_API_BASE_URL: 'https://api.vinotheca.test',
      VITE_API_PREFIX: '/api/v2',
      VITE_ADMIN_BASE_PATH: '/backoffice',
      VITE_BRAND_NAME: 'Cave',
      VITE_COMPANY_NAME: 'Cave SA',
    });
  });

  it.each([
    ['VITE_API_PREFIX', '/api/v2/', '/api/v2'],
    ['VITE_ADMIN_BASE_PATH', '/admin/', '/admin'],
    ['VITE_API_BASE_URL', 'http://localhost:8080/', 'http://localhost:8080'],
    ['VITE_API_BASE_URL', 'https://example.test/base/', 'https://example.test/base'],
  ])('drops a trailing slash from %s %j', (key, value, expected) => {
    expect(parseEnv({ [key]: value })[key as 'VITE_API_PREFIX']).toBe(expected);
  });

  it.each(['ftp://x', 'not a url', 'javascript:alert(1)', '//api.test', 'localhost:8080'])(
    'rejects VITE_API_BASE_URL %j, naming the variable',
    (value) => {
      expect(() => parseEnv({ VITE_API_BASE_URL: value })).toThrow(/VITE_API_BASE_URL/);
    },
  );

  it.each<[string, unknown]>([
    ['VITE_API_PREFIX', 'api/v1'],
    ['VITE_API_PREFIX', '/api v1'],
    ['VITE_ADMIN_BASE_PATH', 'https://evil.test/admin'],
    ['VITE_ADMIN_BASE_PATH', '/admin/../x?y'],
    ['VITE_BRAND_NAME', '   '],
    ['VITE_BRAND_NAME', 42],
  ])('rejects %s %j, naming the variable', (key, value) => {
    expect(() => parseEnv({ [key]: value })).toThrow(new RegExp(`Invalid environment: .*${key}`));
  });

  it('reports every bad variable at once', () => {
    expect(() => parseEnv({ VITE_API_BASE_URL: 'ftp://x', VITE_API_PREFIX: 'nope' })).toThrow(
      /VITE_API_BASE_URL.*; VITE_API_PREFIX/,
    );
  });
});
