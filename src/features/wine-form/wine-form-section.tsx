import { Card } from '@chakra-ui/react';
import { useId, type ReactNode } from 'react';

/** One titled part of the wine form, a region named by its heading. */
export function WineFormSection({ title, description, children }: { title: string; description?: ReactNode; children: ReactNode }) {
  const titleId = useId();
  return (
    <Card.Root as="section" variant="outline" aria-labelledby={titleId}>
      <Card.Header>
        <Card.Title as="h3" id={titleId}>
          {title}
        </Card.Title>
        {description && <Card.Description>{description}</Card.Description>}
      </Card.Header>
      <Card.Body>{children}</Card.Body>
    </Card.Root>
  );
}
