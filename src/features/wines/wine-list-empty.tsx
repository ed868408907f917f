import { Button, EmptyState, VStack } from '@chakra-ui/react';
import { WineGlassIcon } from './wine-icons';

/** No rows: either the filters exclude every wine (offer to clear them) or there are none yet. */
export function WineListEmpty({ filtered, onClearFilters }: { filtered: boolean; onClearFilters: () => void }) {
  return (
    <EmptyState.Root borderWidth="1px" borderColor="border" rounded="md">
      <EmptyState.Content>
        <EmptyState.Indicator>
          <WineGlassIcon />
        </EmptyState.Indicator>
        <VStack textAlign="center">
          <EmptyState.Title as="h2">{filtered ? 'No wines match these filters' : 'No wines yet'}</EmptyState.Title>
          <EmptyState.Description>
            {filtered ? 'Try another search, or clear the filters to see every wine.' : 'Wines added to the catalogue appear here.'}
          </EmptyState.Description>
        </VStack>
        {filtered && (
          <Button variant="outline" size="sm" onClick={onClearFilters}>
            Clear filters
          </Button>
        )}
      </EmptyState.Content>
    </EmptyState.Root>
  );
}
