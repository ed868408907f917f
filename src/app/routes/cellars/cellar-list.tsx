import { useLoaderData } from 'react-router';
import { createCellarListLoader } from '@/features/cellars/cellar-list-loader';
import { CellarListPage } from '@/features/cellars/cellar-list-page';
import { cellarsApi, referenceApi } from '@/state/api';

export const loader = createCellarListLoader({ cellars: cellarsApi, countries: referenceApi.countries });

export function Component() {
  const data = useLoaderData<typeof loader>();
  return <CellarListPage data={data} />;
}
