import { Alert, Link as ChakraLink } from '@chakra-ui/react';
import { useEffect, useRef } from 'react';
import { Link, useFetcher } from 'react-router';
import type { WineCategory } from '@/api/categories';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { CATEGORY_ACTION_FIELDS, type CategoryListActionResult } from './category-list-action';
import { WINE_LIST } from '@/api/wines';
import { PATHS } from '@/config/paths';

export interface DeleteCategoryDialogProps {
  category: WineCategory;
  open: boolean;
  /** Changes on every opening, so each one starts afresh. */
  nonce: number;
  onClose: () => void;
}

/** The selector of a row's Delete button, where focus returns when the dialog closes. */
const deleteTriggerSelector = (id: string) => `[data-delete-category="${CSS.escape(id)}"]`;

/**
 * Asks before deleting a category. When the server refuses because wines still use it (409), the
 * dialog stays open and explains why, with a link to those wines.
 */
export function DeleteCategoryDialog({ category, open, nonce, onClose }: DeleteCategoryDialogProps) {
  const fetcher = useFetcher<CategoryListActionResult>({ key: `delete-category-${nonce}` });
  const cancelRef = useRef<HTMLButtonElement>(null);
  const busy = fetcher.state !== 'idle';
  const result = fetcher.state === 'idle' ? fetcher.data : undefined;
  const conflict = result && !result.ok ? result.conflict : undefined;

  useEffect(() => {
    if (result?.ok) onClose();
  }, [result, onClose]);

  return (
    <ConfirmDialog
      open={open}
      onCancel={onClose}
      lazyMount
      unmountOnExit
      closable
      cancelRef={cancelRef}
      initialFocusEl={() => cancelRef.current}
      finalFocusEl={() => document.querySelector<HTMLElement>(deleteTriggerSelector(category.id))}
      title={`Delete “${category.name}”?`}
      description="The category is removed for good. A category still used by wines cannot be deleted."
      confirmLabel="Delete"
      pendingLabel="Deleting…"
      pending={busy}
      onConfirm={() =>
        void fetcher.submit(
          {
            [CATEGORY_ACTION_FIELDS.intent]: 'delete',
            [CATEGORY_ACTION_FIELDS.id]: category.id,
            [CATEGORY_ACTION_FIELDS.name]: category.name,
          },
          { method: 'post' },
        )
      }
    >
      {conflict && (
        <Alert.Root status="warning" mt="4" role="alert">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>This category is still in use</Alert.Title>
            <Alert.Description>
              {conflict.message}{' '}
              <ChakraLink asChild variant="underline" colorPalette="wine">
                <Link to={WINE_LIST.linkTo(PATHS.wines, { categoryId: category.id })}>
                  See the wines in “{category.name}”
                </Link>
              </ChakraLink>
            </Alert.Description>
          </Alert.Content>
        </Alert.Root>
      )}
    </ConfirmDialog>
  );
}
