import { FetcherConfirmDialog } from '@/components/data-list/fetcher-confirm-dialog';
import { WINE_ACTION_FIELDS } from './wine-list-action';
import type { WineActionTarget } from './wine-row-menu';

export interface DeleteWineDialogProps {
  wine: WineActionTarget;
  open: boolean;
  /** Changes on every opening, so each one starts afresh. */
  nonce: number;
  /** The control that opened the dialog, to take focus back. */
  returnFocus: () => HTMLElement | null;
  onClose: () => void;
}

/** Asks before deleting a wine for good; the current route's action deletes it. */
export function DeleteWineDialog({ wine, open, nonce, returnFocus, onClose }: DeleteWineDialogProps) {
  const name = wine.name.trim() || 'this wine';
  return (
    <FetcherConfirmDialog
      open={open}
      fetcherKey={`delete-wine-${nonce}`}
      fields={{
        [WINE_ACTION_FIELDS.intent]: 'delete',
        [WINE_ACTION_FIELDS.id]: wine.id,
        [WINE_ACTION_FIELDS.name]: wine.name,
      }}
      title={`Delete ${name}?`}
      description={`${name} will be removed from the catalogue for good. To keep it but stop offering it, archive it instead.`}
      confirmLabel="Delete"
      pendingLabel="Deleting…"
      returnFocus={returnFocus}
      onClose={onClose}
    />
  );
}
