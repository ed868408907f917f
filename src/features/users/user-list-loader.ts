import { replace, type LoaderFunctionArgs } from 'react-router';
import { toApiError } from '@/api/api-error';
import type { AdminUser, Page } from '@/api/types';
import type { UsersApi } from '@/api/users';
import { parseUserListParams, toUserListQuery, toUserListSearchParams, type UserListState } from './user-list-params';

/** What the users list route loads: the page of admins, or why it could not. */
export type UserListLoaderData =
  | { status: 'ok'; state: UserListState; page: Page<AdminUser> }
  | { status: 'error'; state: UserListState; error: { status: number; message: string } };

/**
 * The users list loader: reads the list state from the URL and fetches that page. A failure is
 * returned (the API client has already shown its toast) so the screen can offer a retry instead
 * of replacing the whole route with an error page. A page past the end (a stale or edited link)
 * is replaced by the last page.
 */
export function createUserListLoader(api: Pick<UsersApi, 'list'>) {
  return async function loader({ request }: LoaderFunctionArgs): Promise<UserListLoaderData> {
    const url = new URL(request.url);
    const state = parseUserListParams(url.searchParams);
    let page: Page<AdminUser>;
    try {
      page = await api.list(toUserListQuery(state));
    } catch (failure) {
      const error = toApiError(failure);
      return { status: 'error', state, error: { status: error.status, message: error.message } };
    }
    if (page.content.length === 0 && page.totalPages > 0 && state.page > page.totalPages) {
      const last = new URL(url);
      last.search = toUserListSearchParams({ ...state, page: page.totalPages }).toString();
      throw replace(last.href);
    }
    return { status: 'ok', state, page };
  };
}
