import { Alert, Link as ChakraLink } from '@chakra-ui/react';
import { Link } from 'react-router';
import type { WineCategory } from '@/api/categories';
import { FetcherConfirmDialog } from '@/components/data-list/fetcher-confirm-dialog';
import { CATEGORY_ACTION_FIELDS, type CategoryListActionResult } from './category-list-action';
import { WINE_LIST } from '@/api/wines';
import { PATHS } from '@/config/paths';
import { t } from '@/lib/i18n';

export interface DeleteCategoryDialogProps {
  category: WineCategory;
  open: boolean;
  /** Changes on every opening, so each one starts afresh. */
  nonce: number;
  onClose: () => void;
}

/** The selector of a row's Delete button, where focus returns when the dialog closes. */
const deleteTriggerSelector = (id: string) => `[data-delete-category="${CSS.escape(id)}"]`;

/** A refusal keeps the dialog open, to explain it. */
const closesOnSuccess = (result: CategoryListActionResult) => result.ok;

/**
 * Asks before deleting a category. When the server refuses because wines still use it (409), the
 * dialog stays open and explains why, with a link to those wines.
 */
export function DeleteCategoryDialog({ category, open, nonce, onClose }: DeleteCategoryDialogProps) {
  return (
    <FetcherConfirmDialog<CategoryListActionResult>
      open={open}
      fetcherKey={`delete-category-${nonce}`}
      fields={{
        [CATEGORY_ACTION_FIELDS.intent]: 'delete',
        [CATEGORY_ACTION_FIELDS.id]: category.id,
        [CATEGORY_ACTION_FIELDS.name]: category.name,
      }}
      title={t('categories.delete.title', { name: category.name })}
      description={t('categories.delete.description')}
      confirmLabel={t('categories.row.delete')}
      pendingLabel={t('categories.pending.deleting')}
      returnFocus={() => document.querySelector<HTMLElement>(deleteTriggerSelector(category.id))}
      closesOn={closesOnSuccess}
      onClose={onClose}
    >
      {(result) => {
        const conflict = result && !result.ok ? result.conflict : undefined;
        return (
          conflict && (
            <Alert.Root status="warning" mt="4" role="alert">
              <Alert.Indicator />
              <Alert.Content>
                <Alert.Title>{t('categories.delete.inUseTitle')}</Alert.Title>
                <Alert.Description>
                  {category.wineCount > 0
                    ? t('errors.code.categoryInUse', { count: category.wineCount })
                    : conflict.message}{' '}
                  <ChakraLink asChild variant="underline" colorPalette="wine">
                    <Link to={WINE_LIST.linkTo(PATHS.wines, { categoryId: category.id })}>
                      {t('categories.delete.seeWines', { name: category.name })}
                    </Link>
                  </ChakraLink>
                </Alert.Description>
              </Alert.Content>
            </Alert.Root>
          )
        );
      }}
    </FetcherConfirmDialog>
  );
}
