import { useEffect, useRef } from 'react';
import { useFetcher } from 'react-router';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { WINE_ACTION_FIELDS, type WineListActionResult } from './wine-list-action';
import { wineActionsTriggerSelector, type WineActionTarget } from './wine-row-actions';

export interface DeleteWineDialogProps {
  wine: WineActionTarget;
  open: boolean;
  /** Changes on every opening, so each one starts afresh. */
  nonce: number;
  onClose: () => void;
}

/** Asks before deleting a wine for good. */
export function DeleteWineDialog({ wine, open, nonce, onClose }: DeleteWineDialogProps) {
  const fetcher = useFetcher<WineListActionResult>({ key: `delete-wine-${nonce}` });
  const cancelRef = useRef<HTMLButtonElement>(null);
  const busy = fetcher.state !== 'idle';
  const finished = fetcher.state === 'idle' && fetcher.data !== undefined;
  const name = wine.name.trim() || 'this wine';

  useEffect(() => {
    if (finished) onClose();
  }, [finished, onClose]);

  return (
    <ConfirmDialog
      open={open}
      onCancel={onClose}
      lazyMount
      unmountOnExit
      closable
      cancelRef={cancelRef}
      initialFocusEl={() => cancelRef.current}
      finalFocusEl={() => document.querySelector<HTMLElement>(wineActionsTriggerSelector(wine.id))}
      title={`Delete ${name}?`}
      description={`${name} will be removed from the catalogue for good. To keep it but stop offering it, archive it instead.`}
      confirmLabel="Delete"
      pendingLabel="Deleting…"
      pending={busy}
      onConfirm={() =>
        void fetcher.submit({ [WINE_ACTION_FIELDS.intent]: 'delete', [WINE_ACTION_FIELDS.id]: wine.id, [WINE_ACTION_FIELDS.name]: wine.name }, { method: 'post' })
      }
    />
  );
}
