import type { WineCategory } from '@/api/categories';
import type { Country, Region } from '@/api/reference';
import { WINE_LIST, type Wine, type WineListState, type WinesApi } from '@/api/wines';
import { createPagedListLoader, type PagedListData } from '@/components/data-list/paged-list-loader';

/** The choices the Country, Region and Category filters offer (empty when they could not be loaded). */
export interface WineFilterOptions {
  countries: Country[];
  /** The regions of the chosen country; none without a country. */
  regions: Region[];
  categories: Pick<WineCategory, 'id' | 'name'>[];
}

/** What the wines list route loads: the page of wines (or why not) and the filters' options. */
export type WineListLoaderData = PagedListData<WineListState, Wine, { options: WineFilterOptions }>;

export interface WineListLoaderDeps {
  wines: Pick<WinesApi, 'list'>;
  countries: () => Promise<Country[]>;
  categories: () => Promise<Pick<WineCategory, 'id' | 'name'>[]>;
  regions: (countryCode: string) => Promise<Region[]>;
}

/**
 * The wines list loader: the shared paged-list loader, with the filter options loaded beside the
 * page. Failed options only leave a filter with fewer choices.
 */
export function createWineListLoader({ wines, countries, categories, regions }: WineListLoaderDeps) {
  return createPagedListLoader(
    WINE_LIST,
    (query) => wines.list(query),
    async (state) => {
      const [c, k, r] = await Promise.all([
        countries().catch(() => []),
        categories().catch(() => []),
        state.country ? regions(state.country).catch(() => []) : Promise.resolve([]),
      ]);
      return { options: { countries: c, categories: k, regions: r } };
    },
  );
}
