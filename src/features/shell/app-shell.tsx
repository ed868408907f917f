import type { AuditEvent } from '@/api/audit';
import { Box, Flex } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Footer } from './footer';
import { Sidebar } from './sidebar';
import { SkipLink } from './skip-link';
import { TopBar } from './top-bar';
import type { UserMenuUser } from './user-menu';
import { useSidebarState } from './use-sidebar-state';

const SIDEBAR_ID = 'app-sidebar';
const MAIN_CONTENT_ID = 'main-content';

export interface AppShellProps {
  user: UserMenuUser | null;
  onLogout: () => void;
  /** Slot in the top bar, before the notifications button. */
  themeToggle?: ReactNode;
  /** Slot in the top bar, first of its actions (the command palette's button). */
  search?: ReactNode;
  /** The latest audit events, for the bell's popover. */
  loadNotifications?: () => Promise<AuditEvent[]>;
  children: ReactNode;
}

/** The default layout's frame: skip link, sidebar, top bar, main content and footer. */
export function AppShell({ user, onLogout, themeToggle, search, loadNotifications, children }: AppShellProps) {
  const sidebar = useSidebarState();
  return (
    <Flex minH="100dvh" bg="bg.subtle">
      <SkipLink targetId={MAIN_CONTENT_ID} />
      <Sidebar id={SIDEBAR_ID} open={sidebar.open} isOverlay={sidebar.isOverlay} onDismiss={sidebar.dismiss} />
      <Flex direction="column" flex="1" minW="0">
        <TopBar
          sidebarId={SIDEBAR_ID}
          sidebarOpen={sidebar.open}
          onToggleSidebar={sidebar.toggle}
          menuButtonRef={sidebar.menuButtonRef}
          themeToggle={themeToggle}
          search={search}
          user={user}
          onLogout={onLogout}
          loadNotifications={loadNotifications}
        />
        <Box as="main" id={MAIN_CONTENT_ID} tabIndex={-1} flex="1" minW="0" p={{ base: '4', md: '6' }} outline="none">
          {children}
        </Box>
        <Footer />
      </Flex>
    </Flex>
  );
}
