import { replace, type LoaderFunctionArgs } from 'react-router';
import { toApiError } from '@/api/api-error';
import type { Cellar, CellarsApi } from '@/api/cellars';
import type { Country } from '@/api/reference';
import type { Page } from '@/api/types';
import { parseCellarListParams, toCellarListQuery, toCellarListSearchParams, type CellarListState } from './cellar-list-params';

/** What the cellars list route loads: a page of cellars and the country choices, or why it could not. */
export type CellarListLoaderData =
  | { status: 'ok'; state: CellarListState; page: Page<Cellar>; countries: Country[] }
  | { status: 'error'; state: CellarListState; countries: Country[]; error: { status: number; message: string } };

export interface CellarListLoaderDeps {
  cellars: Pick<CellarsApi, 'list'>;
  countries: () => Promise<Country[]>;
}

/**
 * Reads the list state from the URL and fetches that page and the countries. A failed list is
 * returned (the client has already toasted) so the screen can offer Retry; failed countries only
 * leave the filter with codes. A page past the end is replaced by the last page.
 */
export function createCellarListLoader({ cellars, countries }: CellarListLoaderDeps) {
  return async function loader({ request }: LoaderFunctionArgs): Promise<CellarListLoaderData> {
    const url = new URL(request.url);
    const state = parseCellarListParams(url.searchParams);
    const countriesLoad = countries().catch((): Country[] => []);
    let page: Page<Cellar>;
    try {
      page = await cellars.list(toCellarListQuery(state));
    } catch (failure) {
      const error = toApiError(failure);
      return { status: 'error', state, countries: await countriesLoad, error: { status: error.status, message: error.message } };
    }
    if (page.content.length === 0 && page.totalPages > 0 && state.page > page.totalPages) {
      const last = new URL(url);
      last.search = toCellarListSearchParams({ ...state, page: page.totalPages }).toString();
      throw replace(last.href);
    }
    return { status: 'ok', state, page, countries: await countriesLoad };
  };
}
