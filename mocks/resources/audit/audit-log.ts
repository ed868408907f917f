import type { AuditOutcome, AuditTargetType } from '@/api/audit';
import type { SignInFailureReason } from '@/api/wire-enums';
import { findAdminById } from '../auth/auth-model';
import { db } from '../../core/db';
import type { AuditEventRecord } from '../../core/db';
import { nowIso } from '../../core/mock-config';

import { SETTINGS_TARGET } from './audit-targets';

export { SETTINGS_TARGET };

export interface AuditActor {
  id: string;
  email: string;
}

export interface AuditEntry {
  actor: AuditActor | null;
  action: string;
  targetType: AuditTargetType;
  targetId: string | null;
  targetLabel: string | null;
  /** Default `success`. */
  outcome?: AuditOutcome;
  /** A failed sign-in, or the lock it caused: what was tried, why it failed, and from where. */
  signIn?: AuditSignIn;
}

export interface AuditSignIn {
  /** Trimmed and lower-cased; null when the request named none that could be read. */
  email: string | null;
  reason: SignInFailureReason;
  clientAddress: string;
}

/** Appends one event at the mock's clock; events are never edited or removed. */
export function appendAuditEvent(entry: AuditEntry): Promise<AuditEventRecord> {
  return db.auditEvents.create({
    id: crypto.randomUUID(),
    at: nowIso(),
    actorId: entry.actor?.id ?? null,
    actorEmail: entry.actor?.email ?? null,
    action: entry.action,
    targetType: entry.targetType,
    targetId: entry.targetId,
    targetLabel: entry.targetLabel,
    outcome: entry.outcome ?? 'success',
    signInEmail: entry.signIn?.email ?? null,
    signInReason: entry.signIn?.reason ?? null,
    clientAddress: entry.signIn?.clientAddress ?? null,
  });
}

/** The human name of a target as it is now (admin e-mail, wine, category or cellar name), or null when it is gone. */
export function auditTargetLabel(type: AuditTargetType, id: string | null): string | null {
  if (id === null) return null;
  switch (type) {
    case 'ADMIN':
      return findAdminById(id)?.email ?? null;
    case 'WINE':
      return db.wines.findFirst((q) => q.where({ id }))?.name ?? null;
    case 'CATEGORY':
      return db.categories.findFirst((q) => q.where({ id }))?.name ?? null;
    case 'CELLAR':
      return db.cellars.findFirst((q) => q.where({ id }))?.name ?? null;
    case 'SETTINGS':
      return SETTINGS_TARGET.label;
    default:
      return null;
  }
}
