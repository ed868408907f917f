import { Badge, Box, CloseButton, Float, IconButton, Popover, Portal, Text } from '@chakra-ui/react';
import { BellIcon } from './icons';

/** Fixed by the spec (docs/product-spec.md#9-business-constants-and-limits) until notifications are backed by data. */
const UNREAD_NOTIFICATIONS = 3;

/** The bell with its unread badge, opening a short summary. */
export function NotificationsButton() {
  return (
    <Popover.Root positioning={{ placement: 'bottom-end' }}>
      <Box position="relative" display="inline-flex">
        <Popover.Trigger asChild>
          <IconButton variant="ghost" aria-label={`Notifications, ${UNREAD_NOTIFICATIONS} unread`}>
            <BellIcon />
          </IconButton>
        </Popover.Trigger>
        <Float placement="top-end" offset="2">
          <Badge aria-hidden="true" data-testid="notifications-badge" colorPalette="wine" variant="solid" rounded="full" size="xs" pointerEvents="none">
            {UNREAD_NOTIFICATIONS}
          </Badge>
        </Float>
      </Box>
      <Portal>
        <Popover.Positioner>
          <Popover.Content w="64">
            <Popover.Body>
              <Popover.Title fontWeight="semibold">Notifications</Popover.Title>
              <Text fontSize="sm" color="fg.muted" mt="1">
                You have {UNREAD_NOTIFICATIONS} unread notifications.
              </Text>
            </Popover.Body>
            <Popover.CloseTrigger asChild position="absolute" top="1" insetEnd="1">
              <CloseButton size="sm" aria-label="Close notifications" />
            </Popover.CloseTrigger>
          </Popover.Content>
        </Popover.Positioner>
      </Portal>
    </Popover.Root>
  );
}
