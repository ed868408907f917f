import { useListView, type ListStateCodec, type ListView } from '@/components/data-list/use-list-view';
import { parseUserListParams, toUserListSearchParams, type UserListState } from './user-list-params';

export type UserListView = ListView<UserListState>;

const CODEC: ListStateCodec<UserListState> = { parse: parseUserListParams, serialize: toUserListSearchParams };

/** The users list state as the URL holds it, and the ways to change it. */
export function useUserListView(): UserListView {
  return useListView(CODEC);
}
