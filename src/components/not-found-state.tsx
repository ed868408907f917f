import { Button, EmptyState } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';

export interface NotFoundStateProps {
  /** "Wine not found". */
  title: string;
  /** Why, e.g. "There is no wine with the id “x”. It may have been deleted." */
  description: string;
  /** The way back: where to and what the link says. */
  backTo: string;
  backLabel: string;
}

/** A record the URL names does not exist: say so in the page and link back to its list. */
export function NotFoundState({ title, description, backTo, backLabel }: NotFoundStateProps) {
  return (
    <EmptyState.Root>
      <EmptyState.Content>
        <EmptyState.Title as="h2">{title}</EmptyState.Title>
        <EmptyState.Description>{description}</EmptyState.Description>
        <Button asChild variant="outline">
          <RouterLink to={backTo}>{backLabel}</RouterLink>
        </Button>
      </EmptyState.Content>
    </EmptyState.Root>
  );
}
