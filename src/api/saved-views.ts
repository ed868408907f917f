import type { AxiosInstance } from 'axios';
import type { z } from 'zod';
import type { savedViewSchema } from './wire-schemas';

/**
 * Saved views: an admin's named filters, sort and columns for a list, kept by the server so they
 * follow the admin from browser to browser. Anyone signed in may open a view by its id (a shared
 * link); only its owner lists, renames, changes or deletes it.
 */

/** The lists a view can be saved for. */
export const SAVED_VIEW_LISTS = ['wines', 'users', 'cellars'] as const;
export type SavedViewList = (typeof SAVED_VIEW_LISTS)[number];

export const SAVED_VIEW_LIMITS = {
  name: 60,
  /** The list's URL query (search, filters, sort, page size), as `a=1&b=2`. */
  query: 2000,
  /** Columns named in a view's choice. */
  columns: 30,
  /** Views one admin may keep per list. */
  perList: 50,
} as const;

export type SavedView = z.infer<typeof savedViewSchema>;

/** A list's columns as a view keeps them (the columns menu's choice), or null for the list's defaults. */
export type SavedViewColumns = SavedView['columns'];

/** What an admin sets when saving or changing a view. */
export interface SavedViewRequest {
  list: SavedViewList;
  name: string;
  query: string;
  columns: SavedViewColumns;
}

/** The URL parameter that opens a saved view on its list: `/wines?view=<id>`. */
export const VIEW_PARAM = 'view';

/** The saved views endpoints. */
export function createSavedViewsApi(http: AxiosInstance) {
  const path = (id: string) => `/saved-views/${encodeURIComponent(id)}`;
  return {
    /** The signed-in admin's views of one list, by name. Quiet: a list shows without them. */
    list: (list: SavedViewList) => http.get<SavedView[]>('/saved-views', { params: { list }, skipGlobalErrorHandler: true }).then((r) => r.data),
    /** Any admin's view, by its id (a shared link). */
    get: (id: string) => http.get<SavedView>(path(id)).then((r) => r.data),
    create: (body: SavedViewRequest) => http.post<SavedView>('/saved-views', body).then((r) => r.data),
    /** Renames or changes one's own view (its list stays). */
    update: (id: string, body: Omit<SavedViewRequest, 'list'>) => http.put<SavedView>(path(id), body).then((r) => r.data),
    remove: (id: string) => http.delete<void>(path(id)).then(() => undefined),
  };
}

export type SavedViewsApi = ReturnType<typeof createSavedViewsApi>;
