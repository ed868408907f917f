import { useNavigate } from 'react-router';
import type { AdminUser } from '@/api/types';
import { RowActionsMenu } from '@/components/data-list/row-actions-menu';
import { PATHS } from '@/config/paths';

export type UserActionTarget = Pick<AdminUser, 'id' | 'fullName' | 'active' | 'locked'>;

export interface UserRowMenuProps {
  user: UserActionTarget;
  /** False for the signed-in admin (nobody deactivates themselves) and for inactive admins. */
  canDeactivate: boolean;
  onDeactivate: (user: UserActionTarget) => void;
  onResetPassword: (user: UserActionTarget) => void;
  onUnlock: (user: UserActionTarget) => void;
  /** An action on this admin is in flight. */
  busy?: boolean;
}

/** The selector of a row's menu trigger, so a dialog can hand focus back to it. */
export const actionsTriggerSelector = (id: string) => `[data-user-actions="${CSS.escape(id)}"]`;

type UserAction = 'edit' | 'unlock' | 'reset-password' | 'deactivate';

/** A row's menu: edit, unlock (when locked), reset password, deactivate (confirmed in a dialog). */
export function UserRowMenu({ user, canDeactivate, onDeactivate, onResetPassword, onUnlock, busy = false }: UserRowMenuProps) {
  const navigate = useNavigate();
  const name = user.fullName.trim() || 'this admin';
  return (
    <RowActionsMenu<UserAction>
      label={`Actions for ${name}`}
      busy={busy}
      triggerData={{ 'data-user-actions': user.id }}
      actions={[
        { value: 'edit', label: 'Edit' },
        user.locked && { value: 'unlock', label: 'Unlock' },
        { value: 'reset-password', label: 'Reset password' },
        canDeactivate && { value: 'deactivate', label: 'Deactivate', destructive: true },
      ]}
      onSelect={(value) => {
        if (value === 'edit') void navigate(PATHS.userEdit(user.id));
        else if (value === 'deactivate') onDeactivate(user);
        else if (value === 'reset-password') onResetPassword(user);
        else onUnlock(user);
      }}
    />
  );
}
