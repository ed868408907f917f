import { useLoaderData, useParams } from 'react-router';
import { notify } from '@/components/ui/notify';
import { createUserEditAction, createUserEditLoader } from '@/features/users/user-form-actions';
import { UserFormEditPage } from '@/features/users/user-form-edit-page';
import { usersApi } from '@/state/api';

export const loader = createUserEditLoader({ api: usersApi });
export const action = createUserEditAction({ api: usersApi, notify });

export function Component() {
  const { user } = useLoaderData<typeof loader>();
  const { id = '' } = useParams();
  return <UserFormEditPage id={id} user={user} checkEmail={usersApi.checkEmail} avatars={usersApi} notify={notify} />;
}
