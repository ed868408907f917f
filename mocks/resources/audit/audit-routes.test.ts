import { describe, expect, it } from 'vitest';
import { AUDIT_ACTIONS, AUDIT_TARGET_TYPES } from '@/api/audit';
import { AUDIT_ROUTES, MUTATING_METHODS, UNAUDITED_ROUTES } from './audit-routes';
import { routeKeyOf } from '../../core/route-key';
import { createHandlers } from '../../app/create-handlers';

const ADMIN_BASE = 'http://localhost/api/v1/admin';
const GENERAL_BASE = 'http://localhost/api/v1';
const handlers = createHandlers({ adminBase: ADMIN_BASE, generalBase: GENERAL_BASE });

const mutatingRoutes = (base: string) =>
  handlers.flatMap((handler) => {
    const key = routeKeyOf(handler, base);
    return key !== null && MUTATING_METHODS.has(key.split(' ')[0] ?? '') ? [key] : [];
  });

describe('the audit route table', () => {
  it('maps every mutating admin route of createHandlers() (a new endpoint must say what it records)', () => {
    const routes = mutatingRoutes(ADMIN_BASE);
    expect(routes.length).toBeGreaterThan(20);
    const unmapped = routes.filter((key) => !(key in AUDIT_ROUTES) && !(key in UNAUDITED_ROUTES));
    expect(unmapped).toEqual([]);
  });

  it('has no mutating route on the general API (reference data is read-only)', () => {
    const general = mutatingRoutes(GENERAL_BASE).filter((key) => !key.includes('/admin/'));
    expect(general).toEqual([]);
  });

  it('names actions <resource>.<verb> with a known target type, and never both records and exempts a route', () => {
    for (const [key, route] of Object.entries(AUDIT_ROUTES)) {
      expect(key).toMatch(/^(POST|PUT|PATCH|DELETE) \/[a-z0-9/:_-]+$/);
      expect(route.action).toMatch(/^[a-z]+\.[a-z0-9-]+$/);
      expect(AUDIT_TARGET_TYPES).toContain(route.targetType);
      expect(UNAUDITED_ROUTES).not.toHaveProperty(key);
    }
  });

  it('records exactly the actions the API lists, so the audit filter offers every one', () => {
    const recorded = new Set<string>();
    for (const route of Object.values(AUDIT_ROUTES)) {
      recorded.add(route.action);
      for (const [body, before] of [
        [{ active: true }, { active: false }],
        [{ active: false }, { active: true }],
        [{}, null],
      ] as const) {
        if (route.refine) recorded.add(route.refine(body, before));
      }
    }
    expect([...recorded].sort()).toEqual([...AUDIT_ACTIONS].sort());
  });

  it('keeps the sign-in action name analytics counts', () => {
    expect(AUDIT_ROUTES['POST /auth/login']).toMatchObject({ action: 'auth.login', targetType: 'ADMIN' });
    expect(AUDIT_ROUTES['POST /auth/2fa/verify']).toMatchObject({ action: 'auth.login', targetType: 'ADMIN' });
  });
});
