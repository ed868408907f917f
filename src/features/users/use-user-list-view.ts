import { USER_LIST, type UserListState } from '@/api/users';
import { useListView, type ListView } from '@/components/data-list/use-list-view';

export type UserListView = ListView<UserListState>;

/** The users list state as the URL holds it, and the ways to change it. */
export function useUserListView(): UserListView {
  return useListView(USER_LIST);
}
