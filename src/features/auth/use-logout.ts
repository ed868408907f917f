import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { PATHS } from '@/config/paths';
import { authApi } from '@/state/api';
import { store } from '@/state/store';
import { logout } from './logout';

/** The logout action for menus and buttons. */
export function useLogout(): () => Promise<void> {
  const navigate = useNavigate();
  return useCallback(
    () => logout({ store, api: authApi, goToLogin: () => void navigate(PATHS.login, { replace: true }) }),
    [navigate],
  );
}
