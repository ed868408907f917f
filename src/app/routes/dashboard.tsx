import { useAtomValue } from 'jotai';
import { useLoaderData } from 'react-router';
import { DashboardPage } from '@/features/dashboard/dashboard-page';
import { sessionAtom } from '@/state/session';
import type { loader } from './dashboard-data';

export function Component() {
  const data = useLoaderData<typeof loader>();
  const user = useAtomValue(sessionAtom)?.user;
  return <DashboardPage data={data} user={user} />;
}
