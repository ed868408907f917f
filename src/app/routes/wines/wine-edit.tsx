import { useLoaderData, useParams } from 'react-router';
import { notify } from '@/components/ui/notify';
import { createWineEditAction, createWineFormLoader } from '@/features/wine-form/wine-form-route';
import { WineFormPage } from '@/features/wine-form/wine-form-page';
import { categoriesApi, referenceApi, winesApi } from '@/state/api';

export const loader = createWineFormLoader({ wines: winesApi, reference: referenceApi, categories: categoriesApi });

export const action = createWineEditAction({ wines: winesApi, notify });

export function Component() {
  const data = useLoaderData<typeof loader>();
  const { id = '' } = useParams();
  return <WineFormPage mode="edit" id={id} data={data} loadRegions={referenceApi.regions} />;
}
