import { FetcherConfirmDialog } from '@/components/data-list/fetcher-confirm-dialog';
import { USER_ACTION_FIELDS } from './user-list-action';
import { actionsTriggerSelector, type UserActionTarget } from './user-row-menu';

export interface UserDialogProps {
  user: UserActionTarget;
  open: boolean;
  /** Changes on every opening, so each one starts afresh. */
  nonce: number;
  onClose: () => void;
}

/** Asks before deactivating an admin, who is then signed out everywhere. */
export function DeactivateUserDialog({ user, open, nonce, onClose }: UserDialogProps) {
  const name = user.fullName.trim() || 'this admin';
  return (
    <FetcherConfirmDialog
      open={open}
      fetcherKey={`deactivate-user-${nonce}`}
      fields={{
        [USER_ACTION_FIELDS.intent]: 'deactivate',
        [USER_ACTION_FIELDS.id]: user.id,
        [USER_ACTION_FIELDS.name]: user.fullName,
      }}
      title={`Deactivate ${name}?`}
      description={`${name} will be signed out everywhere and can no longer sign in. Their account and history are kept, and an administrator can reactivate it later.`}
      confirmLabel="Deactivate"
      returnFocus={() => document.querySelector<HTMLElement>(actionsTriggerSelector(user.id))}
      onClose={onClose}
    />
  );
}
