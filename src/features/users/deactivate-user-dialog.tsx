import { FetcherConfirmDialog } from '@/components/data-list/fetcher-confirm-dialog';
import { t } from '@/lib/i18n';
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
  const name = user.fullName.trim();
  return (
    <FetcherConfirmDialog
      open={open}
      fetcherKey={`deactivate-user-${nonce}`}
      fields={{
        [USER_ACTION_FIELDS.intent]: 'deactivate',
        [USER_ACTION_FIELDS.id]: user.id,
        [USER_ACTION_FIELDS.name]: user.fullName,
      }}
      title={name ? t('users.deactivate.title', { name }) : t('users.deactivate.titleUnnamed')}
      description={name ? t('users.deactivate.description', { name }) : t('users.deactivate.descriptionUnnamed')}
      confirmLabel={t('users.deactivate.confirm')}
      returnFocus={() => document.querySelector<HTMLElement>(actionsTriggerSelector(user.id))}
      onClose={onClose}
    />
  );
}
