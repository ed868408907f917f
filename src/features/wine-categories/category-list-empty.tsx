import { EmptyState, VStack } from '@chakra-ui/react';

/** No categories yet: point at the form above, when the role has it. */
export function CategoryListEmpty({ editable }: { editable: boolean }) {
  return (
    <EmptyState.Root borderWidth="1px" borderColor="border" rounded="md">
      <EmptyState.Content>
        <VStack textAlign="center">
          <EmptyState.Title as="h2">No categories yet</EmptyState.Title>
          <EmptyState.Description>
            {editable ? 'Add the first one with the “New category” form above.' : 'An editor or an admin can add them.'}
          </EmptyState.Description>
        </VStack>
      </EmptyState.Content>
    </EmptyState.Root>
  );
}
