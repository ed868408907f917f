import { useAtomValue } from 'jotai';
import { Outlet } from 'react-router';
import { useCurrentUser } from '@/features/auth/use-current-user';
import { useLogout } from '@/features/auth/use-logout';
import { useBrandSync } from '@/features/settings/use-brand-sync';
import { AppShell } from '@/features/shell/app-shell';
import { ThemeToggle } from '@/features/theme/theme-toggle';
import { sessionAtom } from '@/state/session';

/** Sidebar, top bar, content and footer, for signed-in screens. */
export function DefaultLayout() {
  useCurrentUser();
  const logout = useLogout();
  const user = useAtomValue(sessionAtom)?.user ?? null;
  useBrandSync(user?.id ?? null);
  return (
    <AppShell user={user} onLogout={() => void logout()} themeToggle={<ThemeToggle />}>
      <Outlet />
    </AppShell>
  );
}
