import { Card } from '@chakra-ui/react';
import { useId, type ReactNode } from 'react';

export interface FormSectionProps {
  title: string;
  description?: ReactNode;
  /** The heading level of the title: h2 on a page of sections (profile), h3 inside a titled form. */
  headingAs?: 'h2' | 'h3';
  children: ReactNode;
}

/** One titled card of a form or settings page, a region named by its heading. */
export function FormSection({ title, description, headingAs = 'h2', children }: FormSectionProps) {
  const titleId = useId();
  return (
    <Card.Root as="section" variant="outline" aria-labelledby={titleId}>
      <Card.Header>
        <Card.Title as={headingAs} id={titleId}>
          {title}
        </Card.Title>
        {description && <Card.Description>{description}</Card.Description>}
      </Card.Header>
      <Card.Body>{children}</Card.Body>
    </Card.Root>
  );
}
