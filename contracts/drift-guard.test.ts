import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { http, HttpResponse } from 'msw';
import type { AxiosInstance } from 'axios';
import { describe, expect, it } from 'vitest';
import { createAnalyticsApi } from '@/api/analytics';
import { createAuditApi } from '@/api/audit';
import { createAuthApi } from '@/api/auth';
import { createCategoriesApi } from '@/api/categories';
import { createSavedViewsApi } from '@/api/saved-views';
import { createCellarsApi } from '@/api/cellars';
import { ENDPOINTS } from '@/api/endpoints';
import { createReferenceApi } from '@/api/reference';
import { createSettingsApi } from '@/api/settings';
import { createSystemApi } from '@/api/system';
import { createUsersApi } from '@/api/users';
import { createWinesApi } from '@/api/wines';
import { createHandlers } from '../mocks/app/create-handlers';
import { ADMIN_BASE_PATH, COMMITTED_PACT_FILE, GENERAL_BASE_PATH } from './support/pact';
import { recordApiCalls } from '@tests/support/api-calls';
import { declaredEndpoints, findDrift, handlerRoutes, pactRequests } from './support/drift';

const FACTORIES = {
  analytics: createAnalyticsApi,
  auth: createAuthApi,
  system: createSystemApi,
  users: createUsersApi,
  wines: createWinesApi,
  categories: createCategoriesApi,
  cellars: createCellarsApi,
  settings: createSettingsApi,
  audit: createAuditApi,
  savedViews: createSavedViewsApi,
};
/** Modules on the general API: their paths are compared with the general base in front. */
const GENERAL_FACTORIES = { reference: createReferenceApi };
const ORIGIN = 'http://localhost';
const ADMIN_BASE = `${ORIGIN}${ADMIN_BASE_PATH}`;

const endpoints = declaredEndpoints(ENDPOINTS, GENERAL_BASE_PATH);
const calls = [
  ...recordApiCalls(FACTORIES),
  ...recordApiCalls(GENERAL_FACTORIES).map((call) => ({ ...call, path: `${GENERAL_BASE_PATH}${call.path}` })),
];
const requests = pactRequests(COMMITTED_PACT_FILE, ADMIN_BASE_PATH);
const routes = handlerRoutes(createHandlers({ adminBase: ADMIN_BASE }), ADMIN_BASE).map((route) =>
  route.path.startsWith(ORIGIN) ? { ...route, path: route.path.slice(ORIGIN.length) } : route,
);
const drift = findDrift(endpoints, calls, requests, routes);

describe('drift guard: the declarations, the console, the pact and the mock agree', () => {
  it('reads every declared endpoint, every exported API function with the request it makes, the pact and the mock', () => {
    expect(endpoints.length).toBeGreaterThan(50);
    expect(endpoints).toContainEqual({
      key: 'GET /reference/regions',
      method: 'GET',
      path: '/api/v1/reference/regions',
    });
    expect(calls.map((c) => c.name)).toEqual(
      expect.arrayContaining([
        'auth.login',
        'auth.verifyTwoFactor',
        'system.info',
        'users.list',
        'users.uploadAvatar',
        'wines.publish',
        'categories.remove',
        'reference.grapes',
      ]),
    );
    expect(calls.find((c) => c.name === 'reference.regions')).toMatchObject({
      name: 'reference.regions',
      method: 'GET',
      path: '/api/v1/reference/regions',
    });
    expect(calls.find((c) => c.name === 'users.unlock')).toMatchObject({
      name: 'users.unlock',
      method: 'POST',
      path: '/users/:param/unlock',
    });
    expect(requests.length).toBeGreaterThan(endpoints.length);
    expect(routes).toHaveLength(endpoints.length);
  });

  it('every declared endpoint has a console call', () => {
    expect(drift.endpointsWithoutCall).toEqual([]);
  });

  it('every console call is a declared endpoint', () => {
    expect(drift.callsWithoutEndpoint).toEqual([]);
    expect(calls).toHaveLength(endpoints.length);
  });

  it('every declared endpoint has at least one interaction in the pact', () => {
    expect(drift.endpointsWithoutInteraction).toEqual([]);
  });

  it('every interaction in the pact is a declared endpoint', () => {
    expect(drift.interactionsWithoutEndpoint).toEqual([]);
  });

  it('the mock registers exactly the declared endpoints', () => {
    expect(drift.endpointsWithoutRoute).toEqual([]);
    expect(drift.routesWithoutEndpoint).toEqual([]);
  });

  describe('names the culprit', () => {
    const withArchive = (httpClient: AxiosInstance) => ({
      ...createUsersApi(httpClient),
      archive: (id: string) => httpClient.post(`/users/${encodeURIComponent(id)}/archive`),
    });

    it('when a console function calls an endpoint nobody declared', () => {
      const found = findDrift(endpoints, recordApiCalls({ ...FACTORIES, users: withArchive }), requests, routes);
      expect(found.callsWithoutEndpoint).toEqual([
        'users.archive (POST /users/:param/archive) is no declared endpoint',
      ]);
    });

    it('when a declared endpoint has no console call', () => {
      const withoutUnlock = calls.filter((c) => c.name !== 'users.unlock');
      expect(findDrift(endpoints, withoutUnlock, requests, routes).endpointsWithoutCall).toEqual([
        'POST /users/:id/unlock has no console call',
      ]);
    });

    it('when the only interactions of an endpoint are gone, even if a looser path still matches', () => {
      const withoutGet = requests.filter((r) => !(r.method === 'GET' && /^\/users\/[0-9a-f-]{36}$/.test(r.path)));
      expect(findDrift(endpoints, calls, withoutGet, routes).endpointsWithoutInteraction).toEqual([
        'GET /users/:id has no interaction in the pact',
      ]);
    });

    it('when an interaction is no declared endpoint', () => {
      const orphan = {
        description: 'an archive of an admin',
        method: 'POST',
        path: '/users/3f0c2a6e-8d1b-4c7a-9e5f-2b4d6a8c0e1f/archive',
      };
      expect(findDrift(endpoints, calls, [...requests, orphan], routes).interactionsWithoutEndpoint).toEqual([
        '"an archive of an admin" (POST /users/3f0c2a6e-8d1b-4c7a-9e5f-2b4d6a8c0e1f/archive) is no declared endpoint',
      ]);
    });

    it('when the mock has a route nobody declared', () => {
      const extra = handlerRoutes(
        [http.post(`${ADMIN_BASE}/users/:id/archive`, () => HttpResponse.json({}))],
        ADMIN_BASE,
      );
      expect(findDrift(endpoints, calls, requests, [...routes, ...extra]).routesWithoutEndpoint).toEqual([
        'mock route POST /users/:id/archive is no declared endpoint',
      ]);
    });

    it('when a declared endpoint has no mock route', () => {
      const withoutGet = routes.filter((route) => !(route.method === 'GET' && route.path === '/users/:id'));
      expect(findDrift(endpoints, calls, requests, withoutGet).endpointsWithoutRoute).toEqual([
        'GET /users/:id has no mock route',
      ]);
    });
  });
});

/** Every error code the API may answer: the `x-error-codes` of the OpenAPI document. */
function documentedCodes(): Set<string> {
  const document = JSON.parse(readFileSync('contracts/openapi.json', 'utf8')) as {
    paths: Record<string, Record<string, { responses: Record<string, { 'x-error-codes'?: string[] }> }>>;
  };
  return new Set(
    Object.values(document.paths).flatMap((methods) =>
      Object.values(methods).flatMap((operation) =>
        Object.values(operation.responses).flatMap((response) => response['x-error-codes'] ?? []),
      ),
    ),
  );
}

/**
 * The codes the console's own code names (and so reads: it branches on them or maps them to a
 * message): string literals of documented codes in src/, tests, the shared permission model
 * (which lists every refusal for the mock as well), the endpoint declarations (which list every
 * code each endpoint answers) and the list of every code with its text (error-codes.ts: the console
 * words each code it knows, branching on none there) aside.
 */
function codesTheConsoleReads(codes: Set<string>): Map<string, string[]> {
  const read = new Map<string, string[]>();
  for (const file of readdirSync('src', { recursive: true, encoding: 'utf8' })) {
    if (
      !/\.tsx?$/.test(file) ||
      /\.test\.tsx?$/.test(file) ||
      file === join('api', 'permissions.ts') ||
      file === join('api', 'wire-schemas.ts') ||
      file === join('api', 'error-codes.ts') ||
      file.startsWith(join('api', 'endpoints'))
    )
      continue;
    for (const [, code] of readFileSync(join('src', file), 'utf8').matchAll(/'([A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+)'/g)) {
      if (code && codes.has(code)) read.set(code, [...(read.get(code) ?? []), file]);
    }
  }
  return read;
}

/** The codes some interaction's response pins. */
function codesWithInteraction(): Set<string> {
  const pact = JSON.parse(readFileSync(COMMITTED_PACT_FILE, 'utf8')) as {
    interactions: { response: { body?: { content?: { code?: unknown } } } }[];
  };
  return new Set(
    pact.interactions
      .map((interaction) => interaction.response.body?.content?.code)
      .filter((code): code is string => typeof code === 'string'),
  );
}

describe('drift guard: every error code the console reads has an interaction', () => {
  const read = codesTheConsoleReads(documentedCodes());

  it('finds the codes the console branches on', () => {
    expect([...read.keys()]).toEqual(
      expect.arrayContaining([
        'TOTP_REQUIRED',
        'TOTP_INVALID',
        'RATE_LIMITED',
        'EMAIL_TAKEN',
        'SELF_DEACTIVATION',
        'WINE_DUPLICATE',
        'ACCOUNT_INACTIVE',
      ]),
    );
  });

  const missing = (pinned: Set<string>) =>
    [...read.entries()]
      .filter(([code]) => !pinned.has(code))
      .map(([code, files]) => `${code} (read in ${files.join(', ')})`);

  it('each one is pinned by an interaction', () => {
    expect(missing(codesWithInteraction())).toEqual([]);
  });

  it('names a code that loses its interaction', () => {
    const pinned = codesWithInteraction();
    pinned.delete('TOTP_INVALID');
    expect(missing(pinned)).toEqual([`TOTP_INVALID (read in ${join('api', 'auth.ts')})`]);
  });
});
