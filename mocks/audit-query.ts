import { AUDIT_SORTS, AUDIT_TARGET_TYPES, DEFAULT_AUDIT_PAGE_SIZE, DEFAULT_AUDIT_SORT, MAX_AUDIT_PAGE_SIZE } from '@/api/audit';
import type { AuditEvent, AuditSort, AuditTargetType } from '@/api/audit';
import type { FieldError, Page } from '@/api/types';
import type { AuditEventRecord } from './db';
import { createQueryReader, pageOf } from './query-params';
import { MAX_USER_PAGE } from './users-query';

export const MAX_AUDIT_TEXT_LENGTH = 100;
const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/;

export interface AuditListCriteria {
  page: number;
  size: number;
  sort: AuditSort;
  action?: string;
  targetType?: AuditTargetType;
  actorId?: string;
  /** Epoch milliseconds, inclusive. */
  from?: number;
  /** Epoch milliseconds, exclusive. */
  to?: number;
}

export type ParsedAuditQuery = { ok: true; criteria: AuditListCriteria } | { ok: false; errors: FieldError[] };

/** Reads `GET /audit-events` query parameters like the other lists: every problem reported, unknown ones ignored. */
export function parseAuditQuery(params: URLSearchParams): ParsedAuditQuery {
  const errors: FieldError[] = [];
  const { single, wholeNumber, oneOf } = createQueryReader(params, errors);
  const text = (field: string, label: string): string | undefined => {
    const raw = single(field, label)?.trim();
    if (raw === undefined) return undefined;
    if (raw.length === 0 || raw.length > MAX_AUDIT_TEXT_LENGTH) {
      errors.push({ field, message: `${label} must be 1 to ${MAX_AUDIT_TEXT_LENGTH} characters` });
      return undefined;
    }
    return raw;
  };
  const instant = (field: string, label: string): number | undefined => {
    const raw = single(field, label);
    if (raw === undefined) return undefined;
    const value = ISO_INSTANT.test(raw) ? Date.parse(raw) : NaN;
    if (Number.isFinite(value)) return value;
    errors.push({ field, message: `${label} must be an ISO-8601 date-time, e.g. 2026-11-01T00:00:00Z` });
    return undefined;
  };

  const sortRaw = single('sort', 'Sort') ?? DEFAULT_AUDIT_SORT;
  const sort = AUDIT_SORTS.find((s) => s === sortRaw.toLowerCase());
  if (!sort) errors.push({ field: 'sort', message: `Sort must be one of ${AUDIT_SORTS.join(', ')}` });
  const targetType = oneOf('targetType', 'Target type', AUDIT_TARGET_TYPES);
  const criteria: AuditListCriteria = {
    page: wholeNumber('page', 'Page', 0, MAX_USER_PAGE) ?? 0,
    size: wholeNumber('size', 'Size', 1, MAX_AUDIT_PAGE_SIZE) ?? DEFAULT_AUDIT_PAGE_SIZE,
    sort: sort ?? DEFAULT_AUDIT_SORT,
  };
  const action = text('action', 'Action');
  const actorId = text('actorId', 'Actor id');
  const from = instant('from', 'From');
  const to = instant('to', 'To');
  if (from !== undefined && to !== undefined && from > to) errors.push({ field: 'to', message: 'To must not be before from' });
  Object.assign(criteria, {
    ...(action !== undefined && { action }),
    ...(targetType !== undefined && { targetType }),
    ...(actorId !== undefined && { actorId }),
    ...(from !== undefined && { from }),
    ...(to !== undefined && { to }),
  });
  return errors.length > 0 ? { ok: false, errors } : { ok: true, criteria };
}

export function toAuditEvent(record: AuditEventRecord): AuditEvent {
  return {
    id: record.id,
    at: record.at,
    actor: record.actorId !== null && record.actorEmail !== null ? { id: record.actorId, email: record.actorEmail } : null,
    action: record.action,
    target: { type: record.targetType, id: record.targetId, label: record.targetLabel },
  };
}

function matches(event: AuditEventRecord, c: AuditListCriteria): boolean {
  if (c.action !== undefined && event.action !== c.action) return false;
  if (c.targetType !== undefined && event.targetType !== c.targetType) return false;
  if (c.actorId !== undefined && event.actorId !== c.actorId) return false;
  if (c.from === undefined && c.to === undefined) return true;
  const at = Date.parse(event.at);
  return (c.from === undefined || at >= c.from) && (c.to === undefined || at < c.to);
}

/**
 * One page of the matching events by time; events of the same instant keep the order they were
 * recorded in (reversed for `at,desc`), so the newest recorded comes first.
 */
export function listAuditEvents(events: readonly AuditEventRecord[], criteria: AuditListCriteria): Page<AuditEvent> {
  const sign = criteria.sort === 'at,asc' ? 1 : -1;
  const decorated = events.flatMap((event, index) => (matches(event, criteria) ? [{ event, index }] : []));
  decorated.sort((a, b) => {
    if (a.event.at !== b.event.at) return a.event.at < b.event.at ? -sign : sign;
    return (a.index - b.index) * sign;
  });
  return pageOf(decorated, criteria.page, criteria.size, ({ event }) => toAuditEvent(event));
}
