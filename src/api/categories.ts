import type { AxiosInstance } from 'axios';
import type { z } from 'zod';
import { call } from './call';
import type { wineCategorySchema } from './wire-schemas';
import type { categoryRequestSchema } from './requests/categories';

export type CategoryId = string;

/** A wine category; `wineCount` is derived from the wines, never stored. */
export type WineCategory = z.infer<typeof wineCategorySchema>;

/** What an administrator sets when creating or renaming a category. */
export type CategoryRequest = z.output<ReturnType<typeof categoryRequestSchema>>;

/** The wine categories endpoints. */
export function createCategoriesApi(http: AxiosInstance) {
  return {
    /** Every category, by name. */
    list: () => call(http, 'GET /categories'),
    get: (id: CategoryId) => call(http, 'GET /categories/:id', { id }),
    create: (body: CategoryRequest) => call(http, 'POST /categories', { body }),
    update: (id: CategoryId, body: CategoryRequest) => call(http, 'PUT /categories/:id', { id, body }),
    /** 409 `CATEGORY_IN_USE` while any wine is in the category. */
    remove: (id: CategoryId) => call(http, 'DELETE /categories/:id', { id }),
  };
}

export type CategoriesApi = ReturnType<typeof createCategoriesApi>;
