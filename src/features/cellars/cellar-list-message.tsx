import { Alert, Button, EmptyState, VStack } from '@chakra-ui/react';

/** No rows: either the filters exclude every cellar (offer to clear them) or there are none yet. */
export function CellarListEmpty({ filtered, onClearFilters }: { filtered: boolean; onClearFilters: () => void }) {
  return (
    <EmptyState.Root borderWidth="1px" borderColor="border" rounded="md">
      <EmptyState.Content>
        <VStack textAlign="center">
          <EmptyState.Title as="h2">{filtered ? 'No cellars match these filters' : 'No cellars yet'}</EmptyState.Title>
          <EmptyState.Description>
            {filtered ? 'Try another search, or clear the filters to see every cellar.' : 'Cellars that members create appear here.'}
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

/** Something could not be loaded (the API client has already said why in a toast). */
export function LoadError({ what, status, retrying, onRetry }: { what: string; status: number; retrying: boolean; onRetry: () => void }) {
  return (
    <Alert.Root status="error" alignItems="center">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>Could not load {what}</Alert.Title>
        <Alert.Description>
          {status === 0 ? 'The server could not be reached.' : `The server answered with an error (${status}).`} Check your connection and try again.
        </Alert.Description>
      </Alert.Content>
      <Button size="sm" variant="outline" loading={retrying} onClick={onRetry}>
        Retry
      </Button>
    </Alert.Root>
  );
}
