import { useAtomValue } from 'jotai';
import { useMemo } from 'react';
import { useFetcher } from 'react-router';
import type { AdminUser } from '@/api/types';
import { notify } from '@/components/ui/notify';
import { useLogout } from '@/features/auth/use-logout';
import {
  createProfileAction,
  createProfileAvatarHandlers,
  type ProfileResult,
} from '@/features/profile/profile-action';
import { ProfilePage } from '@/features/profile/profile-page';
import { useThemePreference } from '@/features/theme/use-theme-preference';
import { authApi } from '@/state/api';
import { sessionAtom, updateUserAtom } from '@/state/session';
import { store } from '@/state/store';

const deps = { api: authApi, onUser: (user: AdminUser) => store.set(updateUserAtom, user), notify };

export const action = createProfileAction(deps);
const avatar = createProfileAvatarHandlers(deps);

export function Component() {
  const user = useAtomValue(sessionAtom)?.user;
  const details = useFetcher<ProfileResult>();
  const password = useFetcher<ProfileResult>();
  const theme = useThemePreference();
  const logout = useLogout();
  const avatarHandlers = useMemo(() => ({ onUpload: avatar.upload, onRemove: avatar.remove }), []);

  // The route guard keeps signed-out visitors away; this covers the moment of logging out.
  if (!user) return null;
  return (
    <ProfilePage
      user={user}
      details={{
        pending: details.state !== 'idle',
        result: details.data,
        onSubmit: (values) =>
          void details.submit({ intent: 'details', ...values }, { method: 'post', encType: 'application/json' }),
      }}
      password={{
        pending: password.state !== 'idle',
        result: password.data,
        onSubmit: (values) =>
          void password.submit({ intent: 'password', ...values }, { method: 'post', encType: 'application/json' }),
      }}
      avatar={avatarHandlers}
      appearance={{
        preference: theme.preference,
        saving: theme.saving,
        onChange: (next) => void theme.change(next).catch(() => undefined),
      }}
      onSignOutAll={async () => {
        await authApi.logoutAll();
        await logout();
      }}
    />
  );
}
