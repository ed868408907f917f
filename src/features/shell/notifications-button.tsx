import {
  Badge,
  Box,
  CloseButton,
  Float,
  IconButton,
  List,
  Popover,
  Portal,
  Skeleton,
  Stack,
  Text,
} from '@chakra-ui/react';
import { useState } from 'react';
import type { AuditEvent } from '@/api/audit';
import { AuditEventLine } from '@/components/audit-event-line';
import { BellIcon } from './icons';
import { t } from '@/lib/i18n';

/** Fixed by the spec (docs/product-spec.md#9-business-constants-and-limits) until notifications are backed by data. */
const UNREAD_NOTIFICATIONS = 3;

type Recent = { status: 'idle' | 'loading' | 'failed' } | { status: 'loaded'; events: AuditEvent[]; at: Date };

/**
 * The bell with its unread badge (always 3, as specified). Opening it lists the three latest events
 * of the audit log, fetched each time it opens; without `loadRecent`, or when that fails, the
 * summary line stands alone.
 */
export function NotificationsButton({ loadRecent }: { loadRecent?: () => Promise<AuditEvent[]> }) {
  const [recent, setRecent] = useState<Recent>({ status: 'idle' });
  const open = () => {
    if (!loadRecent) return;
    setRecent({ status: 'loading' });
    loadRecent().then(
      (events) => setRecent({ status: 'loaded', events: events.slice(0, UNREAD_NOTIFICATIONS), at: new Date() }),
      () => setRecent({ status: 'failed' }),
    );
  };
  return (
    // Its content is drawn when first opened, not with every screen.
    <Popover.Root
      positioning={{ placement: 'bottom-end' }}
      lazyMount
      onOpenChange={(details) => details.open && open()}
    >
      <Box position="relative" display="inline-flex">
        <Popover.Trigger asChild>
          <IconButton variant="ghost" aria-label={t('shell.notifications.button', { count: UNREAD_NOTIFICATIONS })}>
            <BellIcon />
          </IconButton>
        </Popover.Trigger>
        <Float placement="top-end" offset="2">
          <Badge
            aria-hidden="true"
            data-testid="notifications-badge"
            colorPalette="wine"
            variant="solid"
            rounded="full"
            size="xs"
            pointerEvents="none"
          >
            {UNREAD_NOTIFICATIONS}
          </Badge>
        </Float>
      </Box>
      <Portal>
        <Popover.Positioner>
          <Popover.Content w="80" maxW="calc(100vw - 1rem)">
            <Popover.Body>
              <Popover.Title fontWeight="semibold">{t('shell.notifications.title')}</Popover.Title>
              <Text fontSize="sm" color="fg.muted" mt="1">
                {t('shell.notifications.summary', { count: UNREAD_NOTIFICATIONS })}
              </Text>
              {recent.status === 'loading' && (
                <Stack gap="3" mt="3" aria-busy="true" aria-label={t('shell.notifications.loading')}>
                  {Array.from({ length: UNREAD_NOTIFICATIONS }, (_, i) => (
                    <Skeleton key={i} height="8" />
                  ))}
                </Stack>
              )}
              {recent.status === 'loaded' && recent.events.length > 0 && (
                <List.Root variant="plain" gap="3" mt="3" aria-label={t('shell.notifications.latest')}>
                  {recent.events.map((event) => (
                    <List.Item key={event.id} display="block" wordBreak="break-word">
                      <AuditEventLine event={event} now={recent.at} size="sm" />
                    </List.Item>
                  ))}
                </List.Root>
              )}
            </Popover.Body>
            <Popover.CloseTrigger asChild position="absolute" top="1" insetEnd="1">
              <CloseButton size="sm" aria-label={t('shell.notifications.close')} />
            </Popover.CloseTrigger>
          </Popover.Content>
        </Popover.Positioner>
      </Portal>
    </Popover.Root>
  );
}
