import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { AuditLogPage } from '@/features/settings/audit-log-page';
import { parseAuditLogParams, toAuditQuery } from '@/features/settings/audit-log-params';
import { auditApi } from '@/state/api';

export async function loader({ request }: LoaderFunctionArgs) {
  return auditApi.list(toAuditQuery(parseAuditLogParams(new URL(request.url).searchParams)));
}

export function Component() {
  return <AuditLogPage events={useLoaderData<typeof loader>()} />;
}
