import { Badge, Button, HStack, Table, Text } from '@chakra-ui/react';
import { memo } from 'react';
import type { WineCategory } from '@/api/categories';
import { PendingRowStatus } from '@/components/data-list/pending-row-status';
import { pendingRowProps } from '@/components/data-list/pending-rows';
import { CategoryRenameForm } from './category-rename-form';
import { t } from '@/lib/i18n';

export interface CategoryRowProps {
  category: WineCategory;
  /** The rename's nonce while this row is being renamed, else null. */
  renaming: number | null;
  /** Whether the signed-in role may change categories: only then does the row offer Rename and Delete. */
  editable: boolean;
  /** What a change on its way is doing to it ("Deleting…"): it stays, marked, until the server answers. */
  pending?: string;
  onRename: (category: WineCategory) => void;
  onRenameDone: () => void;
  onDelete: (category: WineCategory) => void;
}

/** One category: name (or its rename form), description, wine count, and Rename and Delete. */
export const CategoryRow = memo(function CategoryRow({
  category,
  renaming,
  editable,
  pending,
  onRename,
  onRenameDone,
  onDelete,
}: CategoryRowProps) {
  const count = category.wineCount;
  const busy = pending !== undefined;
  return (
    <Table.Row {...pendingRowProps(pending)}>
      <Table.Cell minW="16rem">
        {renaming === null ? (
          <Text fontWeight="medium">{category.name}</Text>
        ) : (
          <CategoryRenameForm category={category} nonce={renaming} onDone={onRenameDone} />
        )}
      </Table.Cell>
      <Table.Cell color={busy ? undefined : 'fg.muted'}>{category.description || '—'}</Table.Cell>
      <Table.Cell textAlign="end">
        <Badge variant="subtle" colorPalette={count > 0 ? 'wine' : 'gray'}>
          {count}
        </Badge>
      </Table.Cell>
      {editable && (
        <Table.Cell textAlign="end">
          <HStack gap="2" justify="flex-end">
            <PendingRowStatus status={pending} />
            <Button
              size="xs"
              variant="outline"
              onClick={() => onRename(category)}
              disabled={renaming !== null || busy}
              aria-label={t('categories.row.renameLabel', { name: category.name })}
            >
              {t('categories.row.rename')}
            </Button>
            <Button
              size="xs"
              variant="outline"
              colorPalette="red"
              data-delete-category={category.id}
              onClick={() => onDelete(category)}
              disabled={busy}
              aria-label={t('categories.row.deleteLabel', { name: category.name })}
            >
              {t('categories.row.delete')}
            </Button>
          </HStack>
        </Table.Cell>
      )}
    </Table.Row>
  );
});
