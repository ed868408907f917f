import { AUDIT_TARGET_TYPES } from '@/api/audit';
import { ADMIN_ROLES } from '@/api/types';
import { findAdminByEmail, updateAdmin } from './auth-model';
import { db } from './db';
import { PACT_CALLER_EMAIL } from './provider-state-names';
import { signInCaller } from './provider-state-admins';

type Params = Record<string, unknown>;
type Setup = (params: Params) => Promise<void>;

/** The provider states of the settings and the audit log; contracts/README.md says what each means. */
export const SETTINGS_PROVIDER_STATES = {
  /**
   * params: brandName, companyName, enforceTwoFactor, lockoutThreshold, accessTokenMinutes,
   * updatedAt, accessToken, callerRole (the signed-in caller's role, SUPER_ADMIN unless given).
   */
  settingsExist: 'the system settings have brand name {brandName} and the caller has role {callerRole}',
  /**
   * params: id, at, action, actorId, actorEmail, targetType, targetId, targetLabel, accessToken.
   * The audit log holds exactly this one event.
   */
  auditEventExists: 'the audit log holds exactly event {id} ({action})',
} as const;

export type SettingsProviderStateName = (typeof SETTINGS_PROVIDER_STATES)[keyof typeof SETTINGS_PROVIDER_STATES];

function text(params: Params, name: string): string {
  const value = params[name];
  if (typeof value !== 'string' || value.length === 0) throw new Error(`param "${name}" must be a non-empty string`);
  return value;
}

function whole(params: Params, name: string): number {
  const value = params[name];
  if (typeof value !== 'number' || !Number.isInteger(value)) throw new Error(`param "${name}" must be a whole number`);
  return value;
}

export const SETTINGS_PACT_PROVIDER_STATES: Record<SettingsProviderStateName, Setup> = {
  [SETTINGS_PROVIDER_STATES.settingsExist]: async (params) => {
    if (typeof params.enforceTwoFactor !== 'boolean') throw new Error('param "enforceTwoFactor" must be true or false');
    db.settings.deleteMany((q) => q.where({ id: 'system' }));
    await db.settings.create({
      id: 'system',
      brandName: text(params, 'brandName'),
      companyName: text(params, 'companyName'),
      enforceTwoFactor: params.enforceTwoFactor,
      lockoutThreshold: whole(params, 'lockoutThreshold'),
      accessTokenMinutes: whole(params, 'accessTokenMinutes'),
      updatedAt: text(params, 'updatedAt'),
    });
    await signInCaller(params);
    const callerRole = ADMIN_ROLES.find((r) => r === (params.callerRole ?? 'SUPER_ADMIN'));
    if (!callerRole) throw new Error(`param "callerRole" must be one of ${ADMIN_ROLES.join(', ')}`);
    const caller = findAdminByEmail(PACT_CALLER_EMAIL);
    if (caller) await updateAdmin(caller.id, (row) => void (row.role = callerRole));
  },
  [SETTINGS_PROVIDER_STATES.auditEventExists]: async (params) => {
    const targetType = AUDIT_TARGET_TYPES.find((t) => t === params.targetType);
    if (!targetType) throw new Error(`param "targetType" must be one of ${AUDIT_TARGET_TYPES.join(', ')}`);
    db.auditEvents.deleteMany((q) => q.where({ id: (id) => id.length > 0 }));
    await db.auditEvents.create({
      id: text(params, 'id'),
      at: text(params, 'at'),
      actorId: text(params, 'actorId'),
      actorEmail: text(params, 'actorEmail'),
      action: text(params, 'action'),
      targetType,
      targetId: text(params, 'targetId'),
      targetLabel: text(params, 'targetLabel'),
    });
    await signInCaller(params);
  },
};
