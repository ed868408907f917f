import { CELLAR_LIST, type Cellar, type CellarListState, type CellarsApi } from '@/api/cellars';
import type { Country } from '@/api/reference';
import { createPagedListLoader, type PagedListData } from '@/components/data-list/paged-list-loader';

/** What the cellars list route loads: a page of cellars (or why not) and the country choices. */
export type CellarListLoaderData = PagedListData<CellarListState, Cellar, { countries: Country[] }>;

export interface CellarListLoaderDeps {
  cellars: Pick<CellarsApi, 'list'>;
  countries: () => Promise<Country[]>;
}

/** The shared paged-list loader with the countries beside the page (failed countries leave the filter with codes). */
export function createCellarListLoader({ cellars, countries }: CellarListLoaderDeps) {
  return createPagedListLoader(
    CELLAR_LIST,
    (query) => cellars.list(query),
    async () => ({
      countries: await countries().catch((): Country[] => []),
    }),
  );
}
