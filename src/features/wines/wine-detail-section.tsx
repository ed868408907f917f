import { Card } from '@chakra-ui/react';
import { useId, type ReactNode } from 'react';

/** One titled card of the wine detail view, labelled by its heading. */
export function WineDetailSection({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <Card.Root as="section" variant="outline" aria-labelledby={headingId} size="sm">
      <Card.Header>
        <Card.Title as="h3" id={headingId}>
          {title}
        </Card.Title>
      </Card.Header>
      <Card.Body>{children}</Card.Body>
    </Card.Root>
  );
}
