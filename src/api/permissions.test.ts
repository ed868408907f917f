import { describe, expect, it } from 'vitest';
import { adminChangeRefusal, can, ENDPOINT_PERMISSIONS, PERMISSIONS, refusalStatus, type AdminChange, type AdminTarget } from './permissions';
import { ADMIN_ROLES, type AdminRole } from './types';

const actor = (role: AdminRole, id = 'me') => ({ id, role });
const target = (role: AdminRole, id = 'them', active = true): AdminTarget => ({ id, role, active });

describe('who holds what', () => {
  it.each([
    ['SUPER_ADMIN', ['users.manage', 'wines.write', 'settings.security', 'audit.read']],
    ['ADMIN', ['users.manage', 'wines.write', 'settings.write', 'audit.read']],
    ['EDITOR', ['wines.write', 'categories.write', 'cellars.write']],
    ['VIEWER', ['wines.read', 'profile.manage', 'audit.read']],
  ] as const)('%s holds %j', (role, permissions) => {
    for (const permission of permissions) expect(can(role, permission)).toBe(true);
  });

  it.each([
    ['ADMIN', 'settings.security'],
    ['EDITOR', 'users.manage'],
    ['EDITOR', 'settings.write'],
    ['VIEWER', 'wines.write'],
    ['VIEWER', 'users.manage'],
    ['VIEWER', 'settings.write'],
  ] as const)('%s does not hold %s', (role, permission) => {
    expect(can(role, permission)).toBe(false);
  });

  it('gives nobody without a role anything', () => {
    expect(can(null, 'wines.read')).toBe(false);
  });

  it('ranks every permission from the most powerful role down: a role holds all a weaker one holds', () => {
    for (const roles of Object.values(PERMISSIONS)) {
      const weakest = Math.max(...roles.map((r) => ADMIN_ROLES.indexOf(r)));
      expect(roles).toEqual(ADMIN_ROLES.slice(0, weakest + 1));
    }
  });

  it('names an existing permission (or public, or setup) for every endpoint', () => {
    for (const rule of Object.values(ENDPOINT_PERMISSIONS)) expect(rule === 'public' || rule === 'setup' || rule in PERMISSIONS).toBe(true);
  });
});

describe('who may change which admin', () => {
  const cases: [string, ReturnType<typeof actor>, AdminChange, AdminTarget | null, number, string | null][] = [
    ['a viewer resets a super admin’s password', actor('VIEWER'), { kind: 'reset-password' }, target('SUPER_ADMIN'), 1, 'ROLE_FORBIDDEN'],
    ['an editor creates a viewer', actor('EDITOR'), { kind: 'create', role: 'VIEWER' }, null, 1, 'ROLE_FORBIDDEN'],
    ['an admin creates an editor', actor('ADMIN'), { kind: 'create', role: 'EDITOR' }, null, 1, null],
    ['an admin creates an admin', actor('ADMIN'), { kind: 'create', role: 'ADMIN' }, null, 1, null],
    ['an admin creates a super admin', actor('ADMIN'), { kind: 'create', role: 'SUPER_ADMIN' }, null, 1, 'ROLE_ABOVE_OWN'],
    ['an admin edits a super admin', actor('ADMIN'), { kind: 'update', role: 'SUPER_ADMIN', active: true }, target('SUPER_ADMIN'), 2, 'TARGET_ABOVE_ROLE'],
    ['an admin deactivates a super admin', actor('ADMIN'), { kind: 'deactivate' }, target('SUPER_ADMIN'), 2, 'TARGET_ABOVE_ROLE'],
    ['an admin unlocks a super admin', actor('ADMIN'), { kind: 'unlock' }, target('SUPER_ADMIN'), 2, 'TARGET_ABOVE_ROLE'],
    ['an admin changes a super admin’s avatar', actor('ADMIN'), { kind: 'avatar' }, target('SUPER_ADMIN'), 2, 'TARGET_ABOVE_ROLE'],
    ['an admin promotes an editor to super admin', actor('ADMIN'), { kind: 'update', role: 'SUPER_ADMIN', active: true }, target('EDITOR'), 1, 'ROLE_ABOVE_OWN'],
    ['an admin unlocks an editor', actor('ADMIN'), { kind: 'unlock' }, target('EDITOR'), 1, null],
    ['an admin edits their own record, keeping the role', actor('ADMIN', 'me'), { kind: 'update', role: 'ADMIN', active: true }, target('ADMIN', 'me'), 1, null],
    ['a super admin demotes themself', actor('SUPER_ADMIN', 'me'), { kind: 'update', role: 'ADMIN', active: true }, target('SUPER_ADMIN', 'me'), 2, 'SELF_ROLE_CHANGE'],
    ['an admin deactivates themself', actor('ADMIN', 'me'), { kind: 'deactivate' }, target('ADMIN', 'me'), 1, 'SELF_DEACTIVATION'],
    ['an admin resets their own password here', actor('ADMIN', 'me'), { kind: 'reset-password' }, target('ADMIN', 'me'), 1, 'OWN_PASSWORD_RESET'],
    ['a super admin deactivates the last other super admin', actor('SUPER_ADMIN'), { kind: 'deactivate' }, target('SUPER_ADMIN'), 2, null],
    ['a super admin deactivates the last active super admin', actor('SUPER_ADMIN'), { kind: 'deactivate' }, target('SUPER_ADMIN'), 1, 'LAST_SUPER_ADMIN'],
    ['a super admin demotes the last active super admin', actor('SUPER_ADMIN'), { kind: 'update', role: 'ADMIN', active: true }, target('SUPER_ADMIN'), 1, 'LAST_SUPER_ADMIN'],
    ['a super admin edits the last super admin’s name', actor('SUPER_ADMIN'), { kind: 'update', role: 'SUPER_ADMIN', active: true }, target('SUPER_ADMIN'), 1, null],
  ];
  it.each(cases)('%s → %s', (_name, who, change, whom, superAdmins, expected) => {
    expect(adminChangeRefusal(who, change, whom, superAdmins)?.code ?? null).toBe(expected);
  });

  it('answers deactivating oneself with the 409 the console knows, every other refusal with 403', () => {
    expect(refusalStatus('SELF_DEACTIVATION')).toBe(409);
    expect(refusalStatus('LAST_SUPER_ADMIN')).toBe(403);
  });
});
