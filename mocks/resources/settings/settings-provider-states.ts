import { AUDIT_OUTCOMES, AUDIT_TARGET_TYPES } from '@/api/audit';
import { ADMIN_ROLES } from '@/api/types';
import { SIGN_IN_FAILURE_REASONS } from '@/api/wire-enums';
import { findAdminByEmail, updateAdmin } from '../auth/auth-model';
import { db } from '../../core/db';
import { PACT_CALLER_EMAIL } from '../users/admin-provider-states';
import { signInCaller } from '../users/admin-provider-states';
import { optionalTextParam, textParam } from '../../core/provider-state-params';
import type { ProviderStateParams, ProviderStateSetup } from '../../core/provider-state-params';

/** The provider states of the settings and the audit log; contracts/README.md says what each means. */
export const SETTINGS_PROVIDER_STATES = {
  /**
   * params: brandName, companyName, enforceTwoFactor, lockoutThreshold, accessTokenMinutes,
   * updatedAt, accessToken, callerRole (the signed-in caller's role, SUPER_ADMIN unless given).
   */
  settingsExist: 'the system settings have brand name {brandName} and the caller has role {callerRole}',
  /**
   * params: id, at, action, actorId, actorEmail, targetType, targetId, targetLabel, accessToken;
   * optionally outcome (default success), and for a failed sign-in signInEmail, signInReason and
   * clientAddress (then actorId and actorEmail may be left out: nobody was signed in). The audit log
   * holds exactly this one event.
   */
  auditEventExists: 'the audit log holds exactly event {id} ({action})',
} as const;

export type SettingsProviderStateName = (typeof SETTINGS_PROVIDER_STATES)[keyof typeof SETTINGS_PROVIDER_STATES];

function whole(params: ProviderStateParams, name: string): number {
  const value = params[name];
  if (typeof value !== 'number' || !Number.isInteger(value)) throw new Error(`param "${name}" must be a whole number`);
  return value;
}

export const SETTINGS_PACT_PROVIDER_STATES: Record<SettingsProviderStateName, ProviderStateSetup> = {
  [SETTINGS_PROVIDER_STATES.settingsExist]: async (params) => {
    if (typeof params.enforceTwoFactor !== 'boolean') throw new Error('param "enforceTwoFactor" must be true or false');
    db.settings.deleteMany((q) => q.where({ id: 'system' }));
    await db.settings.create({
      id: 'system',
      brandName: textParam(params, 'brandName'),
      companyName: textParam(params, 'companyName'),
      enforceTwoFactor: params.enforceTwoFactor,
      lockoutThreshold: whole(params, 'lockoutThreshold'),
      lockoutMinutes: params.lockoutMinutes === undefined ? 15 : whole(params, 'lockoutMinutes'),
      accessTokenMinutes: whole(params, 'accessTokenMinutes'),
      updatedAt: textParam(params, 'updatedAt'),
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
    const outcome = AUDIT_OUTCOMES.find((o) => o === (optionalTextParam(params, 'outcome') ?? 'success'));
    if (!outcome) throw new Error(`param "outcome" must be one of ${AUDIT_OUTCOMES.join(', ')}`);
    const signInReason = optionalTextParam(params, 'signInReason');
    const reason = SIGN_IN_FAILURE_REASONS.find((r) => r === signInReason) ?? null;
    if (signInReason !== undefined && !reason)
      throw new Error(`param "signInReason" must be one of ${SIGN_IN_FAILURE_REASONS.join(', ')}`);
    db.auditEvents.deleteMany((q) => q.where({ id: (id) => id.length > 0 }));
    await db.auditEvents.create({
      id: textParam(params, 'id'),
      at: textParam(params, 'at'),
      actorId: reason ? (optionalTextParam(params, 'actorId') ?? null) : textParam(params, 'actorId'),
      actorEmail: reason ? (optionalTextParam(params, 'actorEmail') ?? null) : textParam(params, 'actorEmail'),
      action: textParam(params, 'action'),
      targetType,
      targetId: textParam(params, 'targetId'),
      targetLabel: textParam(params, 'targetLabel'),
      outcome,
      signInEmail: reason ? textParam(params, 'signInEmail') : null,
      signInReason: reason,
      clientAddress: reason ? textParam(params, 'clientAddress') : null,
    });
    await signInCaller(params);
  },
};
