import { replace, type LoaderFunctionArgs } from 'react-router';
import { toApiError } from '@/api/api-error';
import type { WineCategory } from '@/api/categories';
import type { Country, Region } from '@/api/reference';
import type { Page } from '@/api/types';
import type { Wine, WinesApi } from '@/api/wines';
import { parseWineListParams, toWineListQuery, toWineListSearchParams, type WineListState } from './wine-list-params';

/** The choices the Country, Region and Category filters offer (empty when they could not be loaded). */
export interface WineFilterOptions {
  countries: Country[];
  /** The regions of the chosen country; none without a country. */
  regions: Region[];
  categories: Pick<WineCategory, 'id' | 'name'>[];
}

/** What the wines list route loads: the page of wines and the filters' options, or why it could not. */
export type WineListLoaderData =
  | { status: 'ok'; state: WineListState; page: Page<Wine>; options: WineFilterOptions }
  | { status: 'error'; state: WineListState; options: WineFilterOptions; error: { status: number; message: string } };

export interface WineListLoaderDeps {
  wines: Pick<WinesApi, 'list'>;
  countries: () => Promise<Country[]>;
  categories: () => Promise<Pick<WineCategory, 'id' | 'name'>[]>;
  regions: (countryCode: string) => Promise<Region[]>;
}

/**
 * The wines list loader: reads the list state from the URL and fetches that page along with the
 * filter options. A failed list is returned (the client has already toasted) so the screen can
 * offer Retry; failed options only leave a filter with fewer choices. A page past the end is
 * replaced by the last page.
 */
export function createWineListLoader({ wines, countries, categories, regions }: WineListLoaderDeps) {
  return async function loader({ request }: LoaderFunctionArgs): Promise<WineListLoaderData> {
    const url = new URL(request.url);
    const state = parseWineListParams(url.searchParams);
    const optionsLoad = Promise.all([
      countries().catch(() => []),
      categories().catch(() => []),
      state.country ? regions(state.country).catch(() => []) : Promise.resolve([]),
    ]).then(([c, k, r]): WineFilterOptions => ({ countries: c, categories: k, regions: r }));
    let page: Page<Wine>;
    try {
      page = await wines.list(toWineListQuery(state));
    } catch (failure) {
      const error = toApiError(failure);
      return { status: 'error', state, options: await optionsLoad, error: { status: error.status, message: error.message } };
    }
    const options = await optionsLoad;
    if (page.content.length === 0 && page.totalPages > 0 && state.page > page.totalPages) {
      const last = new URL(url);
      last.search = toWineListSearchParams({ ...state, page: page.totalPages }).toString();
      throw replace(last.href);
    }
    return { status: 'ok', state, page, options };
  };
}
