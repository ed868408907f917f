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
import { createReferenceApi } from '@/api/reference';
import { createSettingsApi } from '@/api/settings';
import { createSystemApi } from '@/api/system';
import { createUsersApi } from '@/api/users';
import { ENDPOINT_PERMISSIONS } from '@/api/endpoints';
import { createWinesApi } from '@/api/wines';
import { createHandlers } from '../mocks/app/create-handlers';
import { ADMIN_BASE_PATH, COMMITTED_PACT_FILE, GENERAL_BASE_PATH } from './support/pact';
import { recordApiCalls } from '@tests/support/api-calls';
import { findDrift, handlerRoutes, pactRequests } from './support/drift';

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

const calls = [
  ...recordApiCalls(FACTORIES),
  ...recordApiCalls(GENERAL_FACTORIES).map((call) => ({ ...call, path: `${GENERAL_BASE_PATH}${call.path}` })),
];
const requests = pactRequests(COMMITTED_PACT_FILE, ADMIN_BASE_PATH);
const routes = handlerRoutes(createHandlers({ adminBase: ADMIN_BASE }), ADMIN_BASE).map((route) =>
  route.path.startsWith(ORIGIN) ? { ...route, path: route.path.slice(ORIGIN.length) } : route,
);

describe('drift guard: the permission table and the API agree', () => {
  const normal = (key: string) => key.replace(/:[A-Za-z]+/g, ':param');
  const apiKeys = [
    ...new Set(
      calls.map((c) =>
        normal(
          `${c.method} ${c.path.startsWith(`${GENERAL_BASE_PATH}/`) ? c.path.slice(GENERAL_BASE_PATH.length) : c.path}`,
        ),
      ),
    ),
  ];
  const ruleKeys = Object.keys(ENDPOINT_PERMISSIONS).map(normal);

  it('every endpoint an API function calls has a rule', () => {
    expect(apiKeys.filter((key) => !ruleKeys.includes(key))).toEqual([]);
  });

  it('every rule is an endpoint an API function calls', () => {
    expect(ruleKeys.filter((key) => !apiKeys.includes(key))).toEqual([]);
    expect(ruleKeys).toHaveLength(apiKeys.length);
  });

  it('every interaction in the pact is an endpoint with a rule', () => {
    const below = (path: string) =>
      path.startsWith(`${GENERAL_BASE_PATH}/`) ? path.slice(GENERAL_BASE_PATH.length) : path;
    const unruled = requests.filter(
      (r) =>
        !ruleKeys.includes(normal(`${r.method} ${below(r.path).replace(/\/[0-9a-fA-F-]{36}(?=\/|$)/g, '/:param')}`)),
    );
    expect(unruled.map((r) => `${r.method} ${r.path}`)).toEqual([]);
  });
});

describe('drift guard: API modules, the pact and the mock handlers agree', () => {
  it('lists every exported API function with the request it makes', () => {
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
    expect(requests.length).toBeGreaterThan(calls.length);
    expect(routes.length).toBeGreaterThanOrEqual(calls.length);
  });

  it('every API function has at least one interaction in the pact', () => {
    expect(findDrift(calls, requests, routes).functionsWithoutInteraction).toEqual([]);
  });

  it('every interaction has a mock handler', () => {
    expect(findDrift(calls, requests, routes).interactionsWithoutHandler).toEqual([]);
  });

  it('every mock handler mirrors an API function', () => {
    expect(findDrift(calls, requests, routes).handlersWithoutFunction).toEqual([]);
  });

  describe('names the culprit', () => {
    const withArchive = (httpClient: AxiosInstance) => ({
      ...createUsersApi(httpClient),
      archive: (id: string) => httpClient.post(`/users/${encodeURIComponent(id)}/archive`),
    });

    it('when an API function has no interaction', () => {
      const drift = findDrift(recordApiCalls({ ...FACTORIES, users: withArchive }), requests, routes);
      expect(drift.functionsWithoutInteraction).toEqual([
        'users.archive (POST /users/:param/archive) has no interaction in the pact',
      ]);
    });

    it('when the only interactions of a function are gone, even if a looser path still matches', () => {
      const withoutGet = requests.filter((r) => !(r.method === 'GET' && /^\/users\/[0-9a-f-]{36}$/.test(r.path)));
      expect(findDrift(calls, withoutGet, routes).functionsWithoutInteraction).toEqual([
        'users.get (GET /users/:param) has no interaction in the pact',
      ]);
    });

    it('when an interaction has no mock handler', () => {
      const orphan = {
        description: 'an archive of an admin',
        method: 'POST',
        path: '/users/3f0c2a6e-8d1b-4c7a-9e5f-2b4d6a8c0e1f/archive',
      };
      const drift = findDrift(calls, [...requests, orphan], routes);
      expect(drift.interactionsWithoutHandler).toEqual([
        '"an archive of an admin" (POST /users/3f0c2a6e-8d1b-4c7a-9e5f-2b4d6a8c0e1f/archive) has no mock handler',
      ]);
    });

    it('when a mock handler has no API function', () => {
      const extra = handlerRoutes(
        [http.post(`${ADMIN_BASE}/users/:id/archive`, () => HttpResponse.json({}))],
        ADMIN_BASE,
      );
      const drift = findDrift(calls, requests, [...routes, ...extra]);
      expect(drift.handlersWithoutFunction).toEqual(['mock handler POST /users/:id/archive has no API function']);
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
 * (which lists every refusal for the mock as well) and the endpoint declarations (which list every
 * code each endpoint answers) aside.
 */
function codesTheConsoleReads(codes: Set<string>): Map<string, string[]> {
  const read = new Map<string, string[]>();
  for (const file of readdirSync('src', { recursive: true, encoding: 'utf8' })) {
    if (
      !/\.tsx?$/.test(file) ||
      /\.test\.tsx?$/.test(file) ||
      file === join('api', 'permissions.ts') ||
      file === join('api', 'wire-schemas.ts') ||
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
        'ACCOUNT_LOCKED',
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
