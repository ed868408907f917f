import { EmptyState, VStack } from '@chakra-ui/react';
import { t } from '@/lib/i18n';

/** No categories yet: point at the form above, when the role has it. */
export function CategoryListEmpty({ editable }: { editable: boolean }) {
  return (
    <EmptyState.Root borderWidth="1px" borderColor="border" rounded="md">
      <EmptyState.Content>
        <VStack textAlign="center">
          <EmptyState.Title as="h2">{t('categories.empty.title')}</EmptyState.Title>
          <EmptyState.Description>
            {editable ? t('categories.empty.editable') : t('categories.empty.readOnly')}
          </EmptyState.Description>
        </VStack>
      </EmptyState.Content>
    </EmptyState.Root>
  );
}
