import type { BulkResult } from '@/api/bulk';
import { adminChangeRefusal, type AdminActor, type AdminChange } from '@/api/permissions';
import type { AdminRole, FieldError } from '@/api/types';
import { db } from '../../core/db';
import type { AdminRecord } from '../../core/db';
import {
  CHANGED_SINCE,
  changedSince,
  fieldsOf,
  restoredFields,
  runBulk,
  undoBulk,
  type BulkItemRecord,
  type ItemChange,
  type ItemRefusal,
} from '../../core/bulk-operations';
import { selectBulkTargets } from '../../core/bulk-request';
import { nowIso } from '../../core/mock-config';
import { deactivateAdmin, isLocked, unlockAdmin, updateAdmin } from '../auth/auth-model';
import type { ParsedUserBulkRequest } from '@/api/requests/users';
import { parseUserListQuery, selectAdmins } from './user-query';

/**
 * `POST /users/bulk` and its undo. Each admin follows the rules on a target of the single-item
 * endpoints (`adminChangeRefusal` in src/api/permissions.ts), with the active super admins counted
 * before each item, so a bulk deactivation of every super admin stops at the last one.
 */

const ALREADY_INACTIVE: ItemRefusal = { code: 'ADMIN_ALREADY_INACTIVE', message: 'This admin is already inactive.' };
const NOT_LOCKED: ItemRefusal = { code: 'ADMIN_NOT_LOCKED', message: 'This admin is not locked.' };
const ALREADY_HAS_ROLE: ItemRefusal = { code: 'ADMIN_ALREADY_HAS_ROLE', message: 'This admin already has this role.' };

const activeSuperAdmins = () => db.admins.all().filter((admin) => admin.role === 'SUPER_ADMIN' && admin.active).length;
const countsAsSuperAdmin = (admin: Pick<AdminRecord, 'role' | 'active'> | undefined) =>
  admin?.role === 'SUPER_ADMIN' && admin.active ? 1 : 0;
const actorOf = (admin: AdminRecord): AdminActor => ({ id: admin.id, role: admin.role });

/** Checks the body (`role` for SET_ROLE; the filter's values, as the list reads them) and runs the action: the 422 entries, or the result. */
export async function changeAdmins(
  body: ParsedUserBulkRequest,
  caller: AdminRecord,
  operationId?: string,
): Promise<{ errors: FieldError[] } | { result: BulkResult }> {
  const errors: FieldError[] = [];
  const { action, role } = body;
  if (action === 'SET_ROLE' && role === undefined) errors.push({ field: 'role', message: 'Role is required' });
  const selection = selectBulkTargets(body, {
    rows: db.admins.all(),
    parseQuery: parseUserListQuery,
    select: selectAdmins,
    noun: 'admins',
  });
  if (!selection.ok) errors.push(...selection.errors);
  if (errors.length > 0 || !selection.ok) return { errors };
  const actor = actorOf(caller);
  let superAdmins = activeSuperAdmins();
  const change = async (admin: AdminRecord): Promise<ItemChange> => {
    const wanted: AdminChange =
      action === 'DEACTIVATE'
        ? { kind: 'deactivate' }
        : action === 'UNLOCK'
          ? { kind: 'unlock' }
          : { kind: 'update', role: role ?? admin.role, active: admin.active };
    const refused = adminChangeRefusal(actor, wanted, admin, superAdmins) ?? stateRefusal(admin, action, role);
    if (refused) return { refused };
    const updated =
      action === 'DEACTIVATE'
        ? await deactivateAdmin(admin.id)
        : action === 'UNLOCK'
          ? await unlockAdmin(admin.id)
          : await setRole(admin.id, role ?? admin.role);
    if (!updated) throw new Error('The admin went during their own update');
    superAdmins += countsAsSuperAdmin(updated) - countsAsSuperAdmin(admin);
    const keys: (keyof AdminRecord & string)[] =
      action === 'DEACTIVATE'
        ? ['active', 'updatedAt']
        : action === 'UNLOCK'
          ? ['locked', 'lockedUntil', 'failedLoginAttempts', 'updatedAt']
          : ['role', 'updatedAt'];
    return { set: fieldsOf(updated, keys) };
  };
  const result = await runBulk({
    resource: 'users',
    action,
    actorId: caller.id,
    targets: selection.targets,
    notFoundMessage: 'Admin not found',
    label: (admin) => admin.email,
    change,
    operationId,
  });
  return { result };
}

/** Why the action would change nothing on this admin. */
function stateRefusal(
  admin: AdminRecord,
  action: ParsedUserBulkRequest['action'],
  role: AdminRole | undefined,
): ItemRefusal | null {
  if (action === 'DEACTIVATE') return admin.active ? null : ALREADY_INACTIVE;
  if (action === 'UNLOCK') return isLocked(admin) ? null : NOT_LOCKED;
  return admin.role === role ? ALREADY_HAS_ROLE : null;
}

function setRole(id: string, role: AdminRole): Promise<AdminRecord | undefined> {
  return updateAdmin(id, (row) => {
    row.role = role;
    row.updatedAt = nowIso();
  });
}

/**
 * `POST /users/bulk/{operationId}/undo`: each admin the action changed gets the fields it set back
 * (a deactivated admin is active again; their revoked sessions stay revoked), unless they changed
 * since (`CHANGED_SINCE`), or the rules on a target refuse the change back now (a demotion that
 * would leave no active super admin is `LAST_SUPER_ADMIN`).
 */
export function undoUserBulk(operationId: string, caller: AdminRecord): Promise<Response> {
  return undoBulk({
    resource: 'users',
    operationId,
    actorId: caller.id,
    restorer: () => {
      const actor = actorOf(caller);
      const admins = new Map<string, AdminRecord>(db.admins.all().map((admin) => [admin.id, admin]));
      let superAdmins = activeSuperAdmins();
      return async (item: BulkItemRecord<'users'>) => {
        const current = admins.get(item.id);
        if (!current || changedSince(current, item)) return CHANGED_SINCE;
        const fields = restoredFields(item);
        const refused = adminChangeRefusal(
          actor,
          { kind: 'update', role: fields.role ?? current.role, active: fields.active ?? current.active },
          current,
          superAdmins,
        );
        if (refused) return refused;
        const restored = await updateAdmin(item.id, (row) => {
          Object.assign(row, fields);
        });
        if (restored) {
          superAdmins += countsAsSuperAdmin(restored) - countsAsSuperAdmin(current);
          admins.set(restored.id, restored);
        }
        return null;
      };
    },
  });
}
