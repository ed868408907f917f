import { Badge, Text } from '@chakra-ui/react';
import type { AuditEvent } from '@/api/audit';
import { auditActionWords, signInFailureWords } from '@/lib/audit-action-words';
import { formatDateTime, formatRelativeTime } from '@/lib/locale';
import { t, type MessageKey } from '@/lib/i18n';

/** Sign-ins and profile changes are about the actor: the target would only repeat their e-mail. */
const SELF_ACTIONS = /^(auth|profile)\./;

const OUTCOME_BADGES = {
  denied: { label: 'common.audit.denied', palette: 'red' },
  failed: { label: 'common.audit.failed', palette: 'orange' },
} as const satisfies Record<string, { label: MessageKey; palette: string }>;

/**
 * Marks an attempt that did not go through: refused by the permission rules (`denied`) or a
 * sign-in that failed (`failed`); nothing for one that succeeded.
 */
export function OutcomeBadge({ event }: { event: Pick<AuditEvent, 'outcome'> }) {
  if (event.outcome === 'success') return null;
  const badge = OUTCOME_BADGES[event.outcome];
  return (
    <Badge ms="2" colorPalette={badge.palette} variant="subtle">
      {t(badge.label)}
    </Badge>
  );
}

/**
 * One audit event in words (who did what to which target) and when, relative to `now`; an attempt
 * that did not go through says so (`OutcomeBadge`), so that it never reads as done. A failed
 * sign-in names the e-mail tried, why it failed and from where.
 */
export function AuditEventLine({ event, now, size }: { event: AuditEvent; now: Date; size?: 'sm' }) {
  return (
    <>
      <Text fontSize={size}>
        <Text as="span" fontWeight="medium">
          {event.actor?.email ?? event.signIn?.email ?? t('common.audit.system')}
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
        {event.signIn ? ` (${signInFailureWords(event.signIn)})` : null}
        <OutcomeBadge event={event} />
      </Text>
      <Text fontSize={size === 'sm' ? 'xs' : 'sm'} color="fg.muted">
        <time dateTime={event.at} title={formatDateTime(event.at)}>
          {formatRelativeTime(event.at, now)}
        </time>
      </Text>
    </>
  );
}
