import { Card, Heading, List, Text } from '@chakra-ui/react';
import type { AuditEvent } from '@/api/audit';
import { AuditEventLine } from '@/components/audit-event-line';
import { t } from '@/lib/i18n';

/** The latest audit events in words: who did what to which target, and when. */
export function RecentActivity({ events, now = new Date() }: { events: AuditEvent[] | null; now?: Date }) {
  return (
    <Card.Root as="section" aria-labelledby="recent-activity" variant="outline">
      <Card.Header>
        <Heading as="h3" size="md" id="recent-activity">
          {t('dashboard.activity.title')}
        </Heading>
      </Card.Header>
      <Card.Body>
        {events === null && <Text color="fg.muted">{t('dashboard.activity.loadFailed')}</Text>}
        {events?.length === 0 && <Text color="fg.muted">{t('dashboard.activity.empty')}</Text>}
        {events && events.length > 0 && (
          <List.Root variant="plain" gap="3">
            {events.map((event) => (
              <List.Item key={event.id} display="block">
                <AuditEventLine event={event} now={now} />
              </List.Item>
            ))}
          </List.Root>
        )}
      </Card.Body>
    </Card.Root>
  );
}
