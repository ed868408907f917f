import type { AuditEvent } from '@/api/audit';
import { Flex, Heading, HStack, IconButton } from '@chakra-ui/react';
import type { ReactNode, RefObject } from 'react';
import { useMatches } from 'react-router';
import { routeTitle } from '@/lib/route-meta';
import { MenuIcon } from './icons';
import { NotificationsButton } from './notifications-button';
import { UserMenu, type UserMenuUser } from './user-menu';
import { t } from '@/lib/i18n';

export interface TopBarProps {
  /** The id of the sidebar the menu button shows and hides. */
  sidebarId: string;
  sidebarOpen: boolean;
  onToggleSidebar: () => void;
  menuButtonRef?: RefObject<HTMLButtonElement | null>;
  /** Rendered before the notifications button; the theme toggle lives in another feature. */
  themeToggle?: ReactNode;
  /** Rendered first among the global actions; the command palette lives in another feature. */
  search?: ReactNode;
  user: UserMenuUser | null;
  onLogout: () => void;
  /** The latest audit events, for the bell's popover (the app wires it to the audit API). */
  loadNotifications?: () => Promise<AuditEvent[]>;
}

/** The menu button, the page title from the route's metadata, and the global actions. */
export function TopBar({
  sidebarId,
  sidebarOpen,
  onToggleSidebar,
  menuButtonRef,
  themeToggle,
  search,
  user,
  onLogout,
  loadNotifications,
}: TopBarProps) {
  const title = routeTitle(useMatches()) ?? t('shell.topBar.defaultTitle');
  return (
    <Flex
      as="header"
      position="sticky"
      top="0"
      zIndex="sticky"
      h="16"
      flexShrink={0}
      align="center"
      gap="3"
      px={{ base: '3', md: '6' }}
      bg="bg"
      borderBottomWidth="1px"
      borderColor="border"
    >
      <IconButton
        ref={menuButtonRef}
        variant="ghost"
        _expanded={{ bg: 'transparent', _hover: { bg: 'bg.muted' } }}
        aria-label={t('shell.topBar.toggleNavigation')}
        aria-expanded={sidebarOpen}
        aria-controls={sidebarId}
        onClick={onToggleSidebar}
      >
        <MenuIcon />
      </IconButton>
      {/* Two lines at most: a longer title (another language, a narrow phone) wraps rather than being cut. */}
      <Heading as="h1" size={{ base: 'md', md: 'lg' }} flex="1" minW="0" lineClamp={2}>
        {title}
      </Heading>
      <HStack gap="1">
        {search}
        {themeToggle}
        <NotificationsButton loadRecent={loadNotifications} />
        {user && <UserMenu user={user} onLogout={onLogout} />}
      </HStack>
    </Flex>
  );
}
