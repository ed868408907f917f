import { useLoaderData } from 'react-router';
import { notify } from '@/components/ui/notify';
import { createWineCreateAction, createWineFormLoader } from '@/features/wine-form/wine-form-route';
import { WineFormPage } from '@/features/wine-form/wine-form-page';
import { categoriesApi, referenceApi, winesApi } from '@/state/api';

export const loader = createWineFormLoader({ wines: winesApi, reference: referenceApi, categories: categoriesApi });

export const action = createWineCreateAction({ wines: winesApi, notify });

export function Component() {
  const data = useLoaderData<typeof loader>();
  return <WineFormPage mode="create" data={data} loadRegions={referenceApi.regions} />;
}
