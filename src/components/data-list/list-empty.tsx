import { Button, EmptyState, VStack } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { t } from '@/lib/i18n';

export interface ListEmptyProps {
  /** Shown above the title; omit for none. */
  icon?: ReactNode;
  /** The filters exclude every row: offer to clear them instead of `action`. */
  filtered: boolean;
  onClearFilters: () => void;
  /** Title and description when the filters exclude every row, and when there are no rows at all. */
  filteredText: { title: string; description: string };
  emptyText: { title: string; description: string };
  /** What to offer when there are no rows at all (e.g. a create link). */
  action?: ReactNode;
}

/** No rows: either the filters exclude every one (offer to clear them) or there are none yet. */
export function ListEmpty({ icon, filtered, onClearFilters, filteredText, emptyText, action }: ListEmptyProps) {
  const text = filtered ? filteredText : emptyText;
  return (
    <EmptyState.Root borderWidth="1px" borderColor="border" rounded="md">
      <EmptyState.Content>
        {icon !== undefined && <EmptyState.Indicator>{icon}</EmptyState.Indicator>}
        <VStack textAlign="center">
          <EmptyState.Title as="h2">{text.title}</EmptyState.Title>
          <EmptyState.Description>{text.description}</EmptyState.Description>
        </VStack>
        {filtered ? (
          <Button variant="outline" size="sm" onClick={onClearFilters}>
            {t('list.filters.clear')}
          </Button>
        ) : (
          action
        )}
      </EmptyState.Content>
    </EmptyState.Root>
  );
}
