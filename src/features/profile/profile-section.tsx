import { Card } from '@chakra-ui/react';
import { useId, type ReactNode } from 'react';

/** One titled card of the profile page, labelled by its heading. */
export function ProfileSection({ title, description, children }: { title: string; description?: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <Card.Root as="section" variant="outline" aria-labelledby={headingId}>
      <Card.Header>
        <Card.Title as="h2" id={headingId}>
          {title}
        </Card.Title>
        {description && <Card.Description>{description}</Card.Description>}
      </Card.Header>
      <Card.Body>{children}</Card.Body>
    </Card.Root>
  );
}
