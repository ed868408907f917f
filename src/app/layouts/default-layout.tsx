import { useAtomValue } from 'jotai';
import { Outlet } from 'react-router';
import { useCurrentUser } from '@/features/auth/use-current-user';
import { useLogout } from '@/features/auth/use-logout';
import { useBrandSync } from '@/features/settings/use-brand-sync';
import { AppShell } from '@/features/shell/app-shell';
import { ThemeToggle } from '@/features/theme/theme-toggle';
import { CommandPalette } from '@/features/command-palette/command-palette';
import { paletteSearch } from '@/features/command-palette/palette-search';
import { auditApi, cellarsApi, usersApi, winesApi } from '@/state/api';
import { sessionAtom } from '@/state/session';
import { ChakraScope } from '@/components/ui/chakra-scope';

/** The bell's three latest events: the audit log's first page of three, newest first, without a toast on failure. */
const latestEvents = () => auditApi.list({ size: 3, sort: 'at,desc' }, { quiet: true }).then((page) => page.content);

/** The command palette's search: the lists' own search, quietly (the palette says when it fails). */
const searchRecords = paletteSearch({ wines: winesApi, users: usersApi, cellars: cellarsApi });

/** Sidebar, top bar, content and footer, for signed-in screens. */
export function DefaultLayout() {
  useCurrentUser();
  const logout = useLogout();
  const user = useAtomValue(sessionAtom)?.user ?? null;
  useBrandSync(user?.id ?? null);
  return (
    <ChakraScope>
      <AppShell
        user={user}
        onLogout={() => void logout()}
        themeToggle={<ThemeToggle />}
        search={<CommandPalette search={searchRecords} />}
        loadNotifications={latestEvents}
      >
        <Outlet />
      </AppShell>
    </ChakraScope>
  );
}
