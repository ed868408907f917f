import { toApiError } from '@/api/api-error';
import type { CategoriesApi, WineCategory } from '@/api/categories';

/** What the categories route loads: every category, or why it could not. */
export type CategoryListLoaderData =
  { status: 'ok'; categories: WineCategory[] } | { status: 'error'; error: { status: number; message: string } };

/**
 * The categories loader. A failure is returned (the API client has already shown its toast) so
 * the screen can offer a retry instead of an error page.
 */
export function createCategoryListLoader(api: Pick<CategoriesApi, 'list'>) {
  return async function loader(): Promise<CategoryListLoaderData> {
    try {
      return { status: 'ok', categories: await api.list() };
    } catch (failure) {
      const error = toApiError(failure);
      return { status: 'error', error: { status: error.status, message: error.message } };
    }
  };
}
