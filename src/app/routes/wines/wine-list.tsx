import { useLoaderData } from 'react-router';
import { notify } from '@/components/ui/notify';
import { notifyWithUndo } from '@/components/ui/undo-toast';
import { createWineListAction } from '@/features/wines/wine-list-action';
import { createWineListLoader } from '@/features/wines/wine-list-loader';
import { WineListPage } from '@/features/wines/wine-list-page';
import { categoriesApi, referenceApi, savedViewsApi, winesApi } from '@/state/api';
import { withSavedViews } from '@/components/data-list/saved-view-loader';
import { uiHooks } from '@/state/api-hooks';

export const loader = withSavedViews(
  createWineListLoader({
    wines: winesApi,
    countries: referenceApi.countries,
    categories: categoriesApi.list,
    regions: referenceApi.regions,
  }),
  'wines',
  savedViewsApi,
);

export const action = createWineListAction({
  api: winesApi,
  notify,
  notifyWithUndo,
  revalidate: () => uiHooks().revalidate(),
});

export function Component() {
  const data = useLoaderData<typeof loader>();
  return <WineListPage data={data} list={winesApi.list} views={savedViewsApi} />;
}
