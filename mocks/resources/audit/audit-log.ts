import type { AuditOutcome, AuditTargetType } from '@/api/audit';
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
