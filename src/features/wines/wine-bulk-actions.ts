import type { WineCategory } from '@/api/categories';
import type { WineBulkAction } from '@/api/wines';
import type { BulkActionSpec } from '@/components/data-list/bulk-actions';

const UNDO_NOTE = 'You can undo this for a few seconds afterwards.';

/** What the wines list's bulk bar offers an editor, in the order of its buttons. */
export function wineBulkActions(
  categories: readonly Pick<WineCategory, 'id' | 'name'>[],
): (BulkActionSpec & { action: WineBulkAction })[] {
  return [
    {
      action: 'PUBLISH',
      label: 'Publish',
      title: (what) => `Publish ${what}?`,
      description: `Each becomes visible in the catalogue; wines already published are left as they are. ${UNDO_NOTE}`,
      confirmLabel: 'Publish',
    },
    {
      action: 'ARCHIVE',
      label: 'Archive',
      title: (what) => `Archive ${what}?`,
      description: `They are no longer offered in the catalogue; bottles in members’ cellars stay listed. Wines already archived are left as they are. ${UNDO_NOTE}`,
      confirmLabel: 'Archive',
    },
    {
      action: 'SET_CATEGORY',
      label: 'Change category',
      title: (what) => `Change the category of ${what}?`,
      description: `Each moves to the category you choose; wines already in it are left as they are. ${UNDO_NOTE}`,
      confirmLabel: 'Change category',
      choice: {
        label: 'Category',
        placeholder: 'Choose a category…',
        options: categories.map((c) => ({ value: c.id, label: c.name })),
      },
    },
    {
      action: 'DELETE',
      label: 'Delete',
      title: (what) => `Delete ${what}?`,
      description: `Wines held in a cellar cannot be deleted and are left as they are (archive them instead). ${UNDO_NOTE}`,
      confirmLabel: 'Delete',
      destructive: true,
    },
  ];
}
