import { Badge, Text } from '@chakra-ui/react';
import type { AuditEvent } from '@/api/audit';
import { auditActionWords } from '@/lib/audit-action-words';
import { formatDateTime, formatRelativeTime } from '@/lib/format-relative-time';

/** Sign-ins and profile changes are about the actor: the target would only repeat their e-mail. */
const SELF_ACTIONS = /^(auth|profile)\./;

/** Marks an attempt the server refused (the log records it as `denied`); nothing for one that succeeded. */
export function DeniedBadge({ event }: { event: Pick<AuditEvent, 'outcome'> }) {
  if (event.outcome !== 'denied') return null;
  return (
    <Badge ms="2" colorPalette="red" variant="subtle">
      Denied
    </Badge>
  );
}

/**
 * One audit event in words (who did what to which target) and when, relative to `now`; an attempt
 * the server refused says so (`DeniedBadge`), so that it never reads as done.
 */
export function AuditEventLine({ event, now, size }: { event: AuditEvent; now: Date; size?: 'sm' }) {
  return (
    <>
      <Text fontSize={size}>
        <Text as="span" fontWeight="medium">
          {event.actor?.email ?? 'System'}
        </Text>{' '}
        {auditActionWords(event.action)}
        {event.target.label && !SELF_ACTIONS.test(event.action) ? (
          <>
            {' '}
            <Text as="span" fontWeight="medium">
              {event.target.label}
            </Text>
          </>
        ) : null}
        <DeniedBadge event={event} />
      </Text>
      <Text fontSize={size === 'sm' ? 'xs' : 'sm'} color="fg.muted">
        <time dateTime={event.at} title={formatDateTime(event.at)}>
          {formatRelativeTime(event.at, now)}
        </time>
      </Text>
    </>
  );
}
