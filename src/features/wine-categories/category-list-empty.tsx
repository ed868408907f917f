import { EmptyState, VStack } from '@chakra-ui/react';

/** No categories yet: point at the form above. */
export function CategoryListEmpty() {
  return (
    <EmptyState.Root borderWidth="1px" borderColor="border" rounded="md">
      <EmptyState.Content>
        <VStack textAlign="center">
          <EmptyState.Title as="h2">No categories yet</EmptyState.Title>
          <EmptyState.Description>Add the first one with the “New category” form above.</EmptyState.Description>
        </VStack>
      </EmptyState.Content>
    </EmptyState.Root>
  );
}
