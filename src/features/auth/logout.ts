import type { AuthApi } from '@/api/auth';
import { clearSessionAtom, sessionAtom } from '@/state/session';
import type { store as appStore } from '@/state/store';
import { resetThemeOnLogoutAtom } from '@/state/theme';

export interface LogoutDeps {
  store: typeof appStore;
  api: Pick<AuthApi, 'logout'>;
  goToLogin: () => void;
}

/**
 * Revokes the refresh token on the server (a failure is only logged), then always clears the
 * session, resets the theme to LIGHT and goes to /login.
 */
export async function logout({ store, api, goToLogin }: LogoutDeps): Promise<void> {
  const refreshToken = store.get(sessionAtom)?.refreshToken;
  if (refreshToken) {
    try {
      await api.logout(refreshToken);
    } catch (failure) {
      console.warn('Logout: the server could not revoke the session', failure instanceof Error ? failure.message : '');
    }
  }
  store.set(clearSessionAtom);
  store.set(resetThemeOnLogoutAtom);
  goToLogin();
}
