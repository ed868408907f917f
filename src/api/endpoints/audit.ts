import { AUDIT_LIST } from '@/api/lists/audit';
import { defineEndpoints, LIST_ERRORS, listQuery } from './define';

/** The audit log (read-only). */
export const AUDIT_ENDPOINTS = defineEndpoints({
  'GET /audit-events': {
    tag: 'Audit',
    summary: 'The audit log',
    access: 'audit.read',
    query: listQuery(AUDIT_LIST),
    success: { status: 200, schema: 'auditPageSchema', description: 'A page of events, newest first by default.' },
    errors: LIST_ERRORS,
  },
});
