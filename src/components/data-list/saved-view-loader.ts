import { replace, type LoaderFunctionArgs } from 'react-router';
import { VIEW_PARAM, type SavedView, type SavedViewList, type SavedViewsApi } from '@/api/saved-views';
import { storeColumnChoice } from './column-choice';

/** What a list with saved views loads beside its rows: the signed-in admin's views of it. */
export interface SavedViewsData {
  views: SavedView[];
}

/**
 * Adds saved views to a list's loader. `/<list>?view=<id>` (a shared link) opens the view: its
 * columns become this browser's choice and the URL becomes the view's query; a view that cannot be
 * opened (deleted, say: the API client has said so) leaves the list as it is. The admin's own views
 * load beside the rows and never fail the list.
 */
export function withSavedViews<D extends object>(
  loader: (args: LoaderFunctionArgs) => Promise<D>,
  list: SavedViewList,
  api: Pick<SavedViewsApi, 'list' | 'get'>,
) {
  return async function savedViewsLoader(args: LoaderFunctionArgs): Promise<D & SavedViewsData> {
    const url = new URL(args.request.url);
    const id = url.searchParams.get(VIEW_PARAM);
    if (id !== null) {
      url.searchParams.delete(VIEW_PARAM);
      let target = `${url.pathname}${url.search}`;
      try {
        const view = await api.get(id);
        if (view.list === list) {
          storeColumnChoice(list, view.columns);
          target = `${url.pathname}${view.query ? `?${view.query}` : ''}`;
        }
      } catch {
        // Not found or not allowed: the list as it is, without the parameter.
      }
      throw replace(target);
    }
    const [data, views] = await Promise.all([loader(args), api.list(list).catch(() => [])]);
    return { ...data, views };
  };
}
