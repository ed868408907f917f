import { Box } from '@chakra-ui/react';
import { useLocation } from 'react-router';
import { NavIcon } from './icons';
import { usePermissions } from '@/state/permissions';
import { isActivePath, navItemsFor } from './nav-items';
import { SidebarGroup } from './sidebar-group';
import { SidebarLink } from './sidebar-link';
import { t } from '@/lib/i18n';

/**
 * The main navigation: the specified entries (docs/product-spec.md#2-screens-and-routes) the
 * signed-in role may open, highlighted for the current path.
 */
export function SidebarNav() {
  const { pathname } = useLocation();
  const { can } = usePermissions();
  const items = navItemsFor(can);
  return (
    <Box as="nav" aria-label={t('shell.nav.label')} flex="1" overflowY="auto" px="3" py="4">
      <Box as="ul" listStyleType="none" display="flex" flexDirection="column" gap="1">
        {items.map((item) =>
          item.children ? (
            <SidebarGroup key={item.path} item={item} pathname={pathname} />
          ) : (
            <li key={item.path}>
              <SidebarLink
                to={item.path}
                active={isActivePath(pathname, item.path)}
                icon={<NavIcon name={item.icon} />}
              >
                {item.label}
              </SidebarLink>
            </li>
          ),
        )}
      </Box>
    </Box>
  );
}
