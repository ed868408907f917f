import { useLoaderData, useParams, type LoaderFunctionArgs } from 'react-router';
import { notify } from '@/components/ui/notify';
import { createUserEditAction, createUserEditLoader } from '@/features/users/user-form-route';
import { UserFormEditPage } from '@/features/users/user-form-edit-page';
import { usersApi } from '@/state/api';
import { actorAtom } from '@/state/permissions';
import { sessionAtom, updateUserAtom } from '@/state/session';
import { store } from '@/state/store';

const loadUser = createUserEditLoader({ api: usersApi, actor: () => store.get(actorAtom) });

/** Loads the admin; when it is the signed-in admin, the top bar follows their name and photo. */
export async function loader(args: LoaderFunctionArgs) {
  const data = await loadUser(args);
  if (data.user && data.user.id === store.get(sessionAtom)?.user.id) store.set(updateUserAtom, data.user);
  return data;
}

export const action = createUserEditAction({ api: usersApi, notify });

export function Component() {
  const { user } = useLoaderData<typeof loader>();
  const { id = '' } = useParams();
  return <UserFormEditPage id={id} user={user} checkEmail={usersApi.checkEmail} avatars={usersApi} notify={notify} />;
}
