import { useLoaderData, useParams } from 'react-router';
import { notify } from '@/components/ui/notify';
import { createWineDetailAction } from '@/features/wines/wine-detail-action';
import { createWineDetailLoader } from '@/features/wines/wine-detail-loader';
import { WineDetailPage } from '@/features/wines/wine-detail-page';
import { referenceApi, winesApi } from '@/state/api';

export const loader = createWineDetailLoader({ wines: winesApi, countries: referenceApi.countries });

export const action = createWineDetailAction({ api: winesApi, notify });

export function Component() {
  const data = useLoaderData<typeof loader>();
  const { id = '' } = useParams();
  return <WineDetailPage id={id} data={data} />;
}
