import { useAtomValue } from 'jotai';
import { useLoaderData } from 'react-router';
import { createDashboardLoader } from '@/features/dashboard/dashboard-loader';
import { DashboardPage } from '@/features/dashboard/dashboard-page';
import { analyticsApi, auditApi, systemApi, usersApi } from '@/state/api';
import { sessionAtom } from '@/state/session';

export const loader = createDashboardLoader({ system: systemApi, users: usersApi, analytics: analyticsApi, audit: auditApi });

export function Component() {
  const data = useLoaderData<typeof loader>();
  const user = useAtomValue(sessionAtom)?.user;
  return <DashboardPage data={data} user={user} />;
}
