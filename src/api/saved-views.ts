import type { AxiosInstance } from 'axios';
import type { z } from 'zod';
import { call } from './call';
import type { savedViewSchema } from './wire-schemas';
import type { savedViewCreateSchema } from './requests/saved-views';
import type { SavedViewList } from './wire-enums';

/**
 * Saved views: an admin's named filters, sort and columns for a list, kept by the server so they
 * follow the admin from browser to browser. Anyone signed in may open a view by its id (a shared
 * link); only its owner lists, renames, changes or deletes it.
 */

export { SAVED_VIEW_LISTS, type SavedViewList } from './wire-enums';

export { SAVED_VIEW_LIMITS } from '@/lib/saved-view-limits';

export type SavedView = z.infer<typeof savedViewSchema>;

/** A list's columns as a view keeps them (the columns menu's choice), or null for the list's defaults. */
export type SavedViewColumns = SavedView['columns'];

/** What an admin sets when saving or changing a view. */
export type SavedViewRequest = z.output<ReturnType<typeof savedViewCreateSchema>>;

/** The URL parameter that opens a saved view on its list: `/wines?view=<id>`. */
export const VIEW_PARAM = 'view';

/** The saved views endpoints. */
export function createSavedViewsApi(http: AxiosInstance) {
  return {
    /** The signed-in admin's views of one list, by name. Quiet: a list shows without them. */
    list: (list: SavedViewList) =>
      call(http, 'GET /saved-views', { params: { list }, config: { skipGlobalErrorHandler: true } }),
    /** Any admin's view, by its id (a shared link). */
    get: (id: string) => call(http, 'GET /saved-views/:id', { id }),
    create: (body: SavedViewRequest) => call(http, 'POST /saved-views', { body }),
    /** Renames or changes one's own view (its list stays). */
    update: (id: string, body: Omit<SavedViewRequest, 'list'>) => call(http, 'PUT /saved-views/:id', { id, body }),
    remove: (id: string) => call(http, 'DELETE /saved-views/:id', { id }),
  };
}

export type SavedViewsApi = ReturnType<typeof createSavedViewsApi>;

/** How long a list's views are reused before they are asked again (another tab or browser may have changed them). */
export const SAVED_VIEWS_REUSE_MS = 60_000;

/**
 * The saved views endpoints with each list's views reused between loads: a list reloads on every
 * filter, sort or page change, and its views do not change with them. The reuse ends when this
 * client creates, changes or deletes a view, when the signed-in admin changes (`owner`), when the
 * answer failed, and after {@link SAVED_VIEWS_REUSE_MS}.
 */
export function reuseViewLists(
  api: SavedViewsApi,
  owner: () => string | null,
  now: () => number = Date.now,
): SavedViewsApi {
  const kept = new Map<string, { at: number; views: Promise<SavedView[]> }>();
  const forget = <T>(answer: Promise<T>) => answer.finally(() => kept.clear());
  return {
    ...api,
    list(list) {
      const key = `${owner() ?? ''}\n${list}`;
      const hit = kept.get(key);
      if (hit && now() - hit.at < SAVED_VIEWS_REUSE_MS) return hit.views;
      const views = api.list(list);
      kept.set(key, { at: now(), views });
      views.catch(() => kept.get(key)?.views === views && kept.delete(key));
      return views;
    },
    create: (body) => forget(api.create(body)),
    update: (id, body) => forget(api.update(id, body)),
    remove: (id) => forget(api.remove(id)),
  };
}
