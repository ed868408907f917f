import { Badge, Table, Text } from '@chakra-ui/react';
import type { AuditEvent, AuditTargetType } from '@/api/audit';
import { auditActionWords, signInFailureWords } from '@/lib/audit-action-words';
import { t, type MessageKey } from '@/lib/i18n';
import { formatDateTime } from '@/lib/locale';
import { OutcomeBadge } from '@/components/audit-event-line';
import { TableScrollArea } from '@/components/data-list/table-scroll-area';

const TARGET_TYPE_LABELS: Record<AuditTargetType, MessageKey> = {
  ADMIN: 'audit.targetType.admin',
  WINE: 'audit.targetType.wine',
  CATEGORY: 'audit.targetType.category',
  CELLAR: 'audit.targetType.cellar',
  SETTINGS: 'audit.targetType.settings',
  SESSION: 'audit.targetType.session',
};

/** A target type as a word: "Admin", "Wine". */
export const targetTypeLabel = (type: AuditTargetType): string => t(TARGET_TYPE_LABELS[type]);

/** Audit events, newest first: when, who, what (in words, with the action's code), and on what. */
export function AuditLogTable({ events }: { events: AuditEvent[] }) {
  return (
    <TableScrollArea label={t('audit.table.label')}>
      <Table.Root size="sm" aria-label={t('audit.table.label')}>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader scope="col">{t('audit.table.when')}</Table.ColumnHeader>
            <Table.ColumnHeader scope="col">{t('audit.table.who')}</Table.ColumnHeader>
            <Table.ColumnHeader scope="col">{t('audit.table.action')}</Table.ColumnHeader>
            <Table.ColumnHeader scope="col">{t('audit.table.target')}</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {events.map((event) => (
            <Table.Row key={event.id}>
              <Table.Cell whiteSpace="nowrap">
                <time dateTime={event.at}>{formatDateTime(event.at)}</time>
              </Table.Cell>
              <Table.Cell>
                {event.actor?.email ?? (
                  <Text as="span" color="fg.muted">
                    {event.signIn ? t('audit.table.notSignedIn') : t('audit.table.unknownActor')}
                  </Text>
                )}
              </Table.Cell>
              <Table.Cell>
                <Text as="span" me="2">
                  {auditActionWords(event.action)}
                </Text>
                <Badge variant="outline" fontFamily="mono">
                  {event.action}
                </Badge>
                <OutcomeBadge event={event} />
                {event.signIn ? (
                  <Text fontSize="xs" color="fg.muted">
                    {signInFailureWords(event.signIn)}
                  </Text>
                ) : null}
              </Table.Cell>
              <Table.Cell>
                <Text as="span" color="fg.muted" fontSize="xs" me="2">
                  {targetTypeLabel(event.target.type)}
                </Text>
                {event.target.label ?? event.target.id ?? '—'}
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </TableScrollArea>
  );
}
