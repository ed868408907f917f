import { useAtomValue } from 'jotai';
import { Outlet } from 'react-router';
import { useCurrentUser } from '@/features/auth/use-current-user';
import { useLogout } from '@/features/auth/use-logout';
import { useBrandSync } from '@/features/settings/use-brand-sync';
import { AppShell } from '@/features/shell/app-shell';
import { ThemeToggle } from '@/features/theme/theme-toggle';
import { auditApi } from '@/state/api';
import { sessionAtom } from '@/state/session';
import { ChakraScope } from '@/components/ui/chakra-scope';

/** The bell's three latest events: the audit log's first page of three, newest first, without a toast on failure. */
const latestEvents = () => auditApi.list({ size: 3, sort: 'at,desc' }, { quiet: true }).then((page) => page.content);

/** Sidebar, top bar, content and footer, for signed-in screens. */
export function DefaultLayout() {
  useCurrentUser();
  const logout = useLogout();
  const user = useAtomValue(sessionAtom)?.user ?? null;
  useBrandSync(user?.id ?? null);
  return (
    <ChakraScope>
      <AppShell user={user} onLogout={() => void logout()} themeToggle={<ThemeToggle />} loadNotifications={latestEvents}>
        <Outlet />
      </AppShell>
    </ChakraScope>
  );
}
