import { Alert, Button, Stack, Table } from '@chakra-ui/react';
import { useCallback, useState } from 'react';
import { useRevalidator } from 'react-router';
import type { WineCategory } from '@/api/categories';
import { CategoryCreateForm } from './category-create-form';
import { CategoryListEmpty } from './category-list-empty';
import type { CategoryListLoaderData } from './category-list-loader';
import { CategoryRow } from './category-row';
import { DeleteCategoryDialog } from './delete-category-dialog';
import { usePermissions } from '@/state/permissions';
import { TableScrollArea } from '@/components/data-list/table-scroll-area';
import { usePendingRows } from '@/components/data-list/pending-rows';
import { t } from '@/lib/i18n';

/** A deleted category stays, marked, until the server has answered. */
const PENDING_WORDS = { delete: 'list.pending.deleting', rename: 'list.pending.renaming' } as const;

interface DialogState {
  category: WineCategory;
  open: boolean;
  nonce: number;
}

/** The wine categories screen: the "New category" form, the table with inline rename, and delete (for roles that may change categories). */
export function CategoryListPage({ data }: { data: CategoryListLoaderData }) {
  const revalidator = useRevalidator();
  const [renaming, setRenaming] = useState<{ id: string; nonce: number } | null>(null);
  const [dialog, setDialog] = useState<DialogState | null>(null);

  const onRename = useCallback((c: WineCategory) => setRenaming((r) => ({ id: c.id, nonce: (r?.nonce ?? 0) + 1 })), []);
  const onRenameDone = useCallback(() => setRenaming((r) => (r ? { id: '', nonce: r.nonce } : r)), []);
  const onDelete = useCallback(
    (c: WineCategory) => setDialog((d) => ({ category: c, open: true, nonce: (d?.nonce ?? 0) + 1 })),
    [],
  );
  const closeDialog = useCallback(() => setDialog((d) => (d && d.open ? { ...d, open: false } : d)), []);
  const editable = usePermissions().can('categories.write');
  const pendingOf = usePendingRows(PENDING_WORDS);

  return (
    <Stack gap="6">
      {editable && <CategoryCreateForm />}
      {data.status === 'error' ? (
        <Alert.Root status="error">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{t('categories.list.loadFailed')}</Alert.Title>
            <Alert.Description>{data.error.message}</Alert.Description>
          </Alert.Content>
          <Button
            size="sm"
            variant="outline"
            onClick={() => void revalidator.revalidate()}
            loading={revalidator.state !== 'idle'}
          >
            {t('categories.list.retry')}
          </Button>
        </Alert.Root>
      ) : data.categories.length === 0 ? (
        <CategoryListEmpty editable={editable} />
      ) : (
        <TableScrollArea label={t('categories.list.title')}>
          <Table.Root aria-label={t('categories.list.title')} size="sm">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>{t('categories.fields.name')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('categories.fields.description')}</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">{t('categories.list.wines')}</Table.ColumnHeader>
                {editable && <Table.ColumnHeader textAlign="end">{t('categories.list.actions')}</Table.ColumnHeader>}
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {data.categories.map((c) => (
                <CategoryRow
                  key={c.id}
                  category={c}
                  renaming={renaming?.id === c.id ? renaming.nonce : null}
                  editable={editable}
                  pending={pendingOf(c.id)}
                  onRename={onRename}
                  onRenameDone={onRenameDone}
                  onDelete={onDelete}
                />
              ))}
            </Table.Body>
          </Table.Root>
        </TableScrollArea>
      )}
      {dialog && <DeleteCategoryDialog key={dialog.nonce} {...dialog} onClose={closeDialog} />}
    </Stack>
  );
}
