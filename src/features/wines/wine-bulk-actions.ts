import type { WineCategory } from '@/api/categories';
import type { WineBulkAction } from '@/api/wines';
import type { BulkActionSpec } from '@/components/data-list/bulk-actions';
import { t } from '@/lib/i18n';

/** What the wines list's bulk bar offers an editor, in the order of its buttons. */
export function wineBulkActions(
  categories: readonly Pick<WineCategory, 'id' | 'name'>[],
): (BulkActionSpec & { action: WineBulkAction })[] {
  const undoNote = t('wines.bulk.undoNote');
  return [
    {
      action: 'PUBLISH',
      label: t('wines.actions.publish'),
      title: (what) => t('wines.bulk.publishTitle', { what }),
      description: t('wines.bulk.publishDescription', { undoNote }),
      confirmLabel: t('wines.actions.publish'),
    },
    {
      action: 'ARCHIVE',
      label: t('wines.actions.archive'),
      title: (what) => t('wines.bulk.archiveTitle', { what }),
      description: t('wines.bulk.archiveDescription', { undoNote }),
      confirmLabel: t('wines.actions.archive'),
    },
    {
      action: 'SET_CATEGORY',
      label: t('wines.bulk.changeCategory'),
      title: (what) => t('wines.bulk.changeCategoryTitle', { what }),
      description: t('wines.bulk.changeCategoryDescription', { undoNote }),
      confirmLabel: t('wines.bulk.changeCategory'),
      choice: {
        label: t('wines.fields.category'),
        placeholder: t('wines.bulk.chooseCategory'),
        options: categories.map((c) => ({ value: c.id, label: c.name })),
      },
    },
    {
      action: 'DELETE',
      label: t('wines.actions.delete'),
      title: (what) => t('wines.bulk.deleteTitle', { what }),
      description: t('wines.bulk.deleteDescription', { undoNote }),
      confirmLabel: t('wines.actions.delete'),
      destructive: true,
    },
  ];
}
