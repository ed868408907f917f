import { useNavigate } from 'react-router';
import type { AdminAction } from '@/api/permissions';
import type { AdminUser } from '@/api/types';
import { RowActionsMenu } from '@/components/data-list/row-actions-menu';
import { PATHS } from '@/config/paths';
import { t } from '@/lib/i18n';

export type UserActionTarget = Pick<AdminUser, 'id' | 'fullName' | 'active' | 'locked'>;

export interface UserRowMenuProps {
  user: UserActionTarget;
  /** What the signed-in admin may do to this admin (offeredAdminActions in src/api/permissions.ts). */
  offered: ReadonlySet<AdminAction>;
  onDeactivate: (user: UserActionTarget) => void;
  onResetPassword: (user: UserActionTarget) => void;
  onUnlock: (user: UserActionTarget) => void;
  /** An action on this admin is in flight. */
  busy?: boolean;
}

/** The selector of a row's menu trigger, so a dialog can hand focus back to it. */
export const actionsTriggerSelector = (id: string) => `[data-user-actions="${CSS.escape(id)}"]`;

/**
 * A row's menu: edit, unlock (when locked), reset password, deactivate (confirmed in a dialog),
 * each only when the signed-in admin may; no menu at all when they may do nothing here.
 */
export function UserRowMenu({
  user,
  offered,
  onDeactivate,
  onResetPassword,
  onUnlock,
  busy = false,
}: UserRowMenuProps) {
  const navigate = useNavigate();
  const name = user.fullName.trim();
  if (offered.size === 0) return null;
  return (
    <RowActionsMenu<AdminAction>
      label={name ? t('users.menu.label', { name }) : t('users.menu.labelUnnamed')}
      busy={busy}
      triggerData={{ 'data-user-actions': user.id }}
      actions={[
        offered.has('edit') && { value: 'edit', label: t('users.menu.edit') },
        offered.has('unlock') && { value: 'unlock', label: t('users.menu.unlock') },
        offered.has('reset-password') && { value: 'reset-password', label: t('users.menu.resetPassword') },
        offered.has('deactivate') && { value: 'deactivate', label: t('users.menu.deactivate'), destructive: true },
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
