import { useLoaderData } from 'react-router';
import { createCellarListLoader } from '@/features/cellars/cellar-list-loader';
import { CellarListPage } from '@/features/cellars/cellar-list-page';
import { withSavedViews } from '@/components/data-list/saved-view-loader';
import { cellarsApi, referenceApi, savedViewsApi } from '@/state/api';

export const loader = withSavedViews(
  createCellarListLoader({ cellars: cellarsApi, countries: referenceApi.countries }),
  'cellars',
  savedViewsApi,
);

export function Component() {
  const data = useLoaderData<typeof loader>();
  return <CellarListPage data={data} views={savedViewsApi} />;
}
