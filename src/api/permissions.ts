import type { ROUTE_PATTERNS } from '@/config/paths';
import type { AdminId } from './types';
import { ADMIN_ROLES, type AdminRole } from './wire-enums';

/**
 * Who may do what, as data: the one definition the console (what it offers), the mock backend
 * (what it enforces) and the contract (what it documents and tests) all read. Each endpoint names
 * the permission it needs in its declaration (src/api/endpoints/, `access`; `ENDPOINT_PERMISSIONS`
 * there lists them).
 *
 * - SUPER_ADMIN: everything, including other super admins and the security settings.
 * - ADMIN: manages admins (never a super admin, never granting a role above its own) and all content.
 * - EDITOR: edits wines, categories and cellars; no user management.
 * - VIEWER: reads the console's data, changes only its own profile.
 */

const EVERYONE = ADMIN_ROLES;
const MANAGERS = ['SUPER_ADMIN', 'ADMIN'] as const satisfies readonly AdminRole[];
const EDITORS = ['SUPER_ADMIN', 'ADMIN', 'EDITOR'] as const satisfies readonly AdminRole[];

/** Each permission and the roles that hold it. */
export const PERMISSIONS = {
  /** One's own profile, password, avatar, theme, sessions and saved views. */
  'profile.manage': EVERYONE,
  'users.read': EVERYONE,
  /** Create, edit, deactivate, unlock, reset passwords, avatars (target rules apply too). */
  'users.manage': MANAGERS,
  'wines.read': EVERYONE,
  'wines.write': EDITORS,
  'categories.write': EDITORS,
  'cellars.read': EVERYONE,
  'cellars.write': EDITORS,
  'analytics.read': EVERYONE,
  /** Everyone reads the log: the dashboard's recent activity is drawn from it. */
  'audit.read': EVERYONE,
  'settings.read': EVERYONE,
  /** Brand, company and appearance defaults. */
  'settings.write': MANAGERS,
  /** Enforced two-factor, lockout threshold, token lifetime. */
  'settings.security': ['SUPER_ADMIN'],
  'system.read': EVERYONE,
  'reference.read': EVERYONE,
} as const satisfies Record<string, readonly AdminRole[]>;

export type Permission = keyof typeof PERMISSIONS;

/** Whether a role holds a permission. */
export function can(role: AdminRole | null | undefined, permission: Permission): boolean {
  return role != null && (PERMISSIONS[permission] as readonly AdminRole[]).includes(role);
}

/** How powerful a role is: 0 for SUPER_ADMIN, then down the list. */
function roleRank(role: AdminRole): number {
  return ADMIN_ROLES.indexOf(role);
}

/** The status of each refusal: 403 Forbidden, but for deactivating oneself, a 409 the console already knows. */
export function refusalStatus(code: RefusalCode): 403 | 409 {
  return code === 'SELF_DEACTIVATION' ? 409 : 403;
}

export interface Refusal {
  code: RefusalCode;
  /** Written for people: the console may show it as it is. */
  message: string;
}

/** Why a call was refused (the `code` of the 403 body), and the message for people. */
export const REFUSAL_MESSAGES = {
  ROLE_FORBIDDEN: 'Your role does not allow this action.',
  TARGET_ABOVE_ROLE: 'Only a super admin can change a super admin’s account.',
  ROLE_ABOVE_OWN: 'You cannot grant a role above your own.',
  SELF_ROLE_CHANGE: 'You cannot change your own role.',
  LAST_SUPER_ADMIN: 'The last active super admin must stay an active super admin.',
  SELF_DEACTIVATION: 'You cannot deactivate your own account.',
  OWN_PASSWORD_RESET: 'Change your own password from your profile, with your current password.',
  /** `PUT /settings` changing a security setting without settings.security. */
  SECURITY_SETTINGS_FORBIDDEN: 'Only a super admin can change security settings.',
} as const;

export type RefusalCode = keyof typeof REFUSAL_MESSAGES;

const refusal = (code: RefusalCode): Refusal => ({ code, message: REFUSAL_MESSAGES[code] });

/** What an admin-management call would do to its target. */
export type AdminChange =
  | { kind: 'create'; role: AdminRole }
  | { kind: 'update'; role: AdminRole; active: boolean }
  | { kind: 'deactivate' }
  | { kind: 'unlock' }
  | { kind: 'reset-password' }
  | { kind: 'avatar' };

export interface AdminActor {
  id: AdminId;
  role: AdminRole;
}

export interface AdminTarget {
  id: AdminId;
  role: AdminRole;
  active: boolean;
}

/**
 * Whether `actor` may make `change` to `target` (absent for a create), or why not. The rules, in
 * the order they are checked: the role must manage users; an ADMIN may not touch a SUPER_ADMIN nor
 * grant a role above its own; nobody deactivates or demotes the last active SUPER_ADMIN (which only
 * that super admin could try); nobody changes their own role, deactivates themselves or resets
 * their own password here.
 * `activeSuperAdmins` counts the active SUPER_ADMINs before the change.
 */
export function adminChangeRefusal(
  actor: AdminActor,
  change: AdminChange,
  target: AdminTarget | null,
  activeSuperAdmins: number,
): Refusal | null {
  if (!can(actor.role, 'users.manage')) return refusal('ROLE_FORBIDDEN');
  const self = target !== null && target.id === actor.id;
  if (target && !self && roleRank(target.role) < roleRank(actor.role)) return refusal('TARGET_ABOVE_ROLE');
  if ((change.kind === 'create' || change.kind === 'update') && roleRank(change.role) < roleRank(actor.role))
    return refusal('ROLE_ABOVE_OWN');
  const deactivates = change.kind === 'deactivate' || (change.kind === 'update' && !change.active);
  const demotes = change.kind === 'update' && change.role !== 'SUPER_ADMIN';
  // Before the self rules: the last active super admin acting on themself hears the deeper reason.
  if (target?.role === 'SUPER_ADMIN' && target.active && (deactivates || demotes) && activeSuperAdmins <= 1)
    return refusal('LAST_SUPER_ADMIN');
  if (self && change.kind === 'update' && change.role !== target.role) return refusal('SELF_ROLE_CHANGE');
  if (self && deactivates) return refusal('SELF_DEACTIVATION');
  if (self && change.kind === 'reset-password') return refusal('OWN_PASSWORD_RESET');
  return null;
}

/** The admin-management actions a list row or an edit screen may offer. */
export type AdminAction = 'edit' | 'unlock' | 'reset-password' | 'deactivate';

/**
 * What `actor` may do to `target` as the console sees it: the same rules the server applies, with
 * the target's role and status unchanged by an edit. The console cannot count the active super
 * admins; the last-super-admin rule only ever meets a super admin acting on themself, whom the
 * self rules already refuse the same actions.
 */
export function offeredAdminActions(
  actor: AdminActor | null,
  target: AdminTarget & { locked: boolean },
): Set<AdminAction> {
  const offered = new Set<AdminAction>();
  if (!actor) return offered;
  const allowed = (change: AdminChange) => adminChangeRefusal(actor, change, target, Number.POSITIVE_INFINITY) === null;
  if (allowed({ kind: 'update', role: target.role, active: target.active })) offered.add('edit');
  if (target.locked && allowed({ kind: 'unlock' })) offered.add('unlock');
  if (allowed({ kind: 'reset-password' })) offered.add('reset-password');
  if (target.active && allowed({ kind: 'deactivate' })) offered.add('deactivate');
  return offered;
}

/** The roles `actor` may give an admin: its own and those below it (none without users.manage). */
export function assignableRoles(actorRole: AdminRole | null | undefined): AdminRole[] {
  if (!actorRole || !can(actorRole, 'users.manage')) return [];
  return ADMIN_ROLES.filter((role) => roleRank(role) >= roleRank(actorRole));
}

/**
 * The screens a role needs a permission to open, by their name in src/config/paths.ts; every other
 * signed-in screen is open to every role. The route table guards them and the sidebar hides them.
 */
export const PAGE_PERMISSIONS = {
  userCreate: 'users.manage',
  userEdit: 'users.manage',
  wineCreate: 'wines.write',
  wineEdit: 'wines.write',
} as const satisfies Partial<Record<keyof typeof ROUTE_PATTERNS, Permission>>;
