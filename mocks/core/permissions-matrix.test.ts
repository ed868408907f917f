import { AxiosError, type AxiosInstance } from 'axios';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { can, ENDPOINT_PERMISSIONS, type Permission } from '@/api/permissions';
import type { AdminRole } from '@/api/types';
import { createHandlers } from './create-handlers';
import { permissionOf, routeKeyOf } from './permission-guard';
import { createTestClient } from './test-support';
import { createMockServer, NODE_ADMIN_BASE, NODE_GENERAL_BASE, resetMockBackend } from '../runtimes/node';

/** The ready demo account of each role (src/config/demo-accounts.ts). */
const ACCOUNT_OF: Record<AdminRole, string> = {
  SUPER_ADMIN: 'admin@vinotheca.test',
  ADMIN: 'manager@vinotheca.test',
  EDITOR: 'editor@vinotheca.test',
  VIEWER: 'viewer@vinotheca.test',
};

/** Every endpoint a role may or may not call; logging out of every session last, as it ends the caller's own. */
const GATED = Object.entries(ENDPOINT_PERMISSIONS)
  .flatMap(([key]) => {
    const permission = permissionOf(key);
    return permission ? [{ key, permission }] : [];
  })
  .sort((a, b) => Number(a.key === 'POST /auth/logout-all') - Number(b.key === 'POST /auth/logout-all'));

/** Calls an endpoint with an empty body and ids no record has: what comes back says who was refused. */
async function call(http: AxiosInstance, general: AxiosInstance, key: string): Promise<{ status: number; code?: string }> {
  const [method = 'GET', path = '/'] = key.split(' ');
  const url = path.replace(':id', 'no-such-record');
  const client = url.startsWith('/reference/') ? general : http;
  try {
    const response = await client.request({ method, url, data: method === 'GET' || method === 'DELETE' ? undefined : {} });
    return { status: response.status };
  } catch (error) {
    if (error instanceof AxiosError && error.response) return { status: error.response.status, code: (error.response.data as { code?: string }).code };
    throw error;
  }
}

describe('the permission table and the mock agree', () => {
  const handlers = createHandlers({ adminBase: NODE_ADMIN_BASE, generalBase: NODE_GENERAL_BASE });
  const keys = new Set(
    handlers.flatMap((handler) => [routeKeyOf(handler, NODE_ADMIN_BASE), routeKeyOf(handler, NODE_GENERAL_BASE)]).filter((key): key is string => key !== null && !key.includes('/admin/')),
  );

  it('has a rule for every route of the mock', () => {
    expect([...keys].filter((key) => !(key in ENDPOINT_PERMISSIONS))).toEqual([]);
  });

  it('has a route for every rule', () => {
    expect(Object.keys(ENDPOINT_PERMISSIONS).filter((key) => !keys.has(key))).toEqual([]);
  });
});

describe.each(Object.entries(ACCOUNT_OF) as [AdminRole, string][])('the role matrix for %s', (role, email) => {
  const server = createMockServer();
  const client = createTestClient();
  beforeAll(async () => {
    server.listen({ onUnhandledFrame: 'error' });
    await resetMockBackend();
    await client.signIn(email);
  });
  afterAll(() => server.close());

  it.each(GATED)(`$key ($permission)`, async ({ key, permission }: { key: string; permission: Permission }) => {
    const answer = await call(client.http, client.general, key);
    if (can(role, permission)) {
      expect(answer, `${role} may ${key}`).not.toMatchObject({ status: 403 });
      expect(answer.status, `${role} may ${key}`).not.toBe(401);
    } else {
      expect(answer, `${role} may not ${key}`).toEqual({ status: 403, code: 'ROLE_FORBIDDEN' });
    }
  });
});
