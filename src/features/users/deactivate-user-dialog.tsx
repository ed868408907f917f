import { useEffect, useRef } from 'react';
import { useFetcher } from 'react-router';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { USER_ACTION_FIELDS, type UserListActionResult } from './user-list-action';
import { actionsTriggerSelector, type UserActionTarget } from './user-row-actions';

export interface UserDialogProps {
  user: UserActionTarget;
  open: boolean;
  /** Changes on every opening, so each one starts afresh. */
  nonce: number;
  onClose: () => void;
}

/** Asks before deactivating an admin, who is then signed out everywhere. */
export function DeactivateUserDialog({ user, open, nonce, onClose }: UserDialogProps) {
  const fetcher = useFetcher<UserListActionResult>({ key: `deactivate-user-${nonce}` });
  const cancelRef = useRef<HTMLButtonElement>(null);
  const busy = fetcher.state !== 'idle';
  const finished = fetcher.state === 'idle' && fetcher.data !== undefined;
  const name = user.fullName.trim() || 'this admin';

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
      finalFocusEl={() => document.querySelector<HTMLElement>(actionsTriggerSelector(user.id))}
      title={`Deactivate ${name}?`}
      description={`${name} will be signed out everywhere and can no longer sign in. Their account and history are kept, and an administrator can reactivate it later.`}
      confirmLabel="Deactivate"
      pending={busy}
      onConfirm={() =>
        void fetcher.submit(
          { [USER_ACTION_FIELDS.intent]: 'deactivate', [USER_ACTION_FIELDS.id]: user.id, [USER_ACTION_FIELDS.name]: user.fullName },
          { method: 'post' },
        )
      }
    />
  );
}
