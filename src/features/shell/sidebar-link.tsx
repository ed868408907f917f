import { Link as ChakraLink } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';

export interface SidebarLinkProps {
  to: string;
  active: boolean;
  icon?: ReactNode;
  /** Children of a group sit indented under it. */
  nested?: boolean;
  children: ReactNode;
}

/** A sidebar entry: a real link, marked as the current page when active. */
export function SidebarLink({ to, active, icon, nested = false, children }: SidebarLinkProps) {
  return (
    <ChakraLink
      asChild
      display="flex"
      alignItems="center"
      gap="3"
      w="full"
      px="3"
      py="2"
      ps={nested ? '11' : '3'}
      rounded="md"
      fontSize="sm"
      fontWeight="medium"
      color="fg.muted"
      textDecoration="none"
      focusRing="inside"
      _hover={{ bg: 'bg.muted', color: 'fg', textDecoration: 'none' }}
      _currentPage={{ bg: 'sidebar.activeBg', color: 'sidebar.activeFg', fontWeight: 'semibold' }}
    >
      <RouterLink to={to} aria-current={active ? 'page' : undefined}>
        {icon}
        {children}
      </RouterLink>
    </ChakraLink>
  );
}
