import { useLoaderData } from 'react-router';
import { createAnalyticsLoader } from '@/features/analytics/analytics-loader';
import { AnalyticsPage } from '@/features/analytics/analytics-page';
import { analyticsApi, referenceApi } from '@/state/api';

export const loader = createAnalyticsLoader({ analytics: analyticsApi, countries: referenceApi.countries });

export function Component() {
  const data = useLoaderData<typeof loader>();
  return <AnalyticsPage data={data} />;
}
