import { replace, type LoaderFunctionArgs } from 'react-router';
import { toApiError } from '@/api/api-error';
import type { Page } from '@/api/types';

/** What a list route needs of its list spec (src/api/list-spec.ts). */
export interface PagedListCodec<S extends { page: number }, Q> {
  parseUrl(params: URLSearchParams): S;
  toSearchParams(state: S): URLSearchParams;
  toQuery(state: S): Q;
}

/** What a list route loads: a page of rows, or why it could not, with whatever else the screen loads beside it. */
export type PagedListData<S, T, E extends object = object> = E &
  (
    | { status: 'ok'; state: S; page: Page<T> }
    | { status: 'error'; state: S; error: { status: number; message: string } }
  );

/**
 * The one loader of every paged list screen: reads the view from the URL, fetches that page (and,
 * in parallel, what `extras` loads: filter choices), and returns a failure instead of throwing (the
 * API client has already shown its toast) so the screen can offer Retry. A page past the end (a
 * stale or edited link) is replaced by the last page. `extras` must not reject.
 */
export function createPagedListLoader<S extends { page: number }, Q, T, E extends object = object>(
  list: PagedListCodec<S, Q>,
  fetchPage: (query: Q, args: LoaderFunctionArgs) => Promise<Page<T>>,
  extras?: (state: S, args: LoaderFunctionArgs) => Promise<E>,
) {
  return async function loader(args: LoaderFunctionArgs): Promise<PagedListData<S, T, E>> {
    const url = new URL(args.request.url);
    const state = list.parseUrl(url.searchParams);
    const extraLoad = extras ? extras(state, args) : Promise.resolve({} as E);
    let page: Page<T>;
    try {
      page = await fetchPage(list.toQuery(state), args);
    } catch (failure) {
      const error = toApiError(failure);
      return { ...(await extraLoad), status: 'error', state, error: { status: error.status, message: error.message } };
    }
    if (page.content.length === 0 && page.totalPages > 0 && state.page > page.totalPages) {
      const last = new URL(url);
      last.search = list.toSearchParams({ ...state, page: page.totalPages }).toString();
      throw replace(last.href);
    }
    return { ...(await extraLoad), status: 'ok', state, page };
  };
}
