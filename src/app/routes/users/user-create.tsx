import { notify } from '@/components/ui/notify';
import { createUserCreateAction } from '@/features/users/user-form-route';
import { UserFormCreatePage } from '@/features/users/user-form-create-page';
import { usersApi } from '@/state/api';

export const action = createUserCreateAction({ api: usersApi, notify });

export function Component() {
  return <UserFormCreatePage checkEmail={usersApi.checkEmail} />;
}
