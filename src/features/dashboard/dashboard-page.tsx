import { Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useAtomValue } from 'jotai';
import { useMemo } from 'react';
import type { AdminUser } from '@/api/types';
import { analyticsDatasets } from '@/components/charts/analytics-datasets';
import { AfterFirstPaint } from '@/components/after-first-paint';
import { t } from '@/lib/i18n';
import { brandAtom } from '@/state/brand';
import { ChartFigure } from '@/components/charts/chart-figure';
import { AdminFigures } from './admin-figures';
import type { DashboardData } from './dashboard-loader';
import { KpiCards } from './kpi-cards';
import { RecentActivity } from './recent-activity';
import { StatusCards } from './status-cards';

/** The greeting of the hour, with the first name when there is one. */
function greeting(hour: number, firstName: string): string {
  const time = hour < 12 ? 'morning' : hour < 18 ? 'afternoon' : 'evening';
  return firstName
    ? t('dashboard.greeting.named', { time, name: firstName })
    : t('dashboard.greeting.anonymous', { time });
}

/** What follows the key figures: two small charts, recent activity, the admins and the system. */
function DashboardDetails({
  data,
  user,
}: {
  data: DashboardData;
  user: Pick<AdminUser, 'fullName' | 'email' | 'role'> | undefined;
}) {
  const charts = useMemo(() => {
    if (!data.lastMonth) return null;
    const all = analyticsDatasets(data.lastMonth);
    return [all.winesByType, { ...all.signIns, title: t('dashboard.charts.signInsTitle') }];
  }, [data.lastMonth]);

  return (
    <>
      <SimpleGrid columns={{ base: 1, lg: 3 }} gap="4" alignItems="stretch">
        {charts ? (
          charts.map((dataset) => <ChartFigure key={dataset.id} dataset={dataset} height="280px" />)
        ) : (
          <Text color="fg.muted">{t('dashboard.charts.loadFailed')}</Text>
        )}
        <RecentActivity events={data.recent} />
      </SimpleGrid>
      <AdminFigures figures={data.adminFigures} />
      <StatusCards system={data.system} user={user} />
    </>
  );
}

/**
 * The landing page: key figures, two small charts, recent activity, the admins and the system. The
 * greeting and the key figures are drawn first, the rest in a render of its own right after
 * (`AfterFirstPaint`), so the figures a sign-in lands on do not wait for the charts and lists
 * below them.
 */
export function DashboardPage({
  data,
  user,
}: {
  data: DashboardData;
  user: Pick<AdminUser, 'fullName' | 'email' | 'role'> | undefined;
}) {
  const firstName = user?.fullName.split(/\s+/)[0] ?? '';
  const { brandName } = useAtomValue(brandAtom);

  return (
    <Stack gap="6">
      <Stack gap="1">
        <Heading as="h2" size="2xl">
          {greeting(new Date().getHours(), firstName)}
        </Heading>
        <Text color="fg.muted">{t('dashboard.intro', { brandName })}</Text>
      </Stack>
      <KpiCards summary={data.summary} />
      <AfterFirstPaint>
        <DashboardDetails data={data} user={user} />
      </AfterFirstPaint>
    </Stack>
  );
}
