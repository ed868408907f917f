import { describe, expect, it } from 'vitest';
import {
  adminChangeRefusal,
  assignableRoles,
  can,
  offeredAdminActions,
  PERMISSIONS,
  refusalStatus,
  type AdminChange,
  type AdminTarget,
} from './permissions';
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
});

describe('who may change which admin', () => {
  const cases: [string, ReturnType<typeof actor>, AdminChange, AdminTarget | null, number, string | null][] = [
    [
      'a viewer resets a super admin’s password',
      actor('VIEWER'),
      { kind: 'reset-password' },
      target('SUPER_ADMIN'),
      1,
      'ROLE_FORBIDDEN',
    ],
    ['an editor creates a viewer', actor('EDITOR'), { kind: 'create', role: 'VIEWER' }, null, 1, 'ROLE_FORBIDDEN'],
    ['an admin creates an editor', actor('ADMIN'), { kind: 'create', role: 'EDITOR' }, null, 1, null],
    ['an admin creates an admin', actor('ADMIN'), { kind: 'create', role: 'ADMIN' }, null, 1, null],
    [
      'an admin creates a super admin',
      actor('ADMIN'),
      { kind: 'create', role: 'SUPER_ADMIN' },
      null,
      1,
      'ROLE_ABOVE_OWN',
    ],
    [
      'an admin edits a super admin',
      actor('ADMIN'),
      { kind: 'update', role: 'SUPER_ADMIN', active: true },
      target('SUPER_ADMIN'),
      2,
      'TARGET_ABOVE_ROLE',
    ],
    [
      'an admin deactivates a super admin',
      actor('ADMIN'),
      { kind: 'deactivate' },
      target('SUPER_ADMIN'),
      2,
      'TARGET_ABOVE_ROLE',
    ],
    [
      'an admin unlocks a super admin',
      actor('ADMIN'),
      { kind: 'unlock' },
      target('SUPER_ADMIN'),
      2,
      'TARGET_ABOVE_ROLE',
    ],
    [
      'an admin changes a super admin’s avatar',
      actor('ADMIN'),
      { kind: 'avatar' },
      target('SUPER_ADMIN'),
      2,
      'TARGET_ABOVE_ROLE',
    ],
    [
      'an admin promotes an editor to super admin',
      actor('ADMIN'),
      { kind: 'update', role: 'SUPER_ADMIN', active: true },
      target('EDITOR'),
      1,
      'ROLE_ABOVE_OWN',
    ],
    ['an admin unlocks an editor', actor('ADMIN'), { kind: 'unlock' }, target('EDITOR'), 1, null],
    [
      'an admin edits their own record, keeping the role',
      actor('ADMIN', 'me'),
      { kind: 'update', role: 'ADMIN', active: true },
      target('ADMIN', 'me'),
      1,
      null,
    ],
    [
      'a super admin demotes themself',
      actor('SUPER_ADMIN', 'me'),
      { kind: 'update', role: 'ADMIN', active: true },
      target('SUPER_ADMIN', 'me'),
      2,
      'SELF_ROLE_CHANGE',
    ],
    [
      'an admin deactivates themself',
      actor('ADMIN', 'me'),
      { kind: 'deactivate' },
      target('ADMIN', 'me'),
      1,
      'SELF_DEACTIVATION',
    ],
    [
      'an admin resets their own password here',
      actor('ADMIN', 'me'),
      { kind: 'reset-password' },
      target('ADMIN', 'me'),
      1,
      'OWN_PASSWORD_RESET',
    ],
    [
      'a super admin deactivates the last other super admin',
      actor('SUPER_ADMIN'),
      { kind: 'deactivate' },
      target('SUPER_ADMIN'),
      2,
      null,
    ],
    [
      'a super admin deactivates the last active super admin',
      actor('SUPER_ADMIN'),
      { kind: 'deactivate' },
      target('SUPER_ADMIN'),
      1,
      'LAST_SUPER_ADMIN',
    ],
    [
      'a super admin demotes the last active super admin',
      actor('SUPER_ADMIN'),
      { kind: 'update', role: 'ADMIN', active: true },
      target('SUPER_ADMIN'),
      1,
      'LAST_SUPER_ADMIN',
    ],
    [
      'the last active super admin demotes themself',
      actor('SUPER_ADMIN', 'me'),
      { kind: 'update', role: 'ADMIN', active: true },
      target('SUPER_ADMIN', 'me'),
      1,
      'LAST_SUPER_ADMIN',
    ],
    [
      'the last active super admin deactivates themself',
      actor('SUPER_ADMIN', 'me'),
      { kind: 'deactivate' },
      target('SUPER_ADMIN', 'me'),
      1,
      'LAST_SUPER_ADMIN',
    ],
    [
      'one of two super admins deactivates themself',
      actor('SUPER_ADMIN', 'me'),
      { kind: 'deactivate' },
      target('SUPER_ADMIN', 'me'),
      2,
      'SELF_DEACTIVATION',
    ],
    [
      'the last active super admin resets their own password here',
      actor('SUPER_ADMIN', 'me'),
      { kind: 'reset-password' },
      target('SUPER_ADMIN', 'me'),
      1,
      'OWN_PASSWORD_RESET',
    ],
    [
      'a super admin edits the last super admin’s name',
      actor('SUPER_ADMIN'),
      { kind: 'update', role: 'SUPER_ADMIN', active: true },
      target('SUPER_ADMIN'),
      1,
      null,
    ],
  ];
  it.each(cases)('%s → %s', (_name, who, change, whom, superAdmins, expected) => {
    expect(adminChangeRefusal(who, change, whom, superAdmins)?.code ?? null).toBe(expected);
  });

  it('answers deactivating oneself with the 409 the console knows, every other refusal with 403', () => {
    expect(refusalStatus('SELF_DEACTIVATION')).toBe(409);
    expect(refusalStatus('LAST_SUPER_ADMIN')).toBe(403);
  });
});

describe('what the console offers', () => {
  const row = (role: AdminRole, id = 'them', patch: Partial<{ active: boolean; locked: boolean }> = {}) => ({
    ...target(role, id),
    locked: false,
    ...patch,
  });
  it.each<[string, AdminRole | null, ReturnType<typeof row>, string[]]>([
    ['nothing to someone signed out', null, row('VIEWER'), []],
    ['a viewer nothing', 'VIEWER', row('VIEWER'), []],
    ['an editor nothing', 'EDITOR', row('VIEWER'), []],
    ['an admin nothing on a super admin', 'ADMIN', row('SUPER_ADMIN'), []],
    [
      'an admin everything on an editor, unlock when locked',
      'ADMIN',
      row('EDITOR', 'them', { locked: true }),
      ['edit', 'unlock', 'reset-password', 'deactivate'],
    ],
    [
      'an admin no deactivate for an inactive admin',
      'ADMIN',
      row('ADMIN', 'them', { active: false }),
      ['edit', 'reset-password'],
    ],
    ['anyone only Edit on themself', 'ADMIN', row('ADMIN', 'me'), ['edit']],
    [
      'a super admin everything on another super admin',
      'SUPER_ADMIN',
      row('SUPER_ADMIN'),
      ['edit', 'reset-password', 'deactivate'],
    ],
  ])('offers %s', (_name, role, whom, expected) => {
    expect([...offeredAdminActions(role ? actor(role) : null, whom)]).toEqual(expected);
  });

  it.each<[AdminRole | null, AdminRole[]]>([
    ['SUPER_ADMIN', ['SUPER_ADMIN', 'ADMIN', 'EDITOR', 'VIEWER']],
    ['ADMIN', ['ADMIN', 'EDITOR', 'VIEWER']],
    ['EDITOR', []],
    ['VIEWER', []],
    [null, []],
  ])('lets a %s grant %j', (role, roles) => {
    expect(assignableRoles(role)).toEqual(roles);
  });

  it('never offers what the rules refuse, for every role and target', () => {
    for (const actorRole of ADMIN_ROLES) {
      for (const targetRole of ADMIN_ROLES) {
        for (const id of ['me', 'them']) {
          const whom = row(targetRole, id, { locked: true });
          const offered = offeredAdminActions(actor(actorRole), whom);
          const allowed = (change: AdminChange) => adminChangeRefusal(actor(actorRole), change, whom, 2) === null;
          expect(offered.has('edit')).toBe(allowed({ kind: 'update', role: targetRole, active: true }));
          expect(offered.has('unlock')).toBe(allowed({ kind: 'unlock' }));
          expect(offered.has('reset-password')).toBe(allowed({ kind: 'reset-password' }));
          expect(offered.has('deactivate')).toBe(allowed({ kind: 'deactivate' }));
        }
      }
    }
  });
});
