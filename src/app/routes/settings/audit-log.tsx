import { useLoaderData } from 'react-router';
import { AUDIT_LIST } from '@/api/audit';
import { createPagedListLoader } from '@/components/data-list/paged-list-loader';
import { AuditLogPage } from '@/features/settings/audit-log-page';
import { auditApi } from '@/state/api';

export const loader = createPagedListLoader(AUDIT_LIST, (query) => auditApi.list(query));

export function Component() {
  return <AuditLogPage data={useLoaderData<typeof loader>()} />;
}
