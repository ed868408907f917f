import { ChakraProvider } from '@chakra-ui/react';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLoaderData } from 'react-router';
import type { Region } from '@/api/reference';
import type { Page } from '@/api/types';
import type { Wine, WineListQuery, WinesApi } from '@/api/wines';
import type { ToastSpec } from '@/api/error-catalogue';
import type { AdminRole } from '@/api/types';
import { system } from '@/theme/system';
import { signInAs } from './sign-in-as';
import { memorySavedViews } from './memory-saved-views';
import { withSavedViews, type SavedViewsData } from '@/components/data-list/saved-view-loader';
import { staticMatchMedia } from './jsdom-layout';
import { makeWine } from './make-wine';
import { createWineListAction } from '@/features/wines/wine-list-action';
import { createWineListLoader, type WineListLoaderData } from '@/features/wines/wine-list-loader';
import { WineListPage } from '@/features/wines/wine-list-page';

/** The API page of `wines` for a query, claiming `total` wines in all. */
export const pageOf = (wines: Wine[], query: WineListQuery = {}, total = wines.length): Page<Wine> => {
  const size = query.size ?? 20;
  return { content: wines, page: query.page ?? 0, size, totalElements: total, totalPages: Math.ceil(total / size) };
};

/** The router's current query parameters as an object. */
export const params = (router: { state: { location: { search: string } } }) =>
  Object.fromEntries(new URLSearchParams(router.state.location.search));

const REGIONS: Record<string, Region[]> = {
  FR: [
    { name: 'Bordeaux', countryCode: 'FR', appellations: [] },
    { name: 'Alsace', countryCode: 'FR', appellations: [] },
  ],
  IT: [{ name: 'Piedmont', countryCode: 'IT', appellations: [] }],
};

/** The wines list screen in a memory router at `url`, over `list` and fixed filter options, for a signed-in `role`. */
export function renderWineList(
  url: string,
  list: (query?: WineListQuery) => Promise<Page<Wine>>,
  role: AdminRole = 'SUPER_ADMIN',
  bulk: {
    api?: Partial<Pick<WinesApi, 'bulk' | 'undoBulk'>>;
    notify?: (toast: ToastSpec) => void;
    notifyWithUndo?: (toast: ToastSpec, undo: () => void) => void;
  } = {},
  views = memorySavedViews(),
) {
  signInAs(role);
  // A desktop's width: every column shows by default (a test of a phone's defaults sets its own).
  window.matchMedia = staticMatchMedia((query) => query.includes('min-width'));
  function Screen() {
    return <WineListPage data={useLoaderData<WineListLoaderData & SavedViewsData>()} list={list} views={views} />;
  }
  const regions = async (country: string) => REGIONS[country] ?? [];
  const listLoader = createWineListLoader({
    wines: { list },
    countries: async () => [
      { code: 'FR', name: 'France' },
      { code: 'IT', name: 'Italy' },
    ],
    categories: async () => [{ id: 'cat-1', name: 'Bordeaux blends' }],
    regions,
  });
  const loader = withSavedViews(listLoader, 'wines', views);
  const idle = async () => undefined;
  const unexpected = () => Promise.reject(new Error('A bulk call was not expected in this test'));
  const notify = bulk.notify ?? (() => undefined);
  const action = createWineListAction({
    api: {
      publish: async (id) => makeWine(0, { id }),
      archive: async (id) => makeWine(0, { id }),
      remove: idle,
      bulk: unexpected,
      undoBulk: unexpected,
      ...bulk.api,
    },
    notify,
    notifyWithUndo: bulk.notifyWithUndo ?? ((toast) => notify(toast)),
    revalidate: () => void router.revalidate(),
  });
  const router = createMemoryRouter(
    [{ path: '/wines', loader, action, Component: Screen, HydrateFallback: () => null }],
    { initialEntries: [url] },
  );
  render(
    <ChakraProvider value={system}>
      <RouterProvider router={router} />
    </ChakraProvider>,
  );
  return { router, list, views };
}
