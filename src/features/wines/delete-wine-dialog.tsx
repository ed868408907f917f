import { FetcherConfirmDialog } from '@/components/data-list/fetcher-confirm-dialog';
import { WINE_ACTION_FIELDS } from './wine-list-action';
import type { WineActionTarget } from './wine-row-menu';
import { t } from '@/lib/i18n';

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
  const name = wine.name.trim() || t('wines.delete.thisWine');
  return (
    <FetcherConfirmDialog
      open={open}
      fetcherKey={`delete-wine-${nonce}`}
      fields={{
        [WINE_ACTION_FIELDS.intent]: 'delete',
        [WINE_ACTION_FIELDS.id]: wine.id,
        [WINE_ACTION_FIELDS.name]: wine.name,
      }}
      title={t('wines.delete.title', { name })}
      description={t('wines.delete.description', { name })}
      confirmLabel={t('wines.actions.delete')}
      pendingLabel={t('wines.pending.deleting')}
      returnFocus={returnFocus}
      onClose={onClose}
    />
  );
}
