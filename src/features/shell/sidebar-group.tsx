import { Box, Button } from '@chakra-ui/react';
import { useId, useState } from 'react';
import { ChevronIcon, NavIcon } from './icons';
import { activeChildPath, isActivePath, isGroupExpandedInitially, type NavItem } from './nav-items';
import { SidebarLink } from './sidebar-link';

export interface SidebarGroupProps {
  item: NavItem;
  pathname: string;
}

/** A sidebar entry with children: a disclosure button over the list of child links. */
export function SidebarGroup({ item, pathname }: SidebarGroupProps) {
  const listId = useId();
  const [expanded, setExpanded] = useState(() => isGroupExpandedInitially(pathname, item));
  const [seenPath, setSeenPath] = useState(pathname);
  // Arriving under a child by any route (a page button, the back button) opens the group too.
  if (seenPath !== pathname) {
    setSeenPath(pathname);
    if (isGroupExpandedInitially(pathname, item)) setExpanded(true);
  }
  const children = item.children ?? [];
  const activeChild = activeChildPath(pathname, children);
  const parentActive = isActivePath(pathname, item.path);

  return (
    <Box as="li">
      <Button
        variant="ghost"
        w="full"
        justifyContent="flex-start"
        gap="3"
        px="3"
        fontSize="sm"
        fontWeight={parentActive ? 'semibold' : 'medium'}
        color={parentActive ? 'sidebar.activeFg' : 'fg.muted'}
        focusRing="inside"
        _expanded={{ bg: 'transparent', _hover: { bg: 'bg.muted' } }}
        aria-expanded={expanded}
        aria-controls={listId}
        onClick={() => setExpanded((e) => !e)}
      >
        <NavIcon name={item.icon} />
        <Box as="span" flex="1" textAlign="start">
          {item.label}
        </Box>
        <Box
          as="span"
          display="inline-flex"
          transition="transform 0.15s"
          transform={expanded ? 'rotate(180deg)' : undefined}
        >
          <ChevronIcon />
        </Box>
      </Button>
      <Box
        as="ul"
        id={listId}
        hidden={!expanded}
        listStyleType="none"
        mt="1"
        display={expanded ? 'flex' : 'none'}
        flexDirection="column"
        gap="1"
      >
        {children.map((child) => (
          <li key={child.path}>
            <SidebarLink to={child.path} active={child.path === activeChild} nested>
              {child.label}
            </SidebarLink>
          </li>
        ))}
      </Box>
    </Box>
  );
}
