import { useLoaderData } from 'react-router';
import { notify } from '@/components/ui/notify';
import { createCellarDetailAction } from '@/features/cellars/cellar-detail-action';
import { createCellarDetailLoader } from '@/features/cellars/cellar-detail-loader';
import { CellarDetailPage } from '@/features/cellars/cellar-detail-page';
import { cellarsApi, referenceApi } from '@/state/api';

export const loader = createCellarDetailLoader({ cellars: cellarsApi, countries: referenceApi.countries });

export const action = createCellarDetailAction({ api: cellarsApi, notify });

export function Component() {
  const data = useLoaderData<typeof loader>();
  return <CellarDetailPage data={data} />;
}
