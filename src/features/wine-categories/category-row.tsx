import { Badge, Button, HStack, Table, Text } from '@chakra-ui/react';
import { memo } from 'react';
import type { WineCategory } from '@/api/categories';
import { CategoryRenameForm } from './category-rename-form';

export interface CategoryRowProps {
  category: WineCategory;
  /** The rename's nonce while this row is being renamed, else null. */
  renaming: number | null;
  /** Whether the signed-in role may change categories: only then does the row offer Rename and Delete. */
  editable: boolean;
  onRename: (category: WineCategory) => void;
  onRenameDone: () => void;
  onDelete: (category: WineCategory) => void;
}

/** One category: name (or its rename form), description, wine count, and Rename and Delete. */
export const CategoryRow = memo(function CategoryRow({
  category,
  renaming,
  editable,
  onRename,
  onRenameDone,
  onDelete,
}: CategoryRowProps) {
  const count = category.wineCount;
  return (
    <Table.Row>
      <Table.Cell minW="16rem">
        {renaming === null ? (
          <Text fontWeight="medium">{category.name}</Text>
        ) : (
          <CategoryRenameForm category={category} nonce={renaming} onDone={onRenameDone} />
        )}
      </Table.Cell>
      <Table.Cell color="fg.muted">{category.description || '—'}</Table.Cell>
      <Table.Cell textAlign="end">
        <Badge variant="subtle" colorPalette={count > 0 ? 'wine' : 'gray'}>
          {count}
        </Badge>
      </Table.Cell>
      {editable && (
        <Table.Cell textAlign="end">
          <HStack gap="2" justify="flex-end">
            <Button
              size="xs"
              variant="outline"
              onClick={() => onRename(category)}
              disabled={renaming !== null}
              aria-label={`Rename ${category.name}`}
            >
              Rename
            </Button>
            <Button
              size="xs"
              variant="outline"
              colorPalette="red"
              data-delete-category={category.id}
              onClick={() => onDelete(category)}
              aria-label={`Delete ${category.name}`}
            >
              Delete
            </Button>
          </HStack>
        </Table.Cell>
      )}
    </Table.Row>
  );
});
