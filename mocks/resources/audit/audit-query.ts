import { AUDIT_LIST } from '@/api/audit';
import type { AuditEvent, AuditListCriteria } from '@/api/audit';
import type { ParsedListQuery } from '@/api/list-spec';
import type { Page } from '@/api/types';
import type { AuditEventRecord } from '../../core/db';
import { pageOf } from '../../core/query-params';

/** Reads `GET /audit-events` (the list spec in src/api/audit.ts): every problem reported, unknown parameters ignored. */
export function parseAuditQuery(params: URLSearchParams): ParsedListQuery<AuditListCriteria> {
  return AUDIT_LIST.parseQuery(params);
}

export function toAuditEvent(record: AuditEventRecord): AuditEvent {
  return {
    id: record.id,
    at: record.at,
    actor:
      record.actorId !== null && record.actorEmail !== null ? { id: record.actorId, email: record.actorEmail } : null,
    action: record.action,
    target: { type: record.targetType, id: record.targetId, label: record.targetLabel },
    outcome: record.outcome,
    ...(record.signInReason !== null && record.clientAddress !== null
      ? { signIn: { email: record.signInEmail, reason: record.signInReason, clientAddress: record.clientAddress } }
      : {}),
  };
}

function matches(event: AuditEventRecord, c: AuditListCriteria): boolean {
  if (c.action !== undefined && event.action !== c.action) return false;
  if (c.targetType !== undefined && event.targetType !== c.targetType) return false;
  if (c.outcome !== undefined && event.outcome !== c.outcome) return false;
  if (c.actorId !== undefined && event.actorId !== c.actorId) return false;
  if (c.from === undefined && c.to === undefined) return true;
  const at = Date.parse(event.at);
  return (c.from === undefined || at >= Date.parse(c.from)) && (c.to === undefined || at < Date.parse(c.to));
}

/**
 * One page of the matching events by time; events of the same instant keep the order they were
 * recorded in (reversed for `at,desc`), so the newest recorded comes first.
 */
export function listAuditEvents(events: readonly AuditEventRecord[], criteria: AuditListCriteria): Page<AuditEvent> {
  const sign = criteria.sortDirection === 'asc' ? 1 : -1;
  const decorated = events.flatMap((event, index) => (matches(event, criteria) ? [{ event, index }] : []));
  decorated.sort((a, b) => {
    if (a.event.at !== b.event.at) return a.event.at < b.event.at ? -sign : sign;
    return (a.index - b.index) * sign;
  });
  return pageOf(decorated, criteria.page, criteria.size, ({ event }) => toAuditEvent(event));
}
