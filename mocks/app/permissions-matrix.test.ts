import { AxiosError } from 'axios';
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
import { createWinesApi } from '@/api/wines';
import { recordApiCalls } from '@tests/support/api-calls';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENDPOINT_PERMISSIONS, type EndpointKey } from '@/api/endpoints';
import { can, type Permission } from '@/api/permissions';
import type { AdminRole } from '@/api/types';
import { createTestClient, type TestClient } from '@tests/support/mock-backend';
import { createMockServer } from '../runtimes/node';
import { resetMockBackend } from './reset-mock-backend';

/** The ready demo account of each role (src/config/demo-accounts.ts). */
const ACCOUNT_OF: Record<AdminRole, string> = {
  SUPER_ADMIN: 'admin@vinotheca.test',
  ADMIN: 'manager@vinotheca.test',
  EDITOR: 'editor@vinotheca.test',
  VIEWER: 'viewer@vinotheca.test',
};

const FACTORIES = {
  auth: createAuthApi,
  system: createSystemApi,
  users: createUsersApi,
  wines: createWinesApi,
  categories: createCategoriesApi,
  cellars: createCellarsApi,
  analytics: createAnalyticsApi,
  audit: createAuditApi,
  settings: createSettingsApi,
  savedViews: createSavedViewsApi,
};
const GENERAL_FACTORIES = { reference: createReferenceApi };
const ruleKey = (method: string, path: string) => `${method} ${path.replace(/:[A-Za-z]+/g, ':param')}`;
const RULES = new Map(
  (Object.keys(ENDPOINT_PERMISSIONS) as EndpointKey[]).map((key) => [
    ruleKey(...(key.split(' ') as [string, string])),
    key,
  ]),
);
/** The permission an endpoint needs, or null for public and setup endpoints. */
const permissionOf = (key: EndpointKey | null): Permission | null => {
  const access = key === null ? null : ENDPOINT_PERMISSIONS[key];
  return access === null || access === 'public' || access === 'setup' ? null : access;
};

/**
 * Every gated endpoint with the real API function that calls it (src/api/<resource>.ts); logging out
 * of every session last, as it ends the caller's own.
 */
const GATED = [
  ...recordApiCalls(FACTORIES).map((call) => ({ call, general: false })),
  ...recordApiCalls(GENERAL_FACTORIES).map((call) => ({ call, general: true })),
]
  .flatMap(({ call, general }) => {
    const key = RULES.get(ruleKey(call.method, call.path)) ?? null;
    const permission = permissionOf(key);
    return key && permission ? [{ key, permission, name: call.name, call, general }] : [];
  })
  .sort((a, b) => Number(a.key === 'POST /auth/logout-all') - Number(b.key === 'POST /auth/logout-all'));

/** Makes the call through its API function with an id no record has: what comes back says who was refused. */
async function answerOf(client: TestClient, gated: (typeof GATED)[number]): Promise<{ status: number; code?: string }> {
  try {
    await gated.call.call(gated.general ? client.general : client.http, 'no-such-record');
    return { status: 200 };
  } catch (error) {
    if (error instanceof AxiosError && error.response)
      return { status: error.response.status, code: (error.response.data as { code?: string }).code };
    throw error;
  }
}

describe.each(Object.entries(ACCOUNT_OF) as [AdminRole, string][])('the role matrix for %s', (role, email) => {
  const server = createMockServer();
  const client = createTestClient();
  beforeAll(async () => {
    server.listen({ onUnhandledFrame: 'error' });
    await resetMockBackend();
    await client.signIn(email);
  });
  afterAll(() => server.close());

  it('calls every gated endpoint through an API function', () => {
    expect(new Set(GATED.map((g) => g.key)).size).toBe(
      Object.values(ENDPOINT_PERMISSIONS).filter((rule) => rule !== 'public' && rule !== 'setup').length,
    );
  });

  it.each(GATED)(`$key through $name ($permission)`, async (gated) => {
    const { key, permission } = gated;
    const answer = await answerOf(client, gated);
    if (can(role, permission)) {
      expect(answer, `${role} may ${key}`).not.toMatchObject({ status: 403 });
      expect(answer.status, `${role} may ${key}`).not.toBe(401);
    } else {
      expect(answer, `${role} may not ${key}`).toEqual({ status: 403, code: 'ROLE_FORBIDDEN' });
    }
  });
});
