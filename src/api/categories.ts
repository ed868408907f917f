import type { AxiosInstance } from 'axios';
import type { z } from 'zod';
import type { wineCategorySchema } from './wire-schemas';

export type CategoryId = string;

/** A wine category; `wineCount` is derived from the wines, never stored. */
export type WineCategory = z.infer<typeof wineCategorySchema>;

/** What an administrator sets when creating or renaming a category. */
export interface CategoryRequest {
  name: string;
  description: string;
}

/** The wine categories endpoints. */
export function createCategoriesApi(http: AxiosInstance) {
  const path = (id: CategoryId) => `/categories/${encodeURIComponent(id)}`;
  return {
    /** Every category, by name. */
    list: () => http.get<WineCategory[]>('/categories').then((r) => r.data),
    get: (id: CategoryId) => http.get<WineCategory>(path(id)).then((r) => r.data),
    create: (body: CategoryRequest) => http.post<WineCategory>('/categories', body).then((r) => r.data),
    update: (id: CategoryId, body: CategoryRequest) => http.put<WineCategory>(path(id), body).then((r) => r.data),
    /** 409 `CATEGORY_IN_USE` while any wine is in the category. */
    remove: (id: CategoryId) => http.delete<void>(path(id)).then(() => undefined),
  };
}

export type CategoriesApi = ReturnType<typeof createCategoriesApi>;
