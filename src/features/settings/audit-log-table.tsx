import { Badge, Table, Text } from '@chakra-ui/react';
import type { AuditEvent, AuditTargetType } from '@/api/audit';
import { auditActionWords, signInFailureWords } from '@/lib/audit-action-words';
import { formatDateTime } from '@/lib/locale';
import { OutcomeBadge } from '@/components/audit-event-line';
import { TableScrollArea } from '@/components/data-list/table-scroll-area';

/** A target type as a word: "Admin", "Wine". */
export const targetTypeLabel = (type: AuditTargetType): string => type.charAt(0) + type.slice(1).toLowerCase();

/** Audit events, newest first: when, who, what (in words, with the action's code), and on what. */
export function AuditLogTable({ events }: { events: AuditEvent[] }) {
  return (
    <TableScrollArea label="Audit events">
      <Table.Root size="sm" aria-label="Audit events">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader scope="col">When</Table.ColumnHeader>
            <Table.ColumnHeader scope="col">Who</Table.ColumnHeader>
            <Table.ColumnHeader scope="col">Action</Table.ColumnHeader>
            <Table.ColumnHeader scope="col">Target</Table.ColumnHeader>
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
                    {event.signIn ? 'Not signed in' : 'Unknown'}
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
