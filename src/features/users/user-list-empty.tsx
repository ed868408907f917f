import { Button, EmptyState, VStack } from '@chakra-ui/react';
import { Link } from 'react-router';
import { PATHS } from '@/config/paths';
import { UsersIcon } from './icons';

/** No rows: either the filters exclude everyone (offer to clear them) or there are no admins yet. */
export function UserListEmpty({ filtered, onClearFilters }: { filtered: boolean; onClearFilters: () => void }) {
  return (
    <EmptyState.Root borderWidth="1px" borderColor="border" rounded="md">
      <EmptyState.Content>
        <EmptyState.Indicator>
          <UsersIcon />
        </EmptyState.Indicator>
        <VStack textAlign="center">
          <EmptyState.Title as="h2">{filtered ? 'No admins match these filters' : 'No admins yet'}</EmptyState.Title>
          <EmptyState.Description>
            {filtered ? 'Try another search, or clear the filters to see everyone.' : 'Create the first administrator account.'}
          </EmptyState.Description>
        </VStack>
        {filtered ? (
          <Button variant="outline" size="sm" onClick={onClearFilters}>
            Clear filters
          </Button>
        ) : (
          <Button asChild size="sm" colorPalette="wine">
            <Link to={PATHS.userCreate}>Create user</Link>
          </Button>
        )}
      </EmptyState.Content>
    </EmptyState.Root>
  );
}
