import { AUDIT_ACTIONS, AUDIT_TARGET_TYPES, type AuditQuery, type AuditTargetType } from '@/api/audit';
import { parsePageParam, parseSizeParam, pickParam } from '@/lib/list-params';

export const AUDIT_PAGE_SIZES = [20, 50, 100] as const;
export type AuditPageSize = (typeof AUDIT_PAGE_SIZES)[number];

export interface AuditLogState {
  /** 1-based. */
  page: number;
  size: AuditPageSize;
  action: string;
  targetType: AuditTargetType | '';
}

/** Reads the audit log view from the URL leniently: anything unknown falls back to the default. */
export function parseAuditLogParams(params: URLSearchParams): AuditLogState {
  const action = params.get('action') ?? '';
  return {
    page: parsePageParam(params.get('page')),
    size: parseSizeParam(AUDIT_PAGE_SIZES, params.get('size'), 20),
    action: (AUDIT_ACTIONS as readonly string[]).includes(action) ? action : '',
    targetType: pickParam(['', ...AUDIT_TARGET_TYPES] as const, params.get('targetType'), ''),
  };
}

export function serializeAuditLogParams(state: AuditLogState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.page > 1) params.set('page', String(state.page));
  if (state.size !== 20) params.set('size', String(state.size));
  if (state.action) params.set('action', state.action);
  if (state.targetType) params.set('targetType', state.targetType);
  return params;
}

export function toAuditQuery(state: AuditLogState): AuditQuery {
  return {
    page: state.page - 1,
    size: state.size,
    sort: 'at,desc',
    ...(state.action && { action: state.action }),
    ...(state.targetType && { targetType: state.targetType }),
  };
}
