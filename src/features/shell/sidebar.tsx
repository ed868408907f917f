import { Box, Flex, Text } from '@chakra-ui/react';
import { useAtomValue } from 'jotai';
import { useEffect, useRef } from 'react';
import { adminTitleAtom } from '@/state/brand';
import { SidebarNav } from './sidebar-nav';

export interface SidebarProps {
  /** The id the menu button points at with aria-controls. */
  id: string;
  open: boolean;
  isOverlay: boolean;
  /** Closes the overlay (backdrop click). */
  onDismiss: () => void;
}

/** The brand title over the main navigation: in-flow on desktop, a floating panel below lg. */
export function Sidebar({ id, open, isOverlay, onDismiss }: SidebarProps) {
  const panelRef = useRef<HTMLDivElement>(null);
  const title = useAtomValue(adminTitleAtom);
  useEffect(() => {
    if (isOverlay && open) panelRef.current?.focus();
  }, [isOverlay, open]);

  return (
    <>
      {isOverlay && open && (
        <Box
          data-testid="sidebar-backdrop"
          aria-hidden="true"
          position="fixed"
          inset="0"
          zIndex="overlay"
          bg="blackAlpha.600"
          onClick={onDismiss}
        />
      )}
      <Flex
        ref={panelRef}
        id={id}
        tabIndex={-1}
        hidden={!open}
        display={open ? 'flex' : 'none'}
        direction="column"
        w="64"
        flexShrink={0}
        h="100dvh"
        position={isOverlay ? 'fixed' : 'sticky'}
        top="0"
        insetStart="0"
        zIndex={isOverlay ? 'modal' : undefined}
        bg="sidebar.bg"
        borderEndWidth="1px"
        borderColor="border"
        boxShadow={isOverlay ? 'lg' : undefined}
        outline="none"
      >
        <Flex h="16" flexShrink={0} align="center" px="6" borderBottomWidth="1px" borderColor="border">
          <Text fontWeight="bold" fontSize="lg" color="wine.fg" truncate>
            {title}
          </Text>
        </Flex>
        <SidebarNav />
      </Flex>
    </>
  );
}
