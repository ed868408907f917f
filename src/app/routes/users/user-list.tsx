import { useLoaderData } from 'react-router';
import { USER_LIST } from '@/api/users';
import { createPagedListLoader } from '@/components/data-list/paged-list-loader';
import { notify } from '@/components/ui/notify';
import { notifyWithUndo } from '@/components/ui/undo-toast';
import { createUserListAction } from '@/features/users/user-list-action';
import { UserListPage } from '@/features/users/user-list-page';
import { savedViewsApi, usersApi } from '@/state/api';
import { withSavedViews } from '@/components/data-list/saved-view-loader';
import { uiHooks } from '@/state/api-hooks';
import { sessionAtom } from '@/state/session';
import { store } from '@/state/store';

export const loader = withSavedViews(
  createPagedListLoader(USER_LIST, (query) => usersApi.list(query)),
  'users',
  savedViewsApi,
);

export const action = createUserListAction({
  api: usersApi,
  notify,
  notifyWithUndo,
  revalidate: () => uiHooks().revalidate(),
  currentUserId: () => store.get(sessionAtom)?.user.id ?? null,
});

export function Component() {
  const data = useLoaderData<typeof loader>();
  return <UserListPage data={data} views={savedViewsApi} />;
}
