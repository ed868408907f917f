import { describe, expect, it } from 'vitest';
import { PERMISSIONS } from '@/api/permissions';
import { AUDIT_ACTIONS, AUDIT_TARGET_TYPES } from '@/api/wire-enums';
import type { EndpointDeclaration } from './define';
import { ENDPOINT_GROUPS, ENDPOINT_KEYS, ENDPOINTS } from './index';

const declarations = ENDPOINT_KEYS.map((key): [string, EndpointDeclaration] => [key, ENDPOINTS[key]]);
const audited = declarations.flatMap(([key, { audit }]) =>
  audit && !('none' in audit) ? [[key, audit] as const] : [],
);

describe('the endpoint declarations', () => {
  it('declare each endpoint once: no key in two resources’ files', () => {
    const keys = Object.values(ENDPOINT_GROUPS).flatMap((group) => Object.keys(group));
    expect(keys.filter((key, i) => keys.indexOf(key) !== i)).toEqual([]);
    expect(keys).toHaveLength(ENDPOINT_KEYS.length);
    expect(ENDPOINT_KEYS.length).toBeGreaterThan(50);
  });

  it('key each by `METHOD /path`, below its API base, `:id` for a path parameter', () => {
    for (const key of ENDPOINT_KEYS) expect(key).toMatch(/^(GET|POST|PUT|PATCH|DELETE) \/[a-z0-9/:_-]+$/);
  });

  it('name an existing permission (or public, or setup) for every endpoint', () => {
    for (const [, { access }] of declarations)
      expect(access === 'public' || access === 'setup' || access in PERMISSIONS).toBe(true);
  });

  it('put only reads on the general API (reference data is read-only)', () => {
    const general = declarations.filter(([, declaration]) => declaration.api === 'general').map(([key]) => key);
    expect(general.length).toBeGreaterThan(0);
    expect(general.filter((key) => !key.startsWith('GET '))).toEqual([]);
  });
});

describe('what each endpoint records in the audit log', () => {
  it('is said by every change, never by a read (a new endpoint must say what it records, or why nothing)', () => {
    for (const [key, { audit }] of declarations) {
      if (key.startsWith('GET ')) expect(audit, key).toBeUndefined();
      else expect(audit, key).toBeDefined();
    }
    for (const [key, { audit }] of declarations)
      if (audit && 'none' in audit) expect(audit.none.length, `${key} says why it records nothing`).toBeGreaterThan(20);
  });

  it('names actions <resource>.<verb> with a known target type', () => {
    expect(audited.length).toBeGreaterThan(20);
    for (const [, entry] of audited) {
      expect(entry.action).toMatch(/^[a-z]+\.[a-z0-9-]+$/);
      expect(AUDIT_TARGET_TYPES).toContain(entry.targetType);
    }
  });

  it('records exactly the actions the API lists, so the audit filter offers every one', () => {
    const recorded = new Set<string>();
    for (const [, entry] of audited) {
      recorded.add(entry.action);
      for (const action of entry.onFailure ?? []) recorded.add(action);
      for (const [body, before] of [
        [{ active: true }, { active: false }],
        [{ active: false }, { active: true }],
        [{}, null],
      ] as const) {
        if (entry.refine) recorded.add(entry.refine(body, before));
      }
    }
    expect([...recorded].sort()).toEqual([...AUDIT_ACTIONS].sort());
  });

  it('keeps the sign-in action name analytics counts', () => {
    expect(ENDPOINTS['POST /auth/login'].audit).toMatchObject({ action: 'auth.login', targetType: 'ADMIN' });
    expect(ENDPOINTS['POST /auth/2fa/verify'].audit).toMatchObject({ action: 'auth.login', targetType: 'ADMIN' });
  });
});
